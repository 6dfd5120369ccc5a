import { randomUUID } from 'node:crypto';
import type { ApiDocument, JsonSchema } from './document';

/**
 * Valid values of a schema. A field whose schema alone cannot say what passes (a code, a
 * referral, the id of something planted) takes its value from a hint of the test, by name.
 */

/** Several values to try a field with, each in a request of its own. */
export class EachOf {
  constructor(readonly values: unknown[]) {}
}

/** Valid values by field name: one, or `new EachOf([...])` when each of several should be sent. */
export type Hints = Record<string, () => unknown>;

export interface SampleOptions {
  hints: Hints;
  /** Every property of an object, not only the required ones. */
  everything?: boolean;
  /** The field's name, for its hint and for the message when no value fits. */
  name?: string;
}

let counter = 0;

function typeOf(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((name) => name !== 'null') ?? types[0];
  if (type) return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function numberSample(schema: JsonSchema): number {
  const low =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + 1
      : (schema.minimum ?? 1);
  return Math.min(Math.max(low, 1), schema.maximum ?? Infinity);
}

// The same word each time, so that samples compare equal; a fresh address each time, since an
// e-mail address may be taken by an earlier request.
function stringSample(schema: JsonSchema, name: string | undefined): string {
  switch (schema.format) {
    case 'email':
      counter += 1;
      return `sample.${counter}@example.com`;
    case 'uuid':
      return randomUUID();
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    case 'uri':
    case 'url':
      return 'https://example.com/';
  }
  const padded = 'sample'.padEnd(schema.minLength ?? 0, 'x');
  const word = padded.slice(0, Math.max(1, schema.maxLength ?? padded.length));
  if (schema.pattern && !new RegExp(schema.pattern).test(word)) {
    // A serial id (a notification's) before asking for a hint.
    if (new RegExp(schema.pattern).test('1')) return '1';
    throw new Error(`no sample of '${name ?? ''}' matches ${schema.pattern}; give it a hint`);
  }
  return word;
}

/** Every combination of one value from each list. */
export function product<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>(
    (rows, list) => rows.flatMap((row) => list.map((value) => [...row, value])),
    [[]],
  );
}

/**
 * Every value the schema accepts that the hints ask to try: one, unless a hint is an `EachOf`,
 * then one per combination of them. Otherwise the first enum value, a format's example, a short
 * word, the smallest allowed number, one array element, the required properties of an object
 * (all of them with `everything`).
 */
export function samplesOf(doc: ApiDocument, given: JsonSchema, options: SampleOptions): unknown[] {
  const { hints, name } = options;
  const hint = name === undefined ? undefined : hints[name];
  if (hint) {
    const value = hint();
    return value instanceof EachOf ? value.values : [value];
  }
  const schema = doc.resolve(given);
  if ('const' in schema) return [schema.const];
  if (schema.enum && schema.enum.length > 0) return [schema.enum[0]];
  const alternatives = schema.anyOf ?? schema.oneOf;
  const option =
    alternatives?.find((entry) => typeOf(doc.resolve(entry)) !== 'null') ?? alternatives?.[0];
  if (option && !schema.type) return samplesOf(doc, option, options);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return [numberSample(schema)];
    case 'boolean':
      return [true];
    case 'null':
      return [null];
    case 'array': {
      const length = Math.max(1, schema.minItems ?? 0);
      // One array per candidate element, so `answers[].idea_id` is tried with each of its hints.
      return samplesOf(doc, schema.items ?? {}, { ...options, name: undefined }).map((element) =>
        Array.from({ length }, () => element),
      );
    }
    case 'object': {
      const keys = options.everything
        ? Object.keys(schema.properties ?? {})
        : (schema.required ?? []);
      const choices = keys.map((key) =>
        samplesOf(doc, schema.properties?.[key] ?? {}, { ...options, name: key }),
      );
      return product(choices).map((row) =>
        Object.fromEntries(row.map((value, index) => [keys[index], value])),
      );
    }
    default:
      return [stringSample(schema, name)];
  }
}

/** One value the schema accepts: the first of `samplesOf`. */
export const sampleOf = (doc: ApiDocument, schema: JsonSchema, options: SampleOptions): unknown =>
  samplesOf(doc, schema, options)[0];
