import { BUSINESS_TEXT_MAX, ELEVATOR_TEXT_MAX } from '@ideabazaar/shared/schemas/items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepForm } from '@/components/layout/StepForm';
import { CountedTextField } from '@/components/ui/CountedTextField';
import { usePatchItem } from '../api/patch-item';
import type { StepProps } from './step-props';

const kinds = {
  elevator: { field: 'elevator_text', max: ELEVATOR_TEXT_MAX, rows: 4, optional: false },
  business: { field: 'business_text', max: BUSINESS_TEXT_MAX, rows: 10, optional: true },
} as const;

/**
 * ElevatorText (the public pitch, at most 300 characters, required) and BusinessText (the
 * private business model, at most 5000, optional), each with a character counter.
 */
export function TextStepForm(props: StepProps & { kind: keyof typeof kinds }) {
  const { t } = useTranslation('items');
  const kind = kinds[props.kind];
  const [value, setValue] = useState(props.item[kind.field] ?? '');
  const [error, setError] = useState('');
  const patch = usePatchItem();

  const submit = () => {
    if (!kind.optional && !value.trim()) {
      setError(t(`${props.kind}.required`));
      return;
    }
    patch
      .mutateAsync({ itemId: props.item.id, patch: { [kind.field]: value } })
      .then(props.onDone)
      .catch(() => undefined);
  };

  return (
    <StepForm
      title={t(`${props.kind}.title`)}
      intro={t(`${props.kind}.intro`)}
      submitLabel={t(props.editing ? 'save' : 'continue')}
      onSubmit={submit}
      busy={patch.isPending}
      skipLabel={t('skip')}
      onSkip={kind.optional && !props.editing ? props.onDone : undefined}
    >
      <CountedTextField
        multiline
        minRows={kind.rows}
        label={t(`${props.kind}.label`)}
        placeholder={t(`${props.kind}.placeholder`)}
        value={value}
        max={kind.max}
        error={error}
        onValueChange={(next) => {
          setValue(next);
          setError('');
        }}
      />
    </StepForm>
  );
}
