import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes, errorTexts } from '@ideabazaar/shared/errors/codes';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const languages = ['en', 'fa'];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

// The English texts of the error codes are packages/shared's (lib/i18n.ts); the other
// languages translate them in locales/<lng>/errors.json.
const SHARED = { 'errors.json': errorTexts } as Record<string, unknown>;
const filesOf = (language: string) => {
  const files = readdirSync(path.join(root, language));
  return language === 'en' ? [...files, ...Object.keys(SHARED)] : files;
};
const read = (language: string, file: string) =>
  (language === 'en' && SHARED[file]) ||
  (JSON.parse(readFileSync(path.join(root, language, file), 'utf8')) as unknown);

describe('translations', () => {
  it('have the same namespaces in every language', () => {
    const [first, ...rest] = languages.map((language) => filesOf(language).sort());
    for (const files of rest) expect(files).toEqual(first);
  });

  const namespaces = filesOf('en').filter((file) => file.endsWith('.json'));
  it.each(namespaces)('%s has the same keys in English and Persian, none empty', (file) => {
    const english = read('en', file);
    const persian = read('fa', file);
    expect(keys(persian).sort()).toEqual(keys(english).sort());
    for (const language of [english, persian]) {
      const flat = JSON.stringify(language);
      expect(flat).not.toMatch(/:""/);
    }
  });

  it('have a text for every error code in every language, with the same places', () => {
    const persian = read('fa', 'errors.json') as Record<string, string>;
    const places = (text: string | undefined) => (text ?? '').match(/\{\{\w+\}\}/g)?.sort();
    for (const code of errorCodes) {
      expect(errorTexts[code], code).toMatch(/\S/);
      expect(persian[code], code).toMatch(/\S/);
      expect(places(persian[code]), code).toEqual(places(errorTexts[code]));
    }
  });
});
