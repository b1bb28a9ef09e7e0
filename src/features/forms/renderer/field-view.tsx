import { createContext, memo, useCallback, useContext, useMemo, type ComponentProps } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Icon } from '../../../components/icon';
import { isInputField, isTextAnswerField, type Field, type FieldOf, type Uploader } from '../../../domain/forms/field';
import { grandTotalMinor } from '../../../domain/forms/totals';
import type { SubmissionValues } from '../../../domain/forms/values';
import { CheckboxField, DisclaimerField, DropdownField, RadioField } from './choice-fields';
import { AddressField, FullNameField } from './compound-fields';
import { fieldIds } from './field-shell';
import { formSlot, loopSlot, templateState, withLoopAdded, withLoopRemoved, type FieldSlot } from './field-slot';
import { useFillSlice, type FillState, type FormFillStore } from './form-values-store';
import { GrandTotalView, ItemListField } from './item-list-field';
import { LayoutItemView } from './layout-items';
import { RepeaterField } from './repeater-field';
import { NumberField, TextField } from './text-fields';
import { UploadField } from './upload-field';
import { pendingFilesBytes } from './upload-entries';

/** What every field of one form being filled in shares. */
export interface FillEnvironment {
  store: FormFillStore;
  /** The event's currency for item lists and totals. */
  currencyId: string | undefined;
  /** A submission being viewed: answers shown, not editable. */
  readOnly: boolean;
  /** Who is filling in: a guest's files share one smaller limit. */
  uploader: Uploader;
}

const FillContext = createContext<FillEnvironment | undefined>(undefined);
export const FillProvider = FillContext.Provider;

function useFill(): FillEnvironment {
  const environment = useContext(FillContext);
  if (!environment) throw new Error('Form fields need a FillProvider above them');
  return environment;
}

const selectProgress = (state: FillState) => state.uploadProgress;

/** Only upload fields follow the upload progress, so a moving bar re-renders nothing else. */
function UploadWithProgress(props: Omit<ComponentProps<typeof UploadField>, 'progress' | 'uploader' | 'chosenBytes'>) {
  const { store, uploader } = useFill();
  const progress = useFillSlice(store, selectProgress);
  const chosenBytes = useCallback(() => pendingFilesBytes(store.getState().values), [store]);
  return <UploadField {...props} progress={progress} uploader={uploader} chosenBytes={chosenBytes} />;
}

/** The input of one answer-taking field, bound to its slot's answer and message. */
function AnswerInput({ slot }: { slot: FieldSlot }) {
  const { store, currencyId, readOnly } = useFill();
  const value = useFillSlice(
    store,
    useCallback((state: FillState) => slot.read(state.values), [slot]),
  );
  const error = useFillSlice(
    store,
    useCallback((state: FillState) => state.errors[slot.key], [slot]),
  );
  const onChange = useCallback(
    (next: unknown) => store.update((values) => slot.write(values, next), slot.key),
    [store, slot],
  );
  const onBlur = useCallback(() => store.checkField(slot.key), [store, slot]);
  const ids = useMemo(() => fieldIds(slot.key), [slot.key]);
  // Each component takes its own field type and answer shape; the slot holds the answer as stored.
  const props = { ids, value: value as never, onChange, onBlur, error, readOnly };
  const { field } = slot;
  if (isTextAnswerField(field)) return <TextField field={field} {...props} />;
  switch (field.type) {
    case 'number':
      return <NumberField field={field} {...props} />;
    case 'checkbox':
      return <CheckboxField field={field} {...props} />;
    case 'radio':
      return <RadioField field={field} {...props} />;
    case 'dropdown':
      return <DropdownField field={field} {...props} />;
    case 'disclaimer':
      return <DisclaimerField field={field} {...props} />;
    case 'address':
      return <AddressField field={field} {...props} />;
    case 'fullName':
      return <FullNameField field={field} {...props} />;
    case 'itemList':
      return <ItemListField field={field} currencyId={currencyId} {...props} />;
    case 'repeater':
      return <RepeaterField field={field} {...props} />;
    case 'upload':
      return <UploadWithProgress field={field} {...props} />;
    default:
      return null;
  }
}

function GrandTotal({ field }: { field: FieldOf<'grandTotal'> }) {
  const { store, currencyId } = useFill();
  const totalMinor = useFillSlice(
    store,
    useCallback(
      (state: FillState) => grandTotalMinor(store.definition, state.values as SubmissionValues, state.visibility),
      [store],
    ),
  );
  return (
    <GrandTotalView
      label={field.label}
      description={field.description}
      totalMinor={totalMinor}
      currencyId={currencyId}
    />
  );
}

