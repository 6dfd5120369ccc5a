import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from src (tsx, vitest) and from the bundle in dist; both sit one level below
// the package root, so the nearest package.json above this file is the package's own.
function findPackageRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = path.join(packageRoot, 'drizzle');
/** The database's functions and triggers, a file each (sql/README.md). */
export const sqlDefinitionsFolder = path.join(packageRoot, 'sql');
export const defaultWebDist = path.resolve(packageRoot, '../web/dist');
/**
 * The repository's `data/`, whichever folder a command runs from: `npm run dev` runs the server
 * in apps/server and `npm run seed:demo` at the root, and both must find the one data folder.
 */
export const defaultDataDir = path.resolve(packageRoot, '../../data');

const packageJson = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  version: string;
};
export const appVersion = packageJson.version;
