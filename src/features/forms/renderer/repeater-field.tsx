import type { CSSProperties } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { Icon } from '../../../components/icon';
import { REPEATER_CELLS, type RepeaterCell } from '../../../domain/forms/field';
import { repeaterRowSchema, type RepeaterRow } from '../../../domain/forms/values';
import { FieldShell } from './field-shell';
import type { FieldInputProps } from './field-input-props';

const EMPTY_ROW: RepeaterRow = repeaterRowSchema.parse({});

const CELL_INPUT_TYPES = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  number: 'number',
  date: 'date',
} as const;

/**
 * Rows of up to four columns: rows are added and removed between the field's minimum and maximum
 * (it starts with its minimum, at least one). Columns without a label are not used.
 */
export function RepeaterField({
  field,
  ids,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
}: FieldInputProps<'repeater', RepeaterRow[]>) {
  const cells = REPEATER_CELLS.filter((cell) => field.cellSchema[cell].label);
  const minRows = Math.max(field.min ?? 0, 1);
  const rows = value && value.length > 0 ? value : Array.from({ length: minRows }, () => EMPTY_ROW);
  const canAdd = !readOnly && (field.max === null || rows.length < field.max);
  const canRemove = !readOnly && rows.length > minRows;
  const setCell = (rowIndex: number, cell: RepeaterCell, text: string) =>
    onChange(rows.map((row, index) => (index === rowIndex ? { ...row, [cell]: text } : row)));

  return (
    <FieldShell
      ids={ids}
      label={field.label}
      description={field.description}
      isRequired={field.isRequired}
      error={error}
      asGroup
    >
      <div
        className={`form-fill-repeater${readOnly ? ' is-read-only' : ''}`}
        style={{ '--repeater-columns': cells.length } as CSSProperties}
        onBlur={onBlur}
      >
        <div className="form-fill-repeater-head" aria-hidden="true">
          {cells.map((cell) => (
            <span key={cell}>{field.cellSchema[cell].label}</span>
          ))}
        </div>
        <ol className="list-unstyled mb-0 d-grid gap-2">
          {rows.map((row, rowIndex) => (
            <li key={rowIndex} className="form-fill-repeater-row">
              <div className="form-fill-repeater-cells">
                {cells.map((cell) => {
                  const inputId = `${ids.input}-${rowIndex}-${cell}`;
                  return (
                    <div key={cell} className="min-w-0">
                      <label htmlFor={inputId} className="form-fill-cell-label">
                        {field.cellSchema[cell].label} <span className="visually-hidden">, row {rowIndex + 1}</span>
                      </label>
                      <Form.Control
                        id={inputId}
                        type={CELL_INPUT_TYPES[field.cellSchema[cell].type]}
                        value={row[cell]}
                        readOnly={readOnly}
                        isInvalid={Boolean(error)}
                        aria-describedby={error ? ids.error : undefined}
                        onChange={(event) => setCell(rowIndex, cell, event.target.value)}
                      />
                    </div>
                  );
                })}
              </div>
              {!readOnly && (
                <Button
                  variant="outline-secondary"
                  size="sm"
                  className="form-fill-repeater-remove"
                  disabled={!canRemove}
                  onClick={() => onChange(rows.filter((_, index) => index !== rowIndex))}
                  aria-label={`Remove row ${rowIndex + 1}`}
                >
                  <Icon name="trash" />
                </Button>
              )}
            </li>
          ))}
        </ol>
        {!readOnly && (
          <Button
            variant="outline-primary"
            size="sm"
            className="mt-2"
            disabled={!canAdd}
            onClick={() => onChange([...rows, EMPTY_ROW])}
          >
            <Icon name="plus-lg" className="me-1" />
            Add row
          </Button>
        )}
      </div>
    </FieldShell>
  );
}
