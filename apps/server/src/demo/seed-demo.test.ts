import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers/app';
import {
  createProcessDatabase,
  createTestDatabase,
  type ProcessDatabase,
} from '../../test/helpers/database';
import { freePort, runTs, startAsNpmStart, type Running } from '../../test/helpers/processes';
import { users } from '../db/schema';
import { standaloneDeps } from '../services';
import { demoMembers } from './demo-content';
import { seedDemo } from './seed-demo';

const emails = demoMembers.map((member) => member.email);

/** The demo members found in the database, by e-mail. */
async function demoMembersIn(database: ProcessDatabase): Promise<string[]> {
  const handle = await database.open();
  try {
    const rows = await handle.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    return rows.map((row) => row.email ?? '').sort();
  } finally {
    await handle.close();
  }
}

describe('seedDemo', () => {
  it('says how to sign in as each demo member, and where the code goes', async () => {
    const database = await createTestDatabase();
    const outbox = standaloneDeps(
      database.handle.db,
      testConfig({ publicUrl: 'http://here:3100' }),
    );
    const mailed = standaloneDeps(database.handle.db, testConfig({ smtpUrl: 'smtp://mail:25' }));
    try {
      const seeded = (await seedDemo(outbox.deps)).split('\n');
      expect(seeded[0]).toMatch(/^Seeded \d+ members and \d+ ideas and needs\.$/);
      expect(seeded[1]).toBe(
        "Sign in with a demo member's e-mail address; the code goes to the dev outbox at http://here:3100/dev/outbox.",
      );
      expect(seeded.slice(2)).toEqual(emails.map((email) => `  ${email}`));
      const [member] = await database.handle.db
        .select()
        .from(users)
        .where(eq(users.email, emails[0]!));
      expect(member).toBeDefined();

      const again = (await seedDemo(mailed.deps)).split('\n');
      expect(again[0]).toBe('The demo marketplace is there already; nothing to do.');
      expect(again[1]).toMatch(/the code goes by e-mail through SMTP_URL/);
      expect(again.slice(2)).toEqual(emails.map((email) => `  ${email}`));
    } finally {
      await outbox.close();
      await mailed.close();
      await database.dispose();
    }
  }, 120_000);
});

describe('npm run seed:demo', () => {
  let database: ProcessDatabase | undefined;
  let server: Running | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    await database?.dispose();
    server = undefined;
    database = undefined;
  });

  it('fills the database of a server started as `npm start` starts it, which keeps it', async () => {
    database = await createProcessDatabase();
    const port = await freePort();
    server = startAsNpmStart(database.env, port);
    await server.waitFor('IdeaBazaar is running');

    const seeded = await runTs('src/cli/seed-demo.ts', [], database.env, 120_000);
    expect(seeded.stderr).toBe('');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/^Seeded \d+ members and \d+ ideas and needs\.$/m);
    for (const email of emails) expect(seeded.stdout).toContain(`  ${email}\n`);
    if (!database.env.DATABASE_URL) {
      // Through the server that holds the folder: its address, its log.
      expect(seeded.stdout).toContain(`the dev outbox at http://localhost:${port}/dev/outbox.`);
      expect(server.output()).toContain('"command":"seed-demo"');
    }

    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(await demoMembersIn(database)).toEqual([...emails].sort());
  }, 180_000);

  it('opens the folder itself when no server runs, and leaves it free', async () => {
    database = await createProcessDatabase();
    const seeded = await runTs('src/cli/seed-demo.ts', [], database.env, 120_000);
    expect(seeded.stderr).toBe('');
    expect(seeded.stdout).toMatch(/^Seeded \d+ members and \d+ ideas and needs\.$/m);
    expect(existsSync(path.join(database.env.DATA_DIR!, 'pglite.lock'))).toBe(false);
    expect(await demoMembersIn(database)).toEqual([...emails].sort());
  }, 180_000);
});
