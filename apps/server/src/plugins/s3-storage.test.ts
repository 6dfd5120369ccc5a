import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Peer, type S3Peer } from '../../test/helpers/s3-peer';
import { createS3Storage, PART_BYTES } from './s3-storage';
import { MissingObjectError, type Storage } from './storage';

let peer: S3Peer;
let tempDir: string;
let storage: Storage;
let client: S3Client;

beforeAll(async () => {
  peer = await startS3Peer();
  tempDir = await mkdtemp(path.join(os.tmpdir(), 's3-storage-test-'));
  storage = createS3Storage({ ...peer.storage('ideabazaar/'), tempDir });
  client = new S3Client({
    endpoint: peer.endpoint,
    region: peer.region,
    credentials: { accessKeyId: peer.accessKeyId, secretAccessKey: peer.secretAccessKey },
    forcePathStyle: true,
  });
});
afterAll(async () => {
  storage.close();
  client.destroy();
  await peer.close();
  await rm(tempDir, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Writes `content` to a temporary file and puts it under a new key. */
async function stored(content: Buffer): Promise<string> {
  const key = randomUUID();
  const temp = path.join(tempDir, randomUUID());
  await writeFile(temp, content);
  await storage.put(key, temp);
  expect(existsSync(temp)).toBe(false);
  return key;
}

const objectNames = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: peer.bucket }))).Contents ?? []).map(
    (object) => object.Key,
  );

describe('the S3 store', () => {
  it('keeps a small file under the prefix in the local layout, byte for byte', async () => {
    const content = randomBytes(1000);
    const before = peer.requests.length;
    const key = await stored(content);
    // One PUT of the file as it is read from the disk, never an aws-chunked body.
    expect(peer.requests.slice(before)).toMatchObject([{ method: 'PUT', length: 1000 }]);
    expect(await objectNames()).toContain(`ideabazaar/${key.slice(0, 2)}/${key}`);
    const read = await storage.read(key);
    expect(read.size).toBe(1000);
    expect((await bytesOf(read.stream)).equals(content)).toBe(true);
    expect(await storage.size(key)).toBe(1000);
  });

  it('sends a file bigger than a part in parts, one at a time, and reads it back whole', async () => {
    const content = randomBytes(2 * PART_BYTES + 12_345);
    const before = peer.requests.length;
    const key = await stored(content);
    const sent = peer.requests.slice(before);
    const parts = sent.filter((request) => /[?&]partNumber=/.test(request.url));
    expect(parts.map((part) => part.length)).toEqual([PART_BYTES, PART_BYTES, 12_345]);
    expect(sent.every((request) => request.length <= PART_BYTES)).toBe(true);
    const read = await storage.read(key);
    expect(read.size).toBe(content.length);
    expect((await bytesOf(read.stream)).equals(content)).toBe(true);
  });

  it('reads a range, cut to the end of the object', async () => {
    const content = randomBytes(4096);
    const key = await stored(content);
    const middle = await storage.read(key, { start: 100, end: 199 });
    expect(middle.size).toBe(4096);
    expect((await bytesOf(middle.stream)).equals(content.subarray(100, 200))).toBe(true);
    const tail = await storage.read(key, { start: 4000, end: 9999 });
    expect((await bytesOf(tail.stream)).equals(content.subarray(4000))).toBe(true);
  });

  it('refuses a ranged answer that is not the range asked for', async () => {
    // A store (or a proxy before it) that ignores Range and sends the whole object with 200.
    const careless = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': 6 });
      response.end('abcdef');
    });
    await new Promise<void>((resolve) => careless.listen(0, '127.0.0.1', resolve));
    const store = createS3Storage({
      ...peer.storage('ideabazaar/'),
      endpoint: `http://127.0.0.1:${(careless.address() as AddressInfo).port}`,
      tempDir,
    });
    try {
      await expect(store.read('abcdef12', { start: 1, end: 2 })).rejects.toThrow(
        'the object store answered no range for bytes 1-2',
      );
      expect((await store.read('abcdef12')).size).toBe(6);
    } finally {
      store.close();
      await new Promise((resolve) => careless.close(resolve));
    }
  });

  it('removes the object, and then says it is missing', async () => {
    const key = await stored(randomBytes(10));
    await storage.remove(key);
    expect(await objectNames()).not.toContain(`ideabazaar/${key.slice(0, 2)}/${key}`);
    await expect(storage.read(key)).rejects.toBeInstanceOf(MissingObjectError);
    await expect(storage.size(key)).rejects.toBeInstanceOf(MissingObjectError);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a key that could name another object', async () => {
    await expect(storage.read('../etc/passwd')).rejects.toThrow(/bad storage key/);
  });

  it('checks the bucket: ready, then not for a missing bucket or a stopped server', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const other = createS3Storage({ ...peer.storage(), bucket: 'no-such-bucket', tempDir });
    await expect(other.check()).rejects.toThrow();
    other.close();

    const stopped = await startS3Peer();
    const gone = createS3Storage({ ...stopped.storage(), tempDir });
    await expect(gone.check()).resolves.toBeUndefined();
    await stopped.close();
    await expect(gone.check()).rejects.toThrow();
    gone.close();
  });
});
