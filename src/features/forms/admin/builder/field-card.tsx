import { useSortable } from '@dnd-kit/sortable';
import { Badge } from '../../../../components/bootstrap/badge';
import { Button } from '../../../../components/bootstrap/button';
import { Card } from '../../../../components/bootstrap/card';
import { Form } from '../../../../components/bootstrap/form';
import { Icon } from '../../../../components/icon';
import { RichTextEditor } from '../../../../components/rich-text/rich-text-editor';
import { FIELD_TYPE_LABELS, isInputField, type Field } from '../../../../domain/forms/field';
import type { LogicEntry, LogicEntryProblems } from '../../../../domain/forms/logic';
import { LOGIC_NEEDS_FIXING } from './builder-state';
import { FIELD_TYPE_ICONS } from './field-type-icons';
import { FieldTypeSettings, type FieldTypeSettingsProps } from './field-type-settings';
import { itemName, LogicEditor, type LogicSources } from '../../../../components/logic-editor';

/** What the label of each kind of item is called in its settings ('' : the item has none). */
function labelCaption(field: Field): string {
  switch (field.type) {
    case 'section':
      return 'Heading';
    case 'newPage':
      return 'Page title';
    case 'customText':
    case 'callout':
      return 'Title (optional)';
    case 'image':
      return 'Caption';
    case 'youTube':
    case 'vimeo':
      return 'Video title';
    case 'divider':
      return '';
    default:
      return 'Label';
  }
}

/** How the description of each kind is edited: help text, rich text, or not at all. */
function descriptionKind(field: Field): 'help' | 'rich' | 'plain' | 'none' {
  if (field.type === 'customText' || field.type === 'callout' || field.type === 'disclaimer') return 'rich';
  if (field.type === 'section') return 'plain';
  if (isInputField(field)) return 'help';
  return 'none';
}

/** Items that take an answer a person can be made to give (a required template needs one loop answered). */
function canBeRequired(field: Field): boolean {
  return isInputField(field) && field.type !== 'grandTotal';
}

export interface FieldCardProps extends Omit<FieldTypeSettingsProps, 'field'> {
  field: Field;
  position: number;
  isOpen: boolean;
  onToggle: () => void;
  logic: LogicEntry | undefined;
  /** What in the logic cannot be saved yet. */
  logicProblems: LogicEntryProblems | undefined;
  onLogicChange: (entry: LogicEntry | undefined) => void;
  logicSources: LogicSources;
  onDuplicate: () => void;
  onRemove: () => void;
  /** A save check's message for this item. */
  problem?: string;
}

