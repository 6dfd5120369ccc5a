import { useSyncExternalStore } from 'react';
import { installEvent } from './install-event';

/**
 * When the app offers to be installed (docs/decisions.md, "An app people install"): once the
 * member has done something that shows they will be back (published an idea or a need, bought
 * an idea), in a browser that can install it, unless it is installed already or they said
 * "Not now" in the last 30 days. Chromium installs through its own dialog (install-event.ts); iOS
 * has none, so there the offer is a hint: Share, then "Add to Home Screen".
 */
export const QUIET_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const DISMISSED_KEY = 'ideabazaar.installDismissedAt';

export type InstallOffer = 'prompt' | 'ios-hint';

let wanted = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function dismissedRecently(now: number): boolean {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < QUIET_DAYS * DAY_MS;
  } catch {
    return false;
  }
}

/** Already opened from the home screen (or installed as a window). */
function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** iPhone and iPad, including an iPad that says it is a Mac. */
function isIos(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

/** What to show now, if anything. */
export function currentOffer(now = Date.now()): InstallOffer | null {
  if (!wanted || runsInstalled() || dismissedRecently(now)) return null;
  if (installEvent.current()) return 'prompt';
  return isIos() ? 'ios-hint' : null;
}

/** The member did something meaningful: the offer shows if this browser can install the app. */
export function offerInstall(): void {
  if (wanted) return;
  wanted = true;
  changed();
}

/** "Not now" (or the browser's dialog was cancelled): quiet for QUIET_DAYS. */
export function dismissInstall(now = Date.now()): void {
  wanted = false;
  try {
    localStorage.setItem(DISMISSED_KEY, String(now));
  } catch {
    // Storage refused (private mode): quiet for this visit only.
  }
  changed();
}

/** Installed, or the offer was taken: nothing more to show in this visit. */
export function closeInstallOffer(): void {
  wanted = false;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const stop = installEvent.subscribe(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
};

/** The offer to show, kept current as the browser's event and the member's answers come. */
export function useInstallOffer(): InstallOffer | null {
  return useSyncExternalStore(
    subscribe,
    () => currentOffer(),
    () => null,
  );
}
