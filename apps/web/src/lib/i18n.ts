import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@ideabazaar/shared/i18n/language';

// One namespace per feature, one JSON file per namespace and language (locales/<lng>/<ns>.json).
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  (resources[language] ??= {})[namespace] = content;
}

export const directionOf = (language: Language) => (language === 'fa' ? 'rtl' : 'ltr');

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...languages],
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Server messages are English texts (the seed's where it has one); the `server` namespace holds
 * each one's translation, keyed by the English text itself. An unknown text is shown as it is.
 */
export function translateServerMessage(message: string): string {
  return i18n.t(message, {
    ns: 'server',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}

/** Switches texts, the document's language and its direction (PRODUCT.md section 10). */
export function applyLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
