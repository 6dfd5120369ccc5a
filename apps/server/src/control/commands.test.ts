import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers/app';
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
  const context = () => standalone.deps;

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

  it('refuse to seed the demo on a production database unless forced', async () => {
    const production = { ...context(), config: testConfig({ nodeEnv: 'production' }) };
    await expect(
      runCommand(production, { command: 'seed-demo', args: { force: false } }),
    ).rejects.toThrow('seed:demo does not run on a production database');
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
});
