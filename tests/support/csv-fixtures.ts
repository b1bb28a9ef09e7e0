import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/**
 * The CSV files under tests/fixtures/csv, byte for byte as Excel saves them: 'CSV (Comma delimited)' in
 * Windows-1252 with a comma (English Windows) or a semicolon (German, French), 'CSV UTF-8' with a byte
 * order mark, and one whose quote never closes; CRLF line ends throughout.
 */
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/csv');

export type CsvFixture =
  | 'excel-comma-windows-1252.csv'
  | 'excel-semicolon-windows-1252.csv'
  | 'excel-utf8-bom.csv'
  | 'excel-semicolon-unbalanced-quote.csv';

export function csvFixtureBytes(name: CsvFixture): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(path.join(FIXTURES, name)));
}
