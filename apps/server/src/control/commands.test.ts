import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers/app';
import { createMember } from '../../test/helpers/factories';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { standaloneDeps } from '../services';
import { CommandError, runCommand } from './commands';

let database: TestDatabase;
let standalone: ReturnType<typeof standaloneDeps>;
beforeAll(async () => {
  database = await createTestDatabase();
  standalone = standaloneDeps(database.handle.db, testConfig());
});
afterAll(async () => {
  await standalone.close();
  await database.dispose();
});

describe('operator commands', () => {
  const context = () => ({ ...standalone.deps, database: database.handle });

  it('refuse an unknown command and bad arguments with a message for the terminal', async () => {
    await expect(runCommand(context(), { command: 'drop-all', args: {} })).rejects.toThrow(
      new CommandError("Unknown command 'drop-all'."),
    );
    await expect(
      runCommand(context(), { command: 'set-operator', args: { email: 'nope', operator: true } }),
    ).rejects.toBeInstanceOf(CommandError);
    await expect(runCommand(context(), { command: '__proto__', args: {} })).rejects.toBeInstanceOf(
      CommandError,
    );
  });

  it('refuse to seed the demo where real people sign in or pay', async () => {
    const live = [
      { smtpUrl: 'smtp://mail.example:25' },
      {
        sms: {
          provider: 'kavenegar',
          apiKey: 'k',
          baseUrl: 'https://sms',
          template: undefined,
          sender: undefined,
        },
      },
      { payment: { gateway: 'zarinpal', merchantId: 'm', baseUrl: 'https://pay' } },
    ] as const;
    for (const provider of live) {
      const production = {
        ...context(),
        config: testConfig({ nodeEnv: 'production', ...provider }),
      };
      await expect(
        runCommand(production, { command: 'seed-demo', args: { force: false } }),
      ).rejects.toThrow('seed:demo does not run on a production server that sends real mail');
    }
  });

  it('make and unmake an operator', async () => {
    const made = await runCommand(context(), {
      command: 'set-operator',
      args: { email: 'Boss@Example.com', operator: true },
    });
    expect(made).toMatch(/^boss@example\.com \(member \d+\) is now an operator\.$/);
    const unmade = await runCommand(context(), {
      command: 'set-operator',
      args: { email: 'boss@example.com', operator: false },
    });
    expect(unmade).toMatch(/is no longer an operator\.$/);
  });

  it('take a backup only to an absolute path, and leave PostgreSQL to pg_dump', async () => {
    await expect(
      runCommand(context(), { command: 'backup', args: { file: 'relative.tar.gz' } }),
    ).rejects.toThrow('Bad arguments: an absolute path');
    const onPostgres = { ...context(), database: { ...database.handle, dumpDataDir: undefined } };
    await expect(
      runCommand(onPostgres, { command: 'backup', args: { file: '/tmp/never-written.tar.gz' } }),
    ).rejects.toThrow('The database is PostgreSQL: back it up with pg_dump -Fc');
  });

  it('check the ledger, and fail with every problem when it drifted', async () => {
    expect(await runCommand(context(), { command: 'ledger-check', args: {} })).toMatch(
      /^The ledger is sound: \d+ transactions, \d+ entries, \d+ accounts checked\.$/,
    );
    // A held balance with no withdrawal behind it: written around the app, as drift would be.
    const { db } = database.handle;
    const member = await createMember(db);
    await db.execute(sql`
      with tx as (insert into ledger_transactions (id, kind, reference)
                  values (gen_random_uuid(), 'withdraw_hold', gen_random_uuid()) returning id)
      insert into ledger_entries (transaction_id, account_id, kind, amount)
      select tx.id, a.id, 'withdraw_hold', x.amount
      from tx, (values ('held', 500), (null, -500)) as x(kind, amount)
      join ledger_accounts a on (a.kind = x.kind and a.member_id = ${member.id})
                             or (x.kind is null and a.id = 2)`);
    const failure = await runCommand(context(), { command: 'ledger-check', args: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CommandError);
    expect((failure as Error).message).toMatch(/found \d+ problem/);
    expect((failure as Error).message).toMatch(/holds 500 but their pending withdrawals total 0/);
    expect((failure as Error).message).toMatch(/belongs to no business row/);
  });
});
