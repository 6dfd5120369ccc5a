import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { concat, fromBase64, fromHex, toHex } from './merkle';
import type { TimestampCheck, TimestampVerifier } from './verify';

/**
 * RFC 3161 time-stamps of a batch's root (issue 31), with pkijs so that the server that asks for
 * them and the /verify page that checks them run one maintained implementation. Nothing here
 * imports from node: the page runs it in the browser, on the Web Crypto API pkijs finds there.
 *
 * What is stamped is the root itself: the request's messageImprint is SHA-256 with the root's 32
 * bytes as its hashedMessage (the root already is a SHA-256 value), so `openssl ts -verify
 * -digest <root hex>` checks the same token.
 */

const SHA256_OID = '2.16.840.1.101.3.4.2.1';
const TST_INFO_OID = '1.2.840.113549.1.9.16.1.4';
const CONTENT_TYPE_ATTRIBUTE = '1.2.840.113549.1.9.3';
const COMMON_NAME = '2.5.4.3';
const ORGANIZATION = '2.5.4.10';

/** A request to send, and the nonce its answer must repeat. */
export interface TimestampRequest {
  /** DER of the TimeStampReq, the body of the `application/timestamp-query` POST. */
  der: Uint8Array<ArrayBuffer>;
  /** The nonce (lower-case hex, no leading zero bytes) the answer's TSTInfo must carry. */
  nonce: string;
}

/** The magnitude of a non-negative INTEGER as hex without leading zero bytes ('' for zero). */
function integerHex(value: asn1js.Integer): string {
  return toHex(value.valueBlock.valueHexView).replace(/^(?:00)+/, '');
}

function bytesOf(view: Uint8Array): ArrayBuffer {
  return concat(view).buffer;
}

/** A TimeStampReq for a root: SHA-256 imprint of the root's bytes, a random nonce, certReq. */
export function buildTimestampRequest(rootHex: string): TimestampRequest {
  const root = fromHex(rootHex);
  if (root.length !== 32) throw new RangeError('a root is 32 bytes');
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(8));
  // A positive INTEGER: the top bit clear, and never a leading zero byte to strip.
  nonce[0] = (nonce[0]! & 0x7f) | 0x01;
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({
        algorithmId: SHA256_OID,
        algorithmParams: new asn1js.Null(),
      }),
      hashedMessage: new asn1js.OctetString({ valueHex: bytesOf(root) }),
    }),
    nonce: new asn1js.Integer({ valueHex: bytesOf(nonce) }),
    certReq: true,
  });
  return { der: new Uint8Array(request.toSchema().toBER()), nonce: toHex(nonce) };
}

export class TimestampError extends Error {}

/**
 * The TimeStampToken (DER) of a TSA's answer to `request`, after checking that the status is
 * granted (or granted with modifications), that the TSTInfo repeats the nonce, and that the token
 * verifies for `rootHex` as `verifyTimestampToken` would check it later.
 */
export async function parseTimestampResponse(
  der: Uint8Array,
  request: TimestampRequest,
  rootHex: string,
): Promise<Uint8Array<ArrayBuffer>> {
  let response: pkijs.TimeStampResp;
  try {
    response = pkijs.TimeStampResp.fromBER(bytesOf(der));
  } catch {
    throw new TimestampError('the answer is not a TimeStampResp');
  }
  const status = response.status.status;
  if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) {
    throw new TimestampError(`the authority refused: status ${status}`);
  }
  if (!response.timeStampToken) throw new TimestampError('the answer holds no token');
  const token = new Uint8Array(response.timeStampToken.toSchema().toBER());
  const info = tstInfoOf(token);
  if (!info.nonce || integerHex(info.nonce) !== request.nonce) {
    throw new TimestampError("the token does not repeat the request's nonce");
  }
  const check = await verifyTimestampBytes(token, rootHex);
  if (!check.ok) throw new TimestampError(check.detail ?? 'the token does not hold');
  return token;
}

