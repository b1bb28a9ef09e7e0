import { cardLayoutSchema, cardSchema, checkCard, checkLayout } from '../../domain/card-schemas';
import { assertDeletable, STARTER_CARDS, type Card, type CardLayout } from '../../domain/cards';
import { newDocumentId } from '../../domain/paths';
import { firebaseClient } from '../../lib/firebase/client';
import {
  commitInBatches,
  parseDocuments,
  readCollection,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';
import { compareText } from '../../domain/text-order';

export async function listCards(): Promise<Card[]> {
  return parseDocuments(cardSchema, 'card', await readCollection(firebaseClient().paths.collection('cards')));
}

/** Every layout, the default first, then by name. */
export async function listCardLayouts(): Promise<CardLayout[]> {
  const layouts = parseDocuments(
    cardLayoutSchema,
    'cardLayout',
    await readCollection(firebaseClient().paths.collection('cardLayouts')),
  );
  return layouts.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || compareText(a.name, b.name));
}

/** Adds a layout with its six starter cards, in one batch. */
export async function createCardLayout({
  name,
  teamTypeIds,
  isDefault,
}: Pick<CardLayout, 'name' | 'teamTypeIds' | 'isDefault'>): Promise<CardLayout> {
  const { paths } = firebaseClient();
  const cards = STARTER_CARDS.map((values) => checkCard(withCreateStamp({ ...values, id: newDocumentId() })));
  const layout = checkLayout(
    withCreateStamp({ id: newDocumentId(), name, teamTypeIds, isDefault, cardIds: cards.map((card) => card.id) }),
  );
  await commitInBatches([
    ...cards.map((card): BatchOperation => ({ type: 'set', path: paths.doc('cards', card.id), data: card })),
    { type: 'set', path: paths.doc('cardLayouts', layout.id), data: layout },
  ]);
  return layout;
}

/**
 * Saves a layout with its cards in one batch: every card of the layout (new or changed), the cards
 * taken out of it deleted, and the layout itself. Everything is checked first, so a layout of any
 * number of cards but six ('Invalid layout') or a bad card ('Invalid card') writes nothing.
 */
export async function updateCardLayout({
  layout,
  cards,
  removedCardIds,
}: {
  layout: CardLayout;
  cards: Card[];
  removedCardIds: string[];
}): Promise<CardLayout> {
  const { paths } = firebaseClient();
  const checkedCards = cards.map((card) => checkCard(card.createdAt ? withUpdateStamp(card) : withCreateStamp(card)));
  const checked = checkLayout(withUpdateStamp({ ...layout, cardIds: checkedCards.map((card) => card.id) }));
  await commitInBatches([
    ...checkedCards.map((card): BatchOperation => ({ type: 'set', path: paths.doc('cards', card.id), data: card })),
    ...removedCardIds.map((id): BatchOperation => ({ type: 'delete', path: paths.doc('cards', id) })),
    { type: 'set', path: paths.doc('cardLayouts', checked.id), data: checked },
  ]);
  return checked;
}

/** Deletes a layout with its cards; the default layout stays ("Can't delete the default layout"). */
export async function deleteCardLayout(layout: CardLayout): Promise<void> {
  assertDeletable(layout);
  const { paths } = firebaseClient();
  await commitInBatches([
    ...layout.cardIds.map((id): BatchOperation => ({ type: 'delete', path: paths.doc('cards', id) })),
    { type: 'delete', path: paths.doc('cardLayouts', layout.id) },
  ]);
}
