// `npm run operator -- --email someone@example.com [--revoke]`: makes a member an operator
// (PRODUCT.md section 1), creating the member if needed. Operators are never made by sign-up.
// Works while the server runs: the command then goes through it (control/control.plugin.ts).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { exitWith, runOnDatabase } from './run-command';

const usage = 'Usage: npm run operator -- --email someone@example.com [--revoke]';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, revoke: { type: 'boolean', default: false } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(usage);
    process.exit(2);
  }
  const output = await runOnDatabase(loadConfig(), {
    command: 'set-operator',
    args: { email, operator: !values.revoke },
  });
  console.log(output);
}

main().catch(exitWith);
