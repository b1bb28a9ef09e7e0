import { useState } from 'react';
import { Button } from '../../../../components/bootstrap/button';
import { Col, Row } from '../../../../components/bootstrap/grid';
import { Form } from '../../../../components/bootstrap/form';
import { InputGroup } from '../../../../components/bootstrap/input-group';
import { Table } from '../../../../components/bootstrap/table';
import { Icon } from '../../../../components/icon';
import { LibraryAssetPicker } from '../../../../components/library-asset-picker';
import { CALLOUT_VARIANTS, DEFAULT_UPLOAD_LIMIT_MB } from '../../../../domain/constants';
import { FORM_UPLOAD_GROUP_NAMES, FORM_UPLOAD_GROUPS } from '../../../../domain/file-types';
import {
  ADDRESS_PART_LABELS,
  ADDRESS_PARTS,
  FIELD_TYPE_LABELS,
  FULL_NAME_PART_LABELS,
  FULL_NAME_PARTS,
  OTHER_CHOICE,
  REPEATER_CELL_TYPES,
  REPEATER_CELLS,
  SHORT_TEXT_SUBTYPES,
  newField,
  type ChoiceOption,
  type Field,
  type FieldOf,
  type FieldType,
} from '../../../../domain/forms/field';
import type { FieldGroup } from '../../../../domain/forms/form';
import { toSlug } from '../../../../domain/slug';

export interface FieldTypeSettingsProps<T extends FieldType = FieldType> {
  field: FieldOf<T>;
  onChange: (field: Field) => void;
  /** Field groups a template may place (the builder of a field group offers none). */
  fieldGroups: readonly FieldGroup[];
  /** The event's currency symbol, for item prices. */
  currencySymbol: string;
  /** Makes an id for a new item of an item list. */
  makeId: () => string;
}

const CALLOUT_LABELS = { default: 'Default', warning: 'Warning', danger: 'Danger', success: 'Success' } as const;
const REPEATER_CELL_TYPE_LABELS = {
  text: 'Text',
  email: 'Email',
  tel: 'Phone',
  url: 'Website',
  number: 'Number',
  date: 'Date',
} as const;

