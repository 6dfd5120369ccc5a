import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The bytes of every file under `folder`. */
export function du(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? du(full) : statSync(full).size;
  }
  return total;
}
