import Papa from 'papaparse';

/**
 * Reading CSV as spreadsheets write it: Excel writes ';' where the decimal mark is a comma, saves in
 * Windows-1252 unless told to use UTF-8 (then with a byte order mark), and may start the file with a
 * 'sep=;' line. Cells are read by papaparse; this module decides the text, the delimiter and what a
 * row that cannot be read says.
 */

/** A quote opened and never closed, or text after a closing quote ("a"b): the row's cells cannot be told apart. */
export const UNBALANCED_QUOTES = 'The quote marks (") in this row do not pair up';

export interface CsvTable {
  /** Rows of cells in file order; blank lines are left out. */
  rows: string[][];
  /** Why a row could not be read as written, by its index in rows. Its cells are then a best guess. */
  rowErrors: Map<number, string>;
}

/**
 * The file's text: UTF-16 or UTF-8 when its byte order mark says so or its bytes are valid UTF-8,
 * otherwise Windows-1252 (what Excel's plain 'CSV' writes on Windows in Western Europe).
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // The decoder drops a UTF-8 byte order mark itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const DELIMITERS = [',', ';', '\t', '|'];
const LINE_ENDS = ['\r\n', '\n', '\r'] as const;
type LineEnd = (typeof LINE_ENDS)[number];
/** Characters of text read between two pauses; a 10,000-row file takes about ten pieces. */
const PIECE_LENGTH = 64 * 1024;

/** Excel's optional first line naming the delimiter, e.g. 'sep=;'. */
function delimiterLine(text: string): { delimiter: string; length: number } | undefined {
  const match = /^sep=(.)(\r\n|\n|\r)/i.exec(text);
  return match ? { delimiter: match[1]!, length: match[0].length } : undefined;
}

/**
 * The line end of the file's opening lines, and the delimiter whose rows split most consistently in
 * them (',' when none does).
 */
function guessFormat(text: string): { delimiter: string; newline: LineEnd } {
  const { meta } = Papa.parse<string[]>(text.slice(0, PIECE_LENGTH), { delimitersToGuess: DELIMITERS, preview: 50 });
  return {
    delimiter: DELIMITERS.includes(meta.delimiter) ? meta.delimiter : ',',
    newline: LINE_ENDS.find((end) => end === meta.linebreak) ?? '\r\n',
  };
}

/** The index just past the first line end at or after from (text.length when there is none). */
function lineEndAfter(text: string, newline: string, from: number): number {
  if (from >= text.length) return text.length;
  const at = text.indexOf(newline, from);
  return at === -1 ? text.length : at + newline.length;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Reads CSV text into rows of cells, the delimiter detected. The text is read in pieces that end at
 * a line end, with a pause between pieces so that a large file never freezes the page; onProgress
 * hears the share read so far (0 to 1). A row whose quote marks do not pair up is kept with an error,
 * and reading goes on at the next line, so one bad quote never swallows the rows after it.
 */
export async function readCsv(text: string, onProgress?: (share: number) => void): Promise<CsvTable> {
  const declared = delimiterLine(text);
  const guessed = guessFormat(text.slice(declared?.length ?? 0));
  const config = { delimiter: declared?.delimiter ?? guessed.delimiter, newline: guessed.newline };
  const rows: string[][] = [];
  const rowErrors = new Map<number, string>();
  const add = (cells: string[], error?: string) => {
    if (!error && isBlank(cells)) return;
    if (error) rowErrors.set(rows.length, error);
    rows.push(cells);
  };

  let start = declared?.length ?? 0;
  while (start < text.length) {
    let end = lineEndAfter(text, config.newline, start + PIECE_LENGTH);
    let piece = Papa.parse<string[]>(text.slice(start, end), config);
    // A piece may end inside a quoted cell that spans lines: take the next line, then ever more (so a
    // quote that never closes costs a few re-reads, not one per line), until it closes or the text ends.
    let unclosed = piece.errors.find((error) => error.code === 'MissingQuotes');
    for (let more = 0; unclosed && end < text.length; more = more * 2 || 256) {
      end = lineEndAfter(text, config.newline, end + more);
      piece = Papa.parse<string[]>(text.slice(start, end), config);
      unclosed = piece.errors.find((error) => error.code === 'MissingQuotes');
    }
    const stray = new Set(piece.errors.filter((error) => error.code === 'InvalidQuotes').map((error) => error.row));
    const readRows = unclosed ? piece.data.slice(0, unclosed.row) : piece.data;
    readRows.forEach((cells, index) => add(cells, stray.has(index) ? UNBALANCED_QUOTES : undefined));
    if (unclosed) {
      // The quote never closes: the line it opens on is the bad row (split as written), the next line reads afresh.
      const quoteAt = start + (unclosed.index ?? 0);
      const lineEndBefore = text.lastIndexOf(config.newline, quoteAt - 1);
      const lineStart = lineEndBefore === -1 ? 0 : lineEndBefore + config.newline.length;
      const lineEnd = lineEndAfter(text, config.newline, quoteAt);
      const line = text.slice(lineStart, lineEnd);
      add(
        (line.endsWith(config.newline) ? line.slice(0, -config.newline.length) : line).split(config.delimiter),
        UNBALANCED_QUOTES,
      );
      end = lineEnd;
    }
    start = end;
    onProgress?.(start / text.length);
    if (start < text.length) await nextTask();
  }
  return { rows, rowErrors };
}
