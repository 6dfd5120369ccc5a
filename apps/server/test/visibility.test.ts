import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartFile } from './helpers/multipart';
import {
  plantSecrets,
  realPng,
  type MemberViewer,
  type Planted,
  type Secret,
  type Viewer,
} from './helpers/planted-secrets';
import { bearer } from './helpers/sign-in';

/**
 * PRODUCT.md section 2, checked on every route of the OpenAPI document: a secret planted in each
 * private part of the marketplace reaches no byte of any response (body or headers) to a visitor
 * or to a member who neither owns nor bought it. Routes are read from /api/docs/json, so a route
 * added later is swept without touching this file, unless it names a path parameter the sweep has
 * no values for: then the sweep fails and names it.
 */

// --- The subset of OpenAPI 3.1 the sweep reads. ---
interface JsonSchema {
  $ref?: string;
  allOf?: JsonSchema[];
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'trace'] as const;
/** A query parameter that searches: the sweep sends it every secret. */
const SEARCH_PARAM = /^(q|query|search|term|keywords?)$/;

let t: TestApp;
let planted: Planted;
let doc: OpenApiDocument;

/**
 * Values for each path parameter, by name. A route whose path names a parameter missing here
 * fails the sweep: add the planted ids it should be called with.
 */
function pathValues(): Record<string, string[]> {
  const items = Object.values(planted.items);
  return {
    // Item routes, comment routes and the question bank's routes all call theirs `id`: every
    // route gets all of them, so each is also tried with the ids of the others.
    id: [...items, ...planted.commentIds, String(planted.questionIds[0])],
    fileId: planted.fileIds,
    key: planted.avatarKeys,
  };
}

let serial = 0;
/**
 * Values for body and query fields, by name, where the schema alone does not give a valid one.
 * Addresses are new at each call (a code is sent at most once a minute to an address); none is
 * a secret, so a response that repeats the request cannot count as a leak.
 */
const fieldValues: Record<string, () => Json[]> = {
  email: () => [`sweep${++serial}@example.com`],
  mobile: () => [`0990${String(++serial).padStart(7, '0')}`],
  phone: () => ['02100000000'],
  code: () => ['00000'],
  price: () => ['1000'],
  referral_code: () => [planted.referralCode],
  // The object of a mutation: each planted item in turn.
  idea_id: () => Object.values(planted.items),
  questions_id: () => [planted.questionIds[0] ?? 1],
  private_question_ids: () => [[planted.questionIds[0] ?? 1]],
};

/** The form a route has in messages: `GET /api/items/:id`. */
const routeOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

function product<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>(
    (rows, list) => rows.flatMap((row) => list.map((v) => [...row, v])),
    [[]],
  );
}

/** Valid values for a schema: one, or one per candidate of a field that names a planted object. */
function valuesOf(given: JsonSchema, field: string, full: boolean, where: string): Json[] {
  const hint = fieldValues[field];
  if (hint) return hint();
  const schema = resolved(given);
  if (schema.const !== undefined) return [schema.const as Json];
  if (schema.enum?.length) return [schema.enum[0] as Json];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.[0]) return valuesOf(options[0], field, full, where);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return objectsOf(schema, full, where);
  if (type === 'array') {
    const count = Math.max(full ? 1 : 0, schema.minItems ?? 0);
    if (count === 0) return [[]];
    // One array per candidate item, so `answers[].idea_id` is tried with each planted item.
    return valuesOf(schema.items ?? {}, field, full, where).map((item) =>
      Array.from({ length: count }, () => item),
    );
  }
  if (type === 'integer' || type === 'number') {
    if (schema.minimum !== undefined) return [schema.minimum];
    return [schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : 1];
  }
  if (type === 'boolean') return [false];
  if (type === 'null') return [null];
  let value = 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  if (schema.format === 'uuid') value = planted.items.publishedIdea;
  if (schema.format === 'date') value = '2026-01-01';
  if (schema.format === 'date-time') value = '2026-01-01T00:00:00.000Z';
  if (schema.pattern && !new RegExp(schema.pattern).test(value)) {
    throw new Error(
      `${where}: no value for '${field}' matches ${schema.pattern}; add one to fieldValues`,
    );
  }
  return [value];
}

