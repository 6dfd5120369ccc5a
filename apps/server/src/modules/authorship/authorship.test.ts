import { execFile, execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { normaliseText } from '@ideabazaar/shared/authorship/canonical';
import { privateHash } from '@ideabazaar/shared/authorship/merkle';
import { verifyTimestampToken } from '@ideabazaar/shared/authorship/tsa';
import { verifyCertificate } from '@ideabazaar/shared/authorship/verify';
import type {
  AuthorshipKeys,
  Certificate,
  CertificateFile,
} from '@ideabazaar/shared/schemas/authorship';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsOn } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { multipartFile, samples } from '../../../test/helpers/multipart';
import { answeredItem } from '../../../test/helpers/question-flow';
import { bearer, signIn } from '../../../test/helpers/sign-in';
import { startTsaPeer, type TsaPeer } from '../../../test/helpers/tsa-peer';
import { authorshipVersions } from './authorship.schema';
import { createAuthorshipService } from './authorship.service';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '../../../../../scripts/verify-certificate.mjs');

let t: TestApp;
let tsa: TsaPeer;
let owner: string;
let member: string;
let dir: string;

beforeAll(async () => {
  tsa = await startTsaPeer();
  t = await createTestApp({ config: { tsaUrl: tsa.url } });
  owner = await signIn(t, 'owner@example.com');
  member = await signIn(t, 'member@example.com');
  dir = mkdtempSync(path.join(os.tmpdir(), 'certificates-'));
});
afterAll(async () => {
  await t.close();
  await tsa.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });
const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/items/${id}`, payload, headers: bearer(owner) });

/** A published idea with a private answer, a business text and an attachment, each planted. */
async function publishedIdea() {
  const mark = Math.random().toString(36).slice(2, 8);
  const { id, questions } = await answeredItem(t, owner, {
    text: (question) => `Planted ${mark} answer ${question.id}`,
  });
  const secret = questions[2]!;
  const body = multipartFile(samples.pdf, 'plan.pdf');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/items/${id}/files?purpose=abstract`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(owner) },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const list = await get(`/api/items/${id}/certificates`, owner);
  expect(list.json().certificates).toEqual([]);
  const business = `Secret margins ${mark}`;
  const published = await patch(id, {
    negotiable: true,
    elevator_text: `Pitch ${mark}`,
    business_text: business,
    private_question_ids: [secret.id],
    status: 'published',
  });
  expect(published.statusCode, published.body).toBe(200);
  const privateText = `Planted ${mark} answer ${secret.id}`;
  return { id, business, privateText };
}

const keysDocument = async () =>
  (await get('/.well-known/ideabazaar-authorship-keys.json')).json() as AuthorshipKeys;

/** The file the owner downloads: the certificate, the title, the key's bytes; never the salt. */
async function fileOf(certificate: Certificate, keys: AuthorshipKeys): Promise<CertificateFile> {
  const { salt: _salt, canonical_content: _content, ...rest } = certificate;
  return {
    ...rest,
    format: 'ideabazaar-certificate/1',
    title: 'An idea',
    public_key: keys.keys.find((key) => key.id === certificate.key_id)!.public_key,
  };
}

