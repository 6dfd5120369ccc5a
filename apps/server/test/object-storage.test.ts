import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartFile, samples } from './helpers/multipart';
import { answeredItem } from './helpers/question-flow';
import { startS3Peer, type S3Peer } from './helpers/s3-peer';
import { bearer, signIn } from './helpers/sign-in';

/** What a store holds, by object name relative to its root, and a way to lose one behind the app's back. */
interface StoreView {
  names(): Promise<string[]>;
  lose(name: string): Promise<void>;
}

function bucketView(peer: S3Peer, prefix: string): StoreView & { close(): void } {
  const client = new S3Client({
    endpoint: peer.endpoint,
    region: peer.region,
    credentials: { accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey },
    forcePathStyle: true,
  });
  return {
    async names() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: peer.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length));
    },
    async lose(name) {
      await client.send(new DeleteObjectCommand({ Bucket: peer.bucket, Key: prefix + name }));
    },
    close: () => client.destroy(),
  };
}

function folderView(root: string): StoreView {
  return {
    async names() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
    },
    lose: (name) => rm(path.join(root, name)),
  };
}

describe.each(['local', 's3'] as const)('uploaded files in the %s store', (kind) => {
  let t: TestApp;
  let peer: S3Peer | undefined;
  let store: StoreView;
  let closeView = () => {};
  let owner: string;

  beforeAll(async () => {
    if (kind === 's3') {
      peer = await startS3Peer();
      t = await createTestApp({ config: { storage: peer.storage('shop/') } });
      const view = bucketView(peer, 'shop/');
      store = view;
      closeView = view.close;
    } else {
      t = await createTestApp();
      store = folderView(path.join(t.config.dataDir, 'files'));
    }
    owner = await signIn(t, 'files.owner@example.com');
  });
  afterAll(async () => {
    await t.close();
    closeView();
    await peer?.close();
  });

  const objectsWith = async (key: string) =>
    (await store.names()).filter((name) => name.includes(key));

  it('keeps an item file, serves it whole and by ranges, and deletes it', async () => {
    const { id } = await answeredItem(t, owner, { section: 'idea' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${id}`,
      payload: { negotiable: true, status: 'published' },
      headers: bearer(owner),
    });
    // Bigger than one part of a multipart upload (s3-storage.ts PART_BYTES).
    const content = Buffer.concat([samples.pdf, randomBytes(6 * 1024 * 1024)]);
    const body = multipartFile(content, 'plan.pdf');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/items/${id}/files?purpose=elevator&visibility=public`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(owner) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json() as { id: string; url: string };
    const [name] = await store.names();
    expect(await store.names()).toEqual([expect.stringMatching(/^[a-z0-9-]{2}\/[a-z0-9-]+$/)]);
    expect(await readdir(path.join(t.config.dataDir, 'files', 'tmp'))).toEqual([]);

    const whole = await t.app.inject({ url: file.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    expect(whole.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-length': String(content.length),
      'content-type': 'application/pdf',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });

    const ranged = await t.app.inject({ url: file.url, headers: { range: 'bytes=100-1123' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(content.subarray(100, 1124))).toBe(true);
    expect(ranged.headers).toMatchObject({
      'content-range': `bytes 100-1123/${content.length}`,
      'content-length': '1024',
      'content-type': 'application/pdf',
      'content-disposition': "attachment; filename*=UTF-8''plan.pdf",
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    const suffix = await t.app.inject({ url: file.url, headers: { range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(content.subarray(-10))).toBe(true);
    const open = await t.app.inject({
      url: file.url,
      headers: { range: `bytes=${content.length - 5}-` },
    });
    expect(open.headers['content-range']).toBe(
      `bytes ${content.length - 5}-${content.length - 1}/${content.length}`,
    );
    const past = await t.app.inject({
      url: file.url,
      headers: { range: `bytes=${content.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${content.length}`);
    // HEAD says what a GET would send, and reads no byte of the object for it.
    const read = t.app.storage.read.bind(t.app.storage);
    let reads = 0;
    t.app.storage.read = (...args) => {
      reads += 1;
      return read(...args);
    };
    try {
      const head = await t.app.inject({ method: 'HEAD', url: file.url });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      expect(head.headers).toMatchObject({
        'content-length': String(content.length),
        'content-type': 'application/pdf',
        'accept-ranges': 'bytes',
      });
      const headRange = await t.app.inject({
        method: 'HEAD',
        url: file.url,
        headers: { range: 'bytes=-10' },
      });
      expect(headRange.statusCode).toBe(206);
      expect(headRange.headers).toMatchObject({
        'content-range': `bytes ${content.length - 10}-${content.length - 1}/${content.length}`,
        'content-length': '10',
      });
      expect(reads).toBe(0);
    } finally {
      t.app.storage.read = read;
    }
    // Several ranges, or an If-Range the server cannot match: the whole file.
    for (const headers of [{ range: 'bytes=0-1,5-6' }, { range: 'bytes=0-1', 'if-range': 'x' }]) {
      const full = await t.app.inject({ url: file.url, headers });
      expect(full.statusCode).toBe(200);
      expect(full.rawPayload.length).toBe(content.length);
    }

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/items/${id}/files/${file.id}`,
      headers: bearer(owner),
    });
    expect(removed.json()).toEqual({ status: 'ok' });
    expect(await store.names()).not.toContain(name);
    expect((await t.app.inject({ url: file.url })).statusCode).toBe(404);
  });

  it('answers 404, never 500, for a file whose bytes are gone', async () => {
    const { id } = await answeredItem(t, owner, { section: 'idea' });
    const body = multipartFile(samples.pdf, 'lost.pdf');
    const file = (
      await t.app.inject({
        method: 'POST',
        url: `/api/items/${id}/files?purpose=abstract`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(owner) },
      })
    ).json() as { url: string; id: string };
    const before = await t.app.inject({ url: file.url, headers: bearer(owner) });
    expect(before.statusCode).toBe(200);
    for (const name of await store.names()) await store.lose(name);
    for (const range of [undefined, 'bytes=0-3']) {
      const gone = await t.app.inject({
        url: file.url,
        headers: { ...bearer(owner), ...(range ? { range } : {}) },
      });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().code).toBe('file_not_found');
    }
  });

  it('keeps an avatar, serves it by ranges, and deletes the one replaced', async () => {
    const picture = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#2e7d32' },
    })
      .png()
      .toBuffer();
    const upload = async () => {
      const body = multipartFile(picture, 'me.png');
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(owner) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().avatar_url as string;
    };
    const url = await upload();
    const key = url.split('/').pop()!;
    expect(await objectsWith(key)).toEqual([`${key.slice(0, 2)}/${key}`]);
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
    });
    const head = await t.app.inject({ url, headers: { range: 'bytes=0-11' } });
    expect(head.statusCode).toBe(206);
    expect(head.rawPayload.equals(whole.rawPayload.subarray(0, 12))).toBe(true);
    expect(head.headers['content-range']).toBe(`bytes 0-11/${whole.rawPayload.length}`);

    const next = await upload();
    expect(await objectsWith(key)).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: bearer(owner) });
    expect(await objectsWith(next.split('/').pop()!)).toEqual([]);
    const missing = await t.app.inject({ url: next, headers: { range: 'bytes=0-1' } });
    expect(missing.statusCode).toBe(404);
    // Not kept a year by a browser or a CDN: the picture may come back under its name.
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    const headMissing = await t.app.inject({ method: 'HEAD', url: next });
    expect(headMissing.statusCode).toBe(404);
    expect(headMissing.headers['cache-control']).toBe('no-store');
  });
});
