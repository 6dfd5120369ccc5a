#!/usr/bin/env node
// Verifies an IdeaBazaar certificate of authorship with Node alone (no npm package, no network,
// no trust in IdeaBazaar's server): docs/authorship.md says what each check means.
//
//   node scripts/verify-certificate.mjs certificate.json [--content canonical.json]
//     [--keys keys.json] [--tsa-ca ca.pem]
//
// certificate.json is the file the owner downloads; canonical.json the idea's canonical content
// (optional: without it the content is not checked); keys.json a copy of
// /.well-known/ideabazaar-authorship-keys.json (optional: without it the key is not checked
// against the published ones); ca.pem the certificate of the CA that should have issued the
// time-stamping authority's certificate (optional: without it the authority is named, not
// trusted). Prints each check and exits 0 only when the certificate is valid.

import { createHash, createPublicKey, verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import process from 'node:process';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const DIGESTS = {
  [SHA256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
// Signature algorithms of the signer info: the hash comes from the digest algorithm for plain
// rsaEncryption, from the OID itself otherwise; null for Ed25519.
const SIGNATURES = {
  '1.2.840.113549.1.1.1': 'digest',
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
  '1.3.101.112': null,
};
const SIGNED_DATA = '1.2.840.113549.1.7.2';
const TST_INFO = '1.2.840.113549.1.9.16.1.4';
const CONTENT_TYPE = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: node scripts/verify-certificate.mjs certificate.json [--content canonical.json] [--keys keys.json] [--tsa-ca ca.pem]',
  );
  process.exit(2);
}

function parseArgs(argv) {
  const args = { file: undefined, content: undefined, keys: undefined, tsaCa: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => argv[++i] ?? usage(`${arg} needs a file`);
    if (arg === '--content') args.content = value();
    else if (arg === '--keys') args.keys = value();
    else if (arg === '--tsa-ca') args.tsaCa = value();
    else if (arg.startsWith('--')) usage(`unknown option ${arg}`);
    else if (args.file === undefined) args.file = arg;
    else usage('one certificate at a time');
  }
  if (!args.file) usage();
  return args;
}

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const hex = (bytes) => Buffer.from(bytes).toString('hex');
const fromHex = (text) => {
  if (typeof text !== 'string' || !/^(?:[0-9a-f]{2})*$/.test(text)) throw new Error('not hex');
  return Buffer.from(text, 'hex');
};

// --- A minimal DER reader: enough of CMS and RFC 3161 to find what is checked. ---

/** The element at `at`: its tag byte, where its content starts and ends, and its raw bytes. */
function element(der, at = 0) {
  if (at + 2 > der.length) throw new Error('DER ends early');
  const tag = der[at];
  if ((tag & 0x1f) === 0x1f) throw new Error('multi-byte tags are not used here');
  let length = der[at + 1];
  let start = at + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes === 0 || bytes > 4) throw new Error('DER length not supported');
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i];
    start += bytes;
  }
  const end = start + length;
  if (end > der.length) throw new Error('DER element runs past its container');
  return {
    tag,
    start,
    end,
    content: der.subarray(start, end),
    raw: der.subarray(at, end),
  };
}

/** The elements inside a constructed one. */
function children(node) {
  const out = [];
  // Parsed against the node's own bytes, so offsets stay within it.
  const bytes = node.content;
  for (let at = 0; at < bytes.length;) {
    const child = element(bytes, at);
    out.push(child);
    at = child.end;
  }
  return out;
}

function oid(node) {
  if (node.tag !== 0x06) throw new Error('expected an OBJECT IDENTIFIER');
  const bytes = node.content;
  const parts = [];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  const first = parts.shift();
  const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80];
  return [...head, ...parts].join('.');
}

function expect(node, tag, what) {
  if (!node || node.tag !== tag) throw new Error(`expected ${what}`);
  return node;
}

/** How far the authority's clock may be behind ours. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** genTime (GeneralizedTime, UTC) as ISO 8601. */
function generalizedTime(node) {
  expect(node, 0x18, 'genTime');
  const text = node.content.toString('latin1');
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.(\d+))?Z$/.exec(text);
  if (!match) throw new Error(`genTime ${text} is not UTC`);
  const [, y, mo, d, h, mi, s, fraction = '0'] = match;
  const ms = Math.round(Number(`0.${fraction}`) * 1000);
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, ms)).toISOString();
}