function signedDataOf(token: Uint8Array): pkijs.SignedData {
  const info = pkijs.ContentInfo.fromBER(bytesOf(token));
  if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) {
    throw new TimestampError('the token is not CMS SignedData');
  }
  return new pkijs.SignedData({ schema: info.content });
}

function tstInfoOf(token: Uint8Array): pkijs.TSTInfo {
  const signed = signedDataOf(token);
  if (signed.encapContentInfo.eContentType !== TST_INFO_OID || !signed.encapContentInfo.eContent) {
    throw new TimestampError('the token does not hold a TSTInfo');
  }
  return pkijs.TSTInfo.fromBER(signed.encapContentInfo.eContent.getValue());
}

/** CN and O of a certificate's subject, as people read an authority's name. */
function subjectName(certificate: pkijs.Certificate): string {
  const value = (oid: string) =>
    certificate.subject.typesAndValues
      .filter((entry) => entry.type === oid)
      .map((entry) => String((entry.value.valueBlock as { value?: unknown }).value ?? ''))
      .join(', ');
  return [value(COMMON_NAME), value(ORGANIZATION)].filter(Boolean).join(', ');
}

async function verifyTimestampBytes(token: Uint8Array, rootHex: string): Promise<TimestampCheck> {
  let signed: pkijs.SignedData;
  let info: pkijs.TSTInfo;
  try {
    signed = signedDataOf(token);
    info = tstInfoOf(token);
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  const imprint = info.messageImprint;
  if (imprint.hashAlgorithm.algorithmId !== SHA256_OID) {
    return {
      ok: false,
      detail: `the imprint is not SHA-256 (${imprint.hashAlgorithm.algorithmId})`,
    };
  }
  const stamped = toHex(imprint.hashedMessage.valueBlock.valueHexView);
  if (stamped !== rootHex) return { ok: false, detail: `the token stamps ${stamped}` };
  const time = info.genTime.toISOString();

  const signer = signed.signerInfos[0];
  const contentType = signer?.signedAttrs?.attributes.find(
    (attribute) => attribute.type === CONTENT_TYPE_ATTRIBUTE,
  );
  const typeValue = contentType?.values[0] as asn1js.ObjectIdentifier | undefined;
  if (!typeValue || typeValue.valueBlock.toString() !== TST_INFO_OID) {
    return { ok: false, time, detail: 'the signed attributes do not name a TSTInfo' };
  }

  // pkijs checks a TSTInfo's imprint against the stamped data, which here is the root itself and
  // not data whose hash the root is; the imprint was compared above, so the signature is checked
  // over the same SignedData with its content named plain data: the messageDigest attribute must
  // still equal SHA-256 of the TSTInfo's DER, and the signature must hold over the signed
  // attributes with the certificate the token carries. Whose certificate that is (the chain to a
  // trusted CA) is the reader's choice, so it is reported by name and not judged here.
  const asData = new pkijs.SignedData({
    version: signed.version,
    digestAlgorithms: signed.digestAlgorithms,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: pkijs.ContentInfo.DATA,
      eContent: signed.encapContentInfo.eContent,
    }),
    certificates: signed.certificates,
    signerInfos: signed.signerInfos,
  });
  try {
    const result = await asData.verify({ signer: 0, checkChain: false, extendedMode: true });
    if (!result.signatureVerified) {
      return { ok: false, time, detail: 'the authority’s signature does not hold' };
    }
    const authority = result.signerCertificate ? subjectName(result.signerCertificate) : '';
    return { ok: true, time, authority };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, time, detail: message };
  }
}

/** The shared verifier's timestamp check: the token (base64 DER) stamps the root and holds. */
export const verifyTimestampToken: TimestampVerifier = async (tokenBase64, rootHex) => {
  let token: Uint8Array;
  try {
    token = fromBase64(tokenBase64);
  } catch {
    return { ok: false, detail: 'the token is not base64' };
  }
  return verifyTimestampBytes(token, rootHex);
};