/** A schema with its `$ref` followed and its `allOf` parts merged. */
function resolved(schema: JsonSchema): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolved(doc.components?.schemas?.[name] ?? {});
  }
  if (!schema.allOf) return schema;
  return schema.allOf.map(resolved).reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    { ...schema, allOf: undefined },
  );
}

/** Objects with the required properties, or with all of them (`full`). */
function objectsOf(schema: JsonSchema, full: boolean, where: string): Json[] {
  const names = Object.keys(schema.properties ?? {}).filter(
    (name) => full || schema.required?.includes(name),
  );
  const choices = names.map((name) =>
    valuesOf(schema.properties?.[name] ?? {}, name, full, `${where} ${name}`),
  );
  return product(choices).map((row) => Object.fromEntries(row.map((v, i) => [names[i], v])));
}

interface Call {
  route: string;
  method: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  language: 'en' | 'fa';
  alsoHead?: boolean;
}

interface Query {
  query: string;
  /** Whether it sends a secret to a search parameter. */
  searching: boolean;
}

/**
 * Query strings: the required parameters, then each value of each enum; and to sweep, each
 * secret in each search parameter, with the values of the enums that have a default (they
 * choose what is searched when none is given, such as the section).
 */
function queriesOf(params: Parameter[], searches: boolean, where: string): Query[] {
  const base: Record<string, string> = {};
  for (const p of params.filter((p) => p.required)) {
    base[p.name] = String(valuesOf(p.schema ?? {}, p.name, false, where)[0]);
  }
  const variants = [base];
  const scopes = [base];
  for (const p of params) {
    for (const value of p.schema?.enum ?? []) {
      variants.push({ ...base, [p.name]: String(value) });
      if (p.schema?.default !== undefined) scopes.push({ ...base, [p.name]: String(value) });
    }
  }
  const searched: Record<string, string>[] = [];
  for (const p of params.filter((p) => searches && SEARCH_PARAM.test(p.name))) {
    for (const scope of scopes) {
      for (const s of planted.secrets) searched.push({ ...scope, [p.name]: s.value });
    }
  }
  const encode = (v: Record<string, string>) => {
    const query = new URLSearchParams(v).toString();
    return query ? `?${query}` : '';
  };
  return [
    ...[...new Set(variants.map(encode))].map((query) => ({ query, searching: false })),
    ...[...new Set(searched.map(encode))].map((query) => ({ query, searching: true })),
  ];
}

/**
 * Every request of the sweep for one viewer: each documented route and method, with each
 * combination of path values, its query variants and bodies. `readOnly` keeps to GET, for the
 * owner and the buyer, whose own mutations would undo the planting.
 */
