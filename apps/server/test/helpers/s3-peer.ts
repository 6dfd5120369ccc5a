import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../../src/config/storage-env';

export interface S3Peer {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  port: number;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The folder s3rver keeps the buckets in. */
  directory: string;
  /** Every request received, in order: its method, URL and Content-Length. */
  requests: { method: string; url: string; length: number }[];
  /** The app's `config.storage` for this peer, under `prefix` (none by default). */
  storage(prefix?: string): Extract<StorageConfig, { kind: 's3' }>;
  /** The S3_* variables of a server process pointed at this peer. */
  env(prefix?: string): Record<string, string>;
  /** Stops the server; deletes its folder unless the caller gave it. */
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on the loopback (s3rver: path-style, SigV4 checked, multipart),
 * with one bucket. Plain Node, so a deployment test or a script can start one outside Vitest
 * too; `scripts/s3-peer.mjs` runs one as a process.
 */
export async function startS3Peer(
  options: { directory?: string; bucket?: string; port?: number } = {},
): Promise<S3Peer> {
  const directory = options.directory ?? (await mkdtemp(path.join(os.tmpdir(), 's3-peer-')));
  const bucket = options.bucket ?? 'ideabazaar-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: S3Peer['requests'] = [];
  server.httpServer.prependListener('request', (request: IncomingMessage) => {
    const length = Number(request.headers['content-length'] ?? 0);
    requests.push({ method: request.method ?? '', url: request.url ?? '', length });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's own credentials: it checks the signature, so wrong keys are refused.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const region = 'us-east-1';
  return {
    endpoint,
    port,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    directory,
    requests,
    storage: (prefix = '') => ({
      kind: 's3',
      endpoint,
      bucket,
      region,
      accessKeyId,
      secretAccessKey,
      prefix,
    }),
    env: (prefix) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    async close() {
      await server.close();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
