import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * Requests made from the OpenAPI document: the operations, a valid sample of every schema, the
 * paths of the fields in a body, and the odd values and bodies a fuzzer sends. Nothing here knows
 * a route; the fuzz test knows the app.
 */

/** The part of JSON Schema (as zod writes it into OpenAPI 3.1) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string | undefined;
  type?: string | string[] | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  format?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  exclusiveMinimum?: number | boolean | undefined;
  minItems?: number | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  items?: JsonSchema | undefined;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  allOf?: JsonSchema[] | undefined;
}

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    $ref: z.string().optional(),
    type: z.union([z.string(), z.array(z.string())]).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    format: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.union([z.number(), z.boolean()]).optional(),
    minItems: z.number().optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
    anyOf: z.array(jsonSchema).optional(),
    oneOf: z.array(jsonSchema).optional(),
    allOf: z.array(jsonSchema).optional(),
  }),
);

const parameterSchema = z.looseObject({
  $ref: z.string().optional(),
  name: z.string().optional(),
  in: z.string().optional(),
  required: z.boolean().optional(),
  schema: jsonSchema.optional(),
});

const requestBodySchema = z.looseObject({
  $ref: z.string().optional(),
  content: z.record(z.string(), z.looseObject({ schema: jsonSchema.optional() })).optional(),
});

const operationSchema = z.looseObject({
  parameters: z.array(parameterSchema).optional(),
  requestBody: requestBodySchema.optional(),
});

const documentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
export type Method = Uppercase<(typeof METHODS)[number]>;

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface ApiOperation {
  /** `GET /api/items/{id}`, the name of the test. */
  label: string;
  method: Method;
  /** The OpenAPI path, with `{param}` templates. */
  path: string;
  parameters: ApiParameter[];
  /** The JSON body schema; undefined when the operation documents none. */
  body: JsonSchema | undefined;
}

export interface ApiDocument {
  operations: ApiOperation[];
  /** Follows `$ref`s to the schema they name. */
  resolve(schema: JsonSchema): JsonSchema;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operations of the document, with `$ref`s of parameters and bodies followed. */
export function readDocument(raw: unknown): ApiDocument {
  const document = documentSchema.parse(raw);
  const pointer = (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), raw);
  const follow = <T extends { $ref?: string | undefined }>(node: T, schema: z.ZodType<T>): T => {
    let current = node;
    // A bound on the chain, so a cycle of references fails instead of hanging.
    for (let hops = 0; current.$ref !== undefined && hops < 20; hops += 1) {
      current = schema.parse(pointer(current.$ref));
    }
    return current;
  };
  const resolve = (schema: JsonSchema) => follow(schema, jsonSchema);

  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      if (item[method] === undefined) continue;
      const operation = operationSchema.parse(item[method]);
      const parameters: ApiParameter[] = [];
      for (const entry of operation.parameters ?? []) {
        const parameter = follow(entry, parameterSchema);
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        parameters.push({
          name: parameter.name ?? '',
          in: parameter.in,
          required: parameter.required ?? parameter.in === 'path',
          schema: parameter.schema ?? {},
        });
      }
      const requestBody = operation.requestBody && follow(operation.requestBody, requestBodySchema);
      const content = Object.entries(requestBody?.content ?? {});
      const body = content.find(([type]) => type.includes('json'))?.[1].schema;
      const upper = method.toUpperCase() as Method;
      operations.push({ label: `${upper} ${path}`, method: upper, path, parameters, body });
    }
  }
  return { operations, resolve };
}

/** Valid values by field name, for fields whose schema alone cannot say what passes. */
export type Hints = Record<string, () => unknown>;

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

