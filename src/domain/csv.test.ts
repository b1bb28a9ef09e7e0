import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  it('reads quotes, commas, doubled quotes, CRLF, a BOM, line breaks in quotes and a missing last line end', () => {
    const text = '\uFEFFTeam name,Email\r\n"Acme, Ltd","a@x.test"\r\n"Say ""hi""",b@x.test\n"Two\nlines",c@x.test';
    expect(parseCsv(text)).toEqual([
      ['Team name', 'Email'],
      ['Acme, Ltd', 'a@x.test'],
      ['Say "hi"', 'b@x.test'],
      ['Two\nlines', 'c@x.test'],
    ]);
  });
  it('drops blank lines and keeps empty cells', () => {
    expect(parseCsv('a,,c\r\n\r\n,,\r\nd,e,')).toEqual([
      ['a', '', 'c'],
      ['d', 'e', ''],
    ]);
  });
});

describe('toCsv', () => {
  it('round-trips through parseCsv and neutralises formulas', () => {
    const rows = [
      ['Name', 'Note'],
      ['Acme, Ltd', 'say "hi"'],
      ['=SUM(A1)', 'x'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual([
      ['Name', 'Note'],
      ['Acme, Ltd', 'say "hi"'],
      ["'=SUM(A1)", 'x'],
    ]);
  });
});
