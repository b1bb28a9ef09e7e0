import { dayOf } from '../../domain/event-time';

/** Ours: the upload accepts these. */
export const SHEET_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const UNSUPPORTED_SHEET = 'Upload a .csv or .xlsx file';
export const EMPTY_SHEET = 'The file has no rows below its header row';

/** The first sheet of a file: rows of text cells, header row first. */
export interface Sheet {
  table: string[][];
  /** Why a data row could not be read as written, by its row number (1 is the row under the header). */
  rowErrors: ReadonlyMap<number, string>;
}

function cellText(value: unknown): string {
  if (value == null) return '';
  // A spreadsheet date has no zone; the reader gives it as midnight UTC of that calendar day.
  if (value instanceof Date) return dayOf(value, 'UTC');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value).trim();
}

/**
 * The first sheet of a CSV or XLSX file. A CSV is read in pieces, onProgress hearing the share read
 * (0 to 1); its text may be UTF-8, UTF-16 or Windows-1252, its delimiter a comma or a semicolon.
 */
export async function readSheetFile(file: File, onProgress?: (share: number) => void): Promise<Sheet> {
  const name = file.name.toLowerCase();
  let sheet: Sheet;
  if (name.endsWith('.csv')) {
    // The CSV reader (papaparse) loads when a CSV is chosen, not with the screen.
    const { decodeCsvBytes, readCsv } = await import('../../domain/csv-read');
    const { rows, rowErrors } = await readCsv(decodeCsvBytes(new Uint8Array(await file.arrayBuffer())), onProgress);
    const headerError = rowErrors.get(0);
    if (headerError) throw new Error(`The header row cannot be read: ${headerError.toLowerCase()}`);
    sheet = { table: rows, rowErrors };
  } else if (name.endsWith('.xlsx')) {
    // The spreadsheet reader (with its unzipper) loads when a spreadsheet is chosen, not with the screen.
    const { readSheet } = await import('read-excel-file/browser');
    const table = (await readSheet(file))
      .map((row) => row.map(cellText))
      .filter((row) => row.some((cell) => cell !== ''));
    sheet = { table, rowErrors: new Map() };
  } else throw new Error(UNSUPPORTED_SHEET);
  if (sheet.table.length < 2) throw new Error(EMPTY_SHEET);
  return sheet;
}
