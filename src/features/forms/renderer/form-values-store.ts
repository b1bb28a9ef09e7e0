import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  evaluateVisibility,
  type FormDefinition,
  type FormVisibility,
  type LogicContext,
} from '../../../domain/forms/logic';
import { validateSubmission, type ValidationResult } from '../../../domain/forms/submission';
import { isTemplateValue, type SubmissionValues } from '../../../domain/forms/values';
import { withProvisionalFiles } from './upload-entries';

/** The answers while filling in: the stored shapes, except that upload fields may hold chosen files. */
export type FillValues = Readonly<Record<string, unknown>>;

/** What the renderer holds while someone fills in a form. */
export interface FillState {
  values: FillValues;
  /** What the logic shows for these answers, worked out again (lazily) on each change. */
  visibility: FormVisibility;
  /** Messages by field key (loop fields by loopFieldKey), shown once a field was left or a page checked. */
  errors: Readonly<Record<string, string>>;
  /** Upload progress (0–100) of chosen files by pendingId, while they upload. */
  uploadProgress: Readonly<Record<string, number>>;
}

type Listener = () => void;

/** Logic reads chosen files like any list of files (it only asks whether there are any). */
function asLogicValues(values: FillValues): SubmissionValues {
  return values as SubmissionValues;
}

/** Every template starts with one loop, so its first loop's fields can be answered at once. */
function withFirstLoops(definition: FormDefinition, values: FillValues): FillValues {
  const missing = definition.fields.filter((field) => field.type === 'template' && !isTemplateValue(values[field.id]));
  if (missing.length === 0) return values;
  return {
    ...values,
    ...Object.fromEntries(missing.map((field) => [field.id, { loopCount: 1, templateValues: [{}] }])),
  };
}

/**
 * An external store for a form being filled in. Every field reads its own slice through a
 * selector, so a keystroke re-renders the field typed into (and only the fields whose visibility,
 * message or total changed), never the whole form: a 200-field form stays fast.
 */
export class FormFillStore {
  private state: FillState;
  private readonly listeners = new Set<Listener>();

  constructor(
    readonly definition: FormDefinition,
    private readonly context: LogicContext,
    initialValues: FillValues = {},
  ) {
    const values = withFirstLoops(definition, initialValues);
    this.state = {
      values,
      visibility: evaluateVisibility(definition, asLogicValues(values), context),
      errors: {},
      uploadProgress: {},
    };
  }

  getState = (): FillState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** New answers: the logic runs again, and the edited field's message clears. */
  update(change: (values: FillValues) => FillValues, editedKey?: string): void {
    const values = change(this.state.values);
    if (values === this.state.values) return;
    const errors =
      editedKey && editedKey in this.state.errors ? withoutKey(this.state.errors, editedKey) : this.state.errors;
    this.set({
      ...this.state,
      values,
      visibility: evaluateVisibility(this.definition, asLogicValues(values), this.context),
      errors,
    });
  }

  /** The checks of the answers as they stand (chosen files checked by name, type and size). */
  validate(isDraft: boolean): ValidationResult {
    return validateSubmission(this.definition, withProvisionalFiles(this.state.values), this.context, { isDraft });
  }

  /** Shows (or clears) the message of one field, as after leaving it. */
  checkField(key: string): void {
    const message = this.validate(false).errors[key];
    if (message === this.state.errors[key]) return;
    this.set({
      ...this.state,
      errors: message ? { ...this.state.errors, [key]: message } : withoutKey(this.state.errors, key),
    });
  }

  /** Shows the messages of the given keys (a page's), clearing theirs that are now fine. */
  showErrors(keys: (key: string) => boolean, errors: Readonly<Record<string, string>>): void {
    const kept = Object.fromEntries(Object.entries(this.state.errors).filter(([key]) => !keys(key)));
    const shown = Object.fromEntries(Object.entries(errors).filter(([key]) => keys(key)));
    this.set({ ...this.state, errors: { ...kept, ...shown } });
  }

  setUploadProgress(pendingId: string, percent: number | undefined): void {
    const uploadProgress =
      percent === undefined
        ? withoutKey(this.state.uploadProgress, pendingId)
        : { ...this.state.uploadProgress, [pendingId]: percent };
    this.set({ ...this.state, uploadProgress });
  }

  /** Ends every progress bar: after a failed send, the files can be removed or replaced again. */
  clearUploadProgress(): void {
    this.set({ ...this.state, uploadProgress: {} });
  }

  private set(state: FillState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Readonly<Record<string, T>> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** One slice of the fill state; the component re-renders only when the slice changes (Object.is). */
export function useFillSlice<Slice>(store: FormFillStore, select: (state: FillState) => Slice): Slice {
  const getSnapshot = useCallback(() => select(store.getState()), [store, select]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** A fill store for a form; a new one (answers cleared) when the form's definition or the person changes. */
export function useFormFillStore(
  definition: FormDefinition,
  context: LogicContext,
  initialValues?: FillValues,
): FormFillStore {
  return useMemo(() => new FormFillStore(definition, context, initialValues), [definition, context, initialValues]);
}
