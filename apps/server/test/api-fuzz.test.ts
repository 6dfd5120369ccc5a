import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from './helpers/app';
import { createItem, createMember, createPurchase } from './helpers/factories';
import { samples } from './helpers/multipart';
import { startOidcPeer } from './helpers/oidc-peer';
import {
  arrayShapes,
  bodyShapes,
  childSchema,
  fieldsOf,
  jsonText,
  MISSING,
  multipart,
  multipartShapes,
  readDocument,
  sampleOf,
  urlOf,
  urlShapes,
  valueShapes,
  withField,
  type ApiOperation,
  type BodyShape,
  type FieldPath,
  type Hints,
  type JsonSchema,
  type Shape,
} from './helpers/openapi-requests';

/**
 * Every operation of the OpenAPI document, called by every kind of caller with real ids, then
 * with each field of its path, query and body replaced by odd values one at a time, then with
 * odd whole bodies and headers. No answer may be a 5xx, and every 4xx has the error shape.
 */

// Built while the tests are collected: the routes come from the app's own document, so a route
// added later is fuzzed without anyone listing it here.
const google = await startOidcPeer();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-fuzz-'));
const logs: string[] = [];
const t = await createTestApp({
  config: {
    dataDir,
    logLevel: 'error',
    // High enough that a 429 never hides what a request would have done.
    rateLimitAuthSend: 1_000_000,
    rateLimitContact: 1_000_000,
    google: { issuer: google.issuer, clientId: 'ideabazaar-fuzz', clientSecret: 'fuzz' },
    // The outbox route is in the document: on, so it is fuzzed like any other.
    devOutbox: true,
  },
  logStream: { write: (line) => void logs.push(line) },
});
afterAll(async () => {
  await t.close();
  await google.close();
  await rm(dataDir, { recursive: true, force: true });
});
const doc = readDocument((await t.app.inject({ url: '/api/docs/json' })).json());
const png = await sharp({
  create: { width: 8, height: 8, channels: 3, background: '#336699' },
})
  .png()
  .toBuffer();
const files = { pdf: samples.pdf, png, exe: samples.exe };

const roles = ['owner', 'operator', 'buyer', 'member', 'visitor'] as const;
type Role = (typeof roles)[number];
type Member = Exclude<Role, 'visitor'>;

/**
 * The data a route is fuzzed against, planted afresh for each route that may change it, so what
 * one route deletes, archives or revokes does not leave the next with nothing to reach.
 */
interface World {
  memberIds: Record<Member, number>;
  tokens: Record<Member, string>;
  referralCode: string;
  ideaId: string;
  needId: string;
  draftId: string;
  visitorDraftId: string;
  archivedId: string;
  commentId: string;
  answerId: string;
  publicFileId: string;
  privateFileId: string;
  avatarKey: string;
  questionId: number;
  /** An active free-text question of the idea set, for answers that pass. */
  textQuestionId: number;
  /** Google sign-in states, each usable once, for the callback's other fields to get through. */
  googleStates: string[];
  /** Cookies the app set, sent back on every request as a browser would. */
  cookies: Map<string, string>;
}

