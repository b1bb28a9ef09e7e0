import { downloadBlob } from '../../../components/download-blob';
import type { ExportFormat } from '../../../components/report-export-menu';
import { reportFile } from '../../../data/report-file';

/**
 * Hands a report table (header first, exactly the rows the screen shows) to the person as a CSV or
 * XLSX file; reportFile neutralises cells starting with = + - @ in both formats.
 */
export async function downloadReport(
  table: readonly (readonly string[])[],
  format: ExportFormat,
  sheetName: string,
  fileName: (format: ExportFormat) => string,
): Promise<void> {
  downloadBlob(await reportFile(table, format, sheetName), fileName(format));
}