function stringSample(schema: JsonSchema): string {
  counter += 1;
  switch (schema.format) {
    case 'email':
      return `fuzz.${counter}@example.com`;
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
  const word = `fuzz${counter}`.padEnd(schema.minLength ?? 0, 'x');
  return word.slice(0, Math.max(1, schema.maxLength ?? word.length));
}

/**
 * A value the schema accepts: a hint for the field's name when there is one, else the first
 * enum value, a format's example, a short word, the smallest allowed number, one array element,
 * the required properties of an object (all of them with `everything`). Fresh words and e-mails
 * each call, so a sample is never refused as already taken.
 */
export function sampleOf(
  doc: ApiDocument,
  hints: Hints,
  given: JsonSchema,
  name?: string,
  options: { everything?: boolean } = {},
): unknown {
  const schema = doc.resolve(given);
  const hint = name === undefined ? undefined : hints[name];
  if (hint) return hint();
  if ('const' in schema) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  const option =
    alternatives?.find((entry) => typeOf(doc.resolve(entry)) !== 'null') ?? alternatives?.[0];
  if (option && !schema.type) return sampleOf(doc, hints, option, name, options);
  switch (typeOf(schema)) {
    case 'string':
      return stringSample(schema);
    case 'integer':
    case 'number':
      return numberSample(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sampleOf(doc, hints, schema.items ?? {}, undefined, options),
      );
    case 'object': {
      const keys = options.everything
        ? Object.keys(schema.properties ?? {})
        : (schema.required ?? []);
      return Object.fromEntries(
        keys.map((key) => [
          key,
          sampleOf(doc, hints, schema.properties?.[key] ?? {}, key, options),
        ]),
      );
    }
    default:
      return stringSample(schema);
  }
}

export type FieldPath = (string | number)[];

/** The schema of a property or an array element, looking through anyOf/oneOf/allOf. */
export function childSchema(doc: ApiDocument, given: JsonSchema, key: string | number) {
  const schema = doc.resolve(given);
  const candidates = [schema, ...(schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [])].map(
    doc.resolve,
  );
  for (const candidate of candidates) {
    if (typeof key === 'number' && candidate.items) return candidate.items;
    if (typeof key === 'string' && candidate.properties?.[key]) return candidate.properties[key];
  }
  return undefined;
}

/** Every property and array element of a body, containers included, as paths from the root. */
export function fieldsOf(doc: ApiDocument, given: JsonSchema, prefix: FieldPath = []): FieldPath[] {
  if (prefix.length > 6) return [];
  const schema = doc.resolve(given);
  const keys = new Set<string | number>();
  for (const candidate of [schema, ...(schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [])]) {
    const resolved = doc.resolve(candidate);
    for (const key of Object.keys(resolved.properties ?? {})) keys.add(key);
    if (resolved.items) keys.add(0);
  }
  return [...keys].flatMap((key) => {
    const child = childSchema(doc, schema, key);
    return child ? [[...prefix, key], ...fieldsOf(doc, child, [...prefix, key])] : [];
  });
}

/** JSON text put into a body as it is: numbers past double precision, 10,000 levels of nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Text put into a URL as it is, already percent-encoded (or deliberately not). */
export class RawUrl {
  constructor(readonly text: string) {}
}

/** The field is left out. */
export const MISSING = Symbol('missing');

export interface Shape {
  label: string;
  value: unknown;
  /** Sent in every context, not only the deepest one. */
  core?: boolean;
}

/** A copy of `root` with the value at `path` replaced (or removed), creating what leads to it. */
export function withField(
  doc: ApiDocument,
  hints: Hints,
  rootSchema: JsonSchema,
  root: unknown,
  path: FieldPath,
  value: unknown,
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const schema = childSchema(doc, rootSchema, key) ?? {};
  let next = value;
  if (rest.length > 0) {
    const current: unknown = Array.isArray(root)
      ? root[Number(key)]
      : isRecord(root)
        ? root[String(key)]
        : undefined;
    const name = typeof key === 'string' ? key : undefined;
    next = withField(
      doc,
      hints,
      schema,
      current ?? sampleOf(doc, hints, schema, name),
      rest,
      value,
    );
  }
  if (typeof key === 'number') {
    const copy: unknown[] = Array.isArray(root) ? [...root] : [];
    if (next === MISSING) copy.splice(key, 1);
    else copy[key] = next;
    return copy;
  }
  const copy: Record<string, unknown> = isRecord(root) ? { ...root } : {};
  if (next === MISSING) delete copy[key];
  else copy[key] = next;
  return copy;
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
  query: Record<string, unknown>,
): string {
  const filled = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = path[name];
    return value === MISSING || value === undefined || value === null ? '' : urlText(value);
  });
  const pairs = Object.entries(query).flatMap(([key, value]) => queryPairs(key, value));
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
}

const deepArray = '['.repeat(10_000) + ']'.repeat(10_000);
const deepObject = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
const prototypeKeys = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":1}}}';

