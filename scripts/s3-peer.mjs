// A real S3-protocol server (s3rver, the tests' S3 peer) as a process, for a local deployment:
//   node scripts/s3-peer.mjs [--port 9000] [--dir data/s3] [--bucket ideabazaar] [--address 127.0.0.1]
// Keeps its buckets in --dir (made if missing; kept when it stops), makes the bucket if it is not
// there, prints "s3 peer listening on http://127.0.0.1:PORT" when ready, and stops on SIGINT or
// SIGTERM. Point the app at it with S3_ENDPOINT=<that URL>, S3_BUCKET=<bucket> and
// S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER (s3rver's own keys, checked by signature).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import S3rver from 's3rver';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9000' },
    dir: { type: 'string', default: 'data/s3' },
    bucket: { type: 'string', default: 'ideabazaar' },
    address: { type: 'string', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`s3 peer: --port must be a port number, got '${values.port}'`);
  process.exit(2);
}
if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(values.bucket)) {
  console.error(`s3 peer: --bucket must be 3 to 63 lowercase letters, digits, dots or hyphens`);
  process.exit(2);
}
const directory = path.resolve(values.dir);
mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: values.address,
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: values.bucket }],
});
const address = await server.run();
console.log(`s3 peer listening on http://${values.address}:${address.port}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
