/** The rows of a raw `db.execute` result: PGlite and node-postgres both answer `{rows}`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The rows a raw write touched: PGlite says `affectedRows`, node-postgres `rowCount`. */
export const affectedBy = (result: unknown): number => {
  const { affectedRows, rowCount } = result as { affectedRows?: number; rowCount?: number | null };
  return affectedRows ?? rowCount ?? 0;
};
