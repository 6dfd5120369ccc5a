import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCountdown } from '../hooks/use-countdown';
import { useLoginLink } from '../hooks/use-login-link';
import { EmailConfirmStep } from './EmailConfirmStep';
import { EmailStep, referralOf, type LoginForm } from './EmailStep';

type AuthStep = 'enterEmail' | 'confirm';

const formWith = (referralCode: string): LoginForm => ({
  email: '',
  referral_code: referralCode,
  showReferral: referralCode !== '',
});

/**
 * Seed section 2: the login dialog, persistent (a click beside it or Escape does not close it) and
 * closable with its close button, at most 500 wide. It keeps its step while closed, so a person
 * who closed it by mistake can still enter the code that was sent.
 */
export function LoginDialog(props: {
  open: boolean;
  onClose: () => void;
  confirmExtra?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [step, setStep] = useState<AuthStep>('enterEmail');
  const [form, setForm] = useState(() => formWith(params.get('referral_code')?.trim() ?? ''));
  const countdown = useCountdown();
  // After a sign-in the form starts afresh, once the dialog has faded out.
  const resetOnExit = useRef(false);
  useLoginLink();

  return (
    <Dialog
      open={props.open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') props.onClose();
      }}
      aria-labelledby="login-dialog-title"
      slotProps={{
        paper: { sx: { maxWidth: 500, width: '100%', m: 2 } },
        transition: {
          onExited: () => {
            if (!resetOnExit.current) return;
            resetOnExit.current = false;
            setStep('enterEmail');
            setForm(formWith(''));
          },
        },
      }}
    >
      <DialogTitle id="login-dialog-title" sx={{ pe: 6 }}>
        {t('dialog.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('dialog.close')}
        onClick={props.onClose}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {step === 'enterEmail' ? (
          <EmailStep
            form={form}
            onChange={setForm}
            onSent={() => {
              setStep('confirm');
              countdown.start();
            }}
            onLeave={props.onClose}
          />
        ) : (
          <EmailConfirmStep
            email={form.email}
            referralCode={referralOf(form)}
            countdown={countdown}
            onBack={() => setStep('enterEmail')}
            onSignedIn={() => {
              resetOnExit.current = true;
            }}
            extra={props.confirmExtra}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
