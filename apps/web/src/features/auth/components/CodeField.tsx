import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The 5-digit code, typed with Latin or Persian digits; the phone offers its number pad. */
export function CodeField(props: {
  value: string;
  error: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.code')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={Boolean(props.error)}
      helperText={props.error || ' '}
      autoComplete="one-time-code"
      autoFocus
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
    />
  );
}
