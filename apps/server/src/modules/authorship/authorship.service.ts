import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
} from 'node:crypto';
import {
  CANONICAL_FORMAT,
  canonicalContent,
  normaliseText,
  type CanonicalAnswer,
  type CanonicalFile,
  type CanonicalText,
} from '@ideabazaar/shared/authorship/canonical';
import {
  keyId,
  leafHash,
  merkleTree,
  privateHash,
  sha256Text,
  signedMessage,
  toHex,
} from '@ideabazaar/shared/authorship/merkle';
import { buildTimestampRequest, parseTimestampResponse } from '@ideabazaar/shared/authorship/tsa';
import type {
  AuthorshipKeys,
  Certificate,
  CertificateList,
} from '@ideabazaar/shared/schemas/authorship';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction, Tx } from '../../db/transaction';
import { AppError } from '../../plugins/errors/app-error';
import type { Storage } from '../../plugins/storage';
import type { ItemsService } from '../items/items.service';
import {
  createAuthorshipRepository,
  type AuthorshipRepository,
  type KeyRow,
} from './authorship.repository';

/** The most versions one tree holds; more wait for the next run (the proofs stay short). */
const MAX_BATCH = 4096;
/** How long the TSA may take, and the most its answer may weigh (a token is a few KB). */
const TSA_TIMEOUT_MS = 10_000;
const TSA_MAX_BYTES = 48 * 1024;
/** Batches stamped in one run at most: a failing TSA is not asked again until the next. */
const STAMPS_PER_RUN = 20;
const HASH_BACKFILL_PER_RUN = 200;
/** The sets whose answers are the idea's `answers`; `competitor` answers are `competitors`. */
const IDEA_SETS = new Set(['idea', 'after']);

