import type { Field } from '../../../domain/forms/field';
import type { FormVisibility } from '../../../domain/forms/logic';
import { loopFieldKey } from '../../../domain/forms/submission';
import type { FillValues } from './form-values-store';

/**
 * Where one field's answer lives: at the top of the answers, or in one loop of a template. The key
 * names its message and its inputs' ids; the same field placed in two loops has two slots.
 */
export interface FieldSlot {
  field: Field;
  key: string;
  read(values: FillValues): unknown;
  write(values: FillValues, value: unknown): FillValues;
  isVisible(visibility: FormVisibility): boolean;
}

export function formSlot(field: Field): FieldSlot {
  return {
    field,
    key: field.id,
    read: (values) => values[field.id],
    write: (values, value) => ({ ...values, [field.id]: value }),
    isVisible: (visibility) => visibility.isVisible(field.id),
  };
}

interface LoopState {
  loopCount: number;
  templateValues: Readonly<Record<string, unknown>>[];
}

export function templateState(values: FillValues, templateId: string): LoopState {
  const value = values[templateId] as Partial<LoopState> | undefined;
  return { loopCount: value?.loopCount ?? 1, templateValues: value?.templateValues ?? [] };
}

export function loopSlot(templateId: string, loopIndex: number, field: Field): FieldSlot {
  return {
    field,
    key: loopFieldKey(templateId, loopIndex, field.id),
    read: (values) => templateState(values, templateId).templateValues[loopIndex]?.[field.id],
    write: (values, value) => {
      const { loopCount, templateValues } = templateState(values, templateId);
      const loops = [...templateValues];
      while (loops.length <= loopIndex) loops.push({});
      loops[loopIndex] = { ...loops[loopIndex], [field.id]: value };
      return { ...values, [templateId]: { loopCount: Math.max(loopCount, loopIndex + 1), templateValues: loops } };
    },
    isVisible: (visibility) => visibility.isVisibleInLoop(templateId, loopIndex, field.id),
  };
}

/** The template with one more loop (an empty one), or one loop fewer (the given one taken out). */
export function withLoopAdded(values: FillValues, templateId: string): FillValues {
  const { loopCount, templateValues } = templateState(values, templateId);
  const loops = [...templateValues.slice(0, loopCount)];
  while (loops.length < loopCount + 1) loops.push({});
  return { ...values, [templateId]: { loopCount: loopCount + 1, templateValues: loops } };
}

export function withLoopRemoved(values: FillValues, templateId: string, loopIndex: number): FillValues {
  const { loopCount, templateValues } = templateState(values, templateId);
  const loops = templateValues.slice(0, loopCount).filter((_, index) => index !== loopIndex);
  return { ...values, [templateId]: { loopCount: loops.length, templateValues: loops } };
}
