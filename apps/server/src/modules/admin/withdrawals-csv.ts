/** One withdrawal as the bank's batch lists it. */
export interface BatchRow {
  id: string;
  sheba: string;
  holderName: string;
  amount: number;
  memberId: number;
  createdAt: Date;
}

const BOM = '\uFEFF';
// A cell a spreadsheet would read as a formula: kept as text with a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;
// A cell that needs quotes in CSV (RFC 4180): a quote, a comma or a line break in it.
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV cell: safe from formula injection, quoted when it must be. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The bank's batch (issue 29): a BOM (so spreadsheets read UTF-8 Persian names), a header, one
 * line per withdrawal in the order given; lines end with CRLF. The id is the reference the bank
 * sends back; amounts in whole Toman.
 */
export function withdrawalsCsv(rows: BatchRow[]): string {
  const lines = [
    ['id', 'sheba', 'holder', 'amount', 'member_id', 'requested_at'],
    ...rows.map((row) => [
      row.id,
      row.sheba,
      row.holderName,
      row.amount,
      row.memberId,
      row.createdAt.toISOString(),
    ]),
  ];
  return BOM + lines.map((cells) => cells.map(csvCell).join(',') + '\r\n').join('');
}