async function callsFor(readOnly: boolean): Promise<{ calls: Call[]; problems: string[] }> {
  const calls: Call[] = [];
  const problems: string[] = [];
  const values = pathValues();
  const avatar = multipartFile(await realPng(), 'sweep.png');
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation || (readOnly && method !== 'get')) continue;
      const route = routeOf(method, path);
      try {
        const params = operation.parameters ?? [];
        const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
        const missing = names.filter((name) => !values[name]?.length);
        if (missing.length > 0) {
          problems.push(`${route}: no planted values for path parameter '${missing.join("', '")}'`);
          continue;
        }
        const paths = product(names.map((name) => values[name] ?? [])).map((row) =>
          row.reduce((url, v, i) => url.replace(`{${names[i]}}`, encodeURIComponent(v)), path),
        );
        const queries = queriesOf(
          params.filter((p) => p.in === 'query'),
          !readOnly,
          route,
        );
        const headers: Record<string, string> = {};
        for (const p of params.filter((p) => p.in === 'header' && p.required)) {
          headers[p.name] = String(valuesOf(p.schema ?? {}, p.name, false, route)[0]);
        }
        const content = operation.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        const bodies: { payload?: InjectOptions['payload']; headers?: Record<string, string> }[] =
          json
            ? [
                ...new Set(
                  [false, true].flatMap((full) =>
                    valuesOf(json, '', full, route).map((v) => JSON.stringify(v)),
                  ),
                ),
              ].map((text) => ({ payload: JSON.parse(text) as object }))
            : method === 'get' || method === 'delete'
              ? [{}]
              : // An upload route documents no JSON body: try it empty and with a picture.
                [{}, { payload: avatar.payload, headers: avatar.headers }];
        for (const url of paths) {
          for (const { query, searching } of queries) {
            for (const body of bodies) {
              // Reading routes also in Persian and as HEAD (the same headers, no body); the
              // searches for secrets once, they are many.
              const reads = method === 'get' && !readOnly && !searching;
              for (const language of reads ? (['en', 'fa'] as const) : (['en'] as const)) {
                calls.push({
                  route,
                  method: method.toUpperCase() as InjectOptions['method'],
                  url: `${url}${query}`,
                  payload: body.payload,
                  headers: { ...headers, ...body.headers },
                  language,
                  alsoHead: reads,
                });
              }
            }
          }
        }
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  return { calls, problems };
}

// --- Finding secrets in bytes. ---
const lowerAscii = (bytes: Buffer) =>
  Buffer.from(bytes.map((b) => (b >= 65 && b <= 90 ? b + 32 : b)));
const persianDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
const unicodeEscaped = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** The forms a secret can travel in: as is, URL-encoded (a file name in a header), escaped, Persian digits. */
const forms = new Map<string, Buffer[]>();
function formsOf(value: string): Buffer[] {
  const known = forms.get(value);
  if (known) return known;
  const made = [
    ...new Set([value, encodeURIComponent(value), unicodeEscaped(value), persianDigits(value)]),
  ].map((form) => Buffer.from(form.toLowerCase()));
  forms.set(value, made);
  return made;
}

interface Sighting {
  viewer: Viewer;
  route: string;
  url: string;
  where: string;
  value: string;
}

let address = 0;
/** Every request from an address of its own: people far from the server, no per-IP limit hit. */
const nextAddress = () => `198.18.${(++address >> 8) & 255}.${address & 255}`;

const tokens = new Map<MemberViewer, string>();
async function send(call: Call, viewer: Viewer): Promise<LightMyRequestResponse> {
  let token: string | undefined;
  if (viewer !== 'visitor') {
    // Reads share a token; a mutation gets one of its own and retires the shared one, since it
    // may sign the member out everywhere (logout-all).
    const reading = call.method === 'GET' || call.method === 'HEAD';
    if (!reading) tokens.delete(viewer);
    token = reading ? tokens.get(viewer) : undefined;
    token ??= await t.app.tokens.issue(planted.memberIds[viewer]);
    if (reading) tokens.set(viewer, token);
  }
  return t.app.inject({
    method: call.method,
    url: call.url,
    payload: call.payload,
    headers: { ...call.headers, ...(token ? bearer(token) : {}), 'accept-language': call.language },
    remoteAddress: nextAddress(),
  });
}

/** Where each secret and marker turns up in one response. */
function sightings(response: LightMyRequestResponse, viewer: Viewer, call: Call): Sighting[] {
  const headers = Object.entries(response.headers)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('\n');
  const places = [
    { where: 'body', bytes: lowerAscii(response.rawPayload) },
    { where: 'headers', bytes: lowerAscii(Buffer.from(headers)) },
  ];
  const found: Sighting[] = [];
  for (const { value } of [...planted.secrets, ...planted.markers]) {
    for (const { where, bytes } of places) {
      if (formsOf(value).some((form) => bytes.includes(form))) {
        found.push({ viewer, route: call.route, url: call.url, where, value });
      }
    }
  }
  return found;
}

