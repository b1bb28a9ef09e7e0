import { AVATAR_COLOUR_GROUPS, AVATAR_INITIALS_MAX } from './constants';

/** Up to two capital letters: the first letter of the first name and of the surname. */
export function avatarInitials(firstName: string, surname = ''): string {
  return [firstName, surname]
    .map((name) => name.trim().charAt(0))
    .join('')
    .slice(0, AVATAR_INITIALS_MAX)
    .toUpperCase();
}

/** The index of the avatar colour group for a first name; names not starting a–z use the first group. */
export function avatarColourGroupIndex(firstName: string): number {
  const letter = firstName.trim().charAt(0).toLowerCase();
  const index = AVATAR_COLOUR_GROUPS.findIndex((group) => letter >= group.from && letter <= group.to);
  return Math.max(index, 0);
}

export function avatarColour(firstName: string): string {
  return AVATAR_COLOUR_GROUPS[avatarColourGroupIndex(firstName)].colour;
}
