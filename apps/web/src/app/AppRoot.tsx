import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Outlet, useBlocker, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { loginLink } from '@/features/auth/login-link';
import { useClientState } from '@/lib/client-state';
import { clearLeftoverOverlays, fullPath, guardNavigation, isOpenPath } from './guard';

/** What useSyncExternalStore reads to tell the server's render (and its hydration) apart. */
const noChanges = () => () => {};
const isClient = () => true;
const isServer = () => false;

// Most visits never open it: its forms and dialog load the first time it shows.
const LoginPrompt = lazy(() => import('./LoginPrompt'));

/**
 * The route guard of seed section 6 around every route: a visitor's navigation to a guarded route
 * is stopped and the login dialog shows; every navigation records the previous full path as
 * lastRoute; leaving for a path outside /auth/ clears leftover backdrops and scroll locks.
 */
export function AppRoot() {
  const location = useLocation();
  const auth = useClientState((state) => state.auth);
  const isAuth = useClientState((state) => state.isAuth);
  const loginPrompt = useClientState((state) => state.loginPrompt);
  const blocker = useBlocker(
    ({ nextLocation }) =>
      guardNavigation({ pathname: nextLocation.pathname, auth: useClientState.getState().auth }) ===
      'prompt-login',
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    useClientState.getState().promptLogin();
    blocker.reset();
  }, [blocker]);

  const previous = useRef<string | null>(null);
  const current = fullPath(location);
  useEffect(() => {
    clearLeftoverOverlays(location.pathname);
    // The Google callback is a page in transit: it reads lastRoute (set when the sign-in began)
    // and is never itself a place to return to.
    if (location.pathname === paths.googleCallback.path) return;
    // On the first page of a visit there is no previous path: the page itself is where to return.
    useClientState.getState().set({ lastRoute: previous.current ?? current });
    previous.current = current;
  }, [current, location.pathname]);

  const guarded = !isOpenPath(location.pathname);
  const showLogin = !auth && (loginPrompt || (isAuth && guarded));
  // Once shown it stays mounted, so that it can close with its transition. A link that signs in
  // or carries a referral code (seed section 2) is read by the dialog: it loads at once then.
  // It mounts after the first screen, which is then the same whatever the stored state says:
  // the server draws a first screen without it (entry-server.tsx) and the browser hydrates that.
  const afterFirstScreen = useSyncExternalStore(noChanges, isClient, isServer);
  const [shown, setShown] = useState(false);
  const link = loginLink(location.pathname, location.search);
  const linked = link.token !== null || link.referralCode !== null;
  if (afterFirstScreen && (showLogin || linked) && !shown) setShown(true);
  return (
    <>
      <Outlet />
      {shown && (
        <Suspense fallback={null}>
          <LoginPrompt open={showLogin} onClose={() => useClientState.getState().dismissLogin()} />
        </Suspense>
      )}
    </>
  );
}
