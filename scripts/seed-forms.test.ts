import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { stampCreate } from '../src/domain/audit';
import { fieldSchema, type Field } from '../src/domain/forms/field';
import { fieldGroupSchema, formDefinitionOf, formSchema } from '../src/domain/forms/form';
import { GUEST_LOGIC_CONTEXT } from '../src/domain/forms/logic';
import { submissionSchema, validateSubmission } from '../src/domain/forms/submission';
import { eventPaths } from '../src/domain/paths';
import { seedForms } from './seed-forms';

/** The seed's writes by path, through a batch that only records them. */
function seededDocuments(): Map<string, Record<string, unknown>> {
  const written = new Map<string, Record<string, unknown>>();
  const db = { doc: (path: string) => path } as unknown as Firestore;
  const batch = {
    set: (path: string, data: Record<string, unknown>) => written.set(path, data),
  } as unknown as WriteBatch;
  seedForms(batch, db, eventPaths('demo'), stampCreate('admin', new Date('2026-01-01T00:00:00Z')), {
    teamId: 'demo-team',
    memberUid: 'demo-team-member',
  });
  return written;
}

describe('the demo forms', () => {
  it("hold answers that pass the forms' own checks", () => {
    const documents = seededDocuments();
    const byPrefix = (prefix: string) =>
      [...documents].filter(([path]) => path.startsWith(`events/demo/${prefix}/`)).map(([, data]) => data);
    const fields = new Map(
      byPrefix('fields')
        .map((data) => fieldSchema.parse(data))
        .map((field) => [field.id, field]),
    );
    const groups = byPrefix('fieldGroups').map((data) => fieldGroupSchema.parse(data));
    const fieldsOf = (ids: readonly string[]) =>
      ids.map((id) => fields.get(id)).filter((field): field is Field => field !== undefined);
    const submissions = byPrefix('submissions').map((data) => submissionSchema.parse(data));
    expect(submissions.length).toBeGreaterThanOrEqual(3);
    for (const submission of submissions) {
      const form = formSchema.parse(documents.get(`events/demo/forms/${submission.formId}`));
      const definition = formDefinitionOf(
        form,
        fieldsOf(form.fieldIds),
        groups.map((group) => ({ group, fields: fieldsOf(group.fieldIds) })),
      );
      expect(definition.fields).toHaveLength(form.fieldIds.length);
      const result = validateSubmission(definition, submission.values, GUEST_LOGIC_CONTEXT, {
        isDraft: submission.isDraft,
      });
      expect({ id: submission.id, errors: result.errors, unknown: result.unknownFieldIds }).toEqual({
        id: submission.id,
        errors: {},
        unknown: [],
      });
    }
  });
});
