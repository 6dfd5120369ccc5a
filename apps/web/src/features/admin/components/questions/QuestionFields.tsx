import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Language } from '@ideabazaar/shared/i18n/language';
import { questionKinds } from '@ideabazaar/shared/schemas/questions';
import { useTranslation } from 'react-i18next';
import { OptionsEditor } from './OptionsEditor';
import type { QuestionDraft } from './preview';

type TextName = 'title' | 'guide' | 'placeholder' | 'unit';
const isNumber = (kind: string) => kind.startsWith('single-textual');

/**
 * The editor's fields: the kind and options (one for both languages) and the texts of the
 * language being edited, each written in that language's direction.
 */
export function QuestionFields(props: {
  draft: QuestionDraft;
  language: Language;
  errors: Record<string, string>;
  /** A question with a role (title, category, summary) keeps its kind: items read its answer. */
  kindFixed: boolean;
  /**
   * A role's question or a need's never starts private (the server refuses it): everyone reads
   * its answer, or needs have no private parts.
   */
  privateDefaultFixed: boolean;
  savedOptions: string[];
  onChange: (draft: QuestionDraft) => void;
}) {
  const { t } = useTranslation('admin');
  const { draft, language, errors } = props;
  const set = (patch: Partial<QuestionDraft>) => props.onChange({ ...draft, ...patch });
  const text = (field: TextName, multiline = false) => {
    const name = `${field}_${language}` as const;
    return (
      <TextField
        label={t(`questions.fields.${field}`)}
        value={draft[name]}
        onChange={(event) => set({ [name]: event.target.value })}
        error={Boolean(errors[name])}
        helperText={errors[name] ?? ' '}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        slotProps={{ htmlInput: { lang: language, dir: language === 'fa' ? 'rtl' : 'ltr' } }}
      />
    );
  };
  return (
    <>
      <TextField
        select
        label={t('questions.fields.kind')}
        value={draft.kind}
        disabled={props.kindFixed}
        helperText={props.kindFixed ? t('questions.kindFixed') : ' '}
        onChange={(event) => set({ kind: event.target.value as QuestionDraft['kind'] })}
      >
        {questionKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`questions.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {text('title')}
      {text('guide', true)}
      {draft.kind !== 'two_button' && draft.kind !== 'multiple_choice' && text('placeholder')}
      {isNumber(draft.kind) && text('unit')}
      {isNumber(draft.kind) && (
        <Box sx={{ display: 'flex', gap: 2, '& > *': { flex: 1 } }}>
          {(['min_value', 'max_value'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`questions.fields.${name}`)}
              value={draft[name]}
              onChange={(event) => set({ [name]: event.target.value })}
              error={Boolean(errors[name])}
              helperText={errors[name] ?? (name === 'min_value' ? t('questions.boundsHelp') : ' ')}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
          ))}
        </Box>
      )}
      {draft.kind === 'multiple_choice' && (
        <OptionsEditor
          options={draft.options}
          saved={props.savedOptions}
          error={errors.options}
          onChange={(options) => set({ options })}
        />
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.private_by_default}
            disabled={props.privateDefaultFixed}
            onChange={(event) => set({ private_by_default: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'private-default-help' } }}
          />
        }
        label={t('questions.privateByDefault')}
      />
      <FormHelperText id="private-default-help" error={Boolean(errors.private_by_default)}>
        {errors.private_by_default ??
          t(
            props.privateDefaultFixed
              ? 'questions.privateByDefaultFixed'
              : 'questions.privateByDefaultHelp',
          )}
      </FormHelperText>
    </>
  );
}
