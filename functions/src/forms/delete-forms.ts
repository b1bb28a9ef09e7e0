import type { DocumentReference, WriteBatch } from 'firebase-admin/firestore';
import { stampUpdate } from '../../../src/domain/audit';
import { deleteFormsCallable } from '../../../src/domain/forms/form-callables';
import { formSchema } from '../../../src/domain/forms/form';
import { submissionSchema, type Submission } from '../../../src/domain/forms/submission';
import { taskStatusAfterDeletion } from '../../../src/domain/forms/task-link';
import { eventPaths, type EventPaths } from '../../../src/domain/paths';
import { taskStatusSchema } from '../../../src/domain/tasks';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { validDocuments } from '../lib/valid-documents';

type Write = (batch: WriteBatch) => void;

/** Commits writes 500 to a batch (Firestore's limit). */
async function commitAll(writes: readonly Write[]): Promise<void> {
  for (let start = 0; start < writes.length; start += 500) {
    const batch = adminFirestore().batch();
    for (const write of writes.slice(start, start + 500)) write(batch);
    await batch.commit();
  }
}

const deletion =
  (ref: DocumentReference): Write =>
  (batch) =>
    batch.delete(ref);

/** The task statuses a form's sent submissions completed, reopened (each team's status of each task once). */
async function reopenedTaskStatuses(
  paths: EventPaths,
  submissions: readonly Submission[],
  stamp: ReturnType<typeof stampUpdate>,
): Promise<Write[]> {
  const statusPaths = new Set(
    submissions.flatMap((submission) =>
      submission.taskId && submission.teamId && !submission.isDraft
        ? [paths.taskStatus(submission.taskId, submission.teamId)]
        : [],
    ),
  );
  const writes = await Promise.all(
    [...statusPaths].map(async (path): Promise<Write[]> => {
      const snapshot = await adminFirestore().doc(path).get();
      const status = taskStatusSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
      if (!snapshot.exists || !status.success) return [];
      const reopened = taskStatusSchema.parse({ ...taskStatusAfterDeletion(status.data), ...stamp });
      return [(batch) => batch.set(snapshot.ref, reopened)];
    }),
  );
  return writes.flat();
}

/** Deletes one form and what it left behind; answers the ids of its deleted submissions. */
async function deleteForm(paths: EventPaths, formId: string, uid: string): Promise<string[]> {
  const db = adminFirestore();
  const formRef = db.doc(paths.doc('forms', formId));
  const form = formSchema.safeParse({ ...(await formRef.get()).data(), id: formId });
  const byForm = (collection: Parameters<EventPaths['collection']>[0], field: string) =>
    db.collection(paths.collection(collection)).where(field, '==', formId).get();
  const [submissionDocs, webhookDocs, deliveryDocs, tokenDocs] = await Promise.all([
    byForm('submissions', 'formId'),
    byForm('webhooks', 'parentId'),
    byForm('webhookDeliveries', 'formId'),
    byForm('authTokens', 'formId'),
  ]);
  const submissions = validDocuments(submissionSchema, submissionDocs.docs);
  const owned = form.success ? form.data : { fieldIds: [], confirmationIds: [], notificationIds: [], webhookIds: [] };
  const webhookIds = new Set([...owned.webhookIds, ...webhookDocs.docs.map((doc) => doc.id)]);
  const refs = [
    ...submissionDocs.docs.map((doc) => doc.ref),
    ...owned.fieldIds.map((id) => db.doc(paths.doc('fields', id))),
    ...owned.confirmationIds.map((id) => db.doc(paths.doc('confirmations', id))),
    ...owned.notificationIds.map((id) => db.doc(paths.doc('formNotifications', id))),
    ...[...webhookIds].flatMap((id) => [db.doc(paths.doc('webhooks', id)), db.doc(paths.doc('webhookSecrets', id))]),
    ...deliveryDocs.docs.map((doc) => doc.ref),
    ...tokenDocs.docs.filter((doc) => doc.get('purpose') === 'guestDraft').map((doc) => doc.ref),
    db.doc(paths.doc('formEntryCounts', formId)),
    formRef,
  ];
  const reopened = await reopenedTaskStatuses(paths, submissions, stampUpdate(uid, new Date()));
  await commitAll([...reopened, ...refs.map(deletion)]);
  return submissionDocs.docs.map((doc) => doc.id);
}

export const deleteForms = defineCallable({
  input: deleteFormsCallable.input,
  output: deleteFormsCallable.output,
  minRole: 'moderator',
  rateLimit: 'deleteForms',
  handler: async ({ input, uid, eventId }) => {
    const paths = eventPaths(eventId);
    const submissionIds: string[] = [];
    for (const formId of input.formIds) submissionIds.push(...(await deleteForm(paths, formId, uid)));
    return { submissionIds };
  },
});