/** SHA-256 of a stored file, read as a stream. */
async function hashStored(storage: Storage, key: string): Promise<string> {
  const hash = createHash('sha256');
  const { stream } = await storage.read(key);
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The raw 32 bytes of an Ed25519 key's public half. */
function rawPublicKey(privateKeyDer: Buffer): Buffer {
  const jwk = createPublicKey(
    createPrivateKey({ key: privateKeyDer, format: 'der', type: 'pkcs8' }),
  ).export({ format: 'jwk' });
  return Buffer.from(jwk.x!, 'base64url');
}

interface SigningKey {
  id: string;
  privateKeyDer: Buffer;
}

/**
 * Certificates of authorship (issue 31, docs/authorship.md): each change of a published idea is
 * a version with its canonical content, written in the change's transaction; a job gathers the
 * new versions into a Merkle tree whose root it signs with the platform's Ed25519 key and, with
 * TSA_URL, has stamped by an RFC 3161 authority. Needs get none: the fear of being copied is the
 * seller's, and a need's text is open to all (seed section 6).
 */
export function createAuthorshipService(options: {
  db: Parameters<typeof createAuthorshipRepository>[0];
  transaction: Transaction;
  storage: Storage;
  /** The item's access as the item's page decides it (owner, operators, buyers). */
  items: () => Pick<ItemsService, 'access'>;
  /** AUTHORSHIP_SIGNING_KEY: base64 of an Ed25519 PKCS#8 DER; unset: made and kept here. */
  signingKey: string | undefined;
  tsaUrl: string | undefined;
  log: FastifyBaseLogger;
}) {
  const repository = createAuthorshipRepository(options.db);
  const { transaction, storage } = options;

  /**
   * The key that signs now: the configured one (the previous one gets its `until` and stays
   * published), else the one made at the first start. Under a table lock, so two processes
   * starting together agree on one key.
   */
  async function currentKey(): Promise<SigningKey> {
    const configured = options.signingKey ? Buffer.from(options.signingKey, 'base64') : undefined;
    const configuredId = configured ? await keyId(rawPublicKey(configured)) : undefined;
    // The current key serves when it is the configured one or, with none configured, one made
    // here (a configured key taken out of the configuration is retired: its private half was
    // never kept).
    const serves = (key: KeyRow | undefined) =>
      key !== undefined &&
      (configuredId === undefined ? key.privateKey !== null : key.id === configuredId);
    const existing = await repository.currentKey();
    if (existing && serves(existing)) return keyOf(existing.id, existing.privateKey, configured);
    return transaction(async (tx) => {
      const within = createAuthorshipRepository(tx);
      await within.lockKeys();
      const current = await within.currentKey();
      if (current && serves(current)) return keyOf(current.id, current.privateKey, configured);
      const now = new Date();
      if (current) await within.retireKeys([current.id], now);
      if (configured) {
        const raw = rawPublicKey(configured);
        const fresh = await within.insertKey({
          id: configuredId!,
          publicKey: raw.toString('base64'),
          privateKey: null,
          from: now,
        });
        // A key that signed before, retired since, cannot sign again: its published window
        // would not cover the new signatures.
        if (!fresh) throw new Error('AUTHORSHIP_SIGNING_KEY names a key retired earlier');
        return { id: configuredId!, privateKeyDer: configured };
      }
      const pair = generateKeyPairSync('ed25519');
      const der = pair.privateKey.export({ format: 'der', type: 'pkcs8' });
      const raw = rawPublicKey(der);
      const id = await keyId(raw);
      await within.insertKey({
        id,
        publicKey: raw.toString('base64'),
        privateKey: der.toString('base64'),
        from: now,
      });
      return { id, privateKeyDer: der };
    });
  }

  function keyOf(id: string, stored: string | null, configured: Buffer | undefined): SigningKey {
    const der = stored ? Buffer.from(stored, 'base64') : configured;
    if (!der) throw new Error(`the private half of authorship key ${id} is not kept`);
    return { id, privateKeyDer: der };
  }

  /** A file's SHA-256, computed now for one uploaded before the hash was kept. */
  async function fileHash(
    within: AuthorshipRepository,
    file: { id: string; sha256: string | null; storage_key: string },
  ) {
    if (file.sha256) return file.sha256;
    const hash = await hashStored(storage, file.storage_key);
    await within.setFileHash(file.id, hash);
    return hash;
  }

  /**
   * Writes a new version of a published idea when its content changed since the last one: in
   * the caller's transaction, which holds the item's row lock (versions of one item take turns).
   */
  async function recordVersion(tx: Tx, itemId: string): Promise<number | undefined> {
    const within = createAuthorshipRepository(tx);
    const item = await within.item(itemId);
    if (!item || item.section !== 'idea' || item.status !== 'published') return undefined;
    const salt = await within.salt(itemId, () => randomBytes(32).toString('hex'));
    const secret = async (text: string): Promise<CanonicalText> => ({
      private_sha256: await privateHash(salt, normaliseText(text)),
    });
    const answers: CanonicalAnswer[] = [];
    const competitors: CanonicalAnswer[] = [];
    for (const answer of await within.answers(itemId)) {
      const entry: CanonicalAnswer = {
        question: answer.key,
        set: answer.set,
        answer: answer.is_private ? await secret(answer.value) : answer.value,
      };
      if (answer.set === 'competitor') competitors.push(entry);
      else if (IDEA_SETS.has(answer.set)) answers.push(entry);
    }
    const files: CanonicalFile[] = [];
    for (const file of await within.files(itemId)) {
      files.push({
        sha256: await fileHash(within, file),
        purpose: file.purpose,
        visibility: file.visibility,
      });
    }
    // The business text is private (PRODUCT.md): only its salted hash is certified.
    const business = await secret(item.business_text);
    const full = (version: number) =>
      canonicalContent({
        format: CANONICAL_FORMAT,
        item_id: itemId,
        version,
        title: item.title,
        answers,
        pitch: item.elevator_text,
        business_text: business,
        competitors,
        files,
      });
    const latest = await within.latestVersion(itemId);
    if (latest && full(latest.version) === latest.canonicalContent) return undefined;
    const version = (latest?.version ?? 0) + 1;
    const canonical = full(version);
    const contentHash = await sha256Text(canonical);
    await within.insertVersion({
      itemId,
      version,
      canonicalContent: canonical,
      contentHash,
      leafHash: await leafHash(contentHash),
    });
    return version;
  }

  /** Asks the TSA for a token of the root; the token's DER, or an error to log and retry. */
  async function stamp(root: string): Promise<Uint8Array> {
    const request = buildTimestampRequest(root);
    const response = await fetch(options.tsaUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: request.der,
      signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the TSA answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > TSA_MAX_BYTES) throw new Error('the TSA answer is too large');
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > TSA_MAX_BYTES) throw new Error('the TSA answer is too large');
      chunks.push(chunk);
    }
    return parseTimestampResponse(Buffer.concat(chunks), request, root);
  }

  /**
   * Stamps the batches still without a token, oldest first, asking the TSA with no transaction
   * open (it may take seconds, and the embedded database has one connection); stops at the first
   * failure (the TSA is down: the next run tries again). Two processes may at worst ask for one
   * root twice: the first token kept stays. The number stamped.
   */
  async function stampPending(): Promise<number> {
    if (!options.tsaUrl) return 0;
    let stamped = 0;
    while (stamped < STAMPS_PER_RUN) {
      const batch = await repository.oldestUnstamped();
      if (!batch) break;
      await repository.setToken(batch.id, await stamp(batch.root));
      stamped += 1;
    }
    return stamped;
  }

  /** The item's certificates are read by whoever may see the item: 404 as its page otherwise. */
  async function readable(itemId: string, memberId: number | undefined) {
    const { item, viewer } = await options.items().access({ itemId, memberId });
    return { item, isOwner: viewer.isOwner };
  }

  return {
    recordVersion,
    /** Makes the signing key now, so the first batch does not wait for it. */
    prepare: () => currentKey().then(() => undefined),

    /**
     * One run of the batch job: signs the versions written since the last run in one tree (each
     * once across processes: FOR UPDATE SKIP LOCKED), then stamps the roots without a token.
     * The number of versions signed. A TSA failure leaves the batch signed and unstamped.
     */
    async runBatch(): Promise<number> {
      const key = await currentKey();
      const signed = await transaction(async (tx) => {
        const within = createAuthorshipRepository(tx);
        const claimed = await within.claimUnbatched(MAX_BATCH);
        if (claimed.length === 0) return 0;
        const tree = await merkleTree(claimed.map((row) => row.leafHash));
        const signedAt = new Date().toISOString();
        const signature = sign(
          null,
          signedMessage(tree.root, signedAt),
          createPrivateKey({ key: key.privateKeyDer, format: 'der', type: 'pkcs8' }),
        );
        const batchId = await within.insertBatch({
          root: tree.root,
          signedAt,
          keyId: key.id,
          signature: toHex(signature),
          size: claimed.length,
        });
        await within.placeInBatch(
          batchId,
          claimed.map((row, index) => ({ id: row.id, proof: tree.proofs[index]! })),
        );
        return claimed.length;
      });
      await stampPending().catch((error: unknown) =>
        options.log.warn({ err: error, job: 'authorship' }, 'the TSA did not stamp; retried later'),
      );
      return signed;
    },

    stampPending,

    /** Files uploaded before their SHA-256 was kept get it (a maintenance task). */
    async backfillFileHashes(): Promise<number> {
      const files = await repository.filesWithoutHash(HASH_BACKFILL_PER_RUN);
      for (const file of files) {
        await repository.setFileHash(file.id, await hashStored(storage, file.storage_key));
      }
      return files.length;
    },

    async keys(): Promise<AuthorshipKeys> {
      return {
        keys: (await repository.keys()).map((key) => ({
          id: key.id,
          alg: 'Ed25519' as const,
          public_key: key.publicKey,
          from: key.from.toISOString(),
          until: key.until?.toISOString() ?? null,
        })),
      };
    },

    async list(input: { itemId: string; memberId: number | undefined }): Promise<CertificateList> {
      await readable(input.itemId, input.memberId);
      return {
        certificates: (await repository.versionsOf(input.itemId)).map((row) => ({
          version: row.version,
          content_hash: row.contentHash,
          created_at: row.createdAt.toISOString(),
          signed_at: row.signedAt,
          has_timestamp: Boolean(row.stamped),
        })),
      };
    },

    async get(input: {
      itemId: string;
      version: number;
      memberId: number | undefined;
    }): Promise<Certificate> {
      const { item, isOwner } = await readable(input.itemId, input.memberId);
      const version = await repository.version(input.itemId, input.version);
      if (!version) throw new AppError('certificate_not_found');
      if (version.batchId === null || version.proof === null) {
        throw new AppError('certificate_pending');
      }
      const batch = (await repository.batch(version.batchId))!;
      const salt = isOwner ? ((await repository.item(item.id))?.salt ?? undefined) : undefined;
      return {
        item_id: version.itemId,
        version: version.version,
        content_hash: version.contentHash,
        leaf_hash: version.leafHash,
        proof: version.proof,
        root: batch.root,
        signed_at: batch.signedAt,
        key_id: batch.keyId,
        signature: batch.signature,
        tsa_token: batch.tsaToken ? Buffer.from(batch.tsaToken).toString('base64') : null,
        ...(isOwner && salt ? { salt, canonical_content: version.canonicalContent } : {}),
      };
    },
  };
}
export type AuthorshipService = ReturnType<typeof createAuthorshipService>;
