// @vitest-environment node
// pkijs hands Node's Web Crypto buffers of another realm under jsdom, which it refuses; the
// page's timestamp check runs here in Node, as it runs in a browser, with one realm.
import { sha256Text, toBase64 } from '@ideabazaar/shared/authorship/merkle';
import { buildTimestampRequest, parseTimestampResponse } from '@ideabazaar/shared/authorship/tsa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askTsa, startTsaPeer, type TsaPeer } from '../../../test/tsa';
import { makeCertificate } from '../../../test/certificates';
import { runVerification } from './run-verification';
import { loadTimestampVerifier } from './timestamp';

describe("the /verify page's check of an RFC 3161 timestamp, against a real authority", () => {
  let tsa: TsaPeer;
  beforeAll(async () => {
    tsa = await startTsaPeer();
  });
  afterAll(() => tsa.close());

  const stamp = async (root: string) => {
    const request = buildTimestampRequest(root);
    const answer = await askTsa(tsa.url, request.der);
    return toBase64(await parseTimestampResponse(answer, request, root));
  };
  const check = (file: object, keys: object) =>
    runVerification({
      certificate: JSON.stringify(file),
      content: '',
      keysFile: JSON.stringify(keys),
      published: null,
      loadTimestampVerifier,
    });

  it('names the authority and its time when the token stamps the root', async () => {
    const { file, keys } = await makeCertificate({ stamp });
    const outcome = await check(file, keys);
    if (outcome.kind !== 'checked') throw new Error(outcome.kind);
    expect(outcome.verification.valid).toBe(true);
    expect(outcome.verification.checks.find((c) => c.check === 'timestamp')?.status).toBe('pass');
    expect(outcome.stamp?.authority).toContain('IdeaBazaar Test TSA');
    expect(Math.abs(Date.parse(outcome.stamp!.time!) - Date.now())).toBeLessThan(60_000);
  });

  it('fails a token of another root, and a token that is not one', async () => {
    const { file, keys } = await makeCertificate({ stamp });
    const another = await stamp(await sha256Text('another batch'));
    for (const token of [another, toBase64(new Uint8Array(64).fill(5))]) {
      const outcome = await check({ ...file, tsa_token: token }, keys);
      if (outcome.kind !== 'checked') throw new Error(outcome.kind);
      expect(outcome.verification.valid).toBe(false);
      expect(outcome.verification.checks.find((c) => c.check === 'timestamp')?.status).toBe('fail');
    }
  });

  it('says the timestamp is absent without a token, and loads no checker then', async () => {
    const { file, keys } = await makeCertificate();
    let loaded = false;
    const outcome = await runVerification({
      certificate: JSON.stringify(file),
      content: '',
      keysFile: JSON.stringify(keys),
      published: null,
      loadTimestampVerifier: async () => {
        loaded = true;
        return loadTimestampVerifier();
      },
    });
    if (outcome.kind !== 'checked') throw new Error(outcome.kind);
    expect(outcome.verification.checks.find((c) => c.check === 'timestamp')).toMatchObject({
      status: 'skipped',
      detail: 'no external timestamp',
    });
    expect(loaded).toBe(false);
  });
});
