import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { formWindowProblem } from '../../../src/domain/forms/availability';
import { fieldSchema, type Field } from '../../../src/domain/forms/field';
import { fieldGroupSchema, formDefinitionOf, formSchema, isGuestForm, type Form } from '../../../src/domain/forms/form';
import {
  GUEST_DRAFT_LIFETIME_DAYS,
  GUEST_DRAFT_LINK_INVALID,
  GUEST_FORM_BUSY,
} from '../../../src/domain/forms/guest-callables';
import type { FormDefinition } from '../../../src/domain/forms/logic';
import { FORM_MESSAGES } from '../../../src/domain/messages';
import type { EventPaths } from '../../../src/domain/paths';
import { settingsSchemas } from '../../../src/domain/settings/settings-documents';
import { adminFirestore } from '../lib/admin';
import { DomainError } from '../lib/domain-error';
import { enforceRateLimit } from '../lib/rate-limit';

// What the guest callables share: the public form as the evaluator sees it, and guest draft tokens.

async function readFields(paths: EventPaths, ids: readonly string[]): Promise<Field[]> {
  if (ids.length === 0) return [];
  const snapshots = await adminFirestore().getAll(...ids.map((id) => adminFirestore().doc(paths.doc('fields', id))));
  return snapshots.flatMap((snapshot) => {
    const parsed = fieldSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
    return snapshot.exists && parsed.success ? [parsed.data] : [];
  });
}

/** A form with its fields and placed groups as the evaluator sees it, or undefined when it is missing or does not parse. */
export async function loadFormDefinition(
  paths: EventPaths,
  formId: string,
): Promise<{ form: Form; definition: FormDefinition } | undefined> {
  const snapshot = await adminFirestore().doc(paths.doc('forms', formId)).get();
  const form = snapshot.exists ? formSchema.safeParse({ ...snapshot.data(), id: snapshot.id }) : undefined;
  if (!form?.success) return undefined;
  const fields = await readFields(paths, form.data.fieldIds);
  const groupIds = [
    ...new Set(
      fields.flatMap((field) => (field.type === 'template' && field.fieldGroupId ? [field.fieldGroupId] : [])),
    ),
  ];
  const groups = await Promise.all(
    groupIds.map(async (id) => {
      const groupSnapshot = await adminFirestore().doc(paths.doc('fieldGroups', id)).get();
      const group = fieldGroupSchema.safeParse({ ...groupSnapshot.data(), id });
      return groupSnapshot.exists && group.success
        ? [{ group: group.data, fields: await readFields(paths, group.data.fieldIds) }]
        : [];
    }),
  );
  return { form: form.data, definition: formDefinitionOf(form.data, fields, groups.flat()) };
}

export const guestCreationsKey = (eventId: string, formId: string) => `${eventId}/${formId}`;

/**
 * Counts one new submission or draft of guests on a public form, refused with 'This form has
 * received too many answers…' beyond the form's hourly allowance: however many addresses a sender
 * uses, the form's submissions grow by a bounded amount an hour.
 */
export function countGuestCreation(eventId: string, formId: string): Promise<void> {
  return enforceRateLimit('guestCreationsPerForm', guestCreationsKey(eventId, formId), GUEST_FORM_BUSY);
}

/** The public form with its fields and placed groups, or 'Form is not public' (missing, private, unpublished, archived alike). */
export async function loadPublicForm(
  paths: EventPaths,
  formId: string,
): Promise<{ form: Form; definition: FormDefinition }> {
  const loaded = await loadFormDefinition(paths, formId);
  if (!loaded || !isGuestForm(loaded.form)) throw new DomainError(FORM_MESSAGES.formNotPublic, 'failed-precondition');
  return loaded;
}

/** Refuses, with the words the fill-in screen shows, a guest form outside its opening and closing times. */
export async function requireFormWindowOpen(paths: EventPaths, form: Form, now: Date): Promise<void> {
  if (!form.opensAt && !form.closesAt) return;
  const event = await adminFirestore().doc(paths.settings('event')).get();
  const problem = formWindowProblem(form, now, settingsSchemas.event.parse(event.data() ?? {}).timeZone);
  if (problem) throw new DomainError(problem.message, 'failed-precondition');
}

/**
 * A guest draft's resume token, stored as events/{eventId}/authTokens/{sha-256 of the token} like
 * the sign-in links: only the hash is kept, the record says what it is for (one form's one draft)
 * and until when, so a token opens nothing else.
 */
export const guestDraftTokenSchema = z.object({
  purpose: z.literal('guestDraft'),
  formId: z.string().min(1),
  submissionId: z.string().min(1),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type GuestDraftToken = z.output<typeof guestDraftTokenSchema>;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function guestDraftTokenDoc(paths: EventPaths, token: string) {
  return adminFirestore().doc(paths.doc('authTokens', tokenHash(token)));
}

export function newGuestDraftToken(): string {
  return randomBytes(32).toString('base64url');
}

export function guestDraftTokenRecord(formId: string, submissionId: string, email: string, now: Date): GuestDraftToken {
  return {
    purpose: 'guestDraft',
    formId,
    submissionId,
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + GUEST_DRAFT_LIFETIME_DAYS * 86_400_000).toISOString(),
  };
}

/** The draft a token opens for this form, or the refusal every other token gets (wrong form, expired, unknown alike). */
export async function draftOfToken(
  paths: EventPaths,
  formId: string,
  token: string,
  now: Date,
): Promise<GuestDraftToken> {
  const snapshot = await guestDraftTokenDoc(paths, token).get();
  const record = guestDraftTokenSchema.safeParse(snapshot.data());
  if (
    !snapshot.exists ||
    !record.success ||
    record.data.formId !== formId ||
    now.getTime() >= Date.parse(record.data.expiresAt)
  ) {
    throw new DomainError(GUEST_DRAFT_LINK_INVALID, 'failed-precondition');
  }
  return record.data;
}