/** Planted ids in a URL, named: `/api/items/<draft idea>`. */
function named(url: string) {
  const names: [string, string][] = [
    ...Object.entries(planted.items).map(([name, id]): [string, string] => [id, name]),
    ...planted.commentIds.map((id, i): [string, string] => [id, `comment ${i + 1}`]),
    ...planted.fileIds.map((id, i): [string, string] => [id, `file ${i + 1}`]),
  ];
  return names.reduce((text, [id, name]) => text.replaceAll(id, `<${name}>`), url);
}

const seen: Sighting[] = [];
const problems: string[] = [];

async function sweep(viewer: Viewer, readOnly: boolean) {
  const built = await callsFor(readOnly);
  problems.push(...built.problems);
  for (const call of built.calls) {
    const response = await send(call, viewer);
    seen.push(...sightings(response, viewer, call));
    if (call.alsoHead) {
      // Fastify answers HEAD for every GET route: the same headers, no body.
      const head = await send({ ...call, method: 'HEAD' }, viewer);
      seen.push(...sightings(head, viewer, { ...call, route: call.route.replace('GET', 'HEAD') }));
    }
  }
}

const secretOf = (value: string): Secret | undefined =>
  planted.secrets.find((s) => s.value === value);
/** Who each viewer is, in the messages. */
const who: Record<Viewer, string> = {
  visitor: 'visitor',
  owner: 'owner A',
  member: 'member B',
  buyer: 'buyer C',
};

beforeAll(async () => {
  t = await createTestApp();
  planted = await plantSecrets(t);
  doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
  // The owner and the buyer first, reading only; then the visitor and member B, who also try
  // every mutation, after which the planted data may no longer be as planted.
  await sweep('owner', true);
  await sweep('buyer', true);
  await sweep('visitor', false);
  await sweep('member', false);
}, 300_000);
afterAll(() => t?.close());

