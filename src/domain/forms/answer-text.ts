import { optionLabel, REPEATER_CELLS, type Field } from './field';
import { formatMoney, lineSubtotalMinor } from './totals';
import {
  formatAddress,
  formatFullName,
  isTemplateValue,
  type AddressValue,
  type FieldValue,
  type FullNameValue,
  type ItemQuantity,
  type RepeaterRow,
  type UploadedFile,
} from './values';

export interface AnswerTextOptions {
  /** Item lines with their subtotal in this currency (the export); without it, item and quantity only. */
  currencyId?: string;
  /** Files by name and address, one a line (the export, read away from the portal); without it, by name. */
  withFileLinks?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function itemLinesText(field: Field, lines: readonly ItemQuantity[], currencyId: string | undefined): string {
  const labels = new Map(field.type === 'itemList' ? field.items.map((item) => [item.itemId, item.label]) : []);
  return lines
    .filter((line) => line.quantity > 0)
    .map((line) => {
      const text = `${labels.get(line.itemId) ?? line.itemId} × ${line.quantity}`;
      return currencyId === undefined ? text : `${text} (${formatMoney(lineSubtotalMinor(line), currencyId)})`;
    })
    .join('; ');
}

function repeaterText(field: Field, rows: readonly RepeaterRow[]): string {
  const cells = field.type === 'repeater' ? REPEATER_CELLS.filter((cell) => field.cellSchema[cell].label) : [];
  return rows.map((row) => cells.map((cell) => row[cell] ?? '').join(' | ')).join('; ');
}

function filesText(files: readonly UploadedFile[], withFileLinks: boolean | undefined): string {
  return withFileLinks
    ? files.map((file) => `${file.name} ${file.url}`).join('\n')
    : files.map((file) => file.name).join(', ');
}

/**
 * One answer as text, the same in a notification email, a merge tag and the submissions export:
 * addresses and names on one line, choices by their labels, Yes/No, item lines with their quantity,
 * repeater rows by their labelled cells, files by name. A looped template's answer is read loop by
 * loop by the caller, so it reads '' here.
 */
export function answerText(field: Field, value: FieldValue | undefined, options: AnswerTextOptions = {}): string {
  if (value === undefined || value === null || isTemplateValue(value)) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return optionLabel(field, value.trim());
  if (isObject(value)) {
    if (field.type === 'address') return formatAddress(value as AddressValue);
    if (field.type === 'fullName') return formatFullName(value as FullNameValue);
    return '';
  }
  switch (field.type) {
    case 'itemList':
      return itemLinesText(field, value as ItemQuantity[], options.currencyId);
    case 'repeater':
      return repeaterText(field, value as RepeaterRow[]);
    case 'upload':
      return filesText(value as UploadedFile[], options.withFileLinks);
    default:
      return value
        .filter((entry): entry is string => typeof entry === 'string')
        .map((entry) => optionLabel(field, entry))
        .join(', ');
  }
}
