import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../config/paths';

// Migration 0016 moves the reports filed on comments and conversations into the one queue, and
// operators' money actions into the audit log: none may be lost on the way.
describe('migration 0016 (the operator console)', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  /** The committed migrations up to and including `lastTag`, in a folder of their own. */
  async function migrationsUpTo(lastTag: string) {
    const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    folders.push(folder);
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { tag: string }[];
    };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    expect(last).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, last + 1);
    await writeFile(journalFile, JSON.stringify(journal));
    return folder;
  }

  it('keeps every comment and conversation report, open, and every operator action', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: await migrationsUpTo('0015_ws_tickets_token') });
      await client.exec(`
        INSERT INTO users (id, email, referral_code) VALUES
          (1, 'author@example.com', 'AAAA1111'), (2, 'reader@example.com', 'BBBB2222'),
          (3, 'operator@example.com', 'CCCC3333');
        INSERT INTO items (id, section, status, owner_id, title, price)
          VALUES ('00000000-0000-4000-8000-000000000001', 'idea', 'published', 1, 'An idea', 5000);
        INSERT INTO comments (id, item_id, author_id, body) VALUES
          ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 1, 'Call me');
        INSERT INTO comment_reports (comment_id, reporter_id, reason, created_at) VALUES
          ('00000000-0000-4000-8000-0000000000c1', 2, 'Contact outside the app', '2026-11-01T10:00:00Z');
        INSERT INTO conversations (id, low_id, high_id) VALUES
          ('00000000-0000-4000-8000-0000000000d1', 1, 2);
        INSERT INTO chat_reports (conversation_id, reporter_id, reason, created_at) VALUES
          ('00000000-0000-4000-8000-0000000000d1', 1, 'Rude', '2026-11-02T10:00:00Z');
        INSERT INTO operator_actions (operator_id, action, subject, detail, created_at) VALUES
          (3, 'withdrawal.paid', '00000000-0000-4000-8000-0000000000e1', '{"reference":"R-1"}', '2026-11-03T10:00:00Z'),
          (3, 'dispute.refund', '00000000-0000-4000-8000-0000000000e2', '{"note":"n"}', '2026-11-04T10:00:00Z');
      `);
      await migrate(db, { migrationsFolder });

      const reports = await db.execute(sql`
        select kind, target_id, reporter_id::int, reported_id::int, reason, status,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as created_at
        from reports order by created_at`);
      expect(reports.rows).toEqual([
        {
          kind: 'comment',
          target_id: '00000000-0000-4000-8000-0000000000c1',
          reporter_id: 2,
          reported_id: 1,
          reason: 'Contact outside the app',
          status: 'open',
          created_at: '2026-11-01 10:00',
        },
        {
          kind: 'chat',
          target_id: '00000000-0000-4000-8000-0000000000d1',
          reporter_id: 1,
          reported_id: 2,
          reason: 'Rude',
          status: 'open',
          created_at: '2026-11-02 10:00',
        },
      ]);
      const audit = await db.execute(sql`
        select actor_id::int, action, object_type, object_id, before, after from audit_log order by id`);
      expect(audit.rows).toEqual([
        {
          actor_id: 3,
          action: 'withdrawal.paid',
          object_type: 'withdrawal',
          object_id: '00000000-0000-4000-8000-0000000000e1',
          before: null,
          after: { reference: 'R-1' },
        },
        {
          actor_id: 3,
          action: 'dispute.refund',
          object_type: 'purchase',
          object_id: '00000000-0000-4000-8000-0000000000e2',
          before: null,
          after: { note: 'n' },
        },
      ]);
      const gone = await db.execute(sql`
        select count(*)::int as n from pg_tables
        where tablename in ('comment_reports', 'chat_reports', 'operator_actions')`);
      expect(gone.rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
