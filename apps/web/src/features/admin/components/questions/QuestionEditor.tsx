import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Language } from '@ideabazaar/shared/i18n/language';
import {
  adminQuestionCreateSchema,
  adminQuestionPatchSchema,
  type AdminQuestion,
} from '@ideabazaar/shared/schemas/admin';
import type { QuestionSet } from '@ideabazaar/shared/schemas/questions';
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useSaveQuestion } from '../../api/questions';
import { DetailDrawer } from '../DetailDrawer';
import { boundOf, previewQuestion, QuestionPreviewContext, type QuestionDraft } from './preview';
import { QuestionFields } from './QuestionFields';

const blank: QuestionDraft = {
  kind: 'textual',
  title_en: '',
  title_fa: '',
  guide_en: '',
  guide_fa: '',
  placeholder_en: '',
  placeholder_fa: '',
  options: [],
  unit_en: '',
  unit_fa: '',
  active: true,
  private_by_default: false,
  min_value: '',
  max_value: '',
};

const draftOf = (question: AdminQuestion | undefined): QuestionDraft => {
  if (!question) return blank;
  const { id: _id, set: _set, key: _key, position: _position, role: _role, ...draft } = question;
  return {
    ...draft,
    min_value: draft.min_value === null ? '' : String(draft.min_value),
    max_value: draft.max_value === null ? '' : String(draft.max_value),
  };
};

/** The fields a save sends: options only for a multiple-choice question, bounds for a number. */
const fieldsOf = (draft: QuestionDraft) => {
  const { active: _active, ...fields } = draft;
  return {
    ...fields,
    options: draft.kind === 'multiple_choice' ? draft.options : [],
    min_value: boundOf(draft, draft.min_value),
    max_value: boundOf(draft, draft.max_value),
  };
};

/** The language a field belongs to, to show the one where the first error is. */
const languageOf = (field: string): Language | undefined =>
  field.endsWith('_fa') ? 'fa' : field.endsWith('_en') ? 'en' : undefined;

/**
 * Edits one question of the bank in both languages, or adds one to a set, beside a live preview
 * drawn by the question flow's own component in the language being edited.
 */
export function QuestionEditor(props: {
  /** The question to edit; none to add one to `set` at `position`. */
  question?: AdminQuestion;
  set: QuestionSet;
  position: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const preview = use(QuestionPreviewContext);
  const { question } = props;
  const [language, setLanguage] = useState<Language>(i18n.language === 'fa' ? 'fa' : 'en');
  const [draft, setDraft] = useState(() => draftOf(question));
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveQuestion();

  const refuse = (fields: Record<string, string>) => {
    setErrors(fields);
    const first = Object.keys(fields).map(languageOf).find(Boolean);
    if (first) setLanguage(first);
  };

  const submit = () => {
    const fields = fieldsOf(draft);
    const parsed = question
      ? adminQuestionPatchSchema.safeParse(fields)
      : adminQuestionCreateSchema.safeParse({
          ...fields,
          set: props.set,
          key,
          position: props.position,
        });
    if (!parsed.success) {
      refuse(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const input = question
      ? { id: question.id, patch: fields }
      : { create: { ...fields, set: props.set, key, position: props.position } };
    save
      .mutateAsync(input)
      .then(() => {
        notify(t('questions.saved'));
        props.onClose();
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) return;
        const fields = error.fieldErrors();
        refuse(Object.keys(fields).length > 0 ? fields : { form: error.text() });
      });
  };

  const title = question ? t('questions.edit') : t('questions.add');
  return (
    <DetailDrawer open title={title} onClose={props.onClose} width={1000}>
      <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          aria-label={t('questions.editing')}
          onChange={(_, value: Language | null) => value && setLanguage(value)}
        >
          <ToggleButton value="en">{t('questions.languages.en')}</ToggleButton>
          <ToggleButton value="fa">{t('questions.languages.fa')}</ToggleButton>
        </ToggleButtonGroup>
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            {!question && (
              <TextField
                label={t('questions.fields.key')}
                value={key}
                onChange={(event) => setKey(event.target.value)}
                error={Boolean(errors.key)}
                helperText={errors.key ?? t('questions.keyHelp')}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            )}
            <QuestionFields
              draft={draft}
              language={language}
              errors={errors}
              kindFixed={Boolean(question?.role)}
              privateDefaultFixed={Boolean(question?.role) || props.set === 'need'}
              savedOptions={question?.options.map((option) => option.value) ?? []}
              onChange={setDraft}
            />
          </Box>
          <Paper
            component="section"
            aria-label={t('questions.preview')}
            variant="outlined"
            sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', bgcolor: 'action.hover' }}
          >
            <Typography variant="overline">{t('questions.preview')}</Typography>
            {preview && (
              <Suspense fallback={<CircularProgress aria-label={t('questions.preview')} />}>
                {preview({ question: previewQuestion(draft, language, question?.id), language })}
              </Suspense>
            )}
          </Paper>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={props.onClose}>{t('questions.cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            {t('questions.save')}
          </Button>
        </Box>
      </Box>
    </DetailDrawer>
  );
}
