import { describe, expect, it } from 'vitest';
import type { CertificateFile } from '../schemas/authorship';
import { CANONICAL_FORMAT, canonicalContent, normaliseText } from './canonical';
import {
  keyId,
  leafHash,
  merkleTree,
  nodeHash,
  rootFromProof,
  sha256Text,
  signedMessage,
  toBase64,
  toHex,
} from './merkle';
import { verifyCertificate } from './verify';

/** RFC 9162 section 2.1.1's MTH, written from its definition, to hold the level-wise tree to. */
async function rfcRoot(leaves: string[]): Promise<string> {
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(await rfcRoot(leaves.slice(0, k)), await rfcRoot(leaves.slice(k)));
}

describe('the Merkle tree', () => {
  it("gives RFC 9162's root for every size, and every leaf's proof leads to it", async () => {
    for (let size = 1; size <= 13; size++) {
      const leaves = await Promise.all(
        Array.from({ length: size }, async (_, i) => leafHash(await sha256Text(`item ${i}`))),
      );
      const tree = await merkleTree(leaves);
      expect(tree.root).toBe(await rfcRoot(leaves));
      for (const [i, leaf] of leaves.entries()) {
        expect(await rootFromProof(leaf, tree.proofs[i]!)).toBe(tree.root);
      }
    }
  });

  it('hashes a leaf and a node with different prefixes', async () => {
    const a = await sha256Text('a');
    expect(await leafHash(a)).not.toBe(await nodeHash(a, a));
    expect(await leafHash('00'.repeat(32))).toBe(
      // SHA-256 of 0x00 followed by 32 zero bytes, computed with `printf` and `sha256sum`.
      '7f9c9e31ac8256ca2f258583df262dbc7d6f68f2a03043d5c99a4ae5a7396ce9',
    );
  });
});

describe('the canonical content', () => {
  const content = {
    format: CANONICAL_FORMAT,
    item_id: '7e0f3f6e-1b7c-4a55-9a31-2f4c1d3b2a10',
    version: 2,
    title: 'Cafe\u0301 robot  ',
    answers: [
      { question: 'zeta', set: 'idea', answer: 'z' },
      { question: 'alpha', set: 'idea', answer: { private_sha256: 'ab'.repeat(32) } },
    ],
    pitch: 'line one   \r\nline two\t\r\n',
    business_text: { private_sha256: 'cd'.repeat(32) },
    competitors: [],
    files: [
      { sha256: 'ff'.repeat(32), purpose: 'abstract', visibility: 'private' },
      { sha256: '00'.repeat(32), purpose: 'elevator', visibility: 'public' },
    ],
  } as const;

  it('is JCS with sorted keys and lists, NFC texts, LF lines without trailing spaces', () => {
    const text = canonicalContent({
      ...content,
      answers: [...content.answers],
      competitors: [],
      files: [...content.files],
    });
    expect(text).toBe(
      '{"answers":[{"answer":{"private_sha256":"' +
        'ab'.repeat(32) +
        '"},"question":"alpha","set":"idea"},{"answer":"z","question":"zeta","set":"idea"}],' +
        '"business_text":{"private_sha256":"' +
        'cd'.repeat(32) +
        '"},"competitors":[],"files":[{"purpose":"elevator","sha256":"' +
        '00'.repeat(32) +
        '","visibility":"public"},{"purpose":"abstract","sha256":"' +
        'ff'.repeat(32) +
        '","visibility":"private"}],"format":"ideabazaar-authorship/1",' +
        '"item_id":"7e0f3f6e-1b7c-4a55-9a31-2f4c1d3b2a10","pitch":"line one\\nline two",' +
        '"title":"Caf\u00e9 robot","version":2}',
    );
  });

  it('normalises Persian text to NFC without touching its letters or ZWNJ', () => {
    expect(normaliseText(' می\u200cخواهم\u0654 ')).toBe('می\u200cخواهم\u0654'.normalize('NFC'));
  });
});

describe('a certificate', () => {
  async function signed() {
    const keys = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as Extract<
      Awaited<ReturnType<typeof crypto.subtle.generateKey>>,
      { publicKey: unknown }
    >;
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
    const canonical = '{"item_id":"7e0f3f6e-1b7c-4a55-9a31-2f4c1d3b2a10","version":1}';
    const contentHash = await sha256Text(canonical);
    const leaves = [await leafHash(contentHash), await leafHash(await sha256Text('other'))];
    const tree = await merkleTree(leaves);
    const signedAt = '2026-11-28T05:00:00.000Z';
    const signature = new Uint8Array(
      await crypto.subtle.sign('Ed25519', keys.privateKey, signedMessage(tree.root, signedAt)),
    );
    const file: CertificateFile = {
      format: 'ideabazaar-certificate/1',
      title: 'An idea',
      item_id: '7e0f3f6e-1b7c-4a55-9a31-2f4c1d3b2a10',
      version: 1,
      content_hash: contentHash,
      leaf_hash: leaves[0]!,
      proof: tree.proofs[0]!,
      root: tree.root,
      signed_at: signedAt,
      key_id: await keyId(raw),
      signature: toHex(signature),
      tsa_token: null,
      public_key: toBase64(raw),
    };
    const published = [
      {
        id: file.key_id,
        alg: 'Ed25519' as const,
        public_key: file.public_key,
        from: '2026-01-01T00:00:00.000Z',
        until: null,
      },
    ];
    return { file, canonical, published };
  }

  it('holds as written, and says the timestamp is absent', async () => {
    const { file, canonical, published } = await signed();
    const result = await verifyCertificate(file, { canonicalContent: canonical, keys: published });
    expect(result.valid).toBe(true);
    expect(result.checks.map((check) => [check.check, check.status])).toEqual([
      ['content', 'pass'],
      ['leaf', 'pass'],
      ['proof', 'pass'],
      ['signature', 'pass'],
      ['key', 'pass'],
      ['timestamp', 'skipped'],
    ]);
  });

  it('fails when any part is changed', async () => {
    const { file, canonical, published } = await signed();
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const changed: [string, Partial<CertificateFile>, string?][] = [
      ['content', {}, canonical.replace('"version":1', '"version":1 ')],
      ['leaf', { leaf_hash: flip(file.leaf_hash) }],
      ['proof', { proof: [{ ...file.proof[0]!, hash: flip(file.proof[0]!.hash) }] }],
      ['proof', { proof: [{ ...file.proof[0]!, side: 'left' }] }],
      ['proof', { root: flip(file.root) }],
      ['signature', { signature: flip(file.signature) }],
      ['signature', { signed_at: '2026-11-28T05:00:01.000Z' }],
      ['signature', { public_key: toBase64(new Uint8Array(32).fill(7)) }],
    ];
    for (const [check, change, content] of changed) {
      const result = await verifyCertificate(
        { ...file, ...change },
        { canonicalContent: content ?? canonical, keys: published },
      );
      expect(result.valid, check).toBe(false);
      expect(result.checks.find((c) => c.check === check)?.status, check).toBe('fail');
    }
    const unpublished = await verifyCertificate(file, { keys: [] });
    expect(unpublished.valid).toBe(false);
    const retired = await verifyCertificate(file, {
      keys: [{ ...published[0]!, until: '2026-06-01T00:00:00.000Z' }],
    });
    expect(retired.checks.find((c) => c.check === 'key')?.status).toBe('fail');
  });
});
