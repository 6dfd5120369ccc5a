/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept for the moment
 * the app asks (install-offer.ts). The event comes once a page loads and may come before the app
 * has started, so src/main.tsx listens from its first line: this module imports nothing.
 */

/** Chromium's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps the browser's offer instead of its own mini-infobar; forgets it once installed. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export const installEvent = {
  current: (): BeforeInstallPromptEvent | null => deferred,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The offer, for its one `prompt()`: the browser answers a second call with an error. */
  take(): BeforeInstallPromptEvent | null {
    const taken = deferred;
    deferred = null;
    changed();
    return taken;
  },
};
