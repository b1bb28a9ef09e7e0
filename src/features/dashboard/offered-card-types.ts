import type { CardType } from '../../domain/cards';

/**
 * The card types an admin may choose: the live cards whose area has a data layer today, and link
 * cards. Tasks, forms and suppliers join when their areas' data layers exist; until then a stored
 * card of such a type is drawn as a link card.
 */
export const OFFERED_CARD_TYPES: readonly CardType[] = ['notifications', 'downloads', 'link'];

export function isOfferedCardType(type: CardType): boolean {
  return OFFERED_CARD_TYPES.includes(type);
}
