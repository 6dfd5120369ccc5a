import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The service's calendar is Tehran's (PRODUCT.md: Jalali dates, Iranian members), whatever the
 * database server's own time zone: a view's day, the stats' days and the date filters all use it.
 */
export const SERVICE_TIME_ZONE = 'Asia/Tehran';

/** The Tehran calendar day of a timestamp column, or of now when none is given. */
export const tehranDay = (at?: AnyPgColumn | SQL): SQL =>
  sql`(${at ?? sql`now()`} at time zone ${sql.raw(`'${SERVICE_TIME_ZONE}'`)})::date`;

/** Today's Tehran calendar day in this process ('YYYY-MM-DD'), as `tehranDay()` gives it in SQL. */
export const tehranToday = (): string =>
  new Date().toLocaleDateString('en-CA', { timeZone: SERVICE_TIME_ZONE });

/**
 * `at` falls on a Tehran day from `from` to `to` ('YYYY-MM-DD', both included): a range on the
 * timestamp itself, so an index on the column serves it.
 */
export const withinTehranDays = (at: AnyPgColumn | SQL, from: string, to: string): SQL => {
  const zone = sql.raw(`'${SERVICE_TIME_ZONE}'`);
  return sql`(${at} >= (${from}::date::timestamp at time zone ${zone}) and ${at} < ((${to}::date + 1)::timestamp at time zone ${zone}))`;
};