let written = 0;
/** The script's verdict on a certificate: its exit code and what it printed. */
async function script(file: CertificateFile, content?: string, keys?: AuthorshipKeys) {
  written += 1;
  const at = (name: string) => path.join(dir, `${written}-${name}`);
  writeFileSync(at('certificate.json'), JSON.stringify(file));
  const args = [SCRIPT, at('certificate.json'), '--tsa-ca', tsa.caPath];
  if (content !== undefined) {
    writeFileSync(at('content.json'), content);
    args.push('--content', at('content.json'));
  }
  if (keys) {
    writeFileSync(at('keys.json'), JSON.stringify(keys));
    args.push('--keys', at('keys.json'));
  }
  return run(process.execPath, args).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

describe('certificates of authorship', () => {
  let idea: Awaited<ReturnType<typeof publishedIdea>>;

  it('writes version 1 at publication, 2 at an edit, none at an edit that changes nothing', async () => {
    idea = await publishedIdea();
    const list = async () =>
      (await get(`/api/items/${idea.id}/certificates`, owner)).json().certificates as {
        version: number;
        signed_at: string | null;
      }[];
    expect((await list()).map((c) => c.version)).toEqual([1]);
    expect((await patch(idea.id, { elevator_text: 'A better pitch' })).statusCode).toBe(200);
    expect((await patch(idea.id, { elevator_text: 'A better pitch' })).statusCode).toBe(200);
    expect((await patch(idea.id, { negotiable: true })).statusCode).toBe(200);
    expect((await list()).map((c) => [c.version, c.signed_at])).toEqual([
      [2, null],
      [1, null],
    ]);
    const pending = await get(`/api/items/${idea.id}/certificates/2`, owner);
    expect(pending.statusCode).toBe(404);
    expect(pending.json().code).toBe('certificate_pending');
    expect((await get(`/api/items/${idea.id}/certificates/3`)).json().code).toBe(
      'certificate_not_found',
    );

    expect(await t.app.services.authorship.runBatch()).toBeGreaterThanOrEqual(2);
    const signed = await list();
    expect(signed.every((c) => c.signed_at !== null)).toBe(true);
  });

  it('verifies with the shared verifier, the script and openssl, and fails for any change', async () => {
    const keys = await keysDocument();
    const certificate = (await get(`/api/items/${idea.id}/certificates/2`, owner)).json();
    expect(certificate.tsa_token).not.toBeNull();
    const content = certificate.canonical_content as string;
    const file = await fileOf(certificate, keys);

    const options = {
      canonicalContent: content,
      keys: keys.keys,
      verifyTimestamp: verifyTimestampToken,
    };
    const shared = await verifyCertificate(file, options);
    expect(shared.checks.map((c) => [c.check, c.status])).toEqual([
      ['content', 'pass'],
      ['leaf', 'pass'],
      ['proof', 'pass'],
      ['signature', 'pass'],
      ['key', 'pass'],
      ['timestamp', 'pass'],
    ]);
    expect(shared.valid).toBe(true);
    const byScript = await script(file, content, keys);
    expect(byScript.code, byScript.stdout).toBe(0);
    expect(byScript.stdout).toMatch(
      /PASS\s+timestamp .*IdeaBazaar Test TSA.*issued by the given CA/,
    );
    expect(byScript.stdout).toMatch(/\nVALID\n/);
    // Without the published keys the file's own key proves nothing: not called valid.
    const keyless = await script(file, content);
    expect(keyless.code, keyless.stdout).toBe(3);
    expect(keyless.stdout).toMatch(/\nVALID ONLY FOR THE KEY IT CARRIES/);
    // A token earlier than the signature (a made-up authority back-dating it) does not hold.
    const backdated = await verifyCertificate(
      { ...file, signed_at: new Date(Date.now() + 3_600_000).toISOString() },
      { verifyTimestamp: verifyTimestampToken },
    );
    expect(backdated.checks.find((check) => check.check === 'timestamp')).toMatchObject({
      status: 'fail',
      detail: 'the timestamp is before the signing time',
    });

    const der = path.join(dir, 'token.der');
    writeFileSync(der, Buffer.from(file.tsa_token!, 'base64'));
    const openssl = execFileSync(
      'openssl',
      ['ts', '-verify', '-digest', file.root, '-token_in', '-in', der, '-CAfile', tsa.caPath],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    expect(openssl).toContain('Verification: OK');

    const otherKey = Buffer.from(
      generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x!,
      'base64url',
    ).toString('base64');
    const token = Buffer.from(file.tsa_token!, 'base64');
    token.writeUInt8(token.readUInt8(token.length - 3) ^ 1, token.length - 3);
    const changes: [string, Partial<CertificateFile>, string?][] = [
      ['content', {}, content.replace('A better pitch', 'A better pitch!')],
      ['proof', { proof: file.proof.map((s, i) => (i === 0 ? { ...s, hash: flip(s.hash) } : s)) }],
      ['proof', { root: flip(file.root) }],
      ['signature', { signature: flip(file.signature) }],
      ['signature', { public_key: otherKey }],
      ['timestamp', { tsa_token: token.toString('base64') }],
    ];
    expect(file.proof.length).toBeGreaterThan(0);
    for (const [check, change, changedContent] of changes) {
      const changed = { ...file, ...change };
      const result = await verifyCertificate(changed, {
        ...options,
        canonicalContent: changedContent ?? content,
      });
      expect(result.valid, check).toBe(false);
      expect(result.checks.find((c) => c.check === check)?.status, check).toBe('fail');
      const verdict = await script(changed, changedContent ?? content, keys);
      expect(verdict.code, `${check}: ${verdict.stdout}`).toBe(1);
      expect(verdict.stdout).toMatch(new RegExp(`FAIL\\s+${check} `));
    }
    // A key that is not among the published ones.
    const unpublished = { keys: [] };
    expect((await verifyCertificate(file, { ...options, keys: [] })).valid).toBe(false);
    expect((await script(file, content, unpublished)).code).toBe(1);
  });

  it('keeps private answers and the business text out of what others get; the owner gets the salt', async () => {
    for (const viewer of [undefined, member]) {
      const list = await get(`/api/items/${idea.id}/certificates`, viewer);
      expect(list.statusCode).toBe(200);
      const answer = await get(`/api/items/${idea.id}/certificates/1`, viewer);
      expect(answer.statusCode).toBe(200);
      for (const body of [list.body, answer.body]) {
        expect(body).not.toContain(idea.privateText);
        expect(body).not.toContain(idea.business);
      }
      expect(answer.json()).not.toHaveProperty('salt');
      expect(answer.json()).not.toHaveProperty('canonical_content');
    }
    const own = (await get(`/api/items/${idea.id}/certificates/1`, owner)).json();
    expect(own.salt).toMatch(/^[0-9a-f]{64}$/);
    const content = JSON.parse(own.canonical_content);
    expect(own.canonical_content).not.toContain(idea.privateText);
    expect(own.canonical_content).not.toContain(idea.business);
    expect(content.business_text).toEqual({
      private_sha256: await privateHash(own.salt, normaliseText(idea.business)),
    });
    const hashed = await privateHash(own.salt, normaliseText(idea.privateText));
    expect(
      content.answers.filter((a: { answer: unknown }) => typeof a.answer === 'object'),
    ).toEqual([expect.objectContaining({ answer: { private_sha256: hashed } })]);
    // Public answers and the file's hash are there as written.
    expect(own.canonical_content).toContain('Planted');
    expect(content.files).toEqual([
      expect.objectContaining({ purpose: 'abstract', visibility: 'private' }),
    ]);
  });

  it("shows a draft's and a need's certificates to nobody else, and a need gets none", async () => {
    const { id } = await answeredItem(t, owner);
    expect((await get(`/api/items/${id}/certificates`)).statusCode).toBe(404);
    expect((await get(`/api/items/${id}/certificates`, member)).statusCode).toBe(404);
    const need = await answeredItem(t, owner, { section: 'need' });
    expect((await patch(need.id, { status: 'published' })).statusCode).toBe(200);
    expect((await get(`/api/items/${need.id}/certificates`)).json().certificates).toEqual([]);
  });

  it('leaves a batch signed without a token when the TSA fails, and stamps it later', async () => {
    const fresh = await publishedIdea();
    tsa.refuseWith = 503;
    try {
      expect(await t.app.services.authorship.runBatch()).toBe(1);
    } finally {
      tsa.refuseWith = null;
    }
    const unstamped = (await get(`/api/items/${fresh.id}/certificates/1`)).json();
    expect(unstamped.tsa_token).toBeNull();
    expect(await t.app.services.authorship.stampPending()).toBe(1);
    const stamped = (await get(`/api/items/${fresh.id}/certificates/1`)).json();
    expect(stamped.signature).toBe(unstamped.signature);
    expect((await verifyTimestampToken(stamped.tsa_token, stamped.root)).ok).toBe(true);
  });

  it('signs each version once when two batchers run at once', async () => {
    for (let i = 0; i < 3; i++) await publishedIdea();
    const other = createAuthorshipService({
      db: t.db.db,
      transaction: transactionsOn(t.db.db),
      storage: t.app.storage,
      items: () => t.app.services.items,
      signingKey: undefined,
      tsaUrl: undefined,
      log: t.app.log,
    });
    const waiting = await t.db.db
      .select()
      .from(authorshipVersions)
      .where(isNull(authorshipVersions.batchId));
    expect(waiting.length).toBe(3);
    const [a, b] = await Promise.all([t.app.services.authorship.runBatch(), other.runBatch()]);
    expect(a + b).toBe(3);
    for (const version of waiting) {
      const [row] = await t.db.db
        .select()
        .from(authorshipVersions)
        .where(eq(authorshipVersions.id, version.id));
      expect(row!.batchId).not.toBeNull();
    }
  });

  it('publishes its keys, and keeps a replaced key published with its until', async () => {
    const before = await get('/.well-known/ideabazaar-authorship-keys.json');
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('public, max-age=3600');
    const [first] = before.json().keys as AuthorshipKeys['keys'];
    expect(first).toMatchObject({ alg: 'Ed25519', until: null });
    expect(Buffer.from(first!.public_key, 'base64')).toHaveLength(32);
    const old = (await get(`/api/items/${idea.id}/certificates/1`)).json();

    const pkcs8 = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64');
    const rotated = createAuthorshipService({
      db: t.db.db,
      transaction: transactionsOn(t.db.db),
      storage: t.app.storage,
      items: () => t.app.services.items,
      signingKey: pkcs8,
      tsaUrl: undefined,
      log: t.app.log,
    });
    await rotated.prepare();
    const keys = await keysDocument();
    expect(keys.keys).toHaveLength(2);
    expect(keys.keys.find((k) => k.id === first!.id)!.until).not.toBeNull();
    const current = keys.keys.find((k) => k.id !== first!.id)!;
    expect(current.until).toBeNull();

    const fresh = await publishedIdea();
    expect(await rotated.runBatch()).toBe(1);
    const signed = (await get(`/api/items/${fresh.id}/certificates/1`)).json();
    expect(signed.key_id).toBe(current.id);
    for (const certificate of [old, signed]) {
      const file = await fileOf(certificate, keys);
      const result = await verifyCertificate(file, { keys: keys.keys });
      expect(result.valid).toBe(true);
      expect((await script(file, undefined, keys)).code).toBe(0);
    }
  });
});
