import {
  verifyCertificate,
  type TimestampCheck,
  type TimestampVerifier,
  type Verification,
} from '@ideabazaar/shared/authorship/verify';
import type { AuthorshipKey, CertificateFile } from '@ideabazaar/shared/schemas/authorship';
import type { RememberedKeys } from './api/keys';
import { readCertificateFile, readKeysFile, type ReadProblem } from './certificate-file';

/** Which keys a check compared the certificate's key with, for the page to say. */
export type KeysUsed =
  | { source: 'file'; count: number }
  | { source: 'fetched' | 'remembered'; count: number; fetchedAt: string }
  | { source: 'none' };

export type ContentUsed = 'given' | 'file' | 'none';

export type VerifyOutcome =
  | { kind: 'problem'; input: 'certificate' | 'keys'; problem: ReadProblem | { kind: 'empty' } }
  | {
      kind: 'checked';
      file: CertificateFile;
      verification: Verification;
      keysUsed: KeysUsed;
      contentUsed: ContentUsed;
      /** The authority's answer, when a token was checked. */
      stamp?: TimestampCheck;
    };

export interface VerifyInput {
  certificate: string;
  /** The canonical content the person gave; empty when none. */
  content: string;
  /** A keys file the person gave; empty when none. */
  keysFile: string;
  /** The platform's keys this device holds (fetched now or remembered), or null. */
  published: (RememberedKeys & { fresh: boolean }) | null;
  /** Loads the RFC 3161 checker, only when a certificate carries a token. */
  loadTimestampVerifier?: () => Promise<TimestampVerifier | undefined>;
}

/** Reads what the person gave and runs the shared verifier; a bad file is an outcome, not a throw. */
export async function runVerification(input: VerifyInput): Promise<VerifyOutcome> {
  if (input.certificate.trim() === '') {
    return { kind: 'problem', input: 'certificate', problem: { kind: 'empty' } };
  }
  const read = readCertificateFile(input.certificate);
  if (!read.ok) return { kind: 'problem', input: 'certificate', problem: read.problem };
  const file = read.value;

  let keys: AuthorshipKey[] | undefined;
  let keysUsed: KeysUsed = { source: 'none' };
  if (input.keysFile.trim() !== '') {
    const given = readKeysFile(input.keysFile);
    if (!given.ok) return { kind: 'problem', input: 'keys', problem: given.problem };
    keys = given.value;
    keysUsed = { source: 'file', count: keys.length };
  } else if (input.published) {
    keys = input.published.keys;
    keysUsed = {
      source: input.published.fresh ? 'fetched' : 'remembered',
      count: keys.length,
      fetchedAt: input.published.fetchedAt,
    };
  }

  // The content the person gave wins; else the one the owner's file carries.
  const contentUsed: ContentUsed =
    input.content !== '' ? 'given' : file.canonical_content !== undefined ? 'file' : 'none';
  const canonicalContent =
    contentUsed === 'given'
      ? input.content
      : contentUsed === 'file'
        ? file.canonical_content
        : undefined;

  let stamp: TimestampCheck | undefined;
  const checker = file.tsa_token === null ? undefined : await input.loadTimestampVerifier?.();
  const verifyTimestamp: TimestampVerifier | undefined = checker
    ? async (token, root) => {
        stamp = await checker(token, root);
        return stamp;
      }
    : undefined;

  const verification = await verifyCertificate(file, { canonicalContent, keys, verifyTimestamp });
  return { kind: 'checked', file, verification, keysUsed, contentUsed, stamp };
}