/** Checks an RFC 3161 TimeStampToken (DER) against the root; throws with the reason it fails. */
function checkToken(token, rootHex, caPem) {
  const contentInfo = children(element(token));
  if (oid(contentInfo[0]) !== SIGNED_DATA) throw new Error('the token is not CMS SignedData');
  const signedData = children(children(expect(contentInfo[1], 0xa0, '[0] content'))[0]);
  // version, digestAlgorithms, encapContentInfo, [0] certificates?, [1] crls?, signerInfos
  const encap = children(expect(signedData[2], 0x30, 'encapContentInfo'));
  if (oid(encap[0]) !== TST_INFO) throw new Error('the token does not hold a TSTInfo');
  const tstInfoDer = expect(
    children(expect(encap[1], 0xa0, 'eContent'))[0],
    0x04,
    'eContent',
  ).content;
  const tstInfo = children(element(tstInfoDer));
  // version, policy, messageImprint, serialNumber, genTime, ...
  const imprint = children(expect(tstInfo[2], 0x30, 'messageImprint'));
  const imprintAlgorithm = oid(children(imprint[0])[0]);
  if (imprintAlgorithm !== SHA256)
    throw new Error(`the imprint is not SHA-256 (${imprintAlgorithm})`);
  const stamped = hex(expect(imprint[1], 0x04, 'hashedMessage').content);
  if (stamped !== rootHex) throw new Error(`the token stamps ${stamped}, not the root`);
  const time = generalizedTime(tstInfo[4]);

  const certificates = signedData.find((node) => node.tag === 0xa0);
  if (!certificates) throw new Error('the token carries no certificate (certReq)');
  const certs = children(certificates)
    .filter((node) => node.tag === 0x30)
    .map((node) => new X509Certificate(Buffer.from(node.raw)));
  const signerInfos = children(expect(signedData.at(-1), 0x31, 'signerInfos'));
  const signer = children(expect(signerInfos[0], 0x30, 'signerInfo'));
  // version, sid, digestAlgorithm, [0] signedAttrs, signatureAlgorithm, signature, ...
  const sid = signer[1];
  const digestOid = oid(children(signer[2])[0]);
  const digest = DIGESTS[digestOid];
  if (!digest) throw new Error(`digest algorithm ${digestOid} not supported`);
  const attrs = expect(signer[3], 0xa0, 'signed attributes');
  const attributes = new Map(
    children(attrs).map((attribute) => {
      const [type, values] = children(attribute);
      return [oid(type), children(values)[0]];
    }),
  );
  const contentType = attributes.get(CONTENT_TYPE);
  if (!contentType || oid(contentType) !== TST_INFO) {
    throw new Error('the signed attributes do not name a TSTInfo');
  }
  const messageDigest = attributes.get(MESSAGE_DIGEST);
  const tstDigest = createHash(digest).update(tstInfoDer).digest();
  if (!messageDigest || !Buffer.from(messageDigest.content).equals(tstDigest)) {
    throw new Error('messageDigest is not the digest of the TSTInfo');
  }
  const signatureOid = oid(children(signer[4])[0]);
  if (!(signatureOid in SIGNATURES))
    throw new Error(`signature algorithm ${signatureOid} not supported`);
  const hash = SIGNATURES[signatureOid] === 'digest' ? digest : SIGNATURES[signatureOid];
  const signature = expect(signer[5], 0x04, 'signature').content;
  // The signature covers the signed attributes DER-encoded as a SET (RFC 5652 section 5.4).
  const signedBytes = Buffer.from(attrs.raw);
  signedBytes[0] = 0x31;
  // The signer is named by issuer and serial number; its serial picks the certificate.
  let wanted;
  if (sid.tag === 0x30) {
    const serial = children(sid)[1];
    wanted = hex(serial.content)
      .replace(/^(?:00)+/, '')
      .toUpperCase();
  }
  const signerCert = certs.find(
    (cert) => wanted === undefined || cert.serialNumber.replace(/^(?:00)+/, '') === wanted,
  );
  if (!signerCert) throw new Error("the signer's certificate is not in the token");
  if (!verify(hash, signedBytes, signerCert.publicKey, signature)) {
    throw new Error("the authority's signature does not hold");
  }
  const authority = signerCert.subject.replace(/\n/g, ', ');
  if (caPem) {
    const ca = new X509Certificate(caPem);
    if (!signerCert.checkIssued(ca) || !signerCert.verify(ca.publicKey)) {
      throw new Error(`the authority (${authority}) was not issued by the given CA`);
    }
    if (!(signerCert.keyUsage ?? []).includes(TIME_STAMPING)) {
      throw new Error("the authority's certificate is not for time-stamping");
    }
    const at = Date.parse(time);
    if (at < Date.parse(signerCert.validFrom) || at > Date.parse(signerCert.validTo)) {
      throw new Error("the authority's certificate was not valid at genTime");
    }
  }
  return { time, authority };
}

// --- The checks, in the order of the shared verifier (packages/shared/src/authorship/verify.ts).

