import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { CARD_LINK_TARGETS, CARD_TYPES } from './cards';
import { CARD_LAYOUT_SIZE } from './constants';
import { CARD_MESSAGES } from './messages';
import { flag, idListSchema, idSchema, parseOrThrow, requiredText, trimmedText } from './schema-fields';

// Apart from cards.ts so that the dashboard, which needs only the card types, the starter cards and
// a team type's layout, does not load zod.

export const cardSchema = z.object({
  id: idSchema,
  type: z.enum(CARD_TYPES),
  title: requiredText(),
  /** A mini card takes a narrow slot and shows its figure only. */
  isMini: flag(false),
  description: trimmedText(),
  /** The route id the card leads to. */
  pathId: z.enum(CARD_LINK_TARGETS),
  ...auditFieldsSchema.shape,
});
export type Card = z.output<typeof cardSchema>;
export type CardValues = Pick<Card, 'type' | 'title' | 'isMini' | 'description' | 'pathId'>;

export const cardLayoutSchema = z.object({
  id: idSchema,
  isDefault: flag(false),
  name: requiredText(),
  /** The layout's cards in the order the dashboard draws them: exactly six. */
  cardIds: z.array(idSchema).check(z.length(CARD_LAYOUT_SIZE)),
  /** The team types that see this layout (the default layout lists none). */
  teamTypeIds: idListSchema,
  ...auditFieldsSchema.shape,
});
export type CardLayout = z.output<typeof cardLayoutSchema>;

/** Checks a card before it is written: 'Invalid card'. */
export function checkCard(card: unknown): Card {
  return parseOrThrow(cardSchema, card, CARD_MESSAGES.invalidCard);
}

/** Checks a layout before it is written: 'Invalid layout' (a layout of any number of cards but six included). */
export function checkLayout(layout: unknown): CardLayout {
  return parseOrThrow(cardLayoutSchema, layout, CARD_MESSAGES.invalidLayout);
}
