import { currencySymbol } from '../currencies';
import type { FieldOf } from './field';
import type { FormDefinition, FormVisibility } from './logic';
import { isTemplateValue, type ItemQuantity, type SubmissionValues } from './values';

// Item list totals in the event's currency (variables settings' currencyId). Sums are worked in
// minor units (pence, cents) so 0.1 + 0.2 never shows as 0.30000000000000004.

const toMinor = (amount: number) => Math.round(amount * 100);

/** One line's subtotal: price × quantity, in minor units. */
export function lineSubtotalMinor(line: Pick<ItemQuantity, 'price' | 'quantity'>): number {
  return toMinor(line.price) * line.quantity;
}

/** The total of one item list answer, at the field's prices (a missing item counts nothing), in minor units. */
export function itemListTotalMinor(
  field: Pick<FieldOf<'itemList'>, 'items'>,
  lines: readonly Pick<ItemQuantity, 'itemId' | 'quantity'>[] | undefined,
): number {
  const prices = new Map(field.items.map((item) => [item.itemId, item.price]));
  return (lines ?? []).reduce(
    (sum, line) =>
      sum +
      (prices.has(line.itemId) ? lineSubtotalMinor({ price: prices.get(line.itemId)!, quantity: line.quantity }) : 0),
    0,
  );
}

function asLines(value: unknown): ItemQuantity[] | undefined {
  return Array.isArray(value) ? (value as ItemQuantity[]) : undefined;
}

/** The grand total: every visible item list of the form, in every loop of every visible template, in minor units. */
export function grandTotalMinor(
  definition: FormDefinition,
  values: SubmissionValues,
  visibility: FormVisibility,
): number {
  let total = 0;
  for (const field of definition.fields) {
    if (!visibility.isVisible(field.id)) continue;
    if (field.type === 'itemList') total += itemListTotalMinor(field, asLines(values[field.id]));
    if (field.type !== 'template') continue;
    const group = definition.fieldGroups[field.fieldGroupId];
    const value = values[field.id];
    if (!group || !isTemplateValue(value)) continue;
    value.templateValues.slice(0, value.loopCount).forEach((loop, index) => {
      for (const groupField of group.fields) {
        if (groupField.type === 'itemList' && visibility.isVisibleInLoop(field.id, index, groupField.id))
          total += itemListTotalMinor(groupField, asLines(loop[groupField.id]));
      }
    });
  }
  return total;
}

// One formatter for every amount: toLocaleString with options builds a new one on each call, which
// cost a 200-field form with item lists about 150 ms of its first render.
const amountFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in minor units shown in the event's currency: '£1,234.50'. */
export function formatMoney(amountMinor: number, currencyId: string | undefined): string {
  const amount = amountFormat.format(amountMinor / 100);
  return `${amountMinor < 0 ? '-' : ''}${currencySymbol(currencyId)}${amount.replace(/^-/, '')}`;
}
