import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from './install-event';
import {
  closeInstallOffer,
  currentOffer,
  dismissInstall,
  offerInstall,
  QUIET_DAYS,
  reachedScreen,
  updatePromptShown,
} from './install-offer';

const DAY_MS = 24 * 60 * 60 * 1000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** What Chromium dispatches when the app can be installed (jsdom has no such event). */
function browserOffers() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
  });
  window.dispatchEvent(event);
  return event;
}

/** A publication or a purchase, then the member moves on to a main screen. */
function earnedAndMovedOn() {
  offerInstall();
  reachedScreen(true);
}

beforeAll(() => captureInstallPrompt(window));
afterEach(() => {
  // Installed: the browser's offer is gone; and the app's wish to offer, with it.
  window.dispatchEvent(new Event('appinstalled'));
  closeInstallOffer();
  updatePromptShown(false);
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('when the app offers to be installed', () => {
  it('only after something meaningful, though the browser offered at once', () => {
    const event = browserOffers();
    // The browser's own mini-infobar is held back: the app chooses the moment.
    expect(event.defaultPrevented).toBe(true);
    expect(currentOffer()).toBeNull();
    earnedAndMovedOn();
    expect(currentOffer()).toBe('prompt');
  });

  it('not at the moment of the publication or the purchase, but on the next main screen', () => {
    browserOffers();
    offerInstall();
    expect(currentOffer()).toBeNull();
    // The receipt, the published item: screens that are not quiet.
    reachedScreen(false);
    expect(currentOffer()).toBeNull();
    reachedScreen(true);
    expect(currentOffer()).toBe('prompt');
  });

  it('never over the update prompt: it waits until that one is gone', () => {
    browserOffers();
    updatePromptShown(true);
    earnedAndMovedOn();
    expect(currentOffer()).toBeNull();
    updatePromptShown(false);
    expect(currentOffer()).toBe('prompt');
    updatePromptShown(true);
    expect(currentOffer()).toBeNull();
  });

  it('never in a browser that cannot install it', () => {
    earnedAndMovedOn();
    expect(currentOffer()).toBeNull();
  });

  it(`not again for ${QUIET_DAYS} days after "Not now"`, () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    browserOffers();
    offerInstall();
    dismissInstall(now);
    expect(currentOffer(now)).toBeNull();
    earnedAndMovedOn();
    expect(currentOffer(now + (QUIET_DAYS - 1) * DAY_MS)).toBeNull();
    expect(currentOffer(now + (QUIET_DAYS + 1) * DAY_MS)).toBe('prompt');
  });

  it('never in the installed app', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(display-mode: standalone)' }),
    });
    browserOffers();
    earnedAndMovedOn();
    expect(currentOffer()).toBeNull();
  });

  it('on an iPhone, with no browser offer, as the share-then-add hint', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    earnedAndMovedOn();
    expect(currentOffer()).toBe('ios-hint');
  });

  it('no more once installed', () => {
    browserOffers();
    earnedAndMovedOn();
    window.dispatchEvent(new Event('appinstalled'));
    expect(currentOffer()).toBeNull();
  });
});
