import {
  errorTexts,
  type ErrorCode,
  type ErrorParams,
  type FieldIssue,
} from '@ideabazaar/shared/errors/codes';
import { toPersianDigits } from '@ideabazaar/shared/persian/digits';
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
// The English texts of the error codes are the shared ones, which the server sends as messages.
(resources.en ??= {}).errors = errorTexts;

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
 * The text of an error code (the server's or a shared schema's) in the reader's language, with
 * its params (limits, sizes) written in that language's digits.
 */
export function translateError(error: ErrorCode | FieldIssue, params?: ErrorParams): string {
  const { code, params: given = params } = typeof error === 'string' ? { code: error } : error;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(given ?? {})) {
    values[name] =
      typeof value === 'number' && i18n.language === 'fa' ? toPersianDigits(value) : String(value);
  }
  return i18n.t(code, { ns: 'errors', ...values });
}

/** Switches texts, the document's language and its direction (PRODUCT.md section 10). */
export function applyLanguage(language: Language): void {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