/** Values for any field of a body, a query string or a path. */
export const valueShapes: Shape[] = [
  { label: 'NUL', value: '\u0000', core: true },
  { label: 'a NUL b', value: 'a\u0000b', core: true },
  { label: 'NUL in a sentence', value: 'A sentence with a NUL \u0000 in it.', core: true },
  { label: '10k chars', value: 'x'.repeat(10_000), core: true },
  { label: 'empty string', value: '' },
  { label: 'blanks', value: ' \t\r\n ' },
  { label: '"99999999999999999999"', value: '99999999999999999999', core: true },
  { label: '"2147483648"', value: '2147483648', core: true },
  { label: '"9223372036854775808"', value: '9223372036854775808' },
  { label: '"9007199254740993"', value: '9007199254740993' },
  { label: '"-1"', value: '-1', core: true },
  { label: '"0"', value: '0' },
  { label: '"1e308"', value: '1e308' },
  { label: '"NaN"', value: 'NaN', core: true },
  { label: '"Infinity"', value: 'Infinity' },
  { label: '"1.5"', value: '1.5' },
  { label: 'Persian digits', value: '۱۲۳۴۵' },
  { label: '99999999999999999999', value: new RawJson('99999999999999999999'), core: true },
  { label: '2147483648', value: 2147483648, core: true },
  { label: '9007199254740993', value: new RawJson('9007199254740993') },
  { label: '-1', value: -1, core: true },
  { label: '0', value: 0 },
  { label: '1e308', value: 1e308, core: true },
  { label: '1e400', value: new RawJson('1e400') },
  { label: '1.5', value: 1.5 },
  { label: 'true', value: true },
  { label: 'null', value: null, core: true },
  { label: '[]', value: [], core: true },
  { label: '["x"]', value: ['x'] },
  { label: '{}', value: {}, core: true },
  { label: '{"a":"b"}', value: { a: 'b' } },
  { label: '10k nested arrays', value: new RawJson(deepArray) },
  { label: '10k nested objects', value: new RawJson(deepObject) },
  { label: 'prototype keys', value: new RawJson(prototypeKeys), core: true },
  { label: '"__proto__"', value: '__proto__' },
  { label: '0000-01-01', value: '0000-01-01', core: true },
  { label: '9999-12-31', value: '9999-12-31', core: true },
  { label: '2026-13-45', value: '2026-13-45', core: true },
  { label: '2026-02-30', value: '2026-02-30' },
  { label: '10000-01-01', value: '10000-01-01' },
  { label: '-infinity', value: '-infinity' },
  { label: 'Persian text', value: 'ایده‌ی تازه برای بازار' },
  { label: 'RTL marks', value: '\u200f\u202eabc\u202c\u200e' },
  { label: 'emoji', value: '😀👍🏽‍🔥' },
  { label: 'lone surrogate', value: '\ud800', core: true },
  { label: 'a lone low surrogate b', value: 'a\udfffb' },
  { label: 'SQL quote', value: "' OR '1'='1" },
  { label: 'LIKE wildcards', value: '%_\\' },
  { label: 'path traversal', value: '../../etc/passwd' },
  { label: 'CRLF', value: 'a\r\nb' },
  { label: 'nil uuid', value: '00000000-0000-0000-0000-000000000000' },
  { label: '36 dashes', value: '-'.repeat(36) },
  { label: 'random uuid', value: randomUUID() },
  { label: 'upper-case uuid', value: randomUUID().toUpperCase() },
];

/** Only a URL can carry these: bad percent-encoding and encoded controls. */
export const urlShapes: Shape[] = [
  { label: '%00', value: new RawUrl('%00'), core: true },
  { label: 'a%00b', value: new RawUrl('a%00b') },
  { label: 'WTF-8 surrogate', value: new RawUrl('%ED%A0%80') },
  { label: 'invalid UTF-8', value: new RawUrl('%FF%FE') },
  { label: 'overlong UTF-8', value: new RawUrl('%C0%AE%C0%AE') },
  { label: 'lone %', value: new RawUrl('%') },
  { label: '%zz', value: new RawUrl('%zz') },
  { label: 'encoded slash', value: new RawUrl('a%2Fb') },
  { label: 'dot-dot', value: new RawUrl('..') },
  { label: 'plus', value: new RawUrl('a+b') },
];

/** Array fields: the valid element repeated, past any maximum. */
export function arrayShapes(element: unknown): Shape[] {
  return [
    { label: 'the element twice', value: [element, element], core: true },
    { label: '101 elements', value: Array.from({ length: 101 }, () => element) },
    { label: '1000 elements', value: Array.from({ length: 1000 }, () => element) },
    { label: '[null]', value: [null] },
  ];
}

export interface BodyShape {
  label: string;
  /** No payload at all when undefined. */
  payload?: string | Buffer;
  contentType?: string;
}