let unique = 0;
let address = 0;
// Every request from its own address, so no per-IP limit answers in place of the route; all in
// 127.0.0.0/8, as from a developer's own machine, which routes such as the dev outbox require.
const nextAddress = () => {
  address += 1;
  return `127.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Keeps the cookies of a response, as a browser does. */
function keepCookies(cookies: Map<string, string>, header: string | string[] | undefined) {
  for (const cookie of [header ?? []].flat()) {
    const [pair = ''] = cookie.split(';');
    const split = pair.indexOf('=');
    if (split > 0) cookies.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
  }
}

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** A request the planting needs to succeed; its body parsed by `schema`. */
async function planted<T>(
  schema: z.ZodType<T>,
  options: InjectOptions,
  cookies = new Map<string, string>(),
): Promise<T> {
  const response = await t.app.inject({
    ...options,
    headers: { ...options.headers, ...(cookies.size > 0 ? { cookie: cookieHeader(cookies) } : {}) },
    remoteAddress: nextAddress(),
  });
  keepCookies(cookies, response.headers['set-cookie']);
  if (response.statusCode >= 300) {
    throw new Error(
      `planting ${options.method} ${options.url}: ${response.statusCode} ${response.body}`,
    );
  }
  return schema.parse(response.json());
}

const withId = z.object({ id: z.string() });

/** The parsed body, or undefined when it is not JSON. */
function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

async function upload(token: string, itemId: string, visibility: string) {
  const body = multipart([{ field: 'file', filename: 'plan.pdf', content: files.pdf }]);
  const { id } = await planted(withId, {
    method: 'POST',
    url: `/api/items/${itemId}/files?purpose=elevator&visibility=${visibility}`,
    payload: body.payload,
    headers: { ...bearer(token), 'content-type': body.contentType ?? '' },
  });
  return id;
}

// One question for every world: the bank only grows, and each insert reads the whole bank.
let plantedQuestion: Promise<number> | undefined;

async function plant(): Promise<World> {
  const { db } = t.db;
  const owner = await createMember(db, { firstName: 'Olya', lastName: 'Owner' });
  const memberIds = {
    owner: owner.id,
    operator: (await createMember(db, { isOperator: true })).id,
    buyer: (await createMember(db)).id,
    member: (await createMember(db)).id,
  };
  const tokens = {
    owner: await t.app.tokens.issue(memberIds.owner),
    operator: await t.app.tokens.issue(memberIds.operator),
    buyer: await t.app.tokens.issue(memberIds.buyer),
    member: await t.app.tokens.issue(memberIds.member),
  };
  const idea = await createItem(db, { ownerId: owner.id, section: 'idea', price: 1000 });
  const need = await createItem(db, { ownerId: owner.id, section: 'need' });
  const draft = await createItem(db, { ownerId: owner.id, status: 'draft', publishedAt: null });
  const archived = await createItem(db, { ownerId: owner.id, status: 'archived' });
  await createPurchase(db, idea.id, memberIds.buyer, 1000);
  const flow = await planted(
    z.object({
      idea_id: z.string(),
      questions: z.array(z.object({ id: z.number(), kind: z.string() })),
    }),
    { method: 'POST', url: '/api/question-before-login', payload: { section: 'idea' } },
  );
  const textQuestion = flow.questions.find((question) => question.kind === 'textual');
  if (!textQuestion) throw new Error('planting: the idea set has no free-text question');
  const comment = (token: string, itemId: string) =>
    planted(withId, {
      method: 'POST',
      url: `/api/items/${itemId}/comments`,
      payload: { body: 'A planted comment' },
      headers: bearer(token),
    });
  const avatar = multipart([{ field: 'file', filename: 'me.png', content: files.png }]);
  const me = await planted(z.object({ avatar_url: z.string() }), {
    method: 'POST',
    url: '/api/me/avatar',
    payload: avatar.payload,
    headers: { ...bearer(tokens.owner), 'content-type': avatar.contentType ?? '' },
  });
  plantedQuestion ??= planted(z.object({ id: z.number() }), {
    method: 'POST',
    url: '/api/admin/questions',
    payload: {
      kind: 'textual',
      position: 1,
      title_en: 'A planted question',
      title_fa: 'یک پرسش',
      set: 'competitor',
      key: 'fuzz_planted',
      active: false,
    },
    headers: bearer(tokens.operator),
  }).then((question) => question.id);
  return {
    memberIds,
    tokens,
    referralCode: owner.referralCode,
    ideaId: idea.id,
    needId: need.id,
    draftId: draft.id,
    visitorDraftId: flow.idea_id,
    archivedId: archived.id,
    commentId: (await comment(tokens.member, idea.id)).id,
    answerId: (await comment(tokens.buyer, need.id)).id,
    publicFileId: await upload(tokens.owner, idea.id, 'public'),
    privateFileId: await upload(tokens.owner, idea.id, 'private'),
    avatarKey: me.avatar_url.split('/').at(-1) ?? '',
    questionId: await plantedQuestion,
    textQuestionId: textQuestion.id,
    googleStates: [],
    cookies: new Map(),
  };
}

/** Google sign-in states started in the world's browser, for the callback to get past them. */
async function startGoogleSignIns(world: World, count: number) {
  for (let i = 0; i < count; i += 1) {
    const { url } = await planted(
      z.object({ url: z.string() }),
      { method: 'GET', url: '/api/auth/google/redirect' },
      world.cookies,
    );
    world.googleStates.push(new URL(url).searchParams.get('state') ?? '');
  }
}

/**
 * Real values for each path parameter, by name. A route whose parameter is not named here fails
 * its test: add the name with the ids of the things it can point at.
 */
const pathCandidates: Record<string, (world: World) => [label: string, value: string][]> = {
  id: (w) => [
    ['idea', w.ideaId],
    ['need', w.needId],
    ['draft', w.draftId],
    ['visitor draft', w.visitorDraftId],
    ['archived', w.archivedId],
    ['comment', w.commentId],
    ['answer', w.answerId],
    ['question', String(w.questionId)],
  ],
  fileId: (w) => [
    ['public file', w.publicFileId],
    ['private file', w.privateFileId],
  ],
  key: (w) => [
    ['avatar', w.avatarKey],
    ['unknown avatar', `avatar-${randomUUID()}`],
    ['word', 'fuzz'],
  ],
};

/** Values that pass for fields whose schema alone cannot say what a valid value is. */
const hintsFor = (w: World): Hints => ({
  email: () => `fuzz.${++unique}@example.com`,
  mobile: () => `0912${String(++unique % 1e7).padStart(7, '0')}`,
  phone: () => `0912${String(++unique % 1e7).padStart(7, '0')}`,
  code: () => '12345',
  referral_code: () => w.referralCode,
  idea_id: () => w.draftId,
  questions_id: () => w.textQuestionId,
  answer: () => 'A fuzzed answer',
  key: () => `fuzz_${++unique}`,
  state: () => w.googleStates.pop() ?? 'no-state-left',
});

// Fields that hold an id get the ids of everything planted: a comment id as an item id, a member
// id as a question.
const holdsId = (name: string | undefined, schema: JsonSchema) =>
  doc.resolve(schema).format === 'uuid' || /(^id|_id|Id|_ids)$/.test(name ?? '');

/** Ids of the wrong kind in the right place. */
function knownIdShapes(w: World): Shape[] {
  const ids = Object.values(pathCandidates).flatMap((candidates) => candidates(w));
  return [
    ...ids.map(([label, value]) => ({ label: `id of ${label}`, value })),
    { label: 'question id as number', value: w.questionId },
    { label: 'owner id as number', value: w.memberIds.owner },
    { label: 'owner id as text', value: String(w.memberIds.owner) },
  ];
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const cursorOf = (value: unknown) => base64url(JSON.stringify(value));
const cursorKeys = [
  '99999999999999999999',
  '9'.repeat(40),
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1.5',
  '-',
  ':',
  '.',
  ' ',
  '1 2',
  '+',
  '0000-01-01 00:00:00+00',
  '9999-12-31 23:59:59+00',
  '2026-13-45 00:00:00+00',
  '10000-01-01 00:00:00+00',
  '2026-01-15 10:00:00.123456+03:30',
  '00:00',
];

/**
 * Cursors as `lib/cursor.ts` writes them today (base64url JSON of key and id) with keys that are
 * well-formed but out of range, and garbage that is no cursor at all.
 */
const handmadeCursors: Shape[] = [
  ...cursorKeys.map((key) => ({
    label: `cursor key ${JSON.stringify(key)}`,
    value: cursorOf({ key, id: randomUUID() }),
    core: true,
  })),
  { label: 'cursor id of 36 dashes', value: cursorOf({ key: '1', id: '-'.repeat(36) }) },
  { label: 'cursor id of 36 f', value: cursorOf({ key: '1', id: 'f'.repeat(36) }) },
  { label: 'cursor numeric key', value: cursorOf({ key: 1, id: randomUUID() }) },
  { label: 'cursor NUL key', value: cursorOf({ key: '\u0000', id: randomUUID() }) },
  { label: 'cursor null', value: cursorOf(null) },
  { label: 'cursor []', value: cursorOf([]) },
  { label: 'cursor "x"', value: cursorOf('x') },
  { label: 'cursor {}', value: cursorOf({}) },
  { label: 'cursor of nulls', value: cursorOf({ key: null, id: null }) },
  {
    label: 'cursor __proto__',
    value: base64url(`{"__proto__":{"key":"1","id":"${randomUUID()}"}}`),
  },
  { label: 'cursor of bad JSON', value: base64url('{"key":') },
  { label: 'cursor of NUL', value: base64url('\u0000') },
  { label: 'cursor not base64', value: '!!not*base64!!' },
];

/** next_cursor values of every list, collected once with each of its sorts and filters. */
const realCursors: Shape[] = [];

/** One single-value change of each enum query parameter beside `name`, and none. */
function siblingVariants(op: ApiOperation, name: string) {
  const variants: { label: string; query: Record<string, unknown> }[] = [{ label: '', query: {} }];
  for (const parameter of op.parameters) {
    const values = doc.resolve(parameter.schema).enum;
    if (parameter.in !== 'query' || parameter.name === name || !values) continue;
    for (const value of values) {
      variants.push({
        label: `${parameter.name}=${String(value)}`,
        query: { [parameter.name]: value },
      });
    }
  }
  return variants;
}

interface PathValue {
  name: string;
  label: string;
  value: string;
}

const unknownPathParameters = (op: ApiOperation) =>
  op.parameters.filter((entry) => entry.in === 'path' && !pathCandidates[entry.name]);

/** Every combination of the candidate values of the operation's path parameters. */
function combinations(op: ApiOperation, world: World): PathValue[][] {
  const unknown = unknownPathParameters(op).map((parameter) => `"${parameter.name}"`);
  if (unknown.length > 0) {
    throw new Error(
      `${op.label}: no candidate values for path parameter ${unknown.join(', ')}. Add it to ` +
        'pathCandidates in apps/server/test/api-fuzz.test.ts with real ids of what it names.',
    );
  }
  let combos: PathValue[][] = [[]];
  for (const parameter of op.parameters.filter((entry) => entry.in === 'path')) {
    const candidates = pathCandidates[parameter.name]?.(world) ?? [];
    combos = combos.flatMap((combo) =>
      candidates.map(([label, value]) => [...combo, { name: parameter.name, label, value }]),
    );
  }
  return combos;
}

/** The world of the safe methods, which change nothing a later route needs. */
let shared: World | undefined;

beforeAll(async () => {
  const world = await plant();
  shared = world;
  const { db } = t.db;
  // A second page in every list: more items of each section, more comments on one idea.
  for (const section of ['idea', 'need']) {
    for (const [price, negotiable] of [
      [250, false],
      [null, true],
      [7_000_000, false],
    ] as const) {
      await createItem(db, { ownerId: world.memberIds.owner, section, price, negotiable });
    }
  }
  for (let i = 0; i < 3; i += 1) {
    await planted(withId, {
      method: 'POST',
      url: `/api/items/${world.ideaId}/comments`,
      payload: { body: `Comment ${i}` },
      headers: bearer(world.tokens.member),
    });
  }
  const page = z.object({ next_cursor: z.string().nullable() });
  const seen = new Set<string>();
  for (const op of doc.operations) {
    const names = op.parameters.map((parameter) => parameter.name);
    // A route without candidates for its path fails its own test, saying so.
    if (op.method !== 'GET' || !names.includes('cursor') || unknownPathParameters(op).length > 0) {
      continue;
    }
    for (const combo of combinations(op, world)) {
      for (const variant of siblingVariants(op, 'cursor')) {
        const url = urlOf(
          op.path,
          Object.fromEntries(combo.map((entry) => [entry.name, entry.value])),
          { ...(names.includes('limit') ? { limit: 1 } : {}), ...variant.query },
        );
        const response = await t.app.inject({ url, headers: bearer(world.tokens.owner) });
        const parsed = page.safeParse(jsonOf(response.body));
        const cursor = parsed.success ? parsed.data.next_cursor : null;
        if (!cursor || seen.has(cursor)) continue;
        seen.add(cursor);
        const where = combo.map((entry) => ` ${entry.name}=${entry.label}`).join('');
        const query = variant.label ? `?${variant.label}` : '';
        realCursors.push({
          label: `next_cursor(${op.label}${query}${where})`,
          value: cursor,
          core: true,
        });
      }
    }
  }
  if (realCursors.length === 0) throw new Error('no list gave a next_cursor to fuzz with');
});

const errorShape = z.object({ message: z.string(), code: z.string() });

const loggedError = z.object({
  err: z.object({ type: z.string(), message: z.string(), stack: z.string() }).partial(),
});

/** What the app logged for a 5xx: where it failed and the deepest cause, so a finding says why. */
function logged(lines: string[]): string {
  const messages = lines.flatMap((line) => {
    const parsed = loggedError.safeParse(jsonOf(line));
    if (!parsed.success) return [];
    const { type = 'Error', message = '', stack = '' } = parsed.data.err;
    const cause = [...stack.matchAll(/^caused by: (?:\w+: )?(.*)$/gm)].at(-1)?.[1];
    const first = `${type}: ${message.split('\n')[0]?.slice(0, 90) ?? ''}`;
    return [cause ? `${first} … ${cause}` : first];
  });
  return messages.length > 0 ? ` [log: ${messages.join(' | ')}]` : '';
}

/** The valid body a context starts from: the required fields or all of them, or an upload. */
interface Base {
  label: string;
  everything?: boolean;
  upload?: BodyShape;
}

/** Who calls, at which ids, from which valid body, and how far that got. */
interface Context {
  who: Role;
  combo: PathValue[];
  base: Base;
  status: number;
}

interface Change {
  label: string;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** A JSON body; the sample when undefined. */
  json?: unknown;
  body?: BodyShape;
  headers?: Record<string, string>;
}

/** One operation's run: sends requests and keeps what went wrong. */
class RouteRun {
  readonly serverErrors: string[] = [];
  readonly badErrorBodies: string[] = [];
  readonly hints: Hints;

  constructor(
    readonly op: ApiOperation,
    readonly world: World,
  ) {
    this.hints = hintsFor(world);
  }

  sample(schema: JsonSchema, name?: string, everything = false): unknown {
    return sampleOf(doc, this.hints, schema, name, { everything });
  }

  /** The valid body of the context with one field replaced (or removed). */
  bodyWith(context: Context, field: FieldPath, value: unknown): unknown {
    const body = this.op.body ?? {};
    const sample = this.sample(body, undefined, context.base.everything);
    return withField(doc, this.hints, body, sample, field, value);
  }

  /** The required query parameters, each with a value that passes. */
  query(everything = false): Record<string, unknown> {
    return Object.fromEntries(
      this.op.parameters
        .filter((parameter) => parameter.in === 'query' && (parameter.required || everything))
        .map((parameter) => [parameter.name, this.sample(parameter.schema, parameter.name)]),
    );
  }

  async send(context: Context, change: Change): Promise<number> {
    const { op, world } = this;
    const url = urlOf(
      op.path,
      {
        ...Object.fromEntries(context.combo.map((entry) => [entry.name, entry.value])),
        ...change.path,
      },
      { ...this.query(), ...change.query },
    );
    const json = () =>
      change.json ?? this.sample(op.body ?? {}, undefined, context.base.everything);
    const body: BodyShape | undefined =
      change.body ??
      (op.body
        ? { label: 'JSON', payload: jsonText(json()), contentType: 'application/json' }
        : context.base.upload);
    const request = (): InjectOptions => ({
      method: op.method,
      url,
      headers: {
        ...(context.who === 'visitor' ? {} : bearer(world.tokens[context.who])),
        ...(body?.contentType ? { 'content-type': body.contentType } : {}),
        ...(world.cookies.size > 0 ? { cookie: cookieHeader(world.cookies) } : {}),
        ...change.headers,
      },
      ...(body?.payload === undefined ? {} : { payload: body.payload }),
      remoteAddress: nextAddress(),
    });
    const logStart = logs.length;
    let response = await t.app.inject(request());
    // Logout revokes the token it came with: a fresh one, and the request once more.
    if (
      response.statusCode === 401 &&
      context.who !== 'visitor' &&
      !change.headers?.authorization
    ) {
      if (!(await t.app.tokens.authenticate(world.tokens[context.who]))) {
        world.tokens[context.who] = await t.app.tokens.issue(world.memberIds[context.who]);
        response = await t.app.inject(request());
      }
    }
    keepCookies(world.cookies, response.headers['set-cookie']);
    const status = response.statusCode;
    const where = [context.who, ...context.combo.map((entry) => `${entry.name}=${entry.label}`)];
    if (context.base.label && !change.body) where.push(`body=${context.base.label}`);
    const finding = `${op.label} (${where.join(', ')}) ${change.label} -> ${status} ${response.body.slice(0, 160)}`;
    if (status >= 500) this.serverErrors.push(finding + logged(logs.slice(logStart)));
    if (status >= 400 && status < 500 && !errorShape.safeParse(jsonOf(response.body)).success) {
      this.badErrorBodies.push(finding);
    }
    return status;
  }
}

// The deeper a base request got, the more a change to one field can reach.
const depth = (status: number) =>
  status < 300 ? 0 : [409, 422, 400, 403, 404, 415, 413, 429, 401].indexOf(status) + 1 || 10;

/** Calls by each role at each combination of real ids, with each body the operation may take. */
async function everyCaller(run: RouteRun): Promise<Context[]> {
  const { op } = run;
  const uploads = multipartShapes(files).slice(0, 2);
  const bases: Base[] = op.body
    ? [{ label: '' }, { label: 'every field', everything: true }]
    : ['POST', 'PUT', 'PATCH'].includes(op.method)
      ? [{ label: '' }, ...uploads.map((upload) => ({ label: upload.label, upload }))]
      : [{ label: '' }];
  const contexts: Context[] = [];
  for (const who of roles) {
    for (const combo of combinations(op, run.world)) {
      for (const base of bases) {
        const context: Context = { who, combo, base, status: 0 };
        context.status = await run.send(context, { label: 'valid' });
        contexts.push(context);
      }
    }
  }
  return contexts;
}

/**
 * The deepest context, and a successful one of another role if there is one: the core shapes
 * again there, since what a role may see or do can change the code a value reaches.
 */
function deepest(contexts: Context[]): [Context, Context | undefined] {
  const sorted = [...contexts].sort((a, b) => depth(a.status) - depth(b.status));
  const [first] = sorted;
  if (!first) throw new Error('no request was sent');
  const other = sorted.find((context) => depth(context.status) === 0 && context.who !== first.who);
  return [first, other];
}

/** Each parameter and body field replaced by each shape, one at a time. */
async function everyField(run: RouteRun, context: Context, coreOnly: boolean) {
  const { op, world } = run;
  const pick = (shapes: Shape[]) => (coreOnly ? shapes.filter((shape) => shape.core) : shapes);
  const missing: Shape = { label: 'missing', value: MISSING, core: true };
  const known = knownIdShapes(world);
  for (const parameter of op.parameters) {
    const shapes = [
      ...valueShapes,
      ...urlShapes,
      ...known,
      ...(parameter.required ? [missing] : []),
    ];
    for (const shape of pick(shapes)) {
      await run.send(context, {
        label: `${parameter.in} ${parameter.name}=${shape.label}`,
        [parameter.in]: { [parameter.name]: shape.value },
      });
    }
    // A cursor means something only with the sort and filters it came from: each with each, in
    // the deepest context (the others get the cursors as they are).
    if (parameter.in === 'query' && parameter.name === 'cursor') {
      for (const shape of pick([...realCursors, ...handmadeCursors])) {
        for (const variant of coreOnly
          ? [{ label: '', query: {} }]
          : siblingVariants(op, 'cursor')) {
          await run.send(context, {
            label: `query cursor=${shape.label}${variant.label ? ` & ${variant.label}` : ''}`,
            query: { ...variant.query, cursor: shape.value },
          });
        }
      }
    }
  }
  const { body } = op;
  if (!body) return;
  for (const field of fieldsOf(doc, body)) {
    const schema = field.reduce<JsonSchema>((node, key) => childSchema(doc, node, key) ?? {}, body);
    const resolved = doc.resolve(schema);
    const name = field.filter((key) => typeof key === 'string').at(-1);
    const ids = holdsId(name, schema) ? known : [];
    const extra = resolved.items ? arrayShapes(run.sample(resolved.items)) : [];
    for (const shape of pick([...valueShapes, ...ids, ...extra, missing])) {
      await run.send(context, {
        label: `body ${field.join('.')}=${shape.label}`,
        json: run.bodyWith(context, field, shape.value),
      });
    }
  }
}

const headerShapes: [label: string, headers: Record<string, string>][] = [
  ['token id past int4', bearer(`2147483648|${'a'.repeat(43)}`)],
  ['token id of 15 nines', bearer(`999999999999999|${'a'.repeat(43)}`)],
  ['token id 0', bearer(`0|${'a'.repeat(43)}`)],
  ['token without secret', bearer('1|')],
  ['token of 10k chars', bearer('x'.repeat(10_000))],
  ['Basic credentials', { authorization: 'Basic Zm9vOmJhcg==' }],
  ['bare Bearer', { authorization: 'Bearer' }],
  ['Persian first', { 'accept-language': 'fa-IR,fa;q=0.9,en;q=0.8' }],
  ['10k-char language', { 'accept-language': 'x'.repeat(10_000) }],
];

/** Whole bodies and headers, every field valid but the body or header in question. */
async function everyBodyAndHeader(run: RouteRun, context: Context) {
  const { op } = run;
  for (const [label, headers] of headerShapes) {
    await run.send(context, { label: `header ${label}`, headers });
  }
  if (op.parameters.some((parameter) => parameter.in === 'query' && !parameter.required)) {
    await run.send(context, { label: 'every query parameter', query: run.query(true) });
  }
  if (op.method === 'GET' || op.method === 'HEAD') return;
  const sample = op.body ? run.sample(op.body, undefined, context.base.everything) : {};
  // Uploads only where no JSON body is documented; elsewhere one multipart body is enough.
  const uploads = multipartShapes(files).slice(0, op.body ? 1 : undefined);
  for (const body of [...bodyShapes(sample, t.config.bodyLimit), ...uploads]) {
    await run.send(context, { label: `body ${body.label}`, body });
  }
}

describe('every operation of the OpenAPI document', () => {
  it('finds operations to fuzz', () => {
    expect(doc.operations.length).toBeGreaterThan(30);
  });

  it.each(doc.operations)(
    'answers $label below 500, whoever calls and whatever it is sent',
    async (op) => {
      const names = op.parameters.map((parameter) => parameter.name);
      // GET and HEAD change nothing, so they share one world; every other method gets its own.
      const world = ['GET', 'HEAD'].includes(op.method) && shared ? shared : await plant();
      if (names.includes('state')) await startGoogleSignIns(world, 150);
      const run = new RouteRun(op, world);
      const [primary, other] = deepest(await everyCaller(run));
      await everyField(run, primary, false);
      if (other) await everyField(run, other, true);
      await everyBodyAndHeader(run, primary);
      expect.soft(run.serverErrors, 'answers of 500 or more').toEqual([]);
      expect.soft(run.badErrorBodies, '4xx answers without {message, code}').toEqual([]);
    },
    120_000,
  );
});
