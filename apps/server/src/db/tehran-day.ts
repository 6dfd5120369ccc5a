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

// Built once: `toLocaleDateString` builds a formatter per call, 2% of a detail's server time in a
// profile (docs/performance.md, issue 34); 'en-CA' writes dates as 'YYYY-MM-DD'.
const tehranDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's Tehran calendar day in this process ('YYYY-MM-DD'), as `tehranDay()` gives it in SQL. */
export const tehranToday = (now: Date = new Date()): string => tehranDateFormat.format(now);

/**
 * `at` falls on a Tehran day from `from` to `to` ('YYYY-MM-DD', both included): a range on the
 * timestamp itself, so an index on the column serves it.
 */
export const withinTehranDays = (at: AnyPgColumn | SQL, from: string, to: string): SQL => {
  const zone = sql.raw(`'${SERVICE_TIME_ZONE}'`);
  return sql`(${at} >= (${from}::date::timestamp at time zone ${zone}) and ${at} < ((${to}::date + 1)::timestamp at time zone ${zone}))`;
};
