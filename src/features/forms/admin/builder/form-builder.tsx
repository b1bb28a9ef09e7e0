import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState, type ReactNode } from 'react';
import { Icon } from '../../../../components/icon';
import { MenuButton, MenuDivider, MenuHeader } from '../../../../components/menu-button';
import {
  FIELD_TYPE_LABELS,
  INPUT_FIELD_TYPES,
  LAYOUT_ITEM_TYPES,
  type Field,
  type FieldParent,
  type FieldType,
} from '../../../../domain/forms/field';
import type { FieldGroup } from '../../../../domain/forms/form';
import type { LogicEntryProblems } from '../../../../domain/forms/logic';
import {
  addItem,
  duplicateItem,
  moveItem,
  removeItem,
  setItemLogic,
  updateItem,
  type BuilderItems,
} from './builder-state';
import { FieldCard } from './field-card';
import { FIELD_TYPE_ICONS } from './field-type-icons';
import type { LogicSources } from '../../../../components/logic-editor';
import './form-builder.css';

export interface FormBuilderProps {
  items: BuilderItems;
  onChange: (items: BuilderItems) => void;
  /** The form or field group the items belong to. */
  parent: FieldParent;
  /** Groups a template may place (none inside a field group: groups do not nest). */
  fieldGroups: readonly FieldGroup[];
  /** The fields of each placed group, by group id (template fields are rule sources). */
  groupFields: Readonly<Record<string, readonly Field[]>>;
  /** Rule sources beyond the items: the team's custom fields and team types. */
  context: Pick<LogicSources, 'customFields' | 'teamTypes'>;
  currencySymbol: string;
  makeId: () => string;
  /** Save-check messages by item id. */
  problems: Readonly<Record<string, string>>;
  /** What in each item's logic cannot be saved, by item id (shown as it is edited, not only on saving). */
  logicProblems: Readonly<Record<string, LogicEntryProblems>>;
  /** The live preview of the items as a person filling in sees them. */
  preview: ReactNode;
}

/** The types the add menu offers: the 18 fields (templates only in forms), then the 8 layout items. */
function AddItemMenu({
  onAdd,
  allowTemplates,
  label = 'Add item',
}: {
  onAdd: (type: FieldType) => void;
  allowTemplates: boolean;
  label?: string;
}) {
  const fieldTypes = INPUT_FIELD_TYPES.filter((type) => allowTemplates || type !== 'template');
  const option = (type: FieldType) => (
    <button
      key={type}
      type="button"
      onClick={() => onAdd(type)}
      className="dropdown-item d-flex align-items-center gap-2"
    >
      <Icon name={FIELD_TYPE_ICONS[type]} className="text-body-secondary" />
      {FIELD_TYPE_LABELS[type]}
    </button>
  );
  return (
    <MenuButton
      label={
        <>
          <Icon name="plus-lg" className="me-2" />
          {label}
        </>
      }
      toggleClassName="btn btn-outline-primary"
      menuClassName="form-builder-add-menu"
    >
      <MenuHeader>Fields</MenuHeader>
      <div className="form-builder-add-grid">{fieldTypes.map(option)}</div>
      <MenuDivider />
      <MenuHeader>Layout</MenuHeader>
      <div className="form-builder-add-grid">{LAYOUT_ITEM_TYPES.map(option)}</div>
    </MenuButton>
  );
}

/**
 * The builder of a form or a field group: items added from the menu, opened one at a time to edit
 * their settings and logic, reordered by dragging their handle (or with the keyboard: focus the
 * handle, Space, arrows, Space), duplicated and removed; a live preview beside them (below on
 * narrow screens).
 */
export function FormBuilder({
  items,
  onChange,
  parent,
  fieldGroups,
  groupFields,
  context,
  currencySymbol,
  makeId,
  problems,
  logicProblems,
  preview,
}: FormBuilderProps) {
  const [openId, setOpenId] = useState<string>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const allowTemplates = 'formId' in parent;
  const logicSources: LogicSources = {
    ...context,
    fields: items.fields,
    templates: items.fields.flatMap((field) =>
      field.type === 'template' && field.fieldGroupId
        ? [{ template: field, groupFields: groupFields[field.fieldGroupId] ?? [] }]
        : [],
    ),
  };

  function add(type: FieldType) {
    const id = makeId();
    onChange(addItem(items, type, id, parent));
    setOpenId(id);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over) onChange(moveItem(items, String(active.id), String(over.id)));
  }

  return (
    <div className="form-builder">
      <div className="form-builder-editor min-w-0">
        {items.fields.length === 0 ? (
          <div className="text-center py-5 px-3 border rounded-4 bg-body mb-3">
            <Icon name="ui-checks" className="fs-1 text-body-tertiary d-block mx-auto mb-2" />
            <p className="fw-semibold mb-1">No fields yet</p>
            <p className="text-body-secondary small">Add questions, text, sections and pages.</p>
            <div className="d-inline-block">
              <AddItemMenu onAdd={add} allowTemplates={allowTemplates} label="Add the first item" />
            </div>
          </div>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={items.fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
              <ol className="list-unstyled d-grid gap-2 mb-3" aria-label="Items">
                {items.fields.map((field, index) => (
                  <FieldCard
                    key={field.id}
                    field={field}
                    position={index + 1}
                    isOpen={openId === field.id}
                    onToggle={() => setOpenId((current) => (current === field.id ? undefined : field.id))}
                    onChange={(next) => onChange(updateItem(items, next))}
                    logic={items.logicMap[field.id]}
                    logicProblems={logicProblems[field.id]}
                    onLogicChange={(entry) => onChange(setItemLogic(items, field.id, entry))}
                    logicSources={logicSources}
                    onDuplicate={() => {
                      const id = makeId();
                      onChange(duplicateItem(items, field.id, id));
                      setOpenId(id);
                    }}
                    onRemove={() => onChange(removeItem(items, field.id))}
                    problem={problems[field.id]}
                    fieldGroups={fieldGroups}
                    currencySymbol={currencySymbol}
                    makeId={makeId}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
        {items.fields.length > 0 && <AddItemMenu onAdd={add} allowTemplates={allowTemplates} />}
      </div>
      <section className="form-builder-preview" aria-label="Preview">
        <div className="form-builder-preview-inner">
          <div className="d-flex align-items-center gap-2 mb-2 small text-body-secondary text-uppercase fw-semibold">
            <Icon name="eye" />
            Live preview
          </div>
          {preview}
        </div>
      </section>
    </div>
  );
}
