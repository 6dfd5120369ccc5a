import {
  authorshipKeysSchema,
  certificateFileSchema,
  type AuthorshipKey,
  type Certificate,
  type CertificateFile,
} from '@ideabazaar/shared/schemas/authorship';
import type { z } from 'zod';
import { saveBlob } from '@/lib/api-files';

/** The largest certificate or keys file read: the canonical content's bound and some room. */
export const MAX_FILE_CHARS = 1_100_000;

/** Why a given text is no certificate (or keys) file, for the page to say in words. */
export type ReadProblem =
  { kind: 'tooLarge'; max: number } | { kind: 'notJson' } | { kind: 'wrongShape'; where: string };

export type ReadResult<T> = { ok: true; value: T } | { ok: false; problem: ReadProblem };

/** Reads a JSON text with a schema; never throws, whatever the text holds. */
function readJson<T>(text: string, schema: z.ZodType<T>): ReadResult<T> {
  if (text.length > MAX_FILE_CHARS) {
    return { ok: false, problem: { kind: 'tooLarge', max: MAX_FILE_CHARS } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : '/';
  return { ok: false, problem: { kind: 'wrongShape', where } };
}

export const readCertificateFile = (text: string) => readJson(text, certificateFileSchema);
export const readKeysFile = (text: string): ReadResult<AuthorshipKey[]> => {
  const read = readJson(text, authorshipKeysSchema);
  return read.ok ? { ok: true, value: read.value.keys } : read;
};

export const certificateFileName = (itemId: string, version: number) =>
  `ideabazaar-certificate-${itemId}-v${version}.json`;

/** The title the content was signed with, when the canonical content names one. */
export function signedTitle(canonical: string | undefined): string | undefined {
  if (canonical === undefined) return undefined;
  try {
    const title = (JSON.parse(canonical) as { title?: unknown }).title;
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The downloadable file of a version (certificateFileSchema): the certificate without the salt
 * (which would let a holder of the file test guesses of short private answers), the public key its
 * key id names among the published keys, the idea's title as signed, and the canonical content
 * when the answer has it. Null when the key is not published, which no valid file can be without.
 */
export function certificateFileOf(
  certificate: Certificate,
  keys: AuthorshipKey[],
  fallbackTitle: string,
): CertificateFile | null {
  const key = keys.find((candidate) => candidate.id === certificate.key_id);
  if (!key) return null;
  const { salt: _salt, ...shown } = certificate;
  const title = signedTitle(certificate.canonical_content) ?? fallbackTitle;
  return certificateFileSchema.parse({
    format: 'ideabazaar-certificate/1',
    title: title.slice(0, 200),
    ...shown,
    public_key: key.public_key,
  });
}

/** Saves a JSON value as a file through the browser's download. */
export function downloadJson(fileName: string, value: unknown): void {
  saveBlob(
    new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }),
    fileName,
  );
}
