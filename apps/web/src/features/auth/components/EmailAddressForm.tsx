import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { emailProofRequestSchema } from '@ideabazaar/shared/schemas/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { schemaFieldErrors } from '@/lib/schema-errors';

/** The address to add or change to, checked with the server's schema before a code is sent. */
export function EmailAddressForm(props: {
  /** The member already has a confirmed address, which keeps working until the new one is. */
  changing: boolean;
  busy: boolean;
  /** The server's refusal of the address, shown beside the field. */
  serverError: string;
  onSubmit: (email: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailProofRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(schemaFieldErrors(parsed.error).email ?? '');
      return;
    }
    setError('');
    props.onSubmit(parsed.data.email);
  };
  const shown = error || props.serverError;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <TextField
        label={t('emailProof.newAddress')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(shown)}
        helperText={shown || (props.changing ? t('emailProof.keepsWorking') : ' ')}
        autoComplete="email"
        autoFocus
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button onClick={props.onCancel}>{t('emailProof.cancel')}</Button>
        <MainButton type="submit" disabled={props.busy}>
          {t('actions.getCode')}
        </MainButton>
      </Box>
    </Box>
  );
}
