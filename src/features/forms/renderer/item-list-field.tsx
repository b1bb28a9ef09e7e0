import { Form } from '../../../components/bootstrap/form';
import type { ItemQuantity } from '../../../domain/forms/values';
import { formatMoney, itemListTotalMinor, lineSubtotalMinor } from '../../../domain/forms/totals';
import { FieldShell } from './field-shell';
import type { FieldInputProps } from './field-input-props';

function withQuantity(
  lines: readonly ItemQuantity[],
  item: { itemId: string; price: number },
  quantity: number,
): ItemQuantity[] {
  const others = lines.filter((line) => line.itemId !== item.itemId);
  return quantity > 0 ? [...others, { itemId: item.itemId, price: item.price, quantity }] : others;
}

/**
 * Items to order: a quantity for each, its price and subtotal, and the list's total, worked out as
 * the quantities change, in the event's currency.
 */
export function ItemListField({
  field,
  ids,
  value = [],
  onChange,
  onBlur,
  error,
  readOnly,
  currencyId,
}: FieldInputProps<'itemList', ItemQuantity[]> & { currencyId: string | undefined }) {
  const quantityOf = (itemId: string) => value.find((line) => line.itemId === itemId)?.quantity ?? 0;
  return (
    <FieldShell
      ids={ids}
      label={field.label}
      description={field.description}
      isRequired={field.isRequired}
      error={error}
      asGroup
    >
      <ul className="form-fill-items list-unstyled mb-0" onBlur={onBlur}>
        {field.items.map((item) => {
          const quantity = quantityOf(item.itemId);
          const inputId = `${ids.input}-${item.itemId}`;
          return (
            <li key={item.itemId} className="form-fill-item">
              <div className="form-fill-item-name">
                <label htmlFor={inputId} className="fw-medium">
                  {item.label}
                </label>
                {item.description && <div className="small text-body-secondary">{item.description}</div>}
                {field.showPrice && (
                  <div className="small text-body-secondary">
                    {formatMoney(Math.round(item.price * 100), currencyId)} each
                  </div>
                )}
              </div>
              <Form.Control
                id={inputId}
                className="form-fill-item-quantity"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={quantity || ''}
                placeholder="0"
                readOnly={readOnly}
                isInvalid={Boolean(error)}
                aria-describedby={error ? ids.error : undefined}
                aria-label={`Quantity of ${item.label}`}
                onChange={(event) =>
                  onChange(withQuantity(value, item, Math.max(0, Math.floor(Number(event.target.value) || 0))))
                }
              />
              {field.showSubtotals && (
                <output htmlFor={inputId} className="form-fill-item-subtotal" aria-label={`Subtotal for ${item.label}`}>
                  {formatMoney(lineSubtotalMinor({ price: item.price, quantity }), currencyId)}
                </output>
              )}
            </li>
          );
        })}
      </ul>
      {field.showTotal && (
        <div className="form-fill-total">
          <span>Total</span>
          <output aria-live="polite" data-testid={`total-${field.id}`}>
            {formatMoney(itemListTotalMinor(field, value), currencyId)}
          </output>
        </div>
      )}
    </FieldShell>
  );
}

/** The sum of every visible item list, as the answers change. */
export function GrandTotalView({
  label,
  description,
  totalMinor,
  currencyId,
}: {
  label: string;
  description: string;
  totalMinor: number;
  currencyId: string | undefined;
}) {
  return (
    <div className="form-fill-field form-fill-grand-total">
      <div>
        <div className="fw-semibold">{label || 'Total'}</div>
        {description && <div className="small text-body-secondary">{description}</div>}
      </div>
      <output aria-live="polite" className="fs-5 fw-semibold" data-testid="grand-total">
        {formatMoney(totalMinor, currencyId)}
      </output>
    </div>
  );
}
