import { describe, expect, it } from 'vitest';
import { byText, compareText } from './text-order';

describe('text order', () => {
  it('orders names as British English does: case and accents do not split the alphabet', () => {
    expect(['beta', 'Álpha', 'alpha', 'Beta'].sort(compareText)).toEqual(['alpha', 'Álpha', 'beta', 'Beta']);
  });

  it('orders records by the named text field', () => {
    expect([{ name: 'Zed' }, { name: 'adam' }].sort(byText('name'))).toEqual([{ name: 'adam' }, { name: 'Zed' }]);
  });
});
