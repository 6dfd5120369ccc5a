// Zarinpal's v4 protocol as a process of its own (the tests' peer, zarinpal-peer.ts), for a local
// deployment of several server processes (scripts/deploy-local.mjs), which the development
// gateway cannot serve: its payments live in the memory of the one process that made them.
//   node --import tsx apps/server/test/helpers/zarinpal-peer-process.ts --port 9100
import { parseArgs } from 'node:util';
import { startZarinpalPeer } from './zarinpal-peer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    merchant: { type: 'string', default: 'ideabazaar-local-merchant' },
  },
});
const peer = await startZarinpalPeer({ merchantId: values.merchant, port: Number(values.port) });
process.stdout.write(
  `zarinpal peer listening on ${peer.url} (merchant ${values.merchant}; moves no money)\n`,
);
const stop = () => void peer.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
