import { neutraliseCell, toCsv } from '../domain/csv';

export type ReportFormat = 'csv' | 'xlsx';

/**
 * A report table (header row first) as a file: CSV (UTF-8 with BOM) or XLSX with a bold, sticky header
 * row. Both neutralise cells that start with = + - @ (neutraliseCell), so neither can carry a formula.
 */
export async function reportFile(
  table: readonly (readonly string[])[],
  format: ReportFormat,
  sheetName: string,
): Promise<Blob> {
  if (format === 'csv') return new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
  // The XLSX writer (about 22 kB) loads on the first Excel export, not with every screen that offers one.
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...rows] = table;
  const sheet = [
    header.map((value) => ({ value: neutraliseCell(value), fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map((value) => ({ value: neutraliseCell(value) }))),
  ];
  return writeXlsxFile(sheet, { sheet: sheetName, stickyRowsCount: 1 }).toBlob();
}
