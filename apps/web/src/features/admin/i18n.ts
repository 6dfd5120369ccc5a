import { use } from 'react';
import english from '@/locales/en/admin.json';
import { useClientState } from '@/lib/client-state';
import { i18n } from '@/lib/i18n';

// The console's texts are not among the app's (lib/i18n.ts leaves them out): English comes with
// this chunk, Persian is fetched the first time the console shows in Persian.
i18n.addResourceBundle('en', 'admin', english, true, true);

let persian: Promise<void> | undefined;

function loadPersian(): Promise<void> {
  persian ??= import('@/locales/fa/admin.json').then(
    (module) => void i18n.addResourceBundle('fa', 'admin', module.default, true, true),
    (error: unknown) => {
      persian = undefined;
      throw error;
    },
  );
  return persian;
}

/** Waits (suspends) until the console's texts are in for the reader's language. */
export function useAdminTexts(): void {
  const language = useClientState((state) => state.language);
  if (language === 'fa' && !i18n.hasResourceBundle('fa', 'admin')) use(loadPersian());
}
