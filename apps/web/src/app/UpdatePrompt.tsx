import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { updatePromptShown } from '@/lib/install-offer';

/** How often an open app asks whether a new deployment is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * The browser looks for a new service worker only when a page loads, and the app may stay open
 * for days (installed on a phone, it is resumed rather than loaded): it asks as well, every hour
 * and whenever it comes back into view. Offline there is no one to ask, and a check that fails
 * (the server is away) is the next one's to do again.
 */
function checkForUpdates(registration: ServiceWorkerRegistration) {
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** One reload, whichever of the ways to it comes first (this page's Reload, another page's). */
let reloading = false;
function reloadOnce() {
  if (reloading) return;
  reloading = true;
  location.reload();
}

/**
 * A new worker the browser found while the page loaded, before the app registered: Workbox hears
 * only of workers found after its registration, so this one is watched here and offered once it
 * has installed. Not on the very first install (no worker is active yet): that is no update.
 */
function offerWorkerFoundBeforeRegistration(
  registration: ServiceWorkerRegistration,
  offer: () => void,
) {
  const found = registration.installing;
  if (!found || !registration.active) return;
  const controlled = Boolean(navigator.serviceWorker.controller);
  const onState = () => {
    if (found.state !== 'installed' && found.state !== 'activated') return;
    found.removeEventListener('statechange', onState);
    offer();
    // Accepted here or on another page: the page reloads once the new worker takes over.
    if (controlled) navigator.serviceWorker.addEventListener('controllerchange', reloadOnce);
  };
  found.addEventListener('statechange', onState);
}

/**
 * Reload into the new build: the new worker is told to take over (it waits while a page uses the
 * old one), and the page reloads when it does (`reloadOnce`, for every page that offered it). A
 * page no worker controls (the first visit's, until it is loaded again) sees no takeover: it
 * reloads itself once the new worker is active, which it may be already, having waited for no
 * page.
 */
async function reloadIntoNewBuild(takeOver: () => Promise<void>) {
  if (navigator.serviceWorker.controller) return takeOver();
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (waiting) {
    const activated = new Promise<void>((resolve) => {
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated') resolve();
      });
    });
    await takeOver();
    await activated;
  }
  reloadOnce();
}

/** A new deployment is offered, not forced: the person reloads when it suits them. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      offerWorkerFoundBeforeRegistration(registration, () => setNeedRefresh(true));
      checkForUpdates(registration);
    },
    // The new worker took over (accepted here or on another page): the page reloads, once.
    onNeedReload: reloadOnce,
  });
  // One at a time: the install card waits while this prompt is shown (same place on screen).
  useEffect(() => updatePromptShown(needRefresh), [needRefresh]);
  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('update.available')}
      action={
        <>
          <Button
            color="secondary"
            size="small"
            onClick={() => void reloadIntoNewBuild(() => updateServiceWorker(true))}
          >
            {t('update.reload')}
          </Button>
          <Button color="inherit" size="small" onClick={() => setNeedRefresh(false)}>
            {t('update.later')}
          </Button>
        </>
      }
    />
  );
}
