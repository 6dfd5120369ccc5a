import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ErrorCode } from '@ideabazaar/shared/errors/codes';
import { PRICE_MAX } from '@ideabazaar/shared/schemas/items';
import { isDigitsOnly, toLatinDigits } from '@ideabazaar/shared/persian/digits';
import { numberToPersianWords } from '@ideabazaar/shared/persian/number-to-words';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepForm } from '@/components/layout/StepForm';
import { useClientState } from '@/lib/client-state';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { usePatchItem } from '../api/patch-item';
import type { StepProps } from './step-props';

/** The price as the server takes it, or the code of the rule it breaks. */
export function checkPrice(
  text: string,
): { ok: true; value: number } | { ok: false; code: ErrorCode } {
  const digits = toLatinDigits(text).trim();
  if (!digits) return { ok: false, code: 'price_required' };
  if (!isDigitsOnly(digits)) return { ok: false, code: 'numbers_only' };
  const value = Number(digits);
  if (value > PRICE_MAX) return { ok: false, code: 'price_too_high' };
  return { ok: true, value };
}

/** The price in Persian words under the field (PRODUCT.md section 3), while it is a number. */
function persianWords(text: string): string {
  const digits = toLatinDigits(text).trim();
  if (!isDigitsOnly(digits)) return '';
  return `${numberToPersianWords(digits)} تومان`;
}

/**
 * IdeaPrice: a price in tomans or 'Negotiable' (which disables the price). The chosen price is
 * kept as privatePrice in the client state as well (seed section 3).
 */
export function PriceForm(props: StepProps) {
  const { t } = useTranslation('items');
  const language = useClientState((state) => state.language);
  const [price, setPrice] = useState(props.item.price === null ? '' : String(props.item.price));
  const [negotiable, setNegotiable] = useState(props.item.negotiable);
  const [error, setError] = useState('');
  const patch = usePatchItem();

  const submit = () => {
    const checked = negotiable ? null : checkPrice(price);
    if (checked && !checked.ok) {
      setError(translateError(checked.code));
      return;
    }
    const value = checked ? checked.value : null;
    // A price outside the server's bounds (IDEA_MIN_PRICE, IDEA_MAX_PRICE) is shown on the field.
    patch
      .mutateAsync({ itemId: props.item.id, patch: { price: value, negotiable }, handles: [422] })
      .then(() => {
        useClientState.getState().set({ privatePrice: value === null ? '0' : String(value) });
        props.onDone();
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 422) setError(failure.text());
      });
  };

  const words = language === 'fa' && !negotiable ? persianWords(price) : '';
  return (
    <StepForm
      title={t('price.title')}
      intro={t('price.intro')}
      submitLabel={t(props.editing ? 'save' : 'continue')}
      onSubmit={submit}
      busy={patch.isPending}
    >
      <TextField
        label={t('price.label')}
        value={negotiable ? '' : price}
        disabled={negotiable}
        onChange={(event) => {
          setPrice(event.target.value);
          setError('');
        }}
        error={Boolean(error)}
        helperText={error || ' '}
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
            checked={negotiable}
            onChange={(event) => {
              setNegotiable(event.target.checked);
              setError('');
            }}
          />
        }
        label={t('price.negotiable')}
      />
    </StepForm>
  );
}
