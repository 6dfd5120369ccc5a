import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toLatinDigits } from '../persian/digits';
import { CONTACT_MASK, contactsFor, maskContacts } from './mask';

interface Corpus {
  attempts: { text: string; leak: string }[];
  ordinary: string[];
}
const corpus = JSON.parse(
  readFileSync(new URL('./mask-corpus.json', import.meta.url), 'utf8'),
) as Corpus;

const WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  صفر: '0',
  یک: '1',
  دو: '2',
  سه: '3',
  چهار: '4',
  پنج: '5',
  شش: '6',
  هفت: '7',
  هشت: '8',
  نه: '9',
};

/**
 * What a reader could still make of a text, written here apart from the masking's own reading:
 * every digit Latin (fullwidth ones too), number words as digits, and nothing but letters
 * and digits kept, so a contact cut up by separators or invisible characters shows whole.
 */
function readable(text: string): string {
  return toLatinDigits(text)
    .normalize('NFKC')
    .replace(/\p{L}+/gu, (word) => WORDS[word.toLowerCase()] ?? word)
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
}

/** Whether the attempt was stopped: something was masked and its contact cannot be read back. */
const stopped = ({ text, leak }: Corpus['attempts'][number]) => {
  const out = maskContacts(text);
  return out.masked > 0 && !readable(out.text).includes(leak);
};

describe('maskContacts on the corpus (issue 31)', () => {
  it('holds at least 40 attempts and 40 ordinary sentences', () => {
    expect(corpus.attempts.length).toBeGreaterThanOrEqual(40);
    expect(corpus.ordinary.length).toBeGreaterThanOrEqual(40);
  });

  it('each leak fragment is readable in its unmasked attempt (so a pass means something)', () => {
    for (const attempt of corpus.attempts) {
      expect(readable(attempt.text), attempt.text).toContain(attempt.leak);
    }
  });

  it('masks at least 95% of the attempts to slip a contact through', () => {
    const missed = corpus.attempts.filter((attempt) => !stopped(attempt));
    const rate = 1 - missed.length / corpus.attempts.length;
    // The measured rate goes to the run's output (docs/decisions.md quotes it).
    process.stdout.write(
      `contact masking: ${corpus.attempts.length - missed.length}/${corpus.attempts.length} attempts masked (${(100 * rate).toFixed(1)}%) ${JSON.stringify(missed.map((attempt) => maskContacts(attempt.text).text))}\n`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });

  it('leaves every ordinary sentence with prices, years and quantities as written', () => {
    const changed = corpus.ordinary.filter((text) => maskContacts(text).masked > 0);
    process.stdout.write(
      `contact masking: ${changed.length}/${corpus.ordinary.length} ordinary sentences changed ${JSON.stringify(changed.map((text) => maskContacts(text).text))}\n`,
    );
    expect(changed).toEqual([]);
    for (const text of corpus.ordinary) expect(maskContacts(text).text).toBe(text);
  });
});

describe('maskContacts', () => {
  it('replaces only the contact and counts each one', () => {
    expect(maskContacts('Call 0912 345 6789 or write to a.b@example.com today')).toEqual({
      text: `Call ${CONTACT_MASK} or write to ${CONTACT_MASK} today`,
      masked: 2,
    });
  });

  it('takes the invisible characters inside a contact with it', () => {
    expect(maskContacts('x 0\u200b9\u200b1\u200b23456789 y').text).toBe(`x ${CONTACT_MASK} y`);
  });

  it('answers the text as written when nothing is found, or for a reader it is open to', () => {
    expect(maskContacts('')).toEqual({ text: '', masked: 0 });
    expect(contactsFor('call 09123456789', true)).toBe('call 09123456789');
    expect(contactsFor('call 09123456789', false)).toBe(`call ${CONTACT_MASK}`);
  });
});
