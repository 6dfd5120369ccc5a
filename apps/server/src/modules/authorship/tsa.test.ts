import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sha256Text, toBase64 } from '@ideabazaar/shared/authorship/merkle';
import {
  buildTimestampRequest,
  parseTimestampResponse,
  TimestampError,
  verifyTimestampToken,
} from '@ideabazaar/shared/authorship/tsa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askTsa, startTsaPeer, type TsaPeer } from '../../../test/helpers/tsa-peer';

let tsa: TsaPeer;
beforeAll(async () => {
  tsa = await startTsaPeer();
});
afterAll(() => tsa.close());

/** Flips one bit of a byte, to change a token where it matters. */
function flipped(bytes: Uint8Array, at: number): Uint8Array {
  const copy = bytes.slice();
  copy[at] = copy[at]! ^ 0x01;
  return copy;
}

describe("the shared RFC 3161 code against openssl's time-stamping authority", () => {
  it('asks for a token, checks the answer, and the token verifies with pkijs and openssl', async () => {
    const root = await sha256Text('a root');
    const request = buildTimestampRequest(root);
    const answer = await askTsa(tsa.url, request.der);
    const token = await parseTimestampResponse(answer, request, root);

    const check = await verifyTimestampToken(toBase64(token), root);
    expect(check.ok, check.detail).toBe(true);
    expect(check.authority).toContain('IdeaBazaar Test TSA');
    expect(Math.abs(Date.parse(check.time!) - Date.now())).toBeLessThan(60_000);

    const der = path.join(tsa.dir, 'token.der');
    writeFileSync(der, token);
    const verified = execFileSync(
      'openssl',
      ['ts', '-verify', '-digest', root, '-token_in', '-in', der, '-CAfile', tsa.caPath],
      { encoding: 'utf8' },
    );
    expect(verified).toContain('Verification: OK');
  });

  it('fails for another root, a changed token, and an answer to another request', async () => {
    const root = await sha256Text('another root');
    const request = buildTimestampRequest(root);
    const answer = await askTsa(tsa.url, request.der);
    const token = await parseTimestampResponse(answer, request, root);

    const other = await sha256Text('not the root');
    const wrongRoot = await verifyTimestampToken(toBase64(token), other);
    expect(wrongRoot.ok).toBe(false);
    expect(wrongRoot.detail).toContain(root);

    // The last bytes of the token are the end of the signature: a flipped bit there must fail.
    const badSignature = await verifyTimestampToken(
      toBase64(flipped(token, token.length - 2)),
      root,
    );
    expect(badSignature.ok).toBe(false);
    // A changed genTime (still a valid time: one second off) breaks the messageDigest attribute.
    const time = (await verifyTimestampToken(toBase64(token), root)).time!;
    const genTime = time.replace(/[-:T]/g, '').slice(0, 14);
    const timeAt = Buffer.from(token).indexOf(Buffer.from(genTime, 'latin1'));
    expect(timeAt).toBeGreaterThan(0);
    const badContent = await verifyTimestampToken(toBase64(flipped(token, timeAt + 13)), root);
    expect(badContent.ok).toBe(false);
    expect(badContent.detail).toMatch(/digest/i);
    expect((await verifyTimestampToken('bm90IGEgdG9rZW4=', root)).ok).toBe(false);

    const otherRequest = buildTimestampRequest(root);
    await expect(parseTimestampResponse(answer, otherRequest, root)).rejects.toThrow(
      TimestampError,
    );
    await expect(parseTimestampResponse(answer, request, other)).rejects.toThrow(TimestampError);
  });

  it('rejects a refusal', async () => {
    const root = await sha256Text('refused');
    const request = buildTimestampRequest(root);
    // openssl answers a query with a digest its configuration does not accept (SHA-1 here) with
    // status rejection (2).
    const query = execFileSync('openssl', ['ts', '-query', '-digest', '00'.repeat(20), '-sha1'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const refused = await askTsa(tsa.url, query);
    await expect(parseTimestampResponse(refused, request, root)).rejects.toThrow(/refused/);
  });
});
