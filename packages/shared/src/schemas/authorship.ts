import { z } from 'zod';

/** Lower-case hex of a SHA-256. */
export const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lower-case hex');
const base64Schema = z
  .string()
  .max(65_536)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64');

export const proofStepSchema = z.object({
  side: z.enum(['left', 'right']),
  hash: sha256HexSchema,
});

/**
 * GET /api/items/{id}/certificates/{version} (issue 31): one version of a published idea, the
 * batch it was signed in and the proof that binds them. The owner's answer adds the item's salt
 * and the canonical content.
 */
export const certificateSchema = z.object({
  item_id: z.uuid(),
  version: z.number().int().min(1),
  content_hash: sha256HexSchema,
  leaf_hash: sha256HexSchema,
  proof: z.array(proofStepSchema).max(64),
  root: sha256HexSchema,
  /** ISO 8601 in UTC with milliseconds, exactly as signed. */
  signed_at: z.string().max(40),
  key_id: z.string().regex(/^[0-9a-f]{16}$/),
  signature: z.string().regex(/^[0-9a-f]{128}$/),
  /** The RFC 3161 TimeStampToken (DER) in base64, or null without an external timestamp. */
  tsa_token: base64Schema.nullable(),
  /** The owner's only: the per-item salt (hex of 32 bytes) of the private parts' hashes. */
  salt: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /** The owner's only: the canonical content whose SHA-256 is `content_hash`. */
  canonical_content: z.string().max(1_000_000).optional(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /api/items/{id}/certificates: every version, newest first; `signed_at` null until batched. */
export const certificateListSchema = z.object({
  certificates: z.array(
    z.object({
      version: z.number().int().min(1),
      content_hash: sha256HexSchema,
      created_at: z.string(),
      signed_at: z.string().nullable(),
      has_timestamp: z.boolean(),
    }),
  ),
});
export type CertificateList = z.infer<typeof certificateListSchema>;

export const authorshipKeySchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/),
  alg: z.literal('Ed25519'),
  /** Base64 of the raw 32 bytes. */
  public_key: base64Schema.max(64),
  from: z.string(),
  /** When the key stopped signing; null for the current one. */
  until: z.string().nullable(),
});
export type AuthorshipKey = z.infer<typeof authorshipKeySchema>;

/** /.well-known/ideabazaar-authorship-keys.json: every signing key, past ones included. */
export const authorshipKeysSchema = z.object({ keys: z.array(authorshipKeySchema).max(1000) });
export type AuthorshipKeys = z.infer<typeof authorshipKeysSchema>;

/**
 * The file the owner downloads and anyone verifies offline: the certificate (never the salt, which
 * would let a stranger test guesses of short private answers), the idea's title for people, the
 * key's public bytes, and the canonical content (which holds private parts only as hashes).
 */
export const certificateFileSchema = certificateSchema.omit({ salt: true }).extend({
  format: z.literal('ideabazaar-certificate/1'),
  title: z.string().max(200),
  public_key: base64Schema.max(64),
});
export type CertificateFile = z.infer<typeof certificateFileSchema>;
