import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The most a query may weigh: a TimeStampReq for SHA-256 is under a hundred bytes. */
const MAX_QUERY = 4096;

export interface TsaPeer {
  /** The URL to POST `application/timestamp-query` to (TSA_URL). */
  url: string;
  /** The test CA's certificate (PEM file) that issued the TSA's certificate. */
  caPath: string;
  /** The TSA's own certificate (PEM file). */
  tsaCertPath: string;
  /** The folder holding both, for files the tests write beside them. */
  dir: string;
  /** Each query's DER, in order of arrival. */
  queries: Buffer[];
  /** While set, queries are answered with this HTTP status and no token. */
  refuseWith: number | null;
  close(): Promise<void>;
}

function openssl(args: string[], cwd: string) {
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });
}

/**
 * A real RFC 3161 time-stamping authority for tests: Debian's `openssl ts -reply` behind a small
 * HTTP server, with its own CA and a TSA certificate whose extendedKeyUsage is critical
 * timeStamping (RFC 3161 section 2.3), so that `openssl ts -verify -CAfile` accepts its tokens.
 */
export async function startTsaPeer(): Promise<TsaPeer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tsa-peer-'));
  const file = (name: string) => path.join(dir, name);
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-subj',
      '/CN=IdeaBazaar Test Root CA/O=IdeaBazaar tests',
      '-days',
      '30',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  openssl(
    [
      'req',
      '-new',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'tsa.key',
      '-out',
      'tsa.csr',
      '-subj',
      '/CN=IdeaBazaar Test TSA/O=IdeaBazaar tests',
    ],
    dir,
  );
  writeFileSync(
    file('tsa-ext.cnf'),
    [
      '[tsa_ext]',
      'basicConstraints = critical,CA:FALSE',
      'keyUsage = critical,digitalSignature,nonRepudiation',
      'extendedKeyUsage = critical,timeStamping',
      'subjectKeyIdentifier = hash',
      'authorityKeyIdentifier = keyid',
      '',
    ].join('\n'),
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'tsa.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '30',
      '-extfile',
      'tsa-ext.cnf',
      '-extensions',
      'tsa_ext',
      '-out',
      'tsa.pem',
    ],
    dir,
  );
  writeFileSync(file('tsaserial'), '01\n');
  writeFileSync(
    file('tsa.cnf'),
    [
      '[tsa]',
      'default_tsa = tsa_config',
      '',
      '[tsa_config]',
      `dir = ${dir}`,
      'serial = $dir/tsaserial',
      'crypto_device = builtin',
      'signer_cert = $dir/tsa.pem',
      'signer_key = $dir/tsa.key',
      'signer_digest = sha256',
      'default_policy = 1.3.6.1.4.1.99999.31.1',
      'digests = sha256, sha384, sha512',
      'accuracy = secs:1',
      'ordering = yes',
      'tsa_name = yes',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );

  const queries: Buffer[] = [];
  // openssl increments the serial file on each reply: one reply at a time keeps serials unique.
  let queue: Promise<unknown> = Promise.resolve();
  let counter = 0;
  const reply = (query: Buffer) => {
    const answer = queue.then(async () => {
      const id = ++counter;
      const queryFile = file(`query-${id}.tsq`);
      const replyFile = file(`reply-${id}.tsr`);
      writeFileSync(queryFile, query);
      try {
        await run('openssl', [
          'ts',
          '-reply',
          '-queryfile',
          queryFile,
          '-config',
          file('tsa.cnf'),
          '-section',
          'tsa_config',
          '-inkey',
          file('tsa.key'),
          '-signer',
          file('tsa.pem'),
          '-out',
          replyFile,
        ]);
        return readFileSync(replyFile);
      } finally {
        rmSync(queryFile, { force: true });
        rmSync(replyFile, { force: true });
      }
    });
    queue = answer.catch(() => undefined);
    return answer;
  };

  const peer: TsaPeer = {
    url: '',
    caPath: file('ca.pem'),
    tsaCertPath: file('tsa.pem'),
    dir,
    queries,
    refuseWith: null,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_QUERY) chunks.push(chunk);
    });
    request.on('end', () => {
      const fail = (status: number, message: string) => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(message);
      };
      if (request.method !== 'POST') return fail(405, 'POST a query');
      if (request.headers['content-type'] !== 'application/timestamp-query') {
        return fail(415, 'application/timestamp-query only');
      }
      if (size > MAX_QUERY) return fail(413, 'query too large');
      const query = Buffer.concat(chunks);
      queries.push(query);
      if (peer.refuseWith !== null) return fail(peer.refuseWith, 'refused by the test');
      reply(query).then(
        (der) => {
          response.writeHead(200, { 'content-type': 'application/timestamp-reply' });
          response.end(der);
        },
        (error: unknown) => fail(400, String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
  return peer;
}

/** Asks the peer for a token over HTTP, as the server does: the answer's DER. */
export async function askTsa(url: string, query: Uint8Array): Promise<Uint8Array> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query' },
    body: query as Uint8Array<ArrayBuffer>,
  });
  if (!response.ok) throw new Error(`the TSA answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
