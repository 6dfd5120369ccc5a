import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createTestApp, type TestApp } from './helpers/app';
import { createItem } from './helpers/factories';
import { signedInMember, signedInOperator, type SignedIn } from './helpers/members';
import { bearer } from './helpers/sign-in';
import { fund } from './helpers/wallet';
import { readDocument, type ApiOperation } from './openapi/document';

/**
 * Issue 29: every operator's call, read from the app's own OpenAPI document (so a route added
 * later is covered by itself), answers a visitor 401 and a member 403 with the error shape,
 * whatever it is sent, and changes nothing in the database.
 */

let t: TestApp;
let member: SignedIn;
let operations: ApiOperation[];

// The tables an operator's call may write, and those it reads from.
const TABLES = [
  'users',
  'items',
  'audit_log',
  'reports',
  'withdrawals',
  'purchases',
  'payments',
  'vouchers',
  'questions',
  'comments',
  'chat_messages',
  'ledger_accounts',
  'ledger_entries',
  'ledger_transactions',
  'referral_rewards',
];

/** Each table's row count and a hash of its rows. */
async function snapshot(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = rowsOf<{ n: number; digest: string }>(
      await t.db.db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from ${table} x`,
        ),
      ),
    );
    result[table] = `${row?.n}:${row?.digest}`;
  }
  return result;
}

// What an attacker sends: fields of every operator's body, too long, of the wrong type, with a
// prototype key and a role claim; the same in the query.
// A body the route's schema refuses (422 if it were read before the role is checked), and the
// same with a prototype key, written as text (in an object literal it would set the prototype).
const INVALID_BODY = JSON.stringify({
  reason: 'x'.repeat(5000),
  action: 'hide',
  note: '<script>alert(1)</script>',
  reference: "'; drop table audit_log; --",
  is_operator: true,
  title_en: 1,
  constructor: { prototype: { isOperator: true } },
});
const HOSTILE_BODIES = [INVALID_BODY, `{"__proto__":{"isOperator":true},${INVALID_BODY.slice(1)}`];
const HOSTILE_QUERY =
  '?status=paid&q=%27%20or%201%3D1--&from=2020-01-01&to=2026-01-01&actor=1&cursor=%00';

/** The operation's URL with a value in each path parameter. */
function urlOf(op: ApiOperation): string {
  let path = op.path;
  for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
    const value = parameter.schema.format === 'uuid' ? randomUUID() : String(member.id);
    path = path.replace(`{${parameter.name}}`, value);
  }
  return `${path}${HOSTILE_QUERY}`;
}

beforeAll(async () => {
  t = await createTestApp();
  await signedInOperator(t);
  member = await signedInMember(t);
  // Something for a call to change, were it let through.
  await createItem(t.db.db, { ownerId: member.id });
  await fund(t, member.token, 500_000);
  const document = readDocument((await t.app.inject({ url: '/api/docs/json' })).json());
  operations = document.operations.filter((op) => op.path.startsWith('/api/admin'));
}, 120_000);
afterAll(() => t?.close());

describe('every /api/admin operation of the OpenAPI document', () => {
  it('finds them all (the console has at least its members, audit, stats and export calls)', () => {
    const labels = operations.map((op) => op.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /api/admin/members',
        'POST /api/admin/members/{id}/block',
        'GET /api/admin/audit',
        'GET /api/admin/stats',
        'GET /api/admin/withdrawals/export',
        'POST /api/admin/questions',
      ]),
    );
  });

  it('refuses a visitor (401) and a member (403) before anything, and changes nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const op of operations) {
      for (const [who, headers, status, code, payload] of [
        ['visitor', {}, 401, 'unauthenticated', HOSTILE_BODIES[0]],
        ['visitor', {}, 401, 'unauthenticated', HOSTILE_BODIES[1]],
        ['member', bearer(member.token), 403, 'operators_only', HOSTILE_BODIES[0]],
        ['member', bearer(member.token), 403, 'operators_only', HOSTILE_BODIES[1]],
      ] as const) {
        const response = await t.app.inject({
          method: op.method,
          url: urlOf(op),
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        const label = `${op.label} as ${who}`;
        if (response.statusCode !== status) wrong.push(`${label}: ${response.statusCode}`);
        if (op.method === 'HEAD') continue;
        const body = response.json() as Record<string, unknown>;
        if (body.code !== code || typeof body.message !== 'string') {
          wrong.push(`${label}: ${response.body.slice(0, 200)}`);
        }
        // Nothing but the refusal: no field errors, no echo of what was sent.
        if (Object.keys(body).sort().join() !== 'code,message') {
          wrong.push(`${label} says more: ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
