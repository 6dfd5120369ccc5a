import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { plantSecrets, type Planted } from './helpers/planted-secrets/plant-secrets';
import type { MemberViewer, Viewer } from './helpers/planted-secrets/planter';
import { routeOf } from './helpers/visibility-sweep/calls';
import { named } from './helpers/visibility-sweep/planted-values';
import { servedRoutes } from './helpers/visibility-sweep/served-routes';
import { createSweep, who, type Sweep } from './helpers/visibility-sweep/sweep';
import { apiClient } from './openapi/client';
import { readDocument, type ApiDocument } from './openapi/document';

/**
 * PRODUCT.md section 2, checked on every route of the OpenAPI document: a secret planted in each
 * private part of the marketplace reaches no byte of any response (body or headers) to a visitor
 * or to a member who neither owns nor bought it. Routes are read from /api/docs/json, so a route
 * added later is swept without touching this file, unless it names a path parameter the sweep has
 * no values for: then the sweep fails and names it.
 */

let t: TestApp;
let planted: Planted;
let doc: ApiDocument;
let sweep: Sweep;

beforeAll(async () => {
  t = await createTestApp();
  // Every request from an address of its own: people far from the server, no per-IP limit hit.
  const client = apiClient(t.app, '198.18');
  planted = await plantSecrets(t, client);
  // The matching job runs on its clock in the server; here it matches what was planted, so the
  // matches routes answer with what they would.
  while ((await t.app.services.matching.processQueue()) > 0);
  // The published ideas' versions are signed, so their certificates answer as they would.
  while ((await t.app.services.authorship.runBatch()) > 0);
  doc = readDocument((await t.app.inject({ url: '/api/docs/json' })).json());
  sweep = createSweep(t.app, client, planted, doc);
  // The owner and the buyer first, reading only; then the visitor and member B, who also try
  // every mutation, after which the planted data may no longer be as planted.
  await sweep.run('owner', true);
  await sweep.run('buyer', true);
  await sweep.run('visitor', false);
  await sweep.run('member', false);
}, 300_000);
afterAll(() => t?.close());

describe('what a visitor or another member receives, on every documented route', () => {
  it('sweeps every route Fastify serves under /api, with a value for every path parameter', () => {
    const documented = new Set(
      doc.operations.filter((op) => op.method !== 'HEAD').map((op) => routeOf(op)),
    );
    const served = servedRoutes(t.app);
    // The route tree is read from text: a route of the document missing there means the reading
    // broke, not that the route is gone.
    expect([...documented].filter((route) => !served.includes(route))).toEqual([]);
    const hidden = served.filter((r) => !r.includes(' /api/docs') && !documented.has(r));
    expect([
      ...sweep.problems,
      ...hidden.map((r) => `${r} is served but not in /api/docs/json`),
    ]).toEqual([]);
  });

  it('gives every secret to the viewers who may see it: the proof that each one is planted', () => {
    const missing: string[] = [];
    for (const s of planted.secrets.filter((s) => s.expectSeen)) {
      for (const viewer of s.seenBy) {
        if (!sweep.seen.some((x) => x.viewer === viewer && x.value === s.value)) {
          missing.push(`${who[viewer]} never received ${s.value} (${s.label})`);
        }
      }
    }
    for (const m of planted.markers) {
      for (const viewer of ['visitor', 'member'] as const) {
        if (!sweep.seen.some((x) => x.viewer === viewer && x.value === m.value)) {
          missing.push(`${who[viewer]} never received the public ${m.value} (${m.label})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('never gives a secret to a visitor or to a member who neither owns nor bought it', () => {
    const leaks = new Map<string, { count: number; example: string }>();
    for (const x of sweep.seen) {
      const s = planted.secrets.find((secret) => secret.value === x.value);
      if (!s || (x.viewer !== 'visitor' && s.seenBy.includes(x.viewer as MemberViewer))) continue;
      const line = `${x.route} (${who[x.viewer]}) leaked ${s.value} [${s.label}] in the ${x.where}`;
      const entry = leaks.get(line) ?? { count: 0, example: named(planted, x.url) };
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
          const response = await sweep.send(
            { route: 'GET /api/items', method: 'GET', url, language: 'en' },
            viewer,
          );
          const { items } = response.json() as { items: { id: string }[] };
          for (const item of items) {
            found.push(
              `GET ${named(planted, url)} (${who[viewer]}) found ${named(planted, item.id)} by ${s.label}`,
            );
          }
        }
      }
    }
    expect(found).toEqual([]);
    // The control: the same search finds the published idea by a public word.
    const pitch = planted.markers.find((m) => m.label === 'published idea, elevator pitch');
    const hit = await sweep.send(
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
      const response = await sweep.send(
        { route: `GET ${url}`, method: 'GET', url, language },
        viewer,
      );
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
