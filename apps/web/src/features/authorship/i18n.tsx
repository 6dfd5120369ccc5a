import { useEffect, useState, type ReactNode } from 'react';
import english from '@/locales/en/authorship.json';
import { useClientState } from '@/lib/client-state';
import { i18n } from '@/lib/i18n';

// The certificates' texts are not among the app's (lib/i18n.ts leaves them out), so that the first
// screen does not carry them: English comes with this feature's chunk, Persian is fetched the
// first time a certificate shows in Persian (from the service worker's precache when offline).
i18n.addResourceBundle('en', 'authorship', english, true, true);

let persian: Promise<void> | undefined;

function loadPersian(): Promise<void> {
  persian ??= import('@/locales/fa/authorship.json').then(
    (module) => void i18n.addResourceBundle('fa', 'authorship', module.default, true, true),
    (error: unknown) => {
      persian = undefined;
      throw error;
    },
  );
  return persian;
}

/**
 * Shows its children once the certificates' texts are in for the reader's language. A state
 * rather than a suspended render: the texts arrive once, and the parts that need them (MyIdea's
 * section, TheIdea's line) simply appear then.
 */
export function AuthorshipTexts(props: { children: ReactNode; fallback?: ReactNode }) {
  const language = useClientState((state) => state.language);
  const ready = language !== 'fa' || i18n.hasResourceBundle('fa', 'authorship');
  const [, loaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadPersian().then(
      () => live && loaded((count) => count + 1),
      // Offline before the Persian texts were ever cached: English stays, the fallback language.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? props.children : (props.fallback ?? null);
}
