// `npm run seed:demo`: fills the database with a small, lively demo marketplace (demo/seed-demo.ts).
// Refuses a production database unless given --force. Works while the server runs: the command
// then goes through it (control/control.plugin.ts).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { exitWith, runOnDatabase } from './run-command';

async function main() {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
  const output = await runOnDatabase(loadConfig(), {
    command: 'seed-demo',
    args: { force: values.force },
  });
  console.log(output);
}

main().catch(exitWith);
