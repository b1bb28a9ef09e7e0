// The portal's one order for names and titles shown in lists. It is defined by a sort key whose
// code point order (Firestore's order of strings: UTF-8 bytes) is the order people expect, so a
// key stored beside a name lets Firestore return a list's first page in the very order the screen
// sorts the whole list in (users' firstNameSortKey, teams' nameSortKey).

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE_RUN = /\s+/g;
const DIGIT_RUN = /[0-9]+/g;
const LEADING_ZEROS = /^0+(?=[0-9])/;
/**
 * What the full folding is needed for: anything but printable ASCII (accents, other scripts, tabs),
 * or spaces to merge or trim. Most names have none of it, and a list of 20,000 is keyed on a click.
 */
const NEEDS_FOLDING = /[^\x20-\x7e]|^ | $| {2}/;
const DIGIT = /[0-9]/;
/** Digit runs longer than this share one length mark (and then compare digit by digit). */
const LONGEST_MARKED_RUN = 0x7e - 0x30;

/**
 * The sort key of a text: accents and case do not split the alphabet ('Émile' beside 'emile'),
 * runs of spaces count as one, and numbers compare by value ('Stand 9' before 'Stand 10'): each
 * run of digits is written without leading zeros after a mark of its length ('1' for one digit,
 * '2' for two, …), so a shorter number sorts first.
 */
export function textSortKey(text: string): string {
  const folded = NEEDS_FOLDING.test(text)
    ? text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().trim().replace(WHITESPACE_RUN, ' ')
    : text.toLowerCase();
  if (!DIGIT.test(folded)) return folded;
  return folded.replace(DIGIT_RUN, (digits) => {
    const value = digits.replace(LEADING_ZEROS, '');
    return String.fromCharCode(0x30 + Math.min(value.length, LONGEST_MARKED_RUN)) + value;
  });
}

/** Ranks a UTF-16 code unit by the code point it belongs to: surrogates (code points above U+FFFF) after every other unit. */
const codePointRank = (unit: number) => (unit >= 0xd800 && unit <= 0xdfff ? unit + 0x10000 : unit);

/** Orders sort keys by code point, as Firestore orders strings (JavaScript's `<` compares UTF-16 units, which differs above U+D7FF). */
export function compareSortKeys(a: string, b: string): number {
  if (a === b) return 0;
  const shorter = Math.min(a.length, b.length);
  let index = 0;
  while (index < shorter && a.charCodeAt(index) === b.charCodeAt(index)) index += 1;
  if (index === shorter) return a.length - b.length;
  return codePointRank(a.charCodeAt(index)) - codePointRank(b.charCodeAt(index));
}

export function compareText(a: string, b: string): number {
  return compareSortKeys(textSortKey(a), textSortKey(b));
}

/** A comparator of records by one of their text fields, e.g. `types.sort(byText('name'))`; equal texts keep their order. */
export function byText<Key extends string>(key: Key): (a: Record<Key, string>, b: Record<Key, string>) => number {
  return (a, b) => compareText(a[key], b[key]);
}

/** Records sorted by one of their text fields, each key worked out once (for long lists); equal texts keep their order. */
export function sortedByText<Key extends string, Item extends Record<Key, string>>(
  records: readonly Item[],
  key: Key,
): Item[] {
  const keys = records.map((record) => textSortKey(record[key]));
  return records
    .map((_, index) => index)
    .sort((a, b) => compareSortKeys(keys[a]!, keys[b]!) || a - b)
    .map((index) => records[index]!);
}
