import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { captureInstallPrompt } from '@/lib/install-event';
import {
  closeInstallOffer,
  currentOffer,
  offerInstall,
  reachedScreen,
  updatePromptShown,
} from '@/lib/install-offer';
import { InstallPrompt } from './InstallPrompt';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** Chromium's offer (jsdom has none), answered as the person answers its dialog. */
function browserOffers(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

/** A publication or a purchase, then the member moves on to a main screen. */
function earnedAndMovedOn() {
  offerInstall();
  reachedScreen(true);
}

beforeAll(() => captureInstallPrompt(window));
afterEach(async () => {
  window.dispatchEvent(new Event('appinstalled'));
  closeInstallOffer();
  updatePromptShown(false);
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the install offer', () => {
  it('shows after the meaningful action, and Install opens the browser dialog', async () => {
    const event = browserOffers('accepted');
    render(<InstallPrompt />);
    expect(screen.queryByRole('region', { name: 'Install IdeaBazaar' })).toBeNull();
    act(() => earnedAndMovedOn());
    const offer = screen.getByRole('region', { name: 'Install IdeaBazaar' });
    fireEvent.click(within(offer, 'Install'));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    // Accepted: nothing was dismissed, and the browser's offer was used up.
    expect(localStorage.length).toBe(0);
  });

  it('waits while the update prompt is shown, then shows alone', async () => {
    browserOffers('accepted');
    render(<InstallPrompt />);
    act(() => updatePromptShown(true));
    act(() => earnedAndMovedOn());
    expect(screen.queryByRole('region', { name: 'Install IdeaBazaar' })).toBeNull();
    act(() => updatePromptShown(false));
    expect(screen.getByRole('region', { name: 'Install IdeaBazaar' })).toBeVisible();
    // An update found meanwhile takes the place: the card slides away for it.
    act(() => updatePromptShown(true));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('counts a cancel in the browser dialog as "Not now"', async () => {
    browserOffers('dismissed');
    render(<InstallPrompt />);
    act(() => earnedAndMovedOn());
    fireEvent.click(within(screen.getByRole('region'), 'Install'));
    await waitFor(() => expect(localStorage.length).toBe(1));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    browserOffers('dismissed');
    act(() => earnedAndMovedOn());
    expect(currentOffer()).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('goes on "Not now" and stays away', async () => {
    browserOffers('accepted');
    render(<InstallPrompt />);
    act(() => earnedAndMovedOn());
    fireEvent.click(within(screen.getByRole('region'), 'Not now'));
    expect(currentOffer()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    act(() => earnedAndMovedOn());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('takes Escape for "Not now"', async () => {
    browserOffers('accepted');
    render(<InstallPrompt />);
    act(() => earnedAndMovedOn());
    expect(screen.getByRole('status')).toHaveTextContent('Add it to your home screen');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(currentOffer()).toBeNull();
    expect(localStorage.length).toBe(1);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('tells an iPhone the share-then-add steps, in Persian', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    await act(() => i18n.changeLanguage('fa'));
    render(<InstallPrompt />);
    act(() => earnedAndMovedOn());
    const hint = screen.getByRole('region', { name: 'نصب ایده‌بازار' });
    expect(hint).toHaveTextContent('«Add to Home Screen»');
    expect(screen.getByRole('img', { name: 'اشتراک‌گذاری' })).toBeInTheDocument();
    fireEvent.click(within(hint, 'متوجه شدم'));
    expect(currentOffer()).toBeNull();
    // The card keeps its steps while it slides away.
    expect(hint).toHaveTextContent('«Add to Home Screen»');
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});

const within = (region: HTMLElement, name: string) =>
  [...region.querySelectorAll('button')].find((button) => button.textContent === name)!;
