import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const languages = ['en', 'fa'];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, language, file), 'utf8')) as unknown;

describe('translations', () => {
  it('have the same namespaces in every language', () => {
    const [first, ...rest] = languages.map((language) =>
      readdirSync(path.join(root, language)).sort(),
    );
    for (const files of rest) expect(files).toEqual(first);
  });

  const namespaces = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));
  it.each(namespaces)('%s has the same keys in English and Persian, none empty', (file) => {
    const english = read('en', file);
    const persian = read('fa', file);
    expect(keys(persian).sort()).toEqual(keys(english).sort());
    for (const language of [english, persian]) {
      const flat = JSON.stringify(language);
      expect(flat).not.toMatch(/:""/);
    }
  });
});
