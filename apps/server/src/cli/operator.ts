// `npm run operator -- --email someone@example.com [--revoke]`: makes a member an operator
// (PRODUCT.md section 1), creating the member if needed. Operators are never made by sign-up.
// `npm run operator -- backup <file>`: a backup of the embedded database, taken while it serves.
// `npm run operator -- restore <file>`: makes the embedded database of an empty DATA_DIR from one,
// with the server stopped (docs/deploy.md).
// Works while the server runs (restore excepted): the command then goes through it
// (control/control.plugin.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { CommandError } from '../control/commands';
import { restoreEmbedded } from '../db/backup';
import { exitWith, runOnDatabase } from './run-command';

const usage = [
  'Usage: npm run operator -- --email someone@example.com [--revoke]',
  '       npm run operator -- backup <file>    (embedded database; the server may run)',
  '       npm run operator -- restore <file>   (into an empty DATA_DIR; the server stopped)',
].join('\n');

function refuse(): never {
  console.error(usage);
  process.exit(2);
}

async function setOperator(emailArgument: string | undefined, revoke: boolean) {
  const email = emailArgument?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) refuse();
  return runOnDatabase(loadConfig(), {
    command: 'set-operator',
    args: { email, operator: !revoke },
  });
}

async function restore(file: string) {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md).',
    );
  }
  await restoreEmbedded(file, config.dataDir);
  return `Restored ${file} into ${path.join(config.dataDir, 'pglite')}. Check it with npm run ledger:check, then start the server.`;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { email: { type: 'string' }, revoke: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [action, file, ...rest] = positionals;
  if (action === undefined) return setOperator(values.email, values.revoke);
  if (!file || rest.length > 0 || values.email !== undefined) refuse();
  // Resolved here: the server that writes a backup runs from another folder.
  const absolute = path.resolve(file);
  if (action === 'backup') {
    return runOnDatabase(loadConfig(), { command: 'backup', args: { file: absolute } });
  }
  if (action === 'restore') return restore(absolute);
  refuse();
}

main().then((output) => console.log(output), exitWith);
