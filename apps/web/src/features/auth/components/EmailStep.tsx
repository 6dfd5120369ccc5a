import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MainButton } from '@/components/ui/MainButton';
import { notify } from '@/lib/notify';
import { useGoogleRedirect } from '../api/google-redirect';
import { useSendEmailCode } from '../api/send-email-code';

/** Seed section 2, step enterEmail: e-mail, the referral toggle, 'Get Code', 'Sign in with Google'. */
export function EmailStep() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [referralCode, setReferralCode] = useState('');
  const [showReferral, setShowReferral] = useState(false);
  const [error, setError] = useState('');
  const sendCode = useSendEmailCode();
  const google = useGoogleRedirect();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('validation.emailRequired'));
      return;
    }
    setError('');
    sendCode.mutate(
      {
        email: email.trim(),
        ...(referralCode.trim() ? { referral_code: referralCode.trim() } : {}),
      },
      { onSuccess: (result) => result.status === 'success' && notify(t('messages.codeSent')) },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(error)}
        helperText={error || ' '}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Button
        variant="text"
        onClick={() => setShowReferral((shown) => !shown)}
        sx={{ justifySelf: 'start' }}
      >
        {showReferral ? t('referral.hide') : t('referral.add')}
      </Button>
      <Collapse in={showReferral} unmountOnExit>
        <TextField
          label={t('fields.referralCode')}
          value={referralCode}
          onChange={(event) => setReferralCode(event.target.value)}
        />
      </Collapse>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MainButton type="submit" disabled={sendCode.isPending}>
          {t('actions.getCode')}
        </MainButton>
      </Box>
      <Button
        variant="outlined"
        startIcon={<GoogleIcon />}
        disabled={google.isPending}
        onClick={() =>
          google.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })
        }
      >
        {t('actions.google')}
      </Button>
    </Box>
  );
}
