/**
 * Writing CSV (RFC 4180): fields separated by commas, quoted with " when they hold a comma, quote or
 * line break, "" for a quote inside quotes, lines ended by CRLF. Reading is in csv-read.ts.
 */

const BYTE_ORDER_MARK = '\uFEFF';

function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A cell as a spreadsheet may safely receive it: one starting with =, +, - or @ (or a tab or carriage
 * return) is prefixed with ' so that a spreadsheet never runs it as a formula (CSV injection). The
 * one rule for every export, CSV and XLSX alike.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Writes rows as CSV with CRLF line ends and a byte order mark, so that Excel reads accented names
 * correctly. Every cell goes through neutraliseCell.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return (
    BYTE_ORDER_MARK +
    rows.map((row) => row.map((value) => quoteCell(neutraliseCell(value))).join(',')).join('\r\n') +
    '\r\n'
  );
}