/** The loop's heading: the organiser's prefix (or the template's label) and the loop number. */
function loopTitle(template: FieldOf<'template'>, loopIndex: number): string | undefined {
  if (!template.isUsingDefaultTitles && !template.loopPrefix) return undefined;
  return `${template.loopPrefix || template.label || 'Entry'} ${loopIndex + 1}`;
}

function TemplateLoop({
  template,
  loopIndex,
  fields,
  canRemove,
  onRemove,
}: {
  template: FieldOf<'template'>;
  loopIndex: number;
  fields: readonly Field[];
  canRemove: boolean;
  onRemove: () => void;
}) {
  const slots = useMemo(
    () => fields.map((field) => loopSlot(template.id, loopIndex, field)),
    [fields, template.id, loopIndex],
  );
  const title = loopTitle(template, loopIndex);
  return (
    <section className="form-fill-loop" aria-label={title ?? `${template.label} ${loopIndex + 1}`}>
      {(title || canRemove) && (
        <div className="d-flex align-items-center gap-2 mb-2">
          {title && <h3 className="h6 mb-0 flex-grow-1">{title}</h3>}
          {canRemove && (
            <Button variant="link" size="sm" className="ms-auto text-danger p-0" onClick={onRemove}>
              <Icon name="trash" className="me-1" />
              Remove
            </Button>
          )}
        </div>
      )}
      <div className="form-fill-fields">
        {slots.map((slot) => (
          <FieldView key={slot.key} slot={slot} />
        ))}
      </div>
    </section>
  );
}

/**
 * A template: the fields of the field group it places, once, or looped: the person adds loops up
 * to maxLoops, each with its own answers (and its own logic).
 */
function TemplateField({ field }: { field: FieldOf<'template'> }) {
  const { store, readOnly } = useFill();
  const group = store.definition.fieldGroups[field.fieldGroupId];
  const loopCount = useFillSlice(
    store,
    useCallback((state: FillState) => Math.max(1, templateState(state.values, field.id).loopCount), [field.id]),
  );
  const error = useFillSlice(
    store,
    useCallback((state: FillState) => state.errors[field.id], [field.id]),
  );
  const maxLoops = field.isLooping ? field.maxLoops : 1;
  if (!group) return null;
  return (
    <fieldset className="form-fill-field form-fill-template">
      {field.label && <legend className="form-label fw-semibold fs-6 mb-1">{field.label}</legend>}
      {field.description && <div className="form-text mt-0 mb-2">{field.description}</div>}
      <div className="d-grid gap-3">
        {Array.from({ length: loopCount }, (_, loopIndex) => (
          <TemplateLoop
            key={loopIndex}
            template={field}
            loopIndex={loopIndex}
            fields={group.fields}
            canRemove={!readOnly && loopCount > 1}
            onRemove={() => store.update((values) => withLoopRemoved(values, field.id, loopIndex), field.id)}
          />
        ))}
      </div>
      {!readOnly && loopCount < maxLoops && (
        <Button
          variant="outline-primary"
          size="sm"
          className="mt-2"
          onClick={() => store.update((values) => withLoopAdded(values, field.id), field.id)}
        >
          <Icon name="plus-lg" className="me-1" />
          Add {field.loopPrefix || field.label || 'another'}
        </Button>
      )}
      {error && (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** One field or layout item where the logic shows it; hidden ones are not drawn at all. */
export const FieldView = memo(function FieldView({ slot }: { slot: FieldSlot }) {
  const { store } = useFill();
  const isVisible = useFillSlice(
    store,
    useCallback((state: FillState) => slot.isVisible(state.visibility), [slot]),
  );
  if (!isVisible) return null;
  const { field } = slot;
  const body =
    field.type === 'template' ? (
      <TemplateField field={field} />
    ) : field.type === 'grandTotal' ? (
      <GrandTotal field={field} />
    ) : isInputField(field) ? (
      <AnswerInput slot={slot} />
    ) : (
      <LayoutItemView item={field} />
    );
  return (
    <div className={`form-fill-item-wrap is-${field.type}`} data-field-key={slot.key}>
      {body}
    </div>
  );
});

/** The slots of a form's own fields (made once per form). */
export function formSlots(fields: readonly Field[]): FieldSlot[] {
  return fields.map(formSlot);
}
