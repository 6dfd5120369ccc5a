import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { translateError } from '@/lib/i18n';
import { SHEBA_DIGITS, shebaFieldValue, type ShebaInput } from '../sheba-input';

/**
 * The Sheba number: 'IR' shown before the field, the 24 digits typed (Persian digits, spaces
 * accepted), checked as they are typed: a count while short, the checksum once complete.
 */
export function ShebaField(props: {
  value: string;
  onChange: (value: string) => void;
  check: ShebaInput;
  /** The server's refusal, or a submit with the field short or empty. */
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const { check } = props;
  const error = props.error ?? (check.state === 'invalid' ? translateError(check.code) : undefined);
  const helper =
    error ??
    (check.state === 'partial'
      ? t('withdraw.shebaCount', {
          count: check.digits,
          value: format.number(check.digits),
          total: format.number(SHEBA_DIGITS),
        })
      : check.state === 'valid'
        ? t('withdraw.shebaValid')
        : t('withdraw.shebaHint'));

  return (
    <TextField
      label={t('withdraw.sheba')}
      name="sheba"
      value={props.value}
      onChange={(event) => props.onChange(shebaFieldValue(event.target.value))}
      error={error !== undefined}
      helperText={helper}
      disabled={props.disabled}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', dir: 'ltr' },
        input: {
          // The country code is fixed; in right-to-left text the field still reads left to right.
          startAdornment: <InputAdornment position="start">IR</InputAdornment>,
          dir: 'ltr',
        },
      }}
    />
  );
}
