import { useEffect, useSyncExternalStore } from 'react';
import { installEvent } from './install-event';

/**
 * When the app offers to be installed (docs/decisions.md, "An app people install"): once the
 * member has done something that shows they will be back (published an idea or a need, bought
 * an idea), in a browser that can install it, unless it is installed already or they said
 * "Not now" in the last 30 days. Chromium installs through its own dialog (install-event.ts); iOS
 * has none, so there the offer is a hint: Share, then "Add to Home Screen".
 *
 * Not at that moment (issue 32): the card waits until the member has moved on to a quiet screen
 * (one of the main screens, reached by a navigation after the publication or the purchase), so
 * it never covers the receipt or the published item; and it waits while the update prompt is
 * shown, so the two never lie over each other.
 */
export const QUIET_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const DISMISSED_KEY = 'ideabazaar.installDismissedAt';

export type InstallOffer = 'prompt' | 'ios-hint';

/** Earned by a publication or a purchase, not shown yet. */
let earned = false;
/** Earned and a quiet screen reached since: the offer is due. */
let wanted = false;
/** The update prompt is on screen: it goes first. */
let updateShown = false;
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
  if (!wanted || updateShown || runsInstalled() || dismissedRecently(now)) return null;
  if (installEvent.current()) return 'prompt';
  return isIos() ? 'ios-hint' : null;
}

/**
 * The member did something meaningful: the offer shows, if this browser can install the app, on
 * the next quiet screen they go to.
 */
export function offerInstall(): void {
  earned = true;
}

/** A navigation reached a screen; a quiet one brings the offer earned before it. */
export function reachedScreen(quiet: boolean): void {
  if (!earned || !quiet || wanted) return;
  wanted = true;
  changed();
}

/**
 * Tells the offer of each navigation (`key`, the location's) and whether its screen is quiet.
 * The first screen counts too, but nothing is earned before it.
 */
export function useInstallMoment(quiet: boolean, key: string): void {
  useEffect(() => reachedScreen(quiet), [quiet, key]);
}

/** Whether the update prompt is on screen: the install offer waits until it is gone. */
export function updatePromptShown(shown: boolean): void {
  if (updateShown === shown) return;
  updateShown = shown;
  changed();
}

/** "Not now" (or the browser's dialog was cancelled): quiet for QUIET_DAYS. */
export function dismissInstall(now = Date.now()): void {
  earned = false;
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
  earned = false;
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
