import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useClientState } from '@/lib/client-state';
import { notify } from '@/lib/notify';
import { loginLink } from '../login-link';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * Seed section 2: on load the login dialog reads `token` (signed in: store it, go to '/') and
 * `referral_code` (the dialog opens with the code filled in; the dialog reads the value itself),
 * except a `token` that is the page's own (login-link.ts).
 */
export function useLoginLink() {
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const read = useRef(false);

  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const { token, referralCode } = loginLink(pathname, search);
    if (token) {
      void completeSignIn(token);
      notify(t('messages.loginSuccessful'));
      void navigate(paths.ideas.href(), { replace: true });
    } else if (referralCode && !useClientState.getState().auth) {
      useClientState.getState().promptLogin();
    }
  }, [pathname, search, navigate, completeSignIn, t]);
}
