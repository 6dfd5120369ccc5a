import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config/storage-env';
import { MissingObjectError, storagePathOf, type Storage } from './storage';

/** Where the bucket is and how to sign in to it (config/storage-env.ts), and a local folder. */
export type S3StorageOptions = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'> & {
  /** A local folder for uploads in progress. */
  tempDir: string;
};

/**
 * A file up to this size goes up in one PUT streamed from the disk; a bigger one in parts of this
 * size, one at a time, so an upload holds at most one part in memory (S3's smallest part).
 */
export const PART_BYTES = 5 * 1024 * 1024;
/** How long the readiness check waits for the store. */
const CHECK_TIMEOUT_MS = 5000;

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** An S3-compatible store (AWS S3, MinIO, Ceph, Garage...) with the same keys as the local one. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // Buckets as a path (host/bucket/key), which every S3-compatible server understands, and
    // checksums only where S3 requires them: servers that do not know the SDK's newer default
    // store its aws-chunked framing as the object's bytes.
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CHECK_TIMEOUT_MS },
  });
  const Bucket = options.bucket;
  const prefix = options.prefix.replace(/\/*$/, '').replace(/^\/+/, '');
  const objectKey = (key: string) => (prefix ? `${prefix}/` : '') + storagePathOf(key);
  const mapMissing = (key: string) => (error: unknown) => {
    throw isMissing(error) ? new MissingObjectError(key, { cause: error }) : error;
  };

  return {
    tempDir: options.tempDir,
    async put(key, tempFile) {
      const Key = objectKey(key);
      const { size } = await stat(tempFile);
      if (size <= PART_BYTES) {
        // Known length, so the SDK streams the file as it is read.
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: createReadStream(tempFile),
            ContentLength: size,
          }),
        );
      } else {
        await new Upload({
          client,
          params: { Bucket, Key, Body: createReadStream(tempFile) },
          partSize: PART_BYTES,
          queueSize: 1,
          leavePartsOnError: false,
        }).done();
      }
      await rm(tempFile, { force: true });
    },
    async read(key, range) {
      const answer = await client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        .catch(mapMissing(key));
      const stream = answer.Body as Readable;
      if (!range) return { stream, size: answer.ContentLength ?? 0 };
      // A ranged answer names its bytes and the whole size: "bytes 0-99/12345". A store that
      // answered another range (the end cut to the object's aside), or the whole object, would
      // have the client take wrong bytes for the ones it asked: a failure, not a download.
      const named = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      const size = Number(named?.[3]);
      if (
        !named ||
        Number(named[1]) !== range.start ||
        Number(named[2]) !== Math.min(range.end, size - 1)
      ) {
        stream.destroy();
        throw new Error(
          `the object store answered ${answer.ContentRange ?? 'no range'} for bytes ${range.start}-${range.end}`,
        );
      }
      return { stream, size };
    },
    async size(key) {
      const head = await client
        .send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }))
        .catch(mapMissing(key));
      return head.ContentLength ?? 0;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
    },
    close() {
      client.destroy();
    },
  };
}
