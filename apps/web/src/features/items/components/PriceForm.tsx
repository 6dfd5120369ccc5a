import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ErrorCode } from '@ideabazaar/shared/errors/codes';
import { PRICE_MAX } from '@ideabazaar/shared/schemas/items';
import { readWholeNumber } from '@ideabazaar/shared/persian/number-input';
import { numberToPersianWords } from '@ideabazaar/shared/persian/number-to-words';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepForm } from '@/components/layout/StepForm';
import { useClientState } from '@/lib/client-state';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { usePatchItem } from '../api/patch-item';
import type { StepProps } from './step-props';

/**
 * The price as the server takes it, or the code of the rule it breaks. Typed as every amount
 * field takes it: Latin, Persian or Arabic-Indic digits, grouped by ',' or '٬' or spaces.
 */
export function checkPrice(
  text: string,
): { ok: true; value: number } | { ok: false; code: ErrorCode } {
  const reading = readWholeNumber(text);
  if (!reading.ok) {
    return { ok: false, code: reading.reason === 'empty' ? 'price_required' : 'numbers_only' };
  }
  if (reading.digits.length > String(PRICE_MAX).length || Number(reading.digits) > PRICE_MAX) {
    return { ok: false, code: 'price_too_high' };
  }
  return { ok: true, value: Number(reading.digits) };
}

/** The price in Persian words under the field (PRODUCT.md section 3), while it is a number. */
function persianWords(text: string): string {
  const reading = readWholeNumber(text);
  if (!reading.ok) return '';
  return `${numberToPersianWords(reading.digits)} تومان`;
}

/** The price field, its Persian words and 'Negotiable' (which disables the price). */
export function PriceFields(props: {
  price: string;
  negotiable: boolean;
  error: string;
  onPrice: (price: string) => void;
  onNegotiable: (negotiable: boolean) => void;
}) {
  const { t } = useTranslation('items');
  const language = useClientState((state) => state.language);
  const words = language === 'fa' && !props.negotiable ? persianWords(props.price) : '';
  return (
    <>
      <TextField
        label={t('price.label')}
        value={props.negotiable ? '' : props.price}
        disabled={props.negotiable}
        onChange={(event) => props.onPrice(event.target.value)}
        error={Boolean(props.error)}
        helperText={props.error || ' '}
        slotProps={{
          htmlInput: { inputMode: 'numeric', dir: 'ltr' },
          input: {
            endAdornment: <InputAdornment position="end">{t('price.unit')}</InputAdornment>,
          },
        }}
      />
      {words && (
        <Typography data-testid="price-words" color="text.secondary">
          {words}
        </Typography>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={props.negotiable}
            onChange={(event) => props.onNegotiable(event.target.checked)}
          />
        }
        label={t('price.negotiable')}
      />
    </>
  );
}

/** The price and 'Negotiable' as typed, checked as the server takes them (one place for both forms). */
export function usePriceInput(item: StepProps['item']) {
  const [price, setPrice] = useState(item.price === null ? '' : String(item.price));
  const [negotiable, setNegotiable] = useState(item.negotiable);
  const [error, setError] = useState('');
  return {
    fields: {
      price,
      negotiable,
      error,
      onPrice: (next: string) => {
        setPrice(next);
        setError('');
      },
      onNegotiable: (next: boolean) => {
        setNegotiable(next);
        setError('');
      },
    },
    setError,
    /** The patch the price makes, or null (its error shown) when it breaks a rule. */
    checked: (): { price: number | null; negotiable: boolean } | null => {
      if (negotiable) return { price: null, negotiable };
      const result = checkPrice(price);
      if (result.ok) return { price: result.value, negotiable };
      setError(translateError(result.code));
      return null;
    },
    /** The price kept as privatePrice in the client state (seed section 3). */
    remember: (value: number | null) =>
      useClientState.getState().set({ privatePrice: value === null ? '0' : String(value) }),
  };
}

/** IdeaPrice reopened to edit: the price in tomans or 'Negotiable'. */
export function PriceForm(props: StepProps) {
  const { t } = useTranslation('items');
  const input = usePriceInput(props.item);
  const patch = usePatchItem();

  const submit = () => {
    const checked = input.checked();
    if (!checked) return;
    // A price outside the server's bounds (IDEA_MIN_PRICE, IDEA_MAX_PRICE) is shown on the field.
    patch
      .mutateAsync({ itemId: props.item.id, patch: checked, handles: [422] })
      .then(() => {
        input.remember(checked.price);
        props.onDone();
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 422) input.setError(failure.text());
      });
  };

  return (
    <StepForm
      title={t('price.title')}
      intro={t('price.intro')}
      submitLabel={t(props.editing ? 'save' : 'continue')}
      onSubmit={submit}
      busy={patch.isPending}
    >
      <PriceFields {...input.fields} />
    </StepForm>
  );
}
