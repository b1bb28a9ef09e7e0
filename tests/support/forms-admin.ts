import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { newField, type Field, type FieldOf, type FieldType } from '../../src/domain/forms/field';
import {
  confirmationSchema,
  fieldGroupSchema,
  formSchema,
  type Confirmation,
  type Form,
} from '../../src/domain/forms/form';
import { logicMapSchema, type LogicOperator, type LogicRule } from '../../src/domain/forms/logic';
import { eventPaths } from '../../src/domain/paths';
import { stampCreate } from '../../src/domain/audit';

// Forms written straight into the stack with firebase-admin, as an organiser's builder would save
// them, so fill-in stories and benchmarks start from a known form (the builder has its own story).

export function fieldOf<T extends FieldType>(
  type: T,
  changes: Partial<FieldOf<T>> = {},
  id = `f-${randomUUID().slice(0, 8)}`,
): FieldOf<T> {
  return { ...newField(type, id, { formId: 'pending' }), ...changes };
}

/** A team's submission as its member's browser writes one straight to Firestore (the rules check it). */
export function teamSubmissionOf(submission: {
  id: string;
  formId: string;
  teamId: string;
  createdBy: string;
  isDraft: boolean;
  values?: Record<string, unknown>;
}) {
  const { createdBy, values = {}, ...identity } = submission;
  return { ...identity, taskId: '', isGuest: false, values, ...stampCreate(createdBy, new Date()) };
}

export interface FormSpec {
  title: string;
  description?: string;
  fields: Field[];
  logicMap?: unknown;
  /** Field groups placed by template fields (their fields get the group's id as parent). */
  fieldGroups?: { id: string; title: string; fields: Field[]; logicMap?: unknown }[];
  /** The first is the default; the others are chosen by their rules. */
  confirmations: {
    name: string;
    message: string;
    rules?: Partial<LogicRule>[];
    operator?: LogicOperator;
    isDefault?: boolean;
  }[];
  isPublic?: boolean;
  isEditable?: boolean;
}

export interface WrittenForm {
  form: Form;
  confirmations: Confirmation[];
}

/** Writes a published form with its fields, groups and confirmations; returns what was stored. */
export async function writeForm(db: Firestore, eventId: string, spec: FormSpec): Promise<WrittenForm> {
  const paths = eventPaths(eventId);
  const formId = `form-${randomUUID().slice(0, 8)}`;
  const at = new Date().toISOString();
  const audit = { createdAt: at, updatedAt: at, createdBy: 'demo-admin', updatedBy: 'demo-admin' };
  const confirmations = spec.confirmations.map((confirmation, index) =>
    confirmationSchema.parse({
      ...audit,
      ...confirmation,
      id: `${formId}-confirmation-${index}`,
      formId,
      isDefault: confirmation.isDefault ?? index === 0,
    }),
  );
  const form = formSchema.parse({
    ...audit,
    id: formId,
    title: spec.title,
    description: spec.description ?? '',
    fieldIds: spec.fields.map((field) => field.id),
    confirmationIds: confirmations.map((confirmation) => confirmation.id),
    isPublished: true,
    isPublic: spec.isPublic ?? false,
    isEditable: spec.isEditable ?? false,
    logicMap: logicMapSchema.parse(spec.logicMap ?? {}),
  });
  const writer = db.bulkWriter();
  for (const group of spec.fieldGroups ?? []) {
    void writer.set(
      db.doc(paths.doc('fieldGroups', group.id)),
      fieldGroupSchema.parse({
        ...audit,
        id: group.id,
        title: group.title,
        fieldIds: group.fields.map((field) => field.id),
        isPublished: true,
        logicMap: logicMapSchema.parse(group.logicMap ?? {}),
      }),
    );
    for (const field of group.fields)
      void writer.set(db.doc(paths.doc('fields', field.id)), {
        ...field,
        ...audit,
        formId: '',
        fieldGroupId: group.id,
      });
  }
  for (const field of spec.fields) {
    const parent = field.type === 'template' ? { formId } : { formId, fieldGroupId: '' };
    void writer.set(db.doc(paths.doc('fields', field.id)), { ...field, ...audit, ...parent });
  }
  for (const confirmation of confirmations)
    void writer.set(db.doc(paths.doc('confirmations', confirmation.id)), confirmation);
  void writer.set(db.doc(paths.doc('forms', formId)), form);
  await writer.close();
  return { form, confirmations };
}
