/** The dashboard cards of the attack matrix's world: a default layout and one for type X, six cards each. */
export function cardsWorld(inEvent: (path: string) => string): Record<string, Record<string, unknown>> {
  const cardIds = (prefix: string) => [1, 2, 3, 4, 5, 6].map((n) => `${prefix}${n}`);
  const cards = Object.fromEntries(
    [...cardIds('d'), ...cardIds('x')].map((id) => [
      inEvent(`cards/${id}`),
      { id, type: 'link', title: `Card ${id}`, isMini: false, description: '', pathId: 'content' },
    ]),
  );
  return {
    ...cards,
    [inEvent('cardLayouts/default')]: {
      id: 'default',
      isDefault: true,
      name: 'Default',
      cardIds: cardIds('d'),
      teamTypeIds: [],
    },
    [inEvent('cardLayouts/forX')]: {
      id: 'forX',
      isDefault: false,
      name: 'Type X',
      cardIds: cardIds('x'),
      teamTypeIds: ['typeX'],
    },
  };
}
