import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from './install-event';
import {
  closeInstallOffer,
  currentOffer,
  dismissInstall,
  offerInstall,
  QUIET_DAYS,
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

beforeAll(() => captureInstallPrompt(window));
afterEach(() => {
  // Installed: the browser's offer is gone; and the app's wish to offer, with it.
  window.dispatchEvent(new Event('appinstalled'));
  closeInstallOffer();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('when the app offers to be installed', () => {
  it('only after something meaningful, though the browser offered at once', () => {
    const event = browserOffers();
    // The browser's own mini-infobar is held back: the app chooses the moment.
    expect(event.defaultPrevented).toBe(true);
    expect(currentOffer()).toBeNull();
    offerInstall();
    expect(currentOffer()).toBe('prompt');
  });

  it('never in a browser that cannot install it', () => {
    offerInstall();
    expect(currentOffer()).toBeNull();
  });

  it(`not again for ${QUIET_DAYS} days after "Not now"`, () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    browserOffers();
    offerInstall();
    dismissInstall(now);
    expect(currentOffer(now)).toBeNull();
    offerInstall();
    expect(currentOffer(now + (QUIET_DAYS - 1) * DAY_MS)).toBeNull();
    expect(currentOffer(now + (QUIET_DAYS + 1) * DAY_MS)).toBe('prompt');
  });

  it('never in the installed app', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(display-mode: standalone)' }),
    });
    browserOffers();
    offerInstall();
    expect(currentOffer()).toBeNull();
  });

  it('on an iPhone, with no browser offer, as the share-then-add hint', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    offerInstall();
    expect(currentOffer()).toBe('ios-hint');
  });

  it('no more once installed', () => {
    browserOffers();
    offerInstall();
    window.dispatchEvent(new Event('appinstalled'));
    expect(currentOffer()).toBeNull();
  });
});
