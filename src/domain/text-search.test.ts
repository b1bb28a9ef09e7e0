import { describe, expect, it } from 'vitest';
import { matchesSearch } from './text-search';

describe('matchesSearch', () => {
  it('matches every text when nothing (or only spaces) is typed', () => {
    expect(matchesSearch('', 'Anything')).toBe(true);
    expect(matchesSearch('   ', 'Anything')).toBe(true);
  });
  it('needs every word somewhere in the texts, in any case and order', () => {
    expect(matchesSearch('AHMED harbour', 'Harbour Media', 'Zara Ahmed')).toBe(true);
    expect(matchesSearch('robot', 'Brightside Robotics')).toBe(true);
    expect(matchesSearch('robotics zara', 'Brightside Robotics', 'Grace Hopkins')).toBe(false);
  });
  it('ignores accents on either side', () => {
    expect(matchesSearch('cafe', 'Café du Parc')).toBe(true);
    expect(matchesSearch('ÉMILE', 'emile brontë')).toBe(true);
    expect(matchesSearch('bronte', 'Emily Brontë')).toBe(true);
    expect(matchesSearch('cafe', 'Cave')).toBe(false);
  });
});
