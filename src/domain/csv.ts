/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted with " when they hold
 * a comma, quote or line break, "" for a quote inside quotes, lines ended by CRLF or LF.
 */

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Parses CSV text into rows of cells. Accepts a leading byte order mark, CRLF, LF or CR line ends,
 * quoted fields spanning lines, and a missing final line end. Blank lines are dropped.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  let cellStarted = false;

  const endCell = () => {
    row.push(cell);
    cell = '';
    cellStarted = false;
  };
  const endRow = () => {
    endCell();
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
  };

  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (inQuotes) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else {
          inQuotes = false;
        }
      } else {
        cell += char;
      }
      continue;
    }
    if (char === '"' && !cellStarted) {
      inQuotes = true;
      cellStarted = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
    } else {
      cell += char;
      cellStarted = true;
    }
  }
  if (cellStarted || cell !== '' || row.length > 0) endRow();
  return rows;
}

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
