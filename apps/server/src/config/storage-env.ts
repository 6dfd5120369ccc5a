import { z } from 'zod';

/** Where uploaded files are kept: the data folder (the default), or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Starts every object's name; empty for the bucket's root. */
      prefix: string;
    };

/** The S3_* variables, spread into env.ts's schema. */
export const storageEnvShape = {
  S3_ENDPOINT: z
    .string()
    .trim()
    .refine(
      (value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol),
      'must be a http:// or https:// URL',
    )
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9!_.*'()-]+(\/[A-Za-z0-9!_.*'()-]+)*\/?$/,
      "must be a folder-like name such as ideabazaar/ (letters, digits, ! _ . * ' ( ) - and /)",
    )
    .optional(),
};

type StorageEnv = {
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_PREFIX?: string | undefined;
};

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All of the bucket's variables or none: half a configuration would keep files on the disk. */
export function storageProblems(e: StorageEnv): string[] {
  const missing = REQUIRED.filter((key) => !e[key]);
  const anySet = missing.length < REQUIRED.length || e.S3_PREFIX !== undefined;
  if (!anySet || missing.length === 0) return [];
  return [
    `${REQUIRED.join(', ')} must be set together to keep uploaded files in an S3-compatible store (missing: ${missing.join(', ')}); unset them all to keep files in DATA_DIR/files`,
  ];
}

export function storageConfigOf(e: StorageEnv): StorageConfig {
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    return { kind: 'local' };
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: e.S3_PREFIX ?? '',
  };
}
