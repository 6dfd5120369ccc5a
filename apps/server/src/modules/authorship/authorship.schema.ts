import type { ProofStep } from '@ideabazaar/shared/authorship/merkle';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { items } from '../items/items.schema';

// Buffer on the way in (node-postgres and PGlite both take it), a Uint8Array on the way out.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
});

/**
 * The platform's Ed25519 keys that sign the batches' roots (issue 31), past ones included: each
 * stays published at /.well-known/ideabazaar-authorship-keys.json with the time it stopped
 * signing (`until`), so certificates it signed still verify. At most one has no `until`.
 */
export const authorshipKeys = pgTable(
  'authorship_keys',
  {
    /** First 16 hex digits of SHA-256 of the raw public key (shared authorship/merkle keyId). */
    id: varchar('id', { length: 16 }).primaryKey(),
    /** The raw 32 bytes, base64. */
    publicKey: varchar('public_key', { length: 44 }).notNull(),
    /** PKCS#8 DER, base64; null for a configured key (the configuration keeps it). */
    privateKey: text('private_key'),
    from: timestamp('from', { withTimezone: true }).notNull().defaultNow(),
    until: timestamp('until', { withTimezone: true }),
  },
  (table) => [
    // One current key: two processes starting together cannot both make one.
    uniqueIndex('authorship_keys_current_key')
      .on(sql`(true)`)
      .where(sql`${table.until} is null`),
  ],
);

/** One signed tree: the root, the moment and key it was signed with, and the TSA's token. */
export const authorshipBatches = pgTable(
  'authorship_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    root: varchar('root', { length: 64 }).notNull(),
    /** ISO 8601 UTC with milliseconds, exactly the text that was signed. */
    signedAt: varchar('signed_at', { length: 30 }).notNull(),
    keyId: varchar('key_id', { length: 16 })
      .notNull()
      .references(() => authorshipKeys.id, { onDelete: 'restrict' }),
    /** Lower-case hex of the 64-byte Ed25519 signature of signedMessage(root, signed_at). */
    signature: varchar('signature', { length: 128 }).notNull(),
    /** The DER TimeStampToken of the root, once stamped; null without TSA_URL or until then. */
    tsaToken: bytea('tsa_token'),
    size: integer('size').notNull(),
  },
  (table) => [
    // The job that stamps the batches a TSA failed for finds them here.
    index('authorship_batches_unstamped_idx')
      .on(table.id)
      .where(sql`${table.tsaToken} is null`),
    check('authorship_batches_size', sql`${table.size} > 0`),
  ],
);

/**
 * A version of a published idea's content (issue 31): written in the transaction of the change,
 * batched (signed) a moment later.
 */
export const authorshipVersions = pgTable(
  'authorship_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The canonical content (shared authorship/canonical), private parts only as hashes. */
    canonicalContent: text('canonical_content').notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    leafHash: varchar('leaf_hash', { length: 64 }).notNull(),
    batchId: bigint('batch_id', { mode: 'number' }).references(() => authorshipBatches.id, {
      onDelete: 'restrict',
    }),
    leafIndex: integer('leaf_index'),
    /** The path from the leaf to its batch's root, kept when signed (a proof is read often). */
    proof: jsonb('proof').$type<ProofStep[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('authorship_versions_item_version_key').on(table.itemId, table.version),
    // The batch job takes the unbatched versions, oldest first.
    index('authorship_versions_unbatched_idx')
      .on(table.id)
      .where(sql`${table.batchId} is null`),
    index('authorship_versions_batch_idx').on(table.batchId, table.leafIndex),
    check('authorship_versions_version', sql`${table.version} >= 1`),
    check(
      'authorship_versions_batched',
      sql`(${table.batchId} is null) = (${table.leafIndex} is null) and (${table.batchId} is null) = (${table.proof} is null)`,
    ),
  ],
);
