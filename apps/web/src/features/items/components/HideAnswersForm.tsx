import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Item } from '@ideabazaar/shared/schemas/items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepForm } from '@/components/layout/StepForm';
import { answerText } from '@/lib/user-text';
import { usePatchItem } from '../api/patch-item';
import { ConfirmAllPublic } from './ConfirmAllPublic';
import type { StepProps } from './step-props';

const alwaysPublic = new Set(['title', 'category']);

/**
 * The answers an owner may keep private: every answer except the ones that make the title and the
 * category, which every visitor reads the item by (the server refuses to hide them).
 */
export const hideableAnswers = (item: Item) =>
  item.answers.filter((answer) => answer.role === null || !alwaysPublic.has(answer.role));

/**
 * hide-answers: the owner ticks the answers kept private until purchase, or skips the step and
 * changes nothing. The ticks are the server's: an answer whose question is private by default
 * starts private (issue 31), so skipping gives nothing away. Making every answer of a published
 * idea public asks for a confirmation, as publishing it so does.
 */
export function HideAnswersForm(props: StepProps) {
  const { t } = useTranslation('items');
  const answers = hideableAnswers(props.item);
  const [hidden, setHidden] = useState(
    () => new Set(answers.filter((answer) => answer.is_private).map((a) => a.questions_id)),
  );
  // Said while the ticks are still the ones the server started with.
  const [startedTicked] = useState(() => hidden.size > 0);
  const [confirming, setConfirming] = useState(false);
  const patch = usePatchItem();
  // A private answer feeds nothing visitors see: hiding the summary's answer empties the summary.
  const summaryHidden = answers.some(
    (answer) => answer.role === 'summary' && hidden.has(answer.questions_id),
  );

  const toggle = (id: number) => {
    const next = new Set(hidden);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setHidden(next);
  };
  const chosen = answers.map((a) => a.questions_id).filter((id) => hidden.has(id));
  const send = (confirmed: boolean) =>
    patch
      .mutateAsync({
        itemId: props.item.id,
        patch: {
          private_question_ids: chosen,
          ...(confirmed ? { all_public_confirmed: true } : {}),
        },
      })
      .then(props.onDone)
      .catch(() => undefined);
  const submit = () => {
    const givesAway = props.item.status === 'published' && chosen.length === 0;
    if (givesAway) setConfirming(true);
    else void send(false);
  };

  return (
    <StepForm
      title={t('hide.title')}
      intro={t('hide.intro')}
      submitLabel={t(props.editing ? 'save' : 'continue')}
      onSubmit={submit}
      busy={patch.isPending}
      skipLabel={t('skip')}
      onSkip={props.editing ? undefined : props.onDone}
    >
      <Alert severity="info" role="note" icon={<PublicIcon fontSize="inherit" />}>
        {t('hide.alwaysPublic')}
      </Alert>
      {startedTicked && !props.editing && (
        <Typography color="text.secondary" variant="body2">
          {t('hide.defaults')}
        </Typography>
      )}
      {answers.length === 0 ? (
        <Typography color="text.secondary">{t('hide.none')}</Typography>
      ) : (
        <List disablePadding>
          {answers.map((answer) => {
            const labelId = `hide-${answer.questions_id}`;
            const checked = hidden.has(answer.questions_id);
            return (
              <ListItem key={answer.questions_id} disablePadding>
                <ListItemButton onClick={() => toggle(answer.questions_id)} dense>
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      checked={checked}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                  </ListItemIcon>
                  <ListItemText
                    id={labelId}
                    primary={answer.question}
                    secondary={answer.display}
                    slotProps={{ secondary: answerText(answer) }}
                  />
                  {checked && (
                    <LockIcon fontSize="small" color="action" aria-label={t('hide.private')} />
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {summaryHidden && <Alert severity="warning">{t('hide.summaryHidden')}</Alert>}
      <ConfirmAllPublic
        open={confirming}
        busy={patch.isPending}
        onPublish={() => {
          setConfirming(false);
          void send(true);
        }}
        onChoose={() => setConfirming(false)}
        onClose={() => setConfirming(false)}
      />
    </StepForm>
  );
}