/** One item in the builder: drag handle, type, label and badges; open, its settings and logic. */
export function FieldCard({
  field,
  position,
  isOpen,
  onToggle,
  logic,
  logicProblems,
  onLogicChange,
  logicSources,
  onDuplicate,
  onRemove,
  problem,
  ...settings
}: FieldCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.id,
  });
  const typeLabel = FIELD_TYPE_LABELS[field.type];
  const name = `${typeLabel} ${position}`;
  const caption = labelCaption(field);
  const description = descriptionKind(field);
  const set = (next: Partial<Field>) => settings.onChange({ ...field, ...next } as Field);
  const bodyId = `${field.id}-settings`;
  return (
    <Card
      ref={setNodeRef}
      as="li"
      className={`form-builder-item border-0 shadow-sm ${isDragging ? 'is-dragging' : ''} ${isOpen ? 'is-open' : ''} ${problem ? 'has-problem' : ''}`}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 2 : undefined,
      }}
      aria-label={`${typeLabel} ${position}${field.label ? `: ${field.label}` : ''}`}
      data-field-type={field.type}
    >
      <Card.Header className="bg-body d-flex align-items-center gap-2 py-2">
        <Button
          ref={setActivatorNodeRef}
          variant="link"
          className="text-body-secondary p-1 form-builder-handle"
          aria-label={`Move ${name}`}
          {...attributes}
          {...listeners}
        >
          <Icon name="grip-vertical" />
        </Button>
        <button
          type="button"
          className="form-builder-item-summary btn btn-link text-reset text-decoration-none text-start p-0 flex-grow-1 min-w-0"
          onClick={onToggle}
          aria-expanded={isOpen}
          aria-controls={bodyId}
        >
          <span className="d-flex align-items-center gap-2 min-w-0">
            <span className="form-builder-type-icon" aria-hidden="true">
              <Icon name={FIELD_TYPE_ICONS[field.type]} />
            </span>
            <span className="min-w-0">
              <span className="d-block text-truncate fw-semibold">
                {field.type === 'divider' ? 'Divider' : itemName(field)}
              </span>
              <span className="d-block small text-body-secondary">
                {typeLabel}
                {field.isRequired && canBeRequired(field) && (
                  <Badge bg="light" text="dark" className="border ms-2">
                    Required
                  </Badge>
                )}
                {logic && (
                  <Badge bg="info-subtle" text="info-emphasis" className="border ms-2">
                    <Icon name="signpost-split" className="me-1" />
                    Logic
                  </Badge>
                )}
                {logicProblems && (
                  <Badge bg="danger-subtle" text="danger-emphasis" className="border ms-2">
                    <Icon name="exclamation-triangle" className="me-1" />
                    {LOGIC_NEEDS_FIXING}
                  </Badge>
                )}
              </span>
            </span>
          </span>
        </button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={onDuplicate}
          aria-label={`Duplicate ${name}`}
          title="Duplicate"
        >
          <Icon name="copy" />
        </Button>
        <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={`Remove ${name}`} title="Remove">
          <Icon name="trash" />
        </Button>
      </Card.Header>
      {isOpen && (
        <Card.Body id={bodyId} className="d-grid gap-3">
          {problem && (
            <div className="small text-danger" role="alert">
              {problem}
            </div>
          )}
          {caption && (
            <Form.Group controlId={`${field.id}-label`}>
              <Form.Label className="small">{caption}</Form.Label>
              <Form.Control
                value={field.label}
                onChange={(event) => set({ label: event.target.value })}
                isInvalid={Boolean(problem) && !field.label}
              />
            </Form.Group>
          )}
          {isInputField(field) && (
            <Form.Group controlId={`${field.id}-report-label`}>
              <Form.Label className="small">
                Report label{' '}
                <span className="text-body-secondary">(the column heading in reports; the label when empty)</span>
              </Form.Label>
              <Form.Control
                value={field.reportLabel}
                placeholder={field.label}
                onChange={(event) => set({ reportLabel: event.target.value })}
              />
            </Form.Group>
          )}
          {description === 'help' || description === 'plain' ? (
            <Form.Group controlId={`${field.id}-description`}>
              <Form.Label className="small">{description === 'help' ? 'Help text' : 'Description'}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={field.description}
                onChange={(event) => set({ description: event.target.value })}
              />
            </Form.Group>
          ) : description === 'rich' ? (
            <div>
              <div className="form-label small" id={`${field.id}-text-label`}>
                {field.type === 'disclaimer' ? 'Disclaimer text' : 'Text'}
              </div>
              <RichTextEditor
                id={`${field.id}-text`}
                label={field.type === 'disclaimer' ? 'Disclaimer text' : 'Text'}
                value={field.description}
                onChange={(html) => set({ description: html })}
              />
            </div>
          ) : null}
          <FieldTypeSettings field={field} {...settings} />
          {canBeRequired(field) && (
            <Form.Check
              type="switch"
              id={`${field.id}-required`}
              label="Required"
              checked={field.isRequired}
              onChange={(event) => set({ isRequired: event.target.checked })}
            />
          )}
          <section className="form-builder-logic border-top pt-3" aria-label={`Logic of ${name}`}>
            <h3 className="h6 mb-2">
              <Icon name="signpost-split" className="me-2" />
              Conditional logic
            </h3>
            <LogicEditor
              field={field}
              entry={logic}
              onChange={onLogicChange}
              sources={logicSources}
              problems={logicProblems}
            />
          </section>
        </Card.Body>
      )}
    </Card>
  );
}
