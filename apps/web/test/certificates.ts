import { CANONICAL_FORMAT, canonicalContent } from '@ideabazaar/shared/authorship/canonical';
import {
  keyId,
  leafHash,
  merkleTree,
  privateHash,
  sha256Text,
  signedMessage,
  toBase64,
  toHex,
} from '@ideabazaar/shared/authorship/merkle';
import type { AuthorshipKeys, CertificateFile } from '@ideabazaar/shared/schemas/authorship';

export const ITEM_ID = '7e0f3f6e-1b7c-4a55-9a31-2f4c1d3b2a10';
export const SIGNED_AT = '2026-11-28T05:00:00.000Z';

async function ed25519() {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as {
    publicKey: CryptoKey;
    privateKey: CryptoKey;
  };
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { ...pair, raw, id: await keyId(raw) };
}

/**
 * A certificate made as the server makes one, with the shared core and a fresh Ed25519 key: an
 * idea's canonical content (one private answer), its leaf in a batch of three, the batch's root
 * signed with the time, and the keys file that publishes the key. `stamp` asks a real
 * time-stamping authority for the root's token.
 */
export async function makeCertificate(options: { stamp?: (root: string) => Promise<string> } = {}) {
  const key = await ed25519();
  const salt = 'ab'.repeat(32);
  const canonical = canonicalContent({
    format: CANONICAL_FORMAT,
    item_id: ITEM_ID,
    version: 1,
    title: 'A robot café',
    answers: [
      { question: 'problem', set: 'idea', answer: 'Coffee is slow in the morning' },
      { question: 'secret', set: 'idea', answer: { private_sha256: await privateHash(salt, 'x') } },
    ],
    pitch: 'Coffee in thirty seconds',
    business_text: { private_sha256: await privateHash(salt, 'the plan') },
    competitors: [],
    files: [],
  });
  const contentHash = await sha256Text(canonical);
  const leaves = [
    await leafHash(await sha256Text('an earlier idea')),
    await leafHash(contentHash),
    await leafHash(await sha256Text('a later idea')),
  ];
  const tree = await merkleTree(leaves);
  const signature = new Uint8Array(
    await crypto.subtle.sign('Ed25519', key.privateKey, signedMessage(tree.root, SIGNED_AT)),
  );
  const file: CertificateFile = {
    format: 'ideabazaar-certificate/1',
    title: 'A robot café',
    item_id: ITEM_ID,
    version: 1,
    content_hash: contentHash,
    leaf_hash: leaves[1]!,
    proof: tree.proofs[1]!,
    root: tree.root,
    signed_at: SIGNED_AT,
    key_id: key.id,
    signature: toHex(signature),
    tsa_token: options.stamp ? await options.stamp(tree.root) : null,
    public_key: toBase64(key.raw),
    canonical_content: canonical,
  };
  const keys: AuthorshipKeys = {
    keys: [
      {
        id: key.id,
        alg: 'Ed25519',
        public_key: toBase64(key.raw),
        from: '2026-01-01T00:00:00.000Z',
        until: null,
      },
    ],
  };
  return { file, canonical, keys, salt, privateKey: key.privateKey };
}

/** A file signed with a key of its own, which the platform never published. */
export async function resignedWithAnotherKey(file: CertificateFile): Promise<CertificateFile> {
  const key = await ed25519();
  const signature = new Uint8Array(
    await crypto.subtle.sign('Ed25519', key.privateKey, signedMessage(file.root, file.signed_at)),
  );
  return { ...file, key_id: key.id, public_key: toBase64(key.raw), signature: toHex(signature) };
}

/** The same hex with its first digit changed. */
export const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
