import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Item, ItemPatch } from '@ideabazaar/shared/schemas/items';
import { ELEVATOR_TEXT_MAX } from '@ideabazaar/shared/schemas/items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StepForm } from '@/components/layout/StepForm';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { usePatchItem } from '../api/patch-item';
import { PriceFields, checkPrice, usePriceInput } from './PriceForm';
import type { StepProps } from './step-props';

/** How many answers stay private until purchase, and the way to choose them (issue 31). */
function PrivateAnswers(props: { item: Item; onChoose: () => void; busy: boolean }) {
  const { t } = useTranslation('items');
  const format = useFormat();
  const count = props.item.answers.filter((answer) => answer.is_private).length;
  return (
    <Box
      data-testid="private-answers"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <LockIcon fontSize="small" color="action" aria-hidden />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }}>
        {count === 0
          ? t('finish.allPublic')
          : t('finish.private', {
              count: format.number(count),
              total: format.number(props.item.answers.length),
            })}
      </Typography>
      <Button size="small" onClick={props.onChoose} disabled={props.busy}>
        {t('finish.choose')}
      </Button>
    </Box>
  );
}

/**
 * The finishing screen of an idea's creation (IdeaPrice while creating, issue 32): its price or
 * 'Negotiable' and its elevator pitch (the public text of its card, PRODUCT.md section 3), with
 * how many answers stay private. Publish saves both and goes on to IdeaShare, which publishes it.
 * Choosing the private answers first keeps what is typed that the server takes.
 */
export function FinishForm(props: StepProps & { hideHref: string }) {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const { item } = props;
  const input = usePriceInput(item);
  const [pitch, setPitch] = useState(item.elevator_text);
  const [pitchError, setPitchError] = useState('');
  const patch = usePatchItem();

  const submit = () => {
    const price = input.checked();
    const pitchMissing = !pitch.trim();
    if (pitchMissing) setPitchError(t('elevator.required'));
    if (!price || pitchMissing) return;
    // A price outside the server's bounds (IDEA_MIN_PRICE, IDEA_MAX_PRICE) is shown on the field.
    patch
      .mutateAsync({ itemId: item.id, patch: { ...price, elevator_text: pitch }, handles: [422] })
      .then(() => {
        input.remember(price.price);
        props.onDone();
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 422) input.setError(failure.text());
      });
  };

  const chooseAnswers = () => {
    const changes: ItemPatch = { elevator_text: pitch };
    const checked = input.fields.negotiable ? null : checkPrice(input.fields.price);
    if (input.fields.negotiable) Object.assign(changes, { price: null, negotiable: true });
    else if (checked?.ok) Object.assign(changes, { price: checked.value, negotiable: false });
    // Kept when the server takes it; a refused price is typed again on return.
    void patch
      .mutateAsync({ itemId: item.id, patch: changes, handles: [422] })
      .catch(() => undefined)
      .then(() => navigate(props.hideHref));
  };

  return (
    <StepForm
      title={t('finish.title')}
      intro={t('finish.intro')}
      submitLabel={t(item.status === 'draft' ? 'finish.publish' : 'continue')}
      onSubmit={submit}
      busy={patch.isPending}
    >
      <PriceFields {...input.fields} />
      <CountedTextField
        multiline
        minRows={3}
        label={t('elevator.label')}
        placeholder={t('elevator.placeholder')}
        value={pitch}
        max={ELEVATOR_TEXT_MAX}
        error={pitchError}
        onValueChange={(next) => {
          setPitch(next);
          setPitchError('');
        }}
      />
      {item.active_private_responses && (
        <PrivateAnswers item={item} onChoose={chooseAnswers} busy={patch.isPending} />
      )}
    </StepForm>
  );
}
