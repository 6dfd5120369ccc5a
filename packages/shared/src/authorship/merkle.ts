/**
 * The hashes of a certificate (issue 31), with the Web Crypto API that browsers and Node share,
 * so the server that writes certificates and the /verify page that checks them run one code:
 * - `content_hash` = SHA-256(UTF-8 of the canonical content);
 * - a leaf = SHA-256(0x00 || content_hash), a node = SHA-256(0x01 || left || right) (RFC 9162's
 *   prefixes, so a node can never pass for a leaf);
 * - the tree is built level by level, pairing neighbours; a lone node at a level's end is promoted
 *   unchanged (which gives RFC 9162's tree for every size);
 * - a proof lists, from the leaf up, each sibling and the side it stands on.
 */

export type Hex = string;
export interface ProofStep {
  side: 'left' | 'right';
  hash: Hex;
}

const subtle = () => globalThis.crypto.subtle;

export function toHex(bytes: Uint8Array): Hex {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

export function fromHex(hex: Hex): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new TypeError('not lower-case hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', concat(bytes)));
}

export const sha256Text = async (text: string): Promise<Hex> =>
  toHex(await sha256(new TextEncoder().encode(text)));

/** A private part's hash: SHA-256(salt || UTF-8 of the normalised text). */
export const privateHash = async (saltHex: Hex, normalisedText: string): Promise<Hex> =>
  toHex(await sha256(concat(fromHex(saltHex), new TextEncoder().encode(normalisedText))));

export const leafHash = async (contentHash: Hex): Promise<Hex> =>
  toHex(await sha256(concat(Uint8Array.of(0), fromHex(contentHash))));

export const nodeHash = async (left: Hex, right: Hex): Promise<Hex> =>
  toHex(await sha256(concat(Uint8Array.of(1), fromHex(left), fromHex(right))));

/** A batch's tree: its root and, for each leaf in order, the proof from it to the root. */
export async function merkleTree(leaves: Hex[]): Promise<{ root: Hex; proofs: ProofStep[][] }> {
  if (leaves.length === 0) throw new RangeError('a tree needs a leaf');
  const proofs: ProofStep[][] = leaves.map(() => []);
  // Which leaves each node of the current level covers, to extend their proofs.
  let level = leaves.map((hash, index) => ({ hash, covers: [index] }));
  while (level.length > 1) {
    const next: typeof level = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!;
      const right = level[i + 1];
      if (!right) {
        next.push(left);
        continue;
      }
      for (const leaf of left.covers) proofs[leaf]!.push({ side: 'right', hash: right.hash });
      for (const leaf of right.covers) proofs[leaf]!.push({ side: 'left', hash: left.hash });
      next.push({
        hash: await nodeHash(left.hash, right.hash),
        covers: [...left.covers, ...right.covers],
      });
    }
    level = next;
  }
  return { root: level[0]!.hash, proofs };
}

/** The root a leaf and its proof lead to. */
export async function rootFromProof(leaf: Hex, proof: ProofStep[]): Promise<Hex> {
  let hash = leaf;
  for (const step of proof) {
    hash = step.side === 'left' ? await nodeHash(step.hash, hash) : await nodeHash(hash, step.hash);
  }
  return hash;
}

/**
 * What the platform's Ed25519 key signs: the root and the moment, so that the time a
 * certificate states is as signed as the root. UTF-8 of
 * `IdeaBazaar authorship v1\n<root hex>\n<signed_at, ISO 8601 UTC with milliseconds>`.
 */
export const signedMessage = (root: Hex, signedAt: string): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(`IdeaBazaar authorship v1\n${root}\n${signedAt}`);

/** The published id of a key: the first 16 hex digits of SHA-256 of its raw 32 bytes. */
export const keyId = async (rawPublicKey: Uint8Array): Promise<string> =>
  toHex(await sha256(rawPublicKey)).slice(0, 16);

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Whether an Ed25519 signature (hex) over the message holds for a raw public key (base64). */
export async function verifyEd25519(
  publicKeyBase64: string,
  signatureHex: Hex,
  message: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  try {
    const key = await subtle().importKey('raw', fromBase64(publicKeyBase64), 'Ed25519', false, [
      'verify',
    ]);
    return await subtle().verify('Ed25519', key, concat(fromHex(signatureHex)), message);
  } catch {
    return false;
  }
}
