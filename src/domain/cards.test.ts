import { describe, expect, it } from 'vitest';
import { checkCard, checkLayout } from './card-schemas';
import { assertDeletable, layoutForTeamType, STARTER_CARDS } from './cards';

const layout = (extra: Record<string, unknown>) => ({
  id: 'l',
  name: 'Layout',
  cardIds: ['a', 'b', 'c', 'd', 'e', 'f'],
  ...extra,
});

describe('card layouts', () => {
  it('hold exactly six cards', () => {
    expect(checkLayout(layout({})).cardIds).toHaveLength(6);
    expect(() => checkLayout(layout({ cardIds: ['a', 'b', 'c', 'd', 'e'] }))).toThrow('Invalid layout');
    expect(() => checkLayout(layout({ cardIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }))).toThrow('Invalid layout');
  });

  it('refuse a card without a title or with an unknown type', () => {
    const card = { id: 'c', type: 'tasks', title: 'Tasks due', description: '', pathId: 'tasks' };
    expect(checkCard(card)).toMatchObject({ type: 'tasks', isMini: false });
    expect(() => checkCard({ ...card, title: ' ' })).toThrow('Invalid card');
    expect(() => checkCard({ ...card, type: 'weather' })).toThrow('Invalid card');
    expect(() => checkCard({ ...card, pathId: 'admin' })).toThrow('Invalid card');
  });

  it('start a new layout with six valid cards', () => {
    expect(STARTER_CARDS).toHaveLength(6);
    STARTER_CARDS.forEach((values, index) => expect(() => checkCard({ ...values, id: `c${index}` })).not.toThrow());
  });

  it('keep the default layout', () => {
    expect(() => assertDeletable({ isDefault: true })).toThrow("Can't delete the default layout");
    expect(() => assertDeletable({ isDefault: false })).not.toThrow();
  });

  it("draw a team type's own layout, else the default", () => {
    const layouts = [
      { id: 'default', isDefault: true, teamTypeIds: [] },
      { id: 'exhibitors', isDefault: false, teamTypeIds: ['exhibitor'] },
    ];
    expect(layoutForTeamType(layouts, 'exhibitor')?.id).toBe('exhibitors');
    expect(layoutForTeamType(layouts, 'sponsor')?.id).toBe('default');
    expect(layoutForTeamType(layouts, '')?.id).toBe('default');
  });
});
