import { sendEmailBatchWithTemplateCallable, sendEmailBatchWithTemplatePublicCallable } from '../../domain/email-callables';
import { formNotificationWriteSchema, type FormNotificationValues } from '../../domain/form-notifications';
import { formNotificationSchema, formWriteSchema, type FormNotification } from '../../domain/forms/form';
import type { Submission } from '../../domain/forms/submission';
import { FORM_MESSAGES, MISSING_ID_MESSAGES } from '../../domain/messages';
import { firebaseClient } from '../../lib/firebase/client';
import { checkForWrite, commitInBatches, parseDocument, parseDocuments, readDocument, withCreateStamp, withUpdateStamp } from '../../lib/firebase/documents';
import { callFunction } from '../../lib/firebase/functions';
import { newId } from '../content/content-store';
import { fetchForm } from '../forms/forms-store';

// A form's notifications (spec 001 §3 "Form notification", §7): read and written by organisers;
// each add and delete also updates the form's notificationIds and audit fields. Sending is the
// server's (sendEmailBatchWithTemplate / ...Public), asked for once a submission is stored.

const paths = () => firebaseClient().paths;
const notificationPath = (id: string) => paths().doc('formNotifications', id);

function checkNotification(notification: unknown): FormNotification {
  return checkForWrite(formNotificationWriteSchema, notification, FORM_MESSAGES.invalidNotification);
}
function checkForm(form: unknown) {
  return checkForWrite(formWriteSchema, form, FORM_MESSAGES.invalidForm);
}

/** A form's notifications in the form's order; missing or unreadable ones are left out. */
export async function fetchFormNotifications(formId: string): Promise<FormNotification[]> {
  const form = await fetchForm(formId);
  const snapshots = await Promise.all(form.notificationIds.map((id) => readDocument(notificationPath(id)).catch(() => undefined)));
  return parseDocuments(formNotificationSchema, 'formNotification', snapshots.filter((snapshot) => snapshot?.exists()).map((snapshot) => snapshot!));
}

export async function fetchFormNotification(notificationId: string): Promise<FormNotification> {
  if (!notificationId) throw new Error(MISSING_ID_MESSAGES.id);
  const snapshot = await readDocument(notificationPath(notificationId));
  if (!snapshot.exists()) throw new Error(FORM_MESSAGES.invalidNotification);
  return parseDocument(formNotificationSchema, 'formNotification', snapshot, FORM_MESSAGES.invalidNotification);
}

export async function addFormNotification(formId: string, values: FormNotificationValues): Promise<FormNotification> {
  const form = await fetchForm(formId);
  const notification = checkNotification(withCreateStamp({ ...values, id: newId(), formId }));
  await commitInBatches([
    { type: 'set', path: notificationPath(notification.id), data: notification },
    { type: 'set', path: paths().doc('forms', formId), data: checkForm(withUpdateStamp({ ...form, notificationIds: [...form.notificationIds, notification.id] })) },
  ]);
  return notification;
}

export async function updateFormNotification(formId: string, notificationId: string, values: FormNotificationValues): Promise<FormNotification> {
  const [form, current] = await Promise.all([fetchForm(formId), fetchFormNotification(notificationId)]);
  if (current.formId !== formId) throw new Error(FORM_MESSAGES.invalidNotification);
  const notification = checkNotification(withUpdateStamp({ ...current, ...values }));
  await commitInBatches([
    { type: 'set', path: notificationPath(notification.id), data: notification },
    { type: 'set', path: paths().doc('forms', formId), data: checkForm(withUpdateStamp(form)) },
  ]);
  return notification;
}

export async function deleteFormNotification(formId: string, notificationId: string): Promise<void> {
  const form = await fetchForm(formId);
  await commitInBatches([
    { type: 'delete', path: notificationPath(notificationId) },
    { type: 'set', path: paths().doc('forms', formId), data: checkForm(withUpdateStamp({ ...form, notificationIds: form.notificationIds.filter((id) => id !== notificationId) })) },
  ]);
}

/**
 * After a team's (or an organiser's) submission is stored: the server mails the form's notifications
 * that are due for it. Drafts send nothing. Throws 'Failed to send N emails: …' when any mail fails.
 */
export async function notifySubmitted(submission: Submission): Promise<Submission> {
  if (!submission.isDraft) await callFunction(sendEmailBatchWithTemplateCallable, { submissionId: submission.id, targetUserId: submission.createdBy });
  return submission;
}

/** After a guest's submission is stored: the same through the public callable. */
export async function notifyGuestSubmitted(result: { submissionId: string }): Promise<{ submissionId: string }> {
  await callFunction(sendEmailBatchWithTemplatePublicCallable, { submissionId: result.submissionId });
  return result;
}
