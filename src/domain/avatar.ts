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

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The initials' colour on an avatar colour: white or near-black, whichever contrasts more. */
export function avatarTextColour(background: string): string {
  const shade = luminance(background);
  return 1.05 / (shade + 0.05) >= (shade + 0.05) / (luminance('#212529') + 0.05) ? '#fff' : '#212529';
}
