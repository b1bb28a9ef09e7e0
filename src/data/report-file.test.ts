import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, readCsv } from '../domain/csv-read';
import { reportFile } from './report-file';

const TABLE = [
  ['Name', '=Header'],
  ['=SUM(A1:A2)', '+1'],
  ['-2', '@cmd'],
  ['plain', ''],
];
const SAFE = [
  ['Name', "'=Header"],
  ["'=SUM(A1:A2)", "'+1"],
  ["'-2", "'@cmd"],
  ['plain', ''],
];

describe('reportFile', () => {
  it('neutralises cells that start with = + - @ in CSV', async () => {
    const blob = await reportFile(TABLE, 'csv', 'Report');
    const text = decodeCsvBytes(new Uint8Array(await blob.arrayBuffer()));
    expect((await readCsv(text)).rows).toEqual(SAFE);
  });

  it('neutralises them in XLSX too, through the same helper', async () => {
    const blob = await reportFile(TABLE, 'xlsx', 'Report');
    const rows = await readSheet(Buffer.from(await blob.arrayBuffer()));
    expect(rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))).toEqual(SAFE);
  });
});
