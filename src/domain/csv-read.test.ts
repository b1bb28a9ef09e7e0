import { describe, expect, it, vi } from 'vitest';
import { csvFixtureBytes, type CsvFixture } from '../../tests/support/csv-fixtures';
import { decodeCsvBytes, readCsv, UNBALANCED_QUOTES } from './csv-read';

const read = async (name: CsvFixture) => readCsv(decodeCsvBytes(csvFixtureBytes(name)));

const HEADER = ['Team name', 'Team type', 'First name', 'Last name', 'Email'];
const ROWS = [
  HEADER,
  ['Müller Messebau GmbH', 'Exhibitor', 'Jürgen', 'Müller', 'juergen.mueller@example.test'],
  ['Société Générale', 'Sponsor', 'Élodie', 'Lefèvre', 'elodie.lefevre@example.test'],
  ['Smith, Jones & Co', 'Exhibitor', 'Zoë', "O'Brien", 'zoe@example.test'],
];

describe('readCsv with the files Excel writes', () => {
  it.each<[CsvFixture]>([
    ['excel-comma-windows-1252.csv'],
    ['excel-semicolon-windows-1252.csv'],
    ['excel-utf8-bom.csv'],
  ])('%s: the right columns, accents intact, no byte order mark', async (name) => {
    expect(await read(name)).toEqual({ rows: ROWS, rowErrors: new Map() });
  });

  it('reports an unclosed quote as an error of its row and reads the rows after it', async () => {
    const { rows, rowErrors } = await read('excel-semicolon-unbalanced-quote.csv');
    expect(rows).toEqual([
      HEADER,
      ['Alpha', 'Exhibitor', 'Ada', 'Lovelace', 'ada@example.test'],
      ['"Beta Ltd', 'Exhibitor', 'Bob', 'Builder', 'bob@example.test'],
      ['Gamma', 'Sponsor', 'Cy', 'Twombly', 'cy@example.test'],
    ]);
    expect(rowErrors).toEqual(new Map([[2, UNBALANCED_QUOTES]]));
  });
});

describe('readCsv', () => {
  it.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ])('reads quotes, doubled quotes, line breaks in quotes and %s line ends; drops blank lines', async (_, end) => {
    const lines = [
      'Team name,Email',
      '"Acme, Ltd","a@x.test"',
      '',
      ',,',
      '"Say ""hi""",b@x.test',
      '"Two\nlines",c@x.test',
    ];
    expect(await readCsv(lines.join(end))).toEqual({
      rows: [
        ['Team name', 'Email'],
        ['Acme, Ltd', 'a@x.test'],
        ['Say "hi"', 'b@x.test'],
        ['Two\nlines', 'c@x.test'],
      ],
      rowErrors: new Map(),
    });
  });

  it("takes the delimiter from Excel's 'sep=' line and leaves the line out", async () => {
    expect((await readCsv('sep=;\r\nName;Note\r\nA,B;C\r\n')).rows).toEqual([
      ['Name', 'Note'],
      ['A,B', 'C'],
    ]);
  });

  it('reports a quoted cell with text after its closing quote as an error of its row, and reads on', async () => {
    const { rows, rowErrors } = await readCsv('Name,Email\n"Acme" Ltd,a@x.test\nBeta,b@x.test\n');
    expect(rows[0]).toEqual(['Name', 'Email']);
    expect(rows.at(-1)).toEqual(['Beta', 'b@x.test']);
    expect(rowErrors).toEqual(new Map([[1, UNBALANCED_QUOTES]]));
  });

  it('reads 10,000 rows in pieces, pausing between them and reporting progress up to the whole', async () => {
    const lines = ['Team name;Email'];
    for (let index = 1; index <= 10_000; index += 1)
      lines.push(`"Team ${index}; with a quoted line\r\nbreak";owner-${index}@example.test`);
    const progress: number[] = [];
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const { rows, rowErrors } = await readCsv(lines.join('\r\n'), (share) => progress.push(share));
    expect(rows).toHaveLength(10_001);
    expect(rows[10_000]).toEqual(['Team 10000; with a quoted line\r\nbreak', 'owner-10000@example.test']);
    expect(rowErrors.size).toBe(0);
    expect(progress.length).toBeGreaterThan(5);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    expect(timeouts).toHaveBeenCalledTimes(progress.length - 1);
    timeouts.mockRestore();
  });
});

describe('decodeCsvBytes', () => {
  it('reads Windows-1252 when the bytes are not UTF-8, UTF-8 without a byte order mark, and UTF-16 with one', () => {
    expect(decodeCsvBytes(new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]))).toBe('Müller');
    expect(decodeCsvBytes(new TextEncoder().encode('Société Générale'))).toBe('Société Générale');
    expect(decodeCsvBytes(new Uint8Array([0xff, 0xfe, 0x4d, 0x00, 0xfc, 0x00]))).toBe('Mü');
  });
});
