import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, type Config } from '../config/env';
import { CommandError, runCommand, type CommandRequest } from '../control/commands';
import { controlSocketPath, sendCommand } from '../control/control-client';
import { openDatabase } from '../db/client';
import { DataFolderInUseError, DataFolderNotEmptyError } from '../db/data-lock';
import { standaloneDeps } from '../services';

const WAIT_MS = 120_000;

/**
 * Runs an operator command on the database, never beside another process. On PostgreSQL it
 * connects like any client. On the embedded database it opens the folder if no one holds it;
 * if the server holds it, it asks the server to run the command; while the server is starting
 * or stopping, it waits its turn for either.
 */
export async function runOnDatabase(config: Config, request: CommandRequest): Promise<string> {
  const local = async () => {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    const standalone = standaloneDeps(database.db, config);
    try {
      return await runCommand({ ...standalone.deps, database }, request);
    } finally {
      await standalone.close();
      await database.close();
    }
  };
  if (config.databaseUrl) return local();
  const deadline = Date.now() + WAIT_MS;
  let told = false;
  for (;;) {
    try {
      return await local();
    } catch (error) {
      if (!(error instanceof DataFolderInUseError)) throw error;
      try {
        return await sendCommand(controlSocketPath(config.dataDir), request);
      } catch (sendError) {
        if (sendError instanceof CommandError || Date.now() > deadline) throw sendError;
        if (!told) {
          console.error(
            `Process ${error.holder.pid} holds the database; waiting for it to finish starting or to stop…`,
          );
          told = true;
        }
        await sleep(500);
      }
    }
  }
}

/** Prints a failure for the person at the terminal (its message if it is one of ours) and exits. */
export function exitWith(error: unknown): never {
  const ours =
    error instanceof CommandError ||
    error instanceof DataFolderInUseError ||
    error instanceof DataFolderNotEmptyError ||
    error instanceof ConfigError;
  console.error(ours ? error.message : error);
  process.exit(1);
}