/** '' for an empty box, else the number typed. */
function numberOrEmpty(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function MinMax({
  id,
  min,
  max,
  labels,
  onChange,
}: {
  id: string;
  min: number | null;
  max: number | null;
  labels: [string, string];
  onChange: (next: { min: number | null; max: number | null }) => void;
}) {
  const invalid = min !== null && max !== null && min > max;
  return (
    <Row className="g-2">
      <Col xs={6}>
        <Form.Group controlId={`${id}-min`}>
          <Form.Label className="small">{labels[0]}</Form.Label>
          <Form.Control
            type="number"
            size="sm"
            value={min ?? ''}
            onChange={(event) => onChange({ min: numberOrEmpty(event.target.value), max })}
          />
        </Form.Group>
      </Col>
      <Col xs={6}>
        <Form.Group controlId={`${id}-max`}>
          <Form.Label className="small">{labels[1]}</Form.Label>
          <Form.Control
            type="number"
            size="sm"
            value={max ?? ''}
            isInvalid={invalid}
            onChange={(event) => onChange({ min, max: numberOrEmpty(event.target.value) })}
          />
          <Form.Control.Feedback type="invalid">The maximum must not be below the minimum</Form.Control.Feedback>
        </Form.Group>
      </Col>
    </Row>
  );
}

/** Options as label and value; a value left blank follows the label. */
function OptionsEditor({
  id,
  options,
  onChange,
}: {
  id: string;
  options: readonly ChoiceOption[];
  onChange: (options: ChoiceOption[]) => void;
}) {
  const set = (index: number, next: Partial<ChoiceOption>) =>
    onChange(options.map((option, at) => (at === index ? { ...option, ...next } : option)));
  return (
    <fieldset className="d-grid gap-2">
      <legend className="form-label small mb-0">Options</legend>
      {options.map((option, index) => (
        <InputGroup size="sm" key={index}>
          <Form.Control
            aria-label={`Option ${index + 1} label`}
            placeholder="Label"
            value={option.label}
            onChange={(event) =>
              set(index, {
                label: event.target.value,
                value:
                  option.value === toSlug(option.label) || !option.value ? toSlug(event.target.value) : option.value,
              })
            }
          />
          <Form.Control
            aria-label={`Option ${index + 1} value`}
            placeholder="Value"
            value={option.value}
            onChange={(event) => set(index, { value: event.target.value })}
            className="font-monospace"
          />
          <Button
            variant="outline-danger"
            aria-label={`Remove option ${index + 1}`}
            onClick={() => onChange(options.filter((_, at) => at !== index))}
          >
            <Icon name="x-lg" />
          </Button>
        </InputGroup>
      ))}
      <div>
        <Button
          size="sm"
          variant="outline-primary"
          id={`${id}-add-option`}
          onClick={() =>
            onChange([...options, { label: `Option ${options.length + 1}`, value: `option-${options.length + 1}` }])
          }
        >
          <Icon name="plus-lg" className="me-1" />
          Add option
        </Button>
      </div>
    </fieldset>
  );
}

/** The parts of an address or a full name: each with its label and whether it is asked. */
function PartsEditor<P extends string>({
  id,
  parts,
  names,
  values,
  onChange,
}: {
  id: string;
  parts: readonly P[];
  names: Record<P, string>;
  values: Record<P, { label: string; show: boolean }>;
  onChange: (part: P, next: { label: string; show: boolean }) => void;
}) {
  return (
    <fieldset>
      <legend className="form-label small mb-1">Parts</legend>
      <div className="d-grid gap-2">
        {parts.map((part) => (
          <div key={part} className="d-flex align-items-center gap-2">
            <Form.Check
              type="switch"
              id={`${id}-${part}-show`}
              aria-label={`Show ${names[part]}`}
              checked={values[part].show}
              onChange={(event) => onChange(part, { ...values[part], show: event.target.checked })}
            />
            <Form.Control
              size="sm"
              aria-label={`${names[part]} label`}
              value={values[part].label}
              disabled={!values[part].show}
              onChange={(event) => onChange(part, { ...values[part], label: event.target.value })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function ItemsEditor({ field, onChange, currencySymbol, makeId }: FieldTypeSettingsProps<'itemList'>) {
  const setItem = (index: number, next: Partial<FieldOf<'itemList'>['items'][number]>) =>
    onChange({ ...field, items: field.items.map((item, at) => (at === index ? { ...item, ...next } : item)) });
  return (
    <div className="d-grid gap-2">
      <div className="table-responsive">
        <Table size="sm" className="mb-0 align-middle form-builder-items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" style={{ width: '8rem' }}>
                Price
              </th>
              <th scope="col" className="d-none d-md-table-cell">
                Description
              </th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {field.items.map((item, index) => (
              <tr key={item.itemId}>
                <td>
                  <Form.Control
                    size="sm"
                    aria-label={`Item ${index + 1} label`}
                    value={item.label}
                    onChange={(event) => setItem(index, { label: event.target.value })}
                  />
                </td>
                <td>
                  <InputGroup size="sm">
                    <InputGroup.Text>{currencySymbol}</InputGroup.Text>
                    <Form.Control
                      type="number"
                      min={0}
                      step="0.01"
                      aria-label={`Item ${index + 1} price`}
                      value={item.price}
                      onChange={(event) => setItem(index, { price: Math.max(0, Number(event.target.value) || 0) })}
                    />
                  </InputGroup>
                </td>
                <td className="d-none d-md-table-cell">
                  <Form.Control
                    size="sm"
                    aria-label={`Item ${index + 1} description`}
                    value={item.description}
                    onChange={(event) => setItem(index, { description: event.target.value })}
                  />
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="link"
                    className="text-danger"
                    aria-label={`Remove item ${index + 1}`}
                    onClick={() => onChange({ ...field, items: field.items.filter((_, at) => at !== index) })}
                  >
                    <Icon name="trash" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <div>
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() =>
            onChange({
              ...field,
              items: [
                ...field.items,
                { itemId: makeId(), label: `Item ${field.items.length + 1}`, price: 0, description: '' },
              ],
            })
          }
        >
          <Icon name="plus-lg" className="me-1" />
          Add item
        </Button>
      </div>
      <div className="d-flex flex-wrap gap-3">
        <Form.Check
          type="switch"
          id={`${field.id}-show-price`}
          label="Show prices"
          checked={field.showPrice}
          onChange={(event) => onChange({ ...field, showPrice: event.target.checked })}
        />
        <Form.Check
          type="switch"
          id={`${field.id}-show-subtotals`}
          label="Show subtotals"
          checked={field.showSubtotals}
          onChange={(event) => onChange({ ...field, showSubtotals: event.target.checked })}
        />
        <Form.Check
          type="switch"
          id={`${field.id}-show-total`}
          label="Show total"
          checked={field.showTotal}
          onChange={(event) => onChange({ ...field, showTotal: event.target.checked })}
        />
      </div>
    </div>
  );
}

/** The short-text family shares one picker; switching keeps the base settings. */
/** Said when an organiser asks for a larger limit than Storage lets a file through with. */
export const UPLOAD_LIMIT_CAPPED_MESSAGE = `A file can be at most ${DEFAULT_UPLOAD_LIMIT_MB} MB, so the limit is ${DEFAULT_UPLOAD_LIMIT_MB} MB.`;

/** An upload field's own size limit: 1 to 50 MB; a larger number is brought down to 50 MB, saying why. */
function UploadSizeLimit({
  field,
  onChange,
  id,
}: Pick<FieldTypeSettingsProps<'upload'>, 'field' | 'onChange'> & { id: string }) {
  const [wasCapped, setWasCapped] = useState(field.maxFileSizeMB > DEFAULT_UPLOAD_LIMIT_MB);
  const messageId = `${id}-max-message`;
  const showsMessage = field.hasMaxFileSize && wasCapped;
  return (
    <div>
      <InputGroup size="sm" style={{ maxWidth: '11rem' }}>
        <Form.Control
          type="number"
          min={1}
          max={DEFAULT_UPLOAD_LIMIT_MB}
          aria-label="Maximum file size (MB)"
          aria-describedby={showsMessage ? messageId : undefined}
          disabled={!field.hasMaxFileSize}
          value={Math.min(field.maxFileSizeMB, DEFAULT_UPLOAD_LIMIT_MB)}
          onChange={(event) => {
            const typed = Math.max(1, Number(event.target.value) || 1);
            setWasCapped(typed > DEFAULT_UPLOAD_LIMIT_MB);
            onChange({ ...field, maxFileSizeMB: Math.min(typed, DEFAULT_UPLOAD_LIMIT_MB) });
          }}
        />
        <InputGroup.Text>MB</InputGroup.Text>
      </InputGroup>
      {showsMessage && (
        <div id={messageId} className="small text-danger mt-1" role="status">
          {UPLOAD_LIMIT_CAPPED_MESSAGE}
        </div>
      )}
    </div>
  );
}

function ShortTextType({ field, onChange }: FieldTypeSettingsProps) {
  return (
    <Form.Group controlId={`${field.id}-subtype`}>
      <Form.Label className="small">Answer type</Form.Label>
      <Form.Select
        size="sm"
        value={field.type}
        onChange={(event) => {
          const type = event.target.value as (typeof SHORT_TEXT_SUBTYPES)[number];
          const { id, label, reportLabel, description, isRequired, formId, fieldGroupId } = field as FieldOf<'text'>;
          const parent = fieldGroupId ? { fieldGroupId } : { formId };
          onChange({ ...newField(type, id, parent, label), reportLabel, description, isRequired });
        }}
      >
        {SHORT_TEXT_SUBTYPES.map((type) => (
          <option key={type} value={type}>
            {FIELD_TYPE_LABELS[type]}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** The settings of one type beyond label, report label, description and required. */
export function FieldTypeSettings(props: FieldTypeSettingsProps) {
  const { field, onChange, fieldGroups } = props;
  const id = field.id;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'tel':
    case 'url':
      return <ShortTextType {...props} />;
    case 'number':
      return (
        <div className="d-grid gap-2">
          <ShortTextType {...props} />
          <MinMax
            id={id}
            min={field.min}
            max={field.max}
            labels={['Minimum', 'Maximum']}
            onChange={(next) => onChange({ ...field, ...next })}
          />
        </div>
      );
    case 'checkbox':
    case 'radio':
      return (
        <div className="d-grid gap-2">
          <OptionsEditor id={id} options={field.options} onChange={(options) => onChange({ ...field, options })} />
          <Form.Check
            type="switch"
            id={`${id}-other`}
            label={`Offer "${OTHER_CHOICE.label}"`}
            checked={field.hasOther}
            onChange={(event) => onChange({ ...field, hasOther: event.target.checked })}
          />
        </div>
      );
    case 'dropdown':
      return (
        <div className="d-grid gap-2">
          <OptionsEditor id={id} options={field.options} onChange={(options) => onChange({ ...field, options })} />
          <Form.Check
            type="switch"
            id={`${id}-multi`}
            label="Allow several choices"
            checked={field.isMulti}
            onChange={(event) => onChange({ ...field, isMulti: event.target.checked })}
          />
          {field.isMulti && (
            <MinMax
              id={id}
              min={field.min}
              max={field.max}
              labels={['At least (choices)', 'At most (choices)']}
              onChange={(next) => onChange({ ...field, ...next })}
            />
          )}
        </div>
      );
    case 'address':
      return (
        <PartsEditor
          id={id}
          parts={ADDRESS_PARTS}
          names={ADDRESS_PART_LABELS}
          values={field}
          onChange={(part, next) => onChange({ ...field, [part]: next })}
        />
      );
    case 'fullName':
      return (
        <PartsEditor
          id={id}
          parts={FULL_NAME_PARTS}
          names={FULL_NAME_PART_LABELS}
          values={field}
          onChange={(part, next) => onChange({ ...field, [part]: next })}
        />
      );
    case 'itemList':
      return <ItemsEditor {...(props as FieldTypeSettingsProps<'itemList'>)} />;
    case 'repeater':
      return (
        <div className="d-grid gap-2">
          <fieldset>
            <legend className="form-label small mb-1">
              Columns (up to {REPEATER_CELLS.length}; a column without a name is not used)
            </legend>
            <div className="d-grid gap-2">
              {REPEATER_CELLS.map((cell, index) => (
                <InputGroup size="sm" key={cell}>
                  <InputGroup.Text>{index + 1}</InputGroup.Text>
                  <Form.Control
                    aria-label={`Column ${index + 1} name`}
                    placeholder="Column name"
                    value={field.cellSchema[cell].label}
                    onChange={(event) =>
                      onChange({
                        ...field,
                        cellSchema: {
                          ...field.cellSchema,
                          [cell]: { ...field.cellSchema[cell], label: event.target.value },
                        },
                      })
                    }
                  />
                  <Form.Select
                    aria-label={`Column ${index + 1} type`}
                    style={{ maxWidth: '8rem' }}
                    value={field.cellSchema[cell].type}
                    onChange={(event) =>
                      onChange({
                        ...field,
                        cellSchema: {
                          ...field.cellSchema,
                          [cell]: {
                            ...field.cellSchema[cell],
                            type: event.target.value as (typeof REPEATER_CELL_TYPES)[number],
                          },
                        },
                      })
                    }
                  >
                    {REPEATER_CELL_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {REPEATER_CELL_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </Form.Select>
                </InputGroup>
              ))}
            </div>
          </fieldset>
          <MinMax
            id={id}
            min={field.min}
            max={field.max}
            labels={['Minimum rows', 'Maximum rows']}
            onChange={(next) => onChange({ ...field, ...next })}
          />
        </div>
      );
    case 'upload':
      return (
        <div className="d-grid gap-2">
          <Form.Check
            type="switch"
            id={`${id}-multi`}
            label="Allow several files"
            checked={field.isMulti}
            onChange={(event) => onChange({ ...field, isMulti: event.target.checked })}
          />
          <fieldset>
            <legend className="form-label small mb-1">Accepted files (none ticked: every allowed type)</legend>
            <div className="d-flex flex-wrap gap-3">
              {FORM_UPLOAD_GROUP_NAMES.map((group) => (
                <Form.Check
                  key={group}
                  id={`${id}-accept-${group}`}
                  label={
                    <>
                      {FORM_UPLOAD_GROUPS[group].label}{' '}
                      <span className="text-body-secondary small">
                        ({FORM_UPLOAD_GROUPS[group].extensions.filter((extension) => extension !== 'jpg').join(', ')})
                      </span>
                    </>
                  }
                  checked={field.accept.includes(group)}
                  onChange={(event) =>
                    onChange({
                      ...field,
                      accept: event.target.checked
                        ? [...field.accept, group]
                        : field.accept.filter((each) => each !== group),
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
          <div className="d-flex flex-wrap align-items-center gap-3">
            <Form.Check
              type="switch"
              id={`${id}-has-max`}
              label="Own size limit"
              checked={field.hasMaxFileSize}
              onChange={(event) => onChange({ ...field, hasMaxFileSize: event.target.checked })}
            />
            <UploadSizeLimit field={field} onChange={onChange} id={id} />
          </div>
        </div>
      );
    case 'template':
      return (
        <div className="d-grid gap-2">
          <Form.Group controlId={`${id}-group`}>
            <Form.Label className="small">Field group</Form.Label>
            <Form.Select
              size="sm"
              value={field.fieldGroupId}
              isInvalid={!field.fieldGroupId}
              onChange={(event) => onChange({ ...field, fieldGroupId: event.target.value })}
            >
              <option value="">Choose a field group…</option>
              {/* Only published groups are offered; one placed before it was unpublished stays, marked. */}
              {fieldGroups
                .filter((group) => group.isPublished || group.id === field.fieldGroupId)
                .map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.title}
                    {group.isPublished ? '' : ' (unpublished)'}
                  </option>
                ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">Choose the field group this template places</Form.Control.Feedback>
          </Form.Group>
          <Form.Check
            type="switch"
            id={`${id}-looping`}
            label="Repeatable (the person may add the group again)"
            checked={field.isLooping}
            onChange={(event) => onChange({ ...field, isLooping: event.target.checked })}
          />
          {field.isLooping && (
            <Row className="g-2">
              <Col xs={6}>
                <Form.Group controlId={`${id}-max-loops`}>
                  <Form.Label className="small">Most repeats</Form.Label>
                  <Form.Control
                    type="number"
                    size="sm"
                    min={1}
                    value={field.maxLoops}
                    onChange={(event) =>
                      onChange({ ...field, maxLoops: Math.max(1, Math.round(Number(event.target.value)) || 1) })
                    }
                  />
                </Form.Group>
              </Col>
              <Col xs={6}>
                <Form.Group controlId={`${id}-loop-prefix`}>
                  <Form.Label className="small">Repeat title</Form.Label>
                  <Form.Control
                    size="sm"
                    placeholder="e.g. Guest"
                    value={field.loopPrefix}
                    onChange={(event) => onChange({ ...field, loopPrefix: event.target.value })}
                  />
                </Form.Group>
              </Col>
            </Row>
          )}
          <Form.Check
            type="switch"
            id={`${id}-default-titles`}
            label="Number each repeat's title (Guest 1, Guest 2 …)"
            checked={field.isUsingDefaultTitles}
            onChange={(event) => onChange({ ...field, isUsingDefaultTitles: event.target.checked })}
          />
        </div>
      );
    case 'callout':
      return (
        <fieldset>
          <legend className="form-label small mb-1">Style</legend>
          <div className="d-flex flex-wrap gap-3">
            {CALLOUT_VARIANTS.map((variant) => (
              <Form.Check
                key={variant}
                type="radio"
                name={`${id}-style`}
                id={`${id}-style-${variant}`}
                label={CALLOUT_LABELS[variant]}
                checked={field.style === variant}
                onChange={() => onChange({ ...field, style: variant })}
              />
            ))}
          </div>
        </fieldset>
      );
    case 'image':
      return (
        <LibraryAssetPicker
          label="Image"
          value={field.assetId}
          onChange={(assetId) => onChange({ ...field, assetId })}
        />
      );
    case 'youTube':
    case 'vimeo':
      return (
        <Form.Group controlId={`${id}-video`}>
          <Form.Label className="small">{field.type === 'youTube' ? 'YouTube video id' : 'Vimeo video id'}</Form.Label>
          <Form.Control
            size="sm"
            className="font-monospace"
            value={field.videoId}
            placeholder={field.type === 'youTube' ? 'e.g. dQw4w9WgXcQ' : 'e.g. 76979871'}
            onChange={(event) => onChange({ ...field, videoId: event.target.value })}
          />
        </Form.Group>
      );
    case 'area':
    case 'date':
    case 'grandTotal':
    case 'disclaimer':
    case 'customText':
    case 'section':
    case 'newPage':
    case 'divider':
      return null;
  }
}