function run(args) {
  const checks = [];
  const add = (check, status, detail) => checks.push({ check, status, detail });
  const file = JSON.parse(readFileSync(args.file, 'utf8'));
  for (const field of ['item_id', 'version', 'content_hash', 'leaf_hash', 'root', 'signed_at']) {
    if (file[field] === undefined) usage(`${args.file} has no ${field}: is it a certificate?`);
  }

  if (args.content === undefined) {
    add('content', 'skipped', 'no canonical content given');
  } else {
    const text = readFileSync(args.content, 'utf8');
    const hash = hex(sha256(Buffer.from(text, 'utf8')));
    let about = null;
    try {
      about = JSON.parse(text);
    } catch {
      // Not JSON: its hash still decides.
    }
    const names = about?.item_id === file.item_id && about?.version === file.version;
    if (hash !== file.content_hash) add('content', 'fail', `SHA-256 ${hash}`);
    else if (!names) add('content', 'fail', 'the content names another item or version');
    else add('content', 'pass', `SHA-256 ${hash}`);
  }

  let leaf = '';
  try {
    leaf = hex(sha256(Buffer.of(0), fromHex(file.content_hash)));
  } catch {
    // An unreadable hash fails below.
  }
  add('leaf', leaf === file.leaf_hash ? 'pass' : 'fail', `SHA-256(0x00 || content_hash) ${leaf}`);

  let root;
  try {
    let hash = fromHex(file.leaf_hash);
    for (const step of file.proof ?? []) {
      const sibling = fromHex(step.hash);
      if (step.side === 'left') hash = sha256(Buffer.of(1), sibling, hash);
      else if (step.side === 'right') hash = sha256(Buffer.of(1), hash, sibling);
      else throw new Error('a side is left or right');
    }
    root = hex(hash);
  } catch {
    root = '';
  }
  add('proof', root === file.root ? 'pass' : 'fail', `root ${root}`);

  const message = Buffer.from(`IdeaBazaar authorship v1\n${file.root}\n${file.signed_at}`, 'utf8');
  let signed;
  let id = '';
  try {
    const raw = Buffer.from(file.public_key, 'base64');
    id = hex(sha256(raw)).slice(0, 16);
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') },
      format: 'jwk',
    });
    signed = verify(null, message, key, fromHex(file.signature));
  } catch {
    signed = false;
  }
  if (!signed) add('signature', 'fail', 'Ed25519 signature does not hold');
  else if (id !== file.key_id) add('signature', 'fail', `the key's id is ${id}`);
  else add('signature', 'pass', `Ed25519, key ${id}`);

  if (args.keys === undefined) {
    add('key', 'skipped', 'no published keys given');
  } else {
    const { keys = [] } = JSON.parse(readFileSync(args.keys, 'utf8'));
    const key = keys.find((k) => k.id === file.key_id && k.public_key === file.public_key);
    const at = Date.parse(file.signed_at);
    const inForce =
      key !== undefined &&
      at >= Date.parse(key.from) &&
      (key.until === null || at < Date.parse(key.until));
    if (!key) add('key', 'fail', 'the key is not among the published keys');
    else if (!inForce) add('key', 'fail', 'the key was not in use at the signing time');
    else add('key', 'pass', `published key ${key.id}`);
  }

  if (file.tsa_token === null || file.tsa_token === undefined) {
    add('timestamp', 'skipped', 'no external timestamp');
  } else {
    try {
      const caPem = args.tsaCa ? readFileSync(args.tsaCa) : undefined;
      const { time, authority } = checkToken(
        Buffer.from(file.tsa_token, 'base64'),
        file.root,
        caPem,
      );
      // The token is not under the platform's signature: it may only place the root later than
      // its signing, never earlier (a made-up authority cannot back-date it).
      if (Date.parse(time) < Date.parse(file.signed_at) - CLOCK_SKEW_MS) {
        throw new Error(`genTime ${time} is before the signing time`);
      }
      add(
        'timestamp',
        'pass',
        `${time} ${authority}${caPem ? ' (issued by the given CA)' : " (the authority's certificate was not checked: give --tsa-ca)"}`,
      );
    } catch (error) {
      add('timestamp', 'fail', error instanceof Error ? error.message : String(error));
    }
  }

  const passed = (name) => checks.find((check) => check.check === name)?.status === 'pass';
  const valid =
    checks.every((check) => check.status !== 'fail') &&
    passed('leaf') &&
    passed('proof') &&
    passed('signature');
  return { valid, checks };
}

const args = parseArgs(process.argv.slice(2));
const { valid, checks } = run(args);
for (const { check, status, detail } of checks) {
  console.log(`${status.toUpperCase().padEnd(7)} ${check.padEnd(9)} ${detail}`);
}
// A file carries its own key: without the published keys its signature proves only that it
// agrees with itself, so it is not called valid (exit 3).
const keyed = checks.find((check) => check.check === 'key')?.status === 'pass';
if (!valid) console.log('NOT VALID');
else if (keyed) console.log('VALID');
else console.log("VALID ONLY FOR THE KEY IT CARRIES: give --keys (the platform's published keys)");
process.exit(!valid ? 1 : keyed ? 0 : 3);