/** A multipart/form-data body of the given parts, as a browser's FormData sends it. */
export function multipart(
  parts: { field: string; filename?: string; content: Buffer }[],
  options: { close?: boolean } = {},
): BodyShape & { payload: Buffer } {
  const boundary = `----fuzz${randomUUID()}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
        '\r\nContent-Type: application/octet-stream\r\n\r\n',
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    label: 'multipart',
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Whole bodies: none, wrong JSON, wrong types, too large, and media types the API does not speak. */
export function bodyShapes(base: unknown, bodyLimit: number): BodyShape[] {
  const json = 'application/json';
  const text = jsonText(base);
  const merged = isRecord(base) && Object.keys(base).length > 0 ? `,${text.slice(1)}` : '}';
  return [
    { label: 'no body' },
    { label: 'empty JSON body', payload: '', contentType: json },
    ...['null', '[]', '"text"', '0', 'true', '[{}]'].map((payload) => ({
      label: `top-level ${payload}`,
      payload,
      contentType: json,
    })),
    ...['{', '{"a":', '{"a":1}x', "{'a':1}", 'NaN', '\u0000'].map((payload) => ({
      label: `malformed ${JSON.stringify(payload)}`,
      payload,
      contentType: json,
    })),
    { label: 'BOM before JSON', payload: `\ufeff${text}`, contentType: json },
    { label: '10k nested arrays', payload: deepArray, contentType: json },
    { label: '10k nested objects', payload: deepObject, contentType: json },
    {
      label: 'prototype keys',
      payload: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":1}}${merged}`,
      contentType: json,
    },
    {
      label: 'an unknown property',
      payload: jsonText(isRecord(base) ? { ...base, unexpected: 'x' } : { unexpected: 'x' }),
      contentType: json,
    },
    {
      label: 'larger than bodyLimit',
      payload: `{"padding":"${'x'.repeat(bodyLimit)}"}`,
      contentType: json,
    },
    {
      label: 'invalid UTF-8 in JSON',
      payload: Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
      contentType: json,
    },
    { label: 'JSON as text/plain', payload: text, contentType: 'text/plain' },
    { label: 'application/xml', payload: '<a>1</a>', contentType: 'application/xml' },
    { label: 'multipart without boundary', payload: text, contentType: 'multipart/form-data' },
    {
      label: 'form-urlencoded',
      payload: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    },
    { label: 'JSON as UTF-16', payload: text, contentType: 'application/json; charset=utf-16' },
    { label: 'octet-stream', payload: text, contentType: 'application/octet-stream' },
    { label: 'JSON without a content type', payload: text },
  ];
}

/** Upload bodies: files of the right and wrong kind, too many parts, odd names, cut short. */
export function multipartShapes(files: { pdf: Buffer; png: Buffer; exe: Buffer }): BodyShape[] {
  const named = (label: string, filename: string) => ({
    ...multipart([{ field: 'file', filename, content: files.pdf }]),
    label: `file named ${label}`,
  });
  return [
    { ...multipart([{ field: 'file', filename: 'a.pdf', content: files.pdf }]), label: 'PDF' },
    { ...multipart([{ field: 'file', filename: 'a.png', content: files.png }]), label: 'PNG' },
    { ...multipart([{ field: 'file', filename: 'a.exe', content: files.exe }]), label: 'EXE' },
    {
      ...multipart([{ field: 'file', filename: 'a.pdf', content: Buffer.alloc(0) }]),
      label: '0 B',
    },
    {
      ...multipart([{ field: 'file', filename: 'big.pdf', content: Buffer.alloc(21 << 20, 1) }]),
      label: '21 MB file',
    },
    {
      ...multipart([
        { field: 'file', filename: 'a.pdf', content: files.pdf },
        { field: 'file', filename: 'b.pdf', content: files.pdf },
      ]),
      label: 'two files',
    },
    { ...multipart([{ field: 'note', content: Buffer.from('text') }]), label: 'a text field' },
    { ...multipart([{ field: 'other', filename: 'a.pdf', content: files.pdf }]), label: 'field' },
    {
      ...multipart([{ field: 'file', filename: 'a.pdf', content: files.pdf }], { close: false }),
      label: 'cut short',
    },
    named('NUL', 'a\u0000b.pdf'),
    named('10k chars', `${'x'.repeat(10_000)}.pdf`),
    named('Persian', 'طرح کسب‌وکار.pdf'),
    named('emoji', '😀.pdf'),
    named('lone surrogate', '\ud800.pdf'),
    named('path traversal', '../../etc/passwd'),
    named('empty', ''),
    named('quote', 'a".pdf'),
    named('CRLF', 'a\r\nb.pdf'),
  ];
}
