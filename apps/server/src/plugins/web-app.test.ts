import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const BIG = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;
const seedRoutes = [
  '/',
  '/wallet',
  '/details/123',
  '/google-login/callback?code=abc&state=xyz',
  '/auth/mobile?ideaId=7',
  '/AuthAfter/1',
  '/chat/1',
];

describe('the web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
    // A build's chunk with its brotli and gzip copies (apps/web/scripts/compress.mjs); the
    // copies differ from what compressing on the fly would give, so the test sees which is sent.
    await writeFile(path.join(webDist, 'assets', 'big-def456.js'), BIG);
    await writeFile(
      path.join(webDist, 'assets', 'big-def456.js.br'),
      brotliCompressSync(`${BIG}/*br*/`),
    );
    await writeFile(path.join(webDist, 'assets', 'big-def456.js.gz'), gzipSync(`${BIG}/*gz*/`));
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each(seedRoutes)('serves index.html for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s own brotli or gzip copy by Accept-Encoding, and the file to others', async () => {
    const url = '/assets/big-def456.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${BIG}/*br*/`);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${BIG}/*gz*/`);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('compresses JSON answers from a kilobyte on the fly, and leaves small ones alone', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    const big = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404, not the page, for a missing file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('redirects /home to /', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const withQuery = await t.app.inject({ method: 'GET', url: '/home?lang=fa' });
    expect(withQuery.headers.location).toBe('/?lang=fa');
  });

  it('keeps unknown /api paths as JSON 404 and leaves other methods alone', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });

    const post = await t.app.inject({ method: 'POST', url: '/wallet', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('the web app when it is not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers page routes with a plain 404 that says how to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wallet' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });
});
