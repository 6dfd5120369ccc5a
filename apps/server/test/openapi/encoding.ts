import { randomUUID } from 'node:crypto';
import { isRecord } from './document';
import { MISSING } from './fields';

/** How values travel: JSON text, URL paths and query strings, as clients write them. */

/** JSON text put into a body as it is: numbers past double precision, 10,000 levels of nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Text put into a URL as it is, already percent-encoded (or deliberately not). */
export class RawUrl {
  constructor(readonly text: string) {}
}

const rawMarker = `@raw-json-${randomUUID()}:`;

/** JSON text of a value, with RawJson parts spliced in as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, entry: unknown) =>
    entry instanceof RawJson ? `${rawMarker}${raws.push(entry.text) - 1}` : entry,
  );
  return (text ?? '').replace(
    new RegExp(`"${rawMarker}(\\d+)"`, 'g'),
    (_match, index: string) => raws[Number(index)] ?? '',
  );
}

/** The parsed body, or undefined when it is not JSON. */
export function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

// A lone surrogate has no UTF-8 form, so encodeURIComponent throws; its WTF-8 bytes are what a
// careless client would send.
function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.codePointAt(0) ?? 0;
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

function urlText(value: unknown): string {
  if (value instanceof RawUrl) return value.text;
  if (value instanceof RawJson) return encodeText(value.text);
  if (typeof value === 'string') return encodeText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return encodeText(jsonText(value));
}

/** Query pairs as the usual encoders write them: arrays repeat the key, objects use `key[prop]`. */
function queryPairs(key: string, value: unknown): string[] {
  if (value === MISSING || value === undefined) return [];
  if (value === null) return [encodeText(key)];
  if (Array.isArray(value)) {
    return value.length === 0
      ? [`${encodeText(key)}[]=`]
      : value.flatMap((entry) => queryPairs(key, entry));
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([prop, entry]) => queryPairs(`${key}[${prop}]`, entry));
  }
  return [`${encodeText(key)}=${urlText(value)}`];
}

/** The URL of an OpenAPI path with its templates filled and the query appended. */
export function urlOf(
  template: string,
  path: Record<string, unknown>,
  query: Record<string, unknown> = {},
): string {
  const filled = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = path[name];
    return value === MISSING || value === undefined || value === null ? '' : urlText(value);
  });
  const pairs = Object.entries(query).flatMap(([key, value]) => queryPairs(key, value));
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
}
