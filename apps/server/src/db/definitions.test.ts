import { isErrorCode } from '@ideabazaar/shared/errors/codes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database';
import { applyDefinitions, readDefinitions, statementsOf } from './definitions';
import { rowsOf } from './rows';

const definitions = await readDefinitions();
const byName = new Map(definitions.map((definition) => [definition.name, definition.text]));

/** Every RAISE of a file with the SQLSTATE it raises and its message, as written. */
function raises(text: string) {
  return [...text.matchAll(/RAISE EXCEPTION\s+(.*?);/gs)].map(([, rest = '']) => ({
    state: /ERRCODE = '([^']+)'/.exec(rest)?.[1] ?? 'P0001',
    message: /MESSAGE = ([^,;]+)/.exec(rest)?.[1]?.trim() ?? /^'([^']*)'/.exec(rest)?.[0],
  }));
}

describe('the SQL definitions (sql/)', () => {
  it('has one file per function, named after it, and nothing else', () => {
    for (const { name, text } of definitions) {
      const made = [...text.matchAll(/CREATE OR REPLACE FUNCTION "(\w+)"/g)].map((m) => m[1]);
      expect(made, name).toEqual([name]);
    }
  });

  it('raises as refusals only error codes of packages/shared', () => {
    const refusals: string[] = [];
    for (const { name, text } of definitions) {
      for (const raised of raises(text)) {
        if (raised.state !== 'P0001') continue;
        // The one message not written out: purchase_terms' refusal, checked below.
        if (raised.message === `"terms"->>'refusal'`) continue;
        expect(raised.message, `${name}: ${raised.message}`).toMatch(/^'\w+'$/);
        refusals.push(raised.message!.slice(1, -1));
      }
    }
    const terms = byName.get('purchase_terms')!;
    refusals.push(...[...terms.matchAll(/(?:THEN|'refusal',) '(\w+)'/g)].map((match) => match[1]!));
    expect(refusals.length).toBeGreaterThan(15);
    expect(refusals.filter((code) => !isErrorCode(code))).toEqual([]);
  });

  it('splits a file into its statements, a function body whole', () => {
    const statements = statementsOf(byName.get('ledger_refuse_change')!);
    expect(statements).toHaveLength(7);
    expect(statements[0]).toContain('RAISE EXCEPTION');
    expect(() => statementsOf('select 1')).toThrow(/semicolon/);
  });

  it('applies a changed file at start and nothing when none changed', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database.handle;
      expect(await applyDefinitions(db, definitions)).toEqual([]);
      const changed = definitions.map((definition) =>
        definition.name === 'purchase_terms'
          ? { ...definition, text: `${definition.text}\n`, hash: 'x'.repeat(64) }
          : definition,
      );
      expect(await applyDefinitions(db, changed)).toEqual(['purchase_terms']);
      expect(await applyDefinitions(db, changed)).toEqual([]);
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from drizzle.sql_definitions`),
      );
      expect(row?.n).toBe(definitions.length);
    } finally {
      await database.dispose();
    }
  });
});
