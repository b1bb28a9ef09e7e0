import { describe, expect, it } from 'vitest';
import { byText, compareSortKeys, compareText, sortedByText, textSortKey } from './text-order';

describe('text order', () => {
  it('does not let case or accents split the alphabet; equal names keep their order', () => {
    expect(['beta', 'Álpha', 'alpha', 'Beta', 'Émile', 'emma'].sort(compareText)).toEqual([
      'Álpha',
      'alpha',
      'beta',
      'Beta',
      'Émile',
      'emma',
    ]);
  });

  it('orders numbers by value, whatever their leading zeros', () => {
    expect(['Stand 10', 'Stand 9', 'Stand 009a', 'Stand 100', 'Stand', 'Stand 1'].sort(compareText)).toEqual([
      'Stand',
      'Stand 1',
      'Stand 9',
      'Stand 009a',
      'Stand 10',
      'Stand 100',
    ]);
  });

  it('counts runs of spaces as one and ignores spaces at the ends', () => {
    expect(textSortKey('  Hall   A ')).toBe(textSortKey('hall a'));
    expect(textSortKey('Hall\tA')).toBe('hall a');
    expect(textSortKey('Hall A ')).toBe('hall a');
    expect(textSortKey('Hall  A')).toBe('hall a');
    expect(textSortKey('Hall 07')).toBe('hall 17');
  });

  it('orders keys by code point, as Firestore orders strings (not by UTF-16 unit)', () => {
    const emoji = '\u{1F600}'; // U+1F600: a surrogate pair, whose first unit (0xD83D) is below U+FF21
    const fullWidthA = '\uFF21';
    expect(emoji < fullWidthA).toBe(true); // JavaScript's own order
    expect(compareSortKeys(emoji, fullWidthA)).toBeGreaterThan(0);
    expect(Buffer.compare(Buffer.from(emoji), Buffer.from(fullWidthA))).toBeGreaterThan(0); // UTF-8 agrees
    expect(compareSortKeys('ab', 'abc')).toBeLessThan(0);
    expect(compareSortKeys('abc', 'abc')).toBe(0);
  });

  it('orders records by the named text field, with one sort key per record for long lists', () => {
    const records = [{ name: 'Zed' }, { name: 'adam' }, { name: 'Team 10' }, { name: 'team 2' }];
    expect([...records].sort(byText('name'))).toEqual([
      { name: 'adam' },
      { name: 'team 2' },
      { name: 'Team 10' },
      { name: 'Zed' },
    ]);
    expect(sortedByText(records, 'name')).toEqual([...records].sort(byText('name')));
  });
});
