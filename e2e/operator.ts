import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Makes the member with this e-mail an operator the way a person does, with `npm run operator`'s
 * built command: the app holds the data folder, so the command goes through it.
 */
export function makeOperator(email: string): string {
  const dataDir = process.env.E2E_APP_DATA_DIR;
  if (!dataDir) throw new Error('E2E_APP_DATA_DIR is set by playwright.config.ts');
  return execFileSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/operator.js'), '--email', email],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        DEV_OUTBOX: '1',
        DEV_GATEWAY: '1',
      },
      encoding: 'utf8',
    },
  );
}
