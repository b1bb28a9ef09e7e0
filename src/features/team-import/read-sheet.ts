import { parseCsv } from '../../domain/csv';
import { dayOf } from '../../domain/event-time';

/** Ours: the upload accepts these. */
export const SHEET_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const UNSUPPORTED_SHEET = 'Upload a .csv or .xlsx file';
export const EMPTY_SHEET = 'The file has no rows below its header row';

function cellText(value: unknown): string {
  if (value == null) return '';
  // A spreadsheet date has no zone; the reader gives it as midnight UTC of that calendar day.
  if (value instanceof Date) return dayOf(value, 'UTC');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value).trim();
}

/** The first sheet of a CSV or XLSX file as rows of text cells, header row first. */
export async function readSheetFile(file: File): Promise<string[][]> {
  const name = file.name.toLowerCase();
  let table: string[][];
  if (name.endsWith('.csv')) table = parseCsv(await file.text());
  else if (name.endsWith('.xlsx')) {
    // The spreadsheet reader (with its unzipper) loads when a spreadsheet is chosen, not with the screen.
    const { readSheet } = await import('read-excel-file/browser');
    table = (await readSheet(file)).map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell !== ''));
  } else throw new Error(UNSUPPORTED_SHEET);
  if (table.length < 2) throw new Error(EMPTY_SHEET);
  return table;
}
