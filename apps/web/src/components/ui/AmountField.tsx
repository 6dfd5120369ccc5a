import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { FieldIssue } from '@ideabazaar/shared/errors/codes';
import { tomanInWords } from '@ideabazaar/shared/persian/money';
import { useTranslation } from 'react-i18next';
import type { AmountCheck } from '@/lib/amount';
import { useClientState } from '@/lib/client-state';
import { useFormat } from '@/lib/format';
import { translateError } from '@/lib/i18n';

/**
 * An amount of tomans as the member types it (Persian or Latin digits, separators allowed): the
 * unit beside it, and under it the amount read back grouped (in Persian, in words), or why it is
 * not an amount. `check` is the caller's reading of the same text (lib/amount).
 */
export function AmountField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  check: AmountCheck;
  /** An error to show instead (the server's, or a submit with an empty field). */
  error?: string;
  hint?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useClientState((state) => state.language);
  const { check } = props;
  // Bounds are amounts: grouped like every other amount on screen.
  const issueText = (issue: FieldIssue) =>
    translateError(issue.code, {
      ...Object.fromEntries(
        Object.entries(issue.params ?? {}).map(([name, value]) => [
          name,
          typeof value === 'number' ? format.grouped(value) : value,
        ]),
      ),
    });
  const error = props.error ?? ('issue' in check ? issueText(check.issue) : undefined);
  const readBack =
    'amount' in check
      ? language === 'fa'
        ? tomanInWords(check.amount)
        : format.money(check.amount)
      : undefined;

  return (
    <TextField
      label={props.label}
      name={props.name}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? readBack ?? props.hint ?? ' '}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'numeric', dir: 'ltr' },
        input: {
          endAdornment: <InputAdornment position="end">{t('money.toman')}</InputAdornment>,
        },
      }}
    />
  );
}
