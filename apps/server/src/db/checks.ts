import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK that the column holds one of `values`: the same constant that types the column, so the
 * database refuses what the types refuse. The values are written into the SQL (a CHECK takes no
 * parameters); they are the code's own constants, never input.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  if (values.some((value) => !/^[\w-]+$/.test(value))) {
    throw new Error(`oneOf: ${values.join(', ')} are not plain words`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
