// `npm run ledger:check`: verifies every invariant of the ledger over the whole database (the
// same check as GET /api/admin/ledger/check) and prints what is wrong; exits 1 if anything is.
// Works while the server runs: the command then goes through it (control/control.plugin.ts).
import { loadConfig } from '../config/env';
import { exitWith, runOnDatabase } from './run-command';

async function main() {
  console.log(await runOnDatabase(loadConfig(), { command: 'ledger-check', args: {} }));
}

main().catch(exitWith);
