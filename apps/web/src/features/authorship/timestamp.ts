import type { TimestampVerifier } from '@ideabazaar/shared/authorship/verify';

/**
 * The RFC 3161 token checker (packages/shared, with pkijs), imported only when a certificate
 * carries a token: pkijs and its ASN.1 library stay in a chunk of their own, never on the first
 * screen nor on a check that has no token. The service worker precaches that chunk with the rest,
 * so the check works offline too.
 */
export async function loadTimestampVerifier(): Promise<TimestampVerifier | undefined> {
  return (await import('@ideabazaar/shared/authorship/tsa')).verifyTimestampToken;
}
