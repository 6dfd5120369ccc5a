import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import { sendEmailCodeRequestSchema } from '@ideabazaar/shared/schemas/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useClientState } from '@/lib/client-state';
import { notify } from '@/lib/notify';
import { schemaFieldErrors } from '@/lib/schema-errors';
import { useGoogleRedirect } from '../api/google-redirect';
import { useSendEmailCode } from '../api/send-email-code';
import { useSignInMethods } from '../api/sign-in-methods';

/** Seed section 3: the login form of the dialog. */
export interface LoginForm {
  email: string;
  referral_code: string;
  showReferral: boolean;
}

/** The referral code goes with the sign-in only while its field is shown. */
export const referralOf = (form: LoginForm) => (form.showReferral ? form.referral_code : '');

/**
 * Seed section 2, step enterEmail: e-mail, the referral toggle, 'Get Code', 'Sign in with Google'
 * (only once the server has said Google is on), and the way to the mobile sign-in.
 */
export function EmailStep(props: {
  form: LoginForm;
  onChange: (form: LoginForm) => void;
  onSent: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { form, onChange } = props;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sendCode = useSendEmailCode();
  const google = useGoogleRedirect();
  const methods = useSignInMethods();
  const googleOn = methods.data?.google === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendEmailCodeRequestSchema.safeParse({
      email: form.email,
      referral_code: referralOf(form),
    });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    sendCode.mutate(parsed.data, {
      onSuccess: () => {
        notify(t('messages.codeSent'));
        props.onSent();
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors());
      },
    });
  };

  const signInWithGoogle = () => {
    // Google brings the browser back to a new page load; this is where the member returns then.
    const { pathname, search, hash } = location;
    useClientState.getState().set({ lastRoute: `${pathname}${search}${hash}` });
    google.mutate(referralOf(form).trim() || undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => onChange({ ...form, email: event.target.value })}
        error={Boolean(errors.email)}
        helperText={errors.email || ' '}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Button
        variant="text"
        aria-expanded={form.showReferral}
        onClick={() => onChange({ ...form, showReferral: !form.showReferral })}
        sx={{ justifySelf: 'start' }}
      >
        {form.showReferral ? t('referral.hide') : t('referral.add')}
      </Button>
      <Collapse in={form.showReferral} unmountOnExit>
        <TextField
          fullWidth
          label={t('fields.referralCode')}
          value={form.referral_code}
          onChange={(event) => onChange({ ...form, referral_code: event.target.value })}
          error={Boolean(errors.referral_code)}
          helperText={errors.referral_code || ' '}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Collapse>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MainButton type="submit" disabled={sendCode.isPending}>
          {t('actions.getCode')}
        </MainButton>
      </Box>
      {/* Busy until the server has said which other ways are on. */}
      <Box sx={{ display: 'grid' }} data-testid="other-sign-in" aria-busy={methods.isPending}>
        {/* Once the server says Google is on, its button grows in with its gap: the link slides. */}
        <Collapse in={googleOn} unmountOnExit>
          <Button
            fullWidth
            variant="outlined"
            startIcon={<GoogleIcon />}
            disabled={google.isPending}
            onClick={signInWithGoogle}
            sx={{ mb: 2 }}
          >
            {t('actions.google')}
          </Button>
        </Collapse>
        <Button
          variant="text"
          component={Link}
          to={paths.authMobile.href()}
          onClick={props.onLeave}
        >
          {t('actions.mobile')}
        </Button>
      </Box>
    </Box>
  );
}
