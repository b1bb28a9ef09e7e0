import type { FieldOf, InputFieldType } from '../../../domain/forms/field';
import type { FieldIds } from './field-shell';

/** What every answer-taking field component gets: its field, its answer, and how to change it. */
export interface FieldInputProps<T extends InputFieldType, Value> {
  field: FieldOf<T>;
  ids: FieldIds;
  value: Value | undefined;
  onChange: (value: Value) => void;
  /** Leaving the field shows its message. */
  onBlur: () => void;
  error?: string;
  /** A submitted answer being viewed: shown, not editable. */
  readOnly: boolean;
}
