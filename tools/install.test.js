import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let scratch;

// `npm ci` on the repository's manifests and lock, in a scratch folder so the installed
// node_modules stay as they are: what a newcomer's install prints on this Node and npm.
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'ideabazaar-install-'));
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    await copyFile(path.join(root, file), path.join(scratch, file));
  }
  for (const workspace of manifest.workspaces) {
    await mkdir(path.join(scratch, workspace), { recursive: true });
    await copyFile(
      path.join(root, workspace, 'package.json'),
      path.join(scratch, workspace, 'package.json'),
    );
  }
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('npm ci', () => {
  it('prints no warning: every package runs on this Node, every install script is reviewed', async () => {
    // npm run sets npm_config_*, npm_lifecycle_* and npm_package_* for its children; the install
    // must see the user's own config (an NPM_CONFIG_REGISTRY mirror among it).
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')),
    );
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['ci', '--dry-run', '--no-audit', '--no-fund', '--prefer-offline'],
      { cwd: scratch, env, maxBuffer: 16 * 1024 * 1024 },
    );
    const warnings = `${stdout}\n${stderr}`
      .split('\n')
      .filter((line) => /^npm warn/i.test(line))
      // A setting of the machine's own npm config, not of this repository.
      .filter((line) => !/Unknown (user|global) config/.test(line));
    expect(warnings).toEqual([]);
  }, 120_000);
});
