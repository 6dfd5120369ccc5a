import type { AuthorshipKey, CertificateFile } from '../schemas/authorship';
import { keyId, leafHash, rootFromProof, sha256Text, signedMessage, verifyEd25519 } from './merkle';

/**
 * What holds of a certificate, checked with nothing but the file (and, when given, the canonical
 * content, the published keys and an RFC 3161 token checker): the same checks the /verify page
 * shows and scripts/verify-certificate.mjs runs with Node alone.
 */
export type CheckName = 'content' | 'leaf' | 'proof' | 'signature' | 'key' | 'timestamp';
export type CheckStatus = 'pass' | 'fail' | 'skipped';
export interface CheckResult {
  check: CheckName;
  status: CheckStatus;
  /** For people: what was compared, or why it was skipped. */
  detail: string;
}

/** The answer of an RFC 3161 token's check against the root it should stamp. */
export interface TimestampCheck {
  ok: boolean;
  /** The authority's time (genTime), ISO 8601. */
  time?: string;
  /** The signer's subject, as the token's certificate names it. */
  authority?: string;
  detail?: string;
}
export type TimestampVerifier = (tokenBase64: string, rootHex: string) => Promise<TimestampCheck>;

/** How far a time-stamping authority's clock may be behind ours. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface VerifyOptions {
  canonicalContent?: string;
  keys?: AuthorshipKey[];
  verifyTimestamp?: TimestampVerifier;
}

export interface Verification {
  /** Every check that ran passed, and the chain from content hash to signature did run. */
  valid: boolean;
  checks: CheckResult[];
}

export async function verifyCertificate(
  file: CertificateFile,
  options: VerifyOptions = {},
): Promise<Verification> {
  const checks: CheckResult[] = [];
  const add = (check: CheckName, status: CheckStatus, detail: string) =>
    checks.push({ check, status, detail });

  if (options.canonicalContent === undefined) {
    add('content', 'skipped', 'no canonical content given');
  } else {
    const hash = await sha256Text(options.canonicalContent);
    let about: unknown = null;
    try {
      about = JSON.parse(options.canonicalContent);
    } catch {
      // A text that is not JSON is no idea's canonical content; its hash still decides.
    }
    const names =
      typeof about === 'object' &&
      about !== null &&
      (about as { item_id?: unknown }).item_id === file.item_id &&
      (about as { version?: unknown }).version === file.version;
    if (hash !== file.content_hash) add('content', 'fail', `SHA-256 ${hash}`);
    else if (!names) add('content', 'fail', 'the content names another item or version');
    else add('content', 'pass', `SHA-256 ${hash}`);
  }

  const leaf = await leafHash(file.content_hash);
  add('leaf', leaf === file.leaf_hash ? 'pass' : 'fail', `SHA-256(0x00 || content_hash) ${leaf}`);

  const root = await rootFromProof(file.leaf_hash, file.proof);
  add('proof', root === file.root ? 'pass' : 'fail', `root ${root}`);

  const signed = await verifyEd25519(
    file.public_key,
    file.signature,
    signedMessage(file.root, file.signed_at),
  );
  const id = await Promise.resolve()
    .then(() => keyId(safeBytes(file.public_key)))
    .catch(() => '');
  if (!signed) add('signature', 'fail', 'Ed25519 signature does not hold');
  else if (id !== file.key_id) add('signature', 'fail', `the key's id is ${id}`);
  else add('signature', 'pass', `Ed25519, key ${id}`);

  if (!options.keys) {
    add('key', 'skipped', 'no published keys given');
  } else {
    const key = options.keys.find(
      (candidate) => candidate.id === file.key_id && candidate.public_key === file.public_key,
    );
    const at = Date.parse(file.signed_at);
    const inForce =
      key !== undefined &&
      at >= Date.parse(key.from) &&
      (key.until === null || at < Date.parse(key.until));
    if (!key) add('key', 'fail', 'the key is not among the published keys');
    else if (!inForce) add('key', 'fail', 'the key was not in use at the signing time');
    else add('key', 'pass', `published key ${key.id}`);
  }

  if (file.tsa_token === null) {
    add('timestamp', 'skipped', 'no external timestamp');
  } else if (!options.verifyTimestamp) {
    add('timestamp', 'skipped', 'the timestamp was not checked');
  } else {
    const stamp = await options
      .verifyTimestamp(file.tsa_token, file.root)
      .catch((error: unknown) => ({ ok: false, detail: String(error) }) as TimestampCheck);
    // The token is not under the platform's signature: it may only place the root later than its
    // signing, never earlier, so a made-up authority cannot back-date a certificate.
    const early =
      stamp.ok &&
      stamp.time !== undefined &&
      Date.parse(stamp.time) < Date.parse(file.signed_at) - CLOCK_SKEW_MS;
    const detail = early
      ? 'the timestamp is before the signing time'
      : stamp.ok
        ? `${stamp.time ?? ''} ${stamp.authority ?? ''}`.trim()
        : (stamp.detail ?? 'the timestamp does not hold');
    add('timestamp', stamp.ok && !early ? 'pass' : 'fail', detail);
  }

  const ran = (name: CheckName) => checks.find((check) => check.check === name)?.status === 'pass';
  const valid =
    checks.every((check) => check.status !== 'fail') &&
    ran('leaf') &&
    ran('proof') &&
    ran('signature');
  return { valid, checks };
}

function safeBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