describe('what a visitor or another member receives, on every documented route', () => {
  it('sweeps every route Fastify serves under /api, with a value for every path parameter', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        METHODS.filter((m) => item[m]).map((m) => routeOf(m, path)),
      ),
    );
    const served = servedRoutes();
    // The route tree is read from text: a route of the document missing there means the reading
    // broke, not that the route is gone.
    expect([...documented].filter((route) => !served.includes(route))).toEqual([]);
    const hidden = served.filter((r) => !r.includes(' /api/docs') && !documented.has(r));
    expect([...problems, ...hidden.map((r) => `${r} is served but not in /api/docs/json`)]).toEqual(
      [],
    );
  });

  it('gives every secret to the viewers who may see it: the proof that each one is planted', () => {
    const missing: string[] = [];
    for (const s of planted.secrets.filter((s) => s.expectSeen)) {
      for (const viewer of s.seenBy) {
        if (!seen.some((x) => x.viewer === viewer && x.value === s.value)) {
          missing.push(`${who[viewer]} never received ${s.value} (${s.label})`);
        }
      }
    }
    for (const m of planted.markers) {
      for (const viewer of ['visitor', 'member'] as const) {
        if (!seen.some((x) => x.viewer === viewer && x.value === m.value)) {
          missing.push(`${who[viewer]} never received the public ${m.value} (${m.label})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('never gives a secret to a visitor or to a member who neither owns nor bought it', () => {
    const leaks = new Map<string, { count: number; example: string }>();
    for (const x of seen) {
      const s = secretOf(x.value);
      if (!s || (x.viewer !== 'visitor' && s.seenBy.includes(x.viewer as MemberViewer))) continue;
      const line = `${x.route} (${who[x.viewer]}) leaked ${s.value} [${s.label}] in the ${x.where}`;
      const entry = leaks.get(line) ?? { count: 0, example: named(x.url) };
      entry.count += 1;
      leaks.set(line, entry);
    }
    const report = [...leaks].map(
      ([line, { count, example }]) => `${line}, e.g. ${example} (${count} responses)`,
    );
    expect(report).toEqual([]);
  });

  it('finds no item by a secret in search, for a visitor or another member', async () => {
    const found: string[] = [];
    for (const section of ['idea', 'need']) {
      for (const s of planted.secrets) {
        for (const viewer of ['visitor', 'member'] as const) {
          const url = `/api/items?${new URLSearchParams({ section, q: s.value })}`;
          const response = await send(
            { route: 'GET /api/items', method: 'GET', url, language: 'en' },
            viewer,
          );
          const { items } = response.json() as { items: { id: string }[] };
          for (const item of items) {
            found.push(
              `GET ${named(url)} (${who[viewer]}) found <${nameOf(item.id)}> by ${s.label}`,
            );
          }
        }
      }
    }
    expect(found).toEqual([]);
    // The control: the same search finds the published idea by a public word.
    const pitch = planted.markers.find((m) => m.label === 'published idea, elevator pitch');
    const hit = await send(
      {
        route: 'GET /api/items',
        method: 'GET',
        url: `/api/items?q=${pitch?.value}`,
        language: 'en',
      },
      'visitor',
    );
    expect(hit.json()).toMatchObject({ items: [{ id: planted.items.publishedIdea }] });
  }, 120_000);

  it('keeps private answers of every kind, and a private category, out of the published idea', async () => {
    const issues: string[] = [];
    const { privateQuestionIds, refused, privateCategory } = planted.privacy;
    // Only the answers that name the idea may be refused as private, and with a 422.
    for (const r of refused) {
      if (r.role !== 'title' && r.role !== 'category') {
        issues.push(`the owner could not keep the answer '${r.key}' private (${r.status})`);
      } else if (r.status !== 422) {
        issues.push(`making the ${r.role} answer private answered ${r.status}, not 422`);
      }
    }
    const id = planted.items.publishedIdea;
    const read = async (url: string, viewer: Viewer, language: 'en' | 'fa' = 'en') => {
      const response = await send({ route: `GET ${url}`, method: 'GET', url, language }, viewer);
      expect(response.statusCode, `${who[viewer]}: GET ${url}: ${response.body}`).toBe(200);
      return response.json() as unknown;
    };
    for (const viewer of ['visitor', 'member'] as const) {
      const as = who[viewer];
      for (const language of ['en', 'fa'] as const) {
        const item = (await read(`/api/items/${id}`, viewer, language)) as {
          answers: { questions_id: number }[];
          files: { visibility: string }[];
          category: string | null;
          business_text?: string;
        };
        const shown = item.answers
          .map((a) => a.questions_id)
          .filter((q) => privateQuestionIds.includes(q));
        if (shown.length > 0) issues.push(`${as} (${language}) got private answers ${shown}`);
        if (item.business_text !== undefined) issues.push(`${as} (${language}) got business_text`);
        if (item.files.some((f) => f.visibility !== 'public')) {
          issues.push(`${as} (${language}) got private files`);
        }
        if (privateCategory && item.category === privateCategory) {
          issues.push(`${as} (${language}) got the private category '${privateCategory}'`);
        }
      }
      if (privateCategory) {
        // Neither the card nor the category filter may tell a private category.
        type Page = { items: { id: string; category: string | null }[] };
        const cards = (await read('/api/items?section=idea', viewer)) as Page;
        if (cards.items.some((c) => c.id === id && c.category === privateCategory)) {
          issues.push(`${as}'s card of the idea shows the private category '${privateCategory}'`);
        }
        const filter = `/api/items?section=idea&category=${privateCategory}`;
        if (((await read(filter, viewer)) as Page).items.some((c) => c.id === id)) {
          issues.push(`GET ${filter} (${as}) finds the idea by its private category`);
        }
      }
    }
    expect(issues).toEqual([]);
  });
});

function nameOf(id: string) {
  return Object.entries(planted.items).find(([, itemId]) => itemId === id)?.[0] ?? id;
}

/** `METHOD /path` of every route Fastify serves, read from its route tree. */
function servedRoutes(): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${prefixes[depth - 1] ?? ''}${match[2] ?? ''}`;
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      if (path.startsWith('/api')) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
