import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { CARD_MESSAGES } from '../../domain/messages';
import { newDocumentId } from '../../domain/paths';
import { initFirebase } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { createCardLayout, deleteCardLayout, listCardLayouts, listCards, updateCardLayout } from './cards-store';

// Card layouts through the real web SDK as an admin, with the rules enforced.
describe('card layouts against the local stack', () => {
  beforeAll(async () => {
    await signInAsDemo(initFirebase(parseClientEnv(getStack().env)).auth, 'admin');
  });

  it('adds a layout with six starter cards, rearranges it, and deletes it with its cards', async () => {
    const layout = await createCardLayout({ name: `Sponsors ${Date.now()}`, teamTypeIds: [], isDefault: false });
    expect(layout.cardIds).toHaveLength(6);
    const cards = (await listCards()).filter((card) => layout.cardIds.includes(card.id));
    expect(cards).toHaveLength(6);

    const reversed = [...layout.cardIds].reverse().map((id) => cards.find((card) => card.id === id)!);
    reversed[0] = { ...reversed[0]!, title: 'Renamed' };
    await updateCardLayout({ layout, cards: reversed, removedCardIds: [] });
    const saved = (await listCardLayouts()).find((stored) => stored.id === layout.id)!;
    expect(saved.cardIds).toEqual([...layout.cardIds].reverse());
    expect((await listCards()).find((card) => card.id === saved.cardIds[0])?.title).toBe('Renamed');

    await deleteCardLayout(saved);
    expect((await listCardLayouts()).some((stored) => stored.id === layout.id)).toBe(false);
    expect((await listCards()).filter((card) => layout.cardIds.includes(card.id))).toEqual([]);
  });

  it('refuses a layout of five cards and writes nothing', async () => {
    const layout = await createCardLayout({ name: `Five ${Date.now()}`, teamTypeIds: [], isDefault: false });
    const cards = (await listCards()).filter((card) => layout.cardIds.includes(card.id));
    await expect(updateCardLayout({ layout, cards: cards.slice(1), removedCardIds: [cards[0]!.id] })).rejects.toThrow(
      CARD_MESSAGES.invalidLayout,
    );
    expect((await listCardLayouts()).find((stored) => stored.id === layout.id)?.cardIds).toEqual(layout.cardIds);
    expect((await listCards()).some((card) => card.id === cards[0]!.id)).toBe(true);
    await deleteCardLayout(layout);
  });

  it('refuses a card without a title', async () => {
    const layout = await createCardLayout({ name: `Untitled ${Date.now()}`, teamTypeIds: [], isDefault: false });
    const cards = (await listCards()).filter((card) => layout.cardIds.includes(card.id));
    const untitled = { ...cards[0]!, id: newDocumentId(), title: ' ' };
    await expect(
      updateCardLayout({ layout, cards: [untitled, ...cards.slice(1)], removedCardIds: [] }),
    ).rejects.toThrow(CARD_MESSAGES.invalidCard);
    await deleteCardLayout(layout);
  });

  it('keeps the default layout: "Can\'t delete the default layout"', async () => {
    const defaultLayout = (await listCardLayouts()).find((layout) => layout.isDefault);
    expect(defaultLayout).toBeDefined();
    await expect(deleteCardLayout(defaultLayout!)).rejects.toThrow(CARD_MESSAGES.cantDeleteDefaultLayout);
    expect((await listCardLayouts()).some((layout) => layout.id === defaultLayout!.id)).toBe(true);
  });
});
