import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { readCsv } from './csv-read';

describe('toCsv', () => {
  it('round-trips through the reader and neutralises formulas', async () => {
    const rows = [
      ['Name', 'Note'],
      ['Acme, Ltd', 'say "hi"'],
      ['=SUM(A1)', 'two\nlines'],
    ];
    const csv = toCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect((await readCsv(csv.slice(1))).rows).toEqual([
      ['Name', 'Note'],
      ['Acme, Ltd', 'say "hi"'],
      ["'=SUM(A1)", 'two\nlines'],
    ]);
  });
});
