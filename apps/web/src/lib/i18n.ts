import {
  errorTexts,
  type ErrorCode,
  type ErrorParams,
  type FieldIssue,
} from '@ideabazaar/shared/errors/codes';
import { groupDigits } from '@ideabazaar/shared/persian/money';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@ideabazaar/shared/i18n/language';
import { manifestFiles } from '@/config/web-manifest';
import { rememberDirection, rememberLanguage } from './first-screen-cookies';

// One namespace per feature, one JSON file per namespace and language (locales/<lng>/<ns>.json).
// English, the default and the fallback, comes with the app; Persian is fetched when chosen
// (loadLanguage), so a reader of one language does not download the other's texts. The operator
// console's texts (admin) come with its own chunk instead (features/admin/i18n.ts): a member never
// downloads them. So do the certificates' (features/authorship/i18n.ts), kept off the first screen.
const english = import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '!../locales/en/admin.json', '!../locales/en/authorship.json'],
  { eager: true, import: 'default' },
);
const persian = import.meta.glob<Record<string, unknown>>(
  ['../locales/fa/*.json', '!../locales/fa/admin.json', '!../locales/fa/authorship.json'],
  { import: 'default' },
);
const namespaceOf = (file: string) => /locales\/[^/]+\/([^/]+)\.json$/.exec(file)?.[1] ?? '';

const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {} };
for (const [file, content] of Object.entries(english)) resources.en![namespaceOf(file)] = content;
// The English texts of the error codes are the shared ones, which the server sends as messages.
resources.en!.errors = errorTexts;

/**
 * The page's direction (PRODUCT.md section 10): right to left in Persian unless the reader turned
 * it off in the profile; English always reads left to right.
 */
export const directionOf = (language: Language, rightToLeft = true) =>
  language === 'fa' && rightToLeft ? 'rtl' : 'ltr';

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...languages],
  defaultNS: 'common',
  ns: Object.keys(resources.en!),
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * The text of an error code (the server's or a shared schema's) in the reader's language, with
 * its params (limits, sizes) written in that language's digits.
 */
export function translateError(error: ErrorCode | FieldIssue, params?: ErrorParams): string {
  const { code, params: given = params } = typeof error === 'string' ? { code: error } : error;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(given ?? {})) {
    // Numbers grouped like every amount on the screens, in the language's digits.
    values[name] =
      typeof value === 'number' ? groupDigits(value, i18n.language === 'fa' ? 'fa' : 'en') : value;
  }
  return i18n.t(code, { ns: 'errors', ...values });
}

let persianLoaded: Promise<void> | undefined;
// The last language asked for: a slow fetch of Persian never overrides a later switch back.
const languageTarget: { current: Language } = { current: 'en' };

/** Fetches a language's texts once (English is always there); resolves when they are in. */
export function loadLanguage(language: Language): Promise<void> {
  if (language !== 'fa') return Promise.resolve();
  persianLoaded ??= Promise.all(
    Object.entries(persian).map(async ([file, load]) => {
      i18n.addResourceBundle('fa', namespaceOf(file), await load(), true, true);
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      persianLoaded = undefined;
      throw error;
    },
  );
  return persianLoaded;
}

/** The page links the web app manifest of its language: the app installs under that name. */
function linkManifest(language: Language) {
  const link = document.querySelector('link[rel="manifest"]');
  const href = `/${manifestFiles[language]}`;
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Switches texts, the document's language and its direction (PRODUCT.md section 10), once the
 * language's texts are in: at once when they are, else after they arrive.
 */
export function applyLanguage(language: Language, rightToLeft = true): void {
  const apply = () => {
    if (language !== languageTarget.current) return;
    // Only a real change: every text on screen subscribes to the event a change emits, and
    // answers it with a render of its own, at once (a sync render of the whole screen).
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language, rightToLeft);
    linkManifest(language);
    rememberLanguage(language);
    rememberDirection(rightToLeft);
  };
  languageTarget.current = language;
  if (language === 'en' || i18n.hasResourceBundle('fa', 'common')) apply();
  else loadLanguage(language).then(apply, () => undefined);
}
