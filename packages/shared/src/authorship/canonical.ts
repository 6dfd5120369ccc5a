/**
 * The canonical content of a published idea (issue 31): the one string whose SHA-256 is the
 * certificate's `content_hash`. Anyone can rebuild it from what the idea shows, so the form is
 * exact and documented in docs/authorship.md:
 * - JSON as RFC 8785 (JCS) writes it for these types: object keys sorted by code point, no
 *   spaces, strings escaped as JSON.stringify escapes them, integers as digits;
 * - every text in Unicode NFC, its line breaks as LF, each line without trailing spaces or tabs,
 *   the whole without leading or trailing white space (`normaliseText`);
 * - answers sorted by their question's key; files by their SHA-256;
 * - a private part only as `{private_sha256}`: SHA-256 of the item's salt (32 bytes) followed by
 *   the normalised text's UTF-8, so nobody can test a guess without the salt, which only the
 *   owner sees.
 */

export const CANONICAL_FORMAT = 'ideabazaar-authorship/1';

/** A text as written, or only its salted hash when it is private. */
export type CanonicalText = string | { private_sha256: string };

export interface CanonicalAnswer {
  /** The question's key in the bank (stable across edits of its wording). */
  question: string;
  /** The bank's set the question is in: `idea`, `after` or `competitor`. */
  set: string;
  answer: CanonicalText;
}

export interface CanonicalFile {
  sha256: string;
  purpose: string;
  visibility: string;
}

export interface CanonicalContent {
  format: typeof CANONICAL_FORMAT;
  item_id: string;
  version: number;
  title: string;
  answers: CanonicalAnswer[];
  pitch: string;
  business_text: CanonicalText;
  competitors: CanonicalAnswer[];
  files: CanonicalFile[];
}

/** NFC, LF line breaks, no trailing white space on a line, none around the whole. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/u, ''))
    .join('\n')
    .trim();
}

type Json = string | number | null | Json[] | { [key: string]: Json };

/** RFC 8785 for strings, safe integers, null, arrays and objects (all the content holds). */
export function canonicalJson(value: Json): string {
  if (value === null || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError('only safe integers are canonical');
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`;
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The canonical string of an idea's content: texts normalised, lists sorted, JCS. */
export function canonicalContent(content: CanonicalContent): string {
  const text = (value: CanonicalText): Json =>
    typeof value === 'string' ? normaliseText(value) : { private_sha256: value.private_sha256 };
  const answers = (list: CanonicalAnswer[]): Json =>
    [...list]
      .sort((a, b) => byCodePoint(`${a.set}\u0000${a.question}`, `${b.set}\u0000${b.question}`))
      .map((entry) => ({ question: entry.question, set: entry.set, answer: text(entry.answer) }));
  return canonicalJson({
    format: content.format,
    item_id: content.item_id,
    version: content.version,
    title: normaliseText(content.title),
    answers: answers(content.answers),
    pitch: normaliseText(content.pitch),
    business_text: text(content.business_text),
    competitors: answers(content.competitors),
    files: [...content.files]
      .sort((a, b) => byCodePoint(a.sha256, b.sha256))
      .map((file) => ({ sha256: file.sha256, purpose: file.purpose, visibility: file.visibility })),
  });
}
