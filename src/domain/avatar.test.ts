import { describe, expect, it } from 'vitest';
import { avatarColour, avatarColourGroupIndex, avatarInitials, avatarTextColour } from './avatar';
import { AVATAR_COLOUR_GROUPS } from './constants';

describe('avatar', () => {
  it('makes at most two capital initials', () => {
    expect(avatarInitials('ada', 'lovelace')).toBe('AL');
    expect(avatarInitials(' Grace ', ' Hopper ')).toBe('GH');
    expect(avatarInitials('Prince')).toBe('P');
    expect(avatarInitials('', '')).toBe('');
  });

  it('picks the colour group by the first letter of the first name', () => {
    expect(
      ['anna', 'Eve', 'frank', 'Kim', 'liam', 'Pat', 'quinn', 'Tom', 'uma', 'Zoe'].map(avatarColourGroupIndex),
    ).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('uses the first group for anything else', () => {
    expect(avatarColourGroupIndex('9lives')).toBe(0);
    expect(avatarColourGroupIndex('Émile')).toBe(0);
    expect(avatarColourGroupIndex('')).toBe(0);
    expect(avatarColour('')).toBe(AVATAR_COLOUR_GROUPS[0].colour);
  });
});

describe('avatar initials colour', () => {
  it('is white on the dark avatar colours and near-black on orange', () => {
    expect(AVATAR_COLOUR_GROUPS.map((group) => avatarTextColour(group.colour))).toEqual([
      '#fff',
      '#fff',
      '#fff',
      '#212529',
      '#fff',
    ]);
  });
});
