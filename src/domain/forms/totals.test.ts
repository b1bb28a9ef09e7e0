import { describe, expect, it } from 'vitest';
import { newField } from './field';
import { evaluateVisibility, GUEST_LOGIC_CONTEXT, logicMapSchema, type FormDefinition } from './logic';
import { formatMoney, grandTotalMinor, itemListTotalMinor } from './totals';

const items = (id: string, parent: { formId: string } | { fieldGroupId: string }) => ({
  ...newField('itemList', id, parent),
  items: [
    { itemId: 'a', label: 'A', price: 0.1, description: '' },
    { itemId: 'b', label: 'B', price: 0.2, description: '' },
  ],
});

describe('totals', () => {
  it('sums in minor units at the field prices', () => {
    expect(
      itemListTotalMinor(items('x', { formId: 'f' }), [
        { itemId: 'a', quantity: 1 },
        { itemId: 'b', quantity: 1 },
      ]),
    ).toBe(30);
    expect(itemListTotalMinor(items('x', { formId: 'f' }), [{ itemId: 'gone', quantity: 4 }])).toBe(0);
  });

  it('adds every visible item list, in every loop, to the grand total', () => {
    const hidden = items('hidden', { formId: 'f' });
    const template = { ...newField('template', 't', { formId: 'f' }), fieldGroupId: 'g', isLooping: true, maxLoops: 3 };
    const definition: FormDefinition = {
      fields: [items('main', { formId: 'f' }), hidden, template],
      logicMap: logicMapSchema.parse({ hidden: { rules: [{ sourceId: 'main', condition: 'isEmpty' }] } }),
      fieldGroups: { g: { fields: [items('inner', { fieldGroupId: 'g' })], logicMap: {} } },
    };
    const values = {
      main: [{ itemId: 'b', price: 0.2, quantity: 2 }],
      hidden: [{ itemId: 'a', price: 0.1, quantity: 100 }],
      t: {
        loopCount: 2,
        templateValues: [
          { inner: [{ itemId: 'a', price: 0.1, quantity: 1 }] },
          { inner: [{ itemId: 'b', price: 0.2, quantity: 3 }] },
        ],
      },
    };
    expect(grandTotalMinor(definition, values, evaluateVisibility(definition, values, GUEST_LOGIC_CONTEXT))).toBe(
      40 + 10 + 60,
    );
  });

  it("shows money in the event's currency", () => {
    expect(formatMoney(123450, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
  });
});
