import path from 'node:path';
import { z } from 'zod';
import { reachesRealPeople } from '../config/delivery';
import { BackupExistsError, backupEmbedded } from '../db/backup';
import type { DatabaseHandle } from '../db/client';
import { seedDemo } from '../demo/seed-demo';
import { withServices, type ServiceDeps } from '../services';

/**
 * What a command runs with: the one process's database, configuration and peers, on which it
 * builds the services it uses (services.ts), and the handle of that database.
 */
export type CommandContext = ServiceDeps & { database: DatabaseHandle };

const commands = {
  /** Makes (or unmakes) a member an operator, creating the member if needed. */
  'set-operator': {
    args: z.object({ email: z.email().max(254).toLowerCase(), operator: z.boolean() }),
    async run(context: CommandContext, args: { email: string; operator: boolean }) {
      const member = await withServices(context, (services) =>
        services.members.setOperator(args.email, args.operator),
      );
      return `${args.email} (member ${member.id}) is ${args.operator ? 'now' : 'no longer'} an operator.`;
    },
  },
  /**
   * The demo marketplace; refused, unless forced, where real people sign in or pay. `npm start`
   * alone (production, with the dev outbox and the dev gateway) is a trial and gets it.
   */
  'seed-demo': {
    args: z.object({ force: z.boolean() }),
    async run(context: CommandContext, args: { force: boolean }) {
      if (reachesRealPeople(context.config) && !args.force) {
        throw new CommandError(
          'seed:demo does not run on a production server that sends real mail or SMS or takes real payments. Pass --force if you mean it.',
        );
      }
      return seedDemo(context);
    },
  },
  /** Every invariant of the ledger over the whole database; a failure lists what is wrong. */
  'ledger-check': {
    args: z.object({}),
    async run(context: CommandContext) {
      const report = await withServices(context, (services) => services.wallet.check());
      const counted = `${report.checked.transactions} transactions, ${report.checked.entries} entries, ${report.checked.accounts} accounts`;
      if (!report.ok) {
        throw new CommandError(
          [
            `The ledger check found ${report.problems.length} problem(s) in ${counted}:`,
            ...report.problems.map((p) => `  - ${p}`),
          ].join('\n'),
        );
      }
      return `The ledger is sound: ${counted} checked.`;
    },
  },
  /**
   * A backup of the embedded database taken while it serves, written by the process that holds
   * it (docs/deploy.md). On PostgreSQL, pg_dump does this.
   */
  backup: {
    args: z.object({
      file: z.string().refine((file) => path.isAbsolute(file), 'an absolute path'),
    }),
    async run(context: CommandContext, args: { file: string }) {
      if (!context.database.dumpDataDir) {
        throw new CommandError(
          'The database is PostgreSQL: back it up with pg_dump -Fc (docs/deploy.md).',
        );
      }
      const started = Date.now();
      try {
        const bytes = await backupEmbedded(context.database, args.file);
        return `Backed up the embedded database to ${args.file} (${bytes} bytes, ${Date.now() - started} ms).`;
      } catch (error) {
        if (error instanceof BackupExistsError) throw new CommandError(error.message);
        throw error;
      }
    },
  },
} as const;

export type CommandName = keyof typeof commands;
export interface CommandRequest {
  command: string;
  args: unknown;
}

/** A refusal meant for the person at the terminal. */
export class CommandError extends Error {
  override name = 'CommandError';
}

/**
 * Runs one command of the operator tools, the same way whether the tool opened the database
 * itself or asked the running server to (control.plugin.ts). Returns the line to print.
 */
export async function runCommand(
  context: CommandContext,
  request: CommandRequest,
): Promise<string> {
  if (!Object.hasOwn(commands, request.command)) {
    throw new CommandError(`Unknown command '${request.command}'.`);
  }
  const command = commands[request.command as CommandName];
  const parsed = command.args.safeParse(request.args);
  if (!parsed.success) throw new CommandError(`Bad arguments: ${parsed.error.issues[0]?.message}`);
  return (command.run as (context: CommandContext, args: unknown) => Promise<string>)(
    context,
    parsed.data,
  );
}
