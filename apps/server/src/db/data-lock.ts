import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';

/** What the lock file says about the process holding the folder. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  token: string;
  /** Which process had the pid (boot and start time on Linux), so a reused pid is not it. */
  processStart?: string | undefined;
}

/** Thrown when another live process holds the data folder. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const where =
      holder.hostname === os.hostname()
        ? `process ${holder.pid}`
        : `a process on ${holder.hostname}`;
    super(
      `The embedded database in ${lockFile.replace(/\.lock$/, '')} is in use by ${where} ` +
        `(since ${holder.startedAt}), most likely the IdeaBazaar server. Only one process may open it: ` +
        'stop that one first, or use a command that goes through the running server. ' +
        `If no such process exists, delete ${lockFile}.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

/** Thrown when a restore would write over a folder that holds something already. */
export class DataFolderNotEmptyError extends Error {
  override name = 'DataFolderNotEmptyError';
  constructor(readonly dataDir: string) {
    super(
      `${dataDir} is not empty: a backup is restored only into an empty data folder. ` +
        'Point DATA_DIR at a new folder, or move this one aside first.',
    );
  }
}

export interface DataLock {
  readonly file: string;
  /** Idempotent; removes the lock file if it is still ours. */
  release(): void;
}

/**
 * When the process with this pid started, as the kernel counts (Linux: the boot's id and the
 * start time in /proc); undefined where that cannot be read. A pid is reused after its process
 * ends, often soon in a restarted container, so the pid alone cannot tell a live holder.
 */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${boot}:${fields[19]}`;
  } catch {
    return undefined;
  }
}

function alive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStartOf(holder.pid);
  return holder.processStart === undefined || start === undefined || start === holder.processStart;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid === 'number' && typeof holder.hostname === 'string') {
      return {
        pid: holder.pid,
        hostname: holder.hostname,
        startedAt: String(holder.startedAt ?? 'an unknown time'),
        token: String(holder.token ?? ''),
        processStart: typeof holder.processStart === 'string' ? holder.processStart : undefined,
      };
    }
  } catch {
    // Unreadable or half-written: treated as stale below.
  }
  return undefined;
}

/** Creates `file` holding `content`, atomically: it appears whole or not at all (EEXIST). */
function createWhole(file: string, content: string) {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, content, { mode: 0o600 });
  try {
    linkSync(temp, file);
  } finally {
    unlinkSync(temp);
  }
}

/** Runs `work` while holding the right to take over a stale lock, or returns false. */
function whileTakingOver(file: string, work: () => void): boolean {
  const mutex = `${file}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A takeover that crashed half-way is itself stale after a few seconds.
    try {
      if (Date.now() - statSync(mutex).mtimeMs > 10_000) rmdirSync(mutex);
    } catch {
      // Gone meanwhile.
    }
    return false;
  }
  try {
    work();
    return true;
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Takes the folder for this process alone: a lock file created atomically, holding this
 * process's pid, kept for the life of the process. PGlite has no lock of its own, and two
 * processes writing one folder lose acknowledged writes. A lock whose process is gone (a crash,
 * a kill -9, its pid since given to another process) is stale and taken over, by one process at
 * a time; one held by a live process, this one included, is refused. A lock from another
 * machine (or a container with another host name) cannot be checked, so it is refused with a
 * message saying which file to delete.
 */
export async function acquireDataLock(file: string): Promise<DataLock> {
  const holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
    processStart: processStartOf(process.pid),
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      createWhole(file, JSON.stringify(holder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readHolder(file);
      if (current && (current.hostname !== holder.hostname || alive(current))) {
        throw new DataFolderInUseError(file, current);
      }
      // Stale: removed only if it is still the very lock found stale.
      whileTakingOver(file, () => {
        const again = readHolder(file);
        if (again?.token === current?.token) unlinkSync(file);
      });
      await sleep(50);
      continue;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      if (readHolder(file)?.token === holder.token) {
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      }
    };
    // A process that ends without closing the database still frees the folder.
    process.on('exit', release);
    return { file, release };
  }
  throw new Error(`could not take the lock ${file}`);
}
