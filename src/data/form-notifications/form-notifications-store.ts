import {
  sendEmailBatchWithTemplateCallable,
  sendEmailBatchWithTemplatePublicCallable,
} from '../../domain/email-callables';
import { formNotificationWriteSchema, type FormNotificationValues } from '../../domain/form-notifications';
import { formNotificationSchema, formWriteSchema, type FormNotification } from '../../domain/forms/form';
import type { Submission } from '../../domain/forms/submission';
import { FORM_MESSAGES, MISSING_ID_MESSAGES } from '../../domain/messages';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  commitInBatches,
  parseDocuments,
  readDocument,
  withCreateStamp,
  withUpdateStamp,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { callFunction } from '../../lib/firebase/functions';
import { reportProblem } from '../../lib/firebase/reporting';
import { getForm } from '../forms/forms-store';
import { newDocumentId } from '../../domain/paths';

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
export async function listFormNotifications(formId: string): Promise<FormNotification[]> {
  const form = await getForm(formId);
  const snapshots = await Promise.all(
    form.notificationIds.map((id) => readDocument(notificationPath(id)).catch(() => undefined)),
  );
  return parseDocuments(
    formNotificationSchema,
    'formNotification',
    snapshots.filter((snapshot) => snapshot?.exists()).map((snapshot) => snapshot!),
  );
}

export async function getFormNotification(notificationId: string): Promise<FormNotification> {
  if (!notificationId) throw new Error(MISSING_ID_MESSAGES.id);
  return readEntity(notificationPath(notificationId), formNotificationSchema, 'formNotification', {
    invalid: FORM_MESSAGES.invalidNotification,
  });
}

export async function createFormNotification(
  formId: string,
  values: FormNotificationValues,
): Promise<FormNotification> {
  const form = await getForm(formId);
  const notification = checkNotification(withCreateStamp({ ...values, id: newDocumentId(), formId }));
  await commitInBatches([
    { type: 'set', path: notificationPath(notification.id), data: notification },
    {
      type: 'set',
      path: paths().doc('forms', formId),
      data: checkForm(withUpdateStamp({ ...form, notificationIds: [...form.notificationIds, notification.id] })),
    },
  ]);
  return notification;
}

export async function updateFormNotification(
  formId: string,
  notificationId: string,
  values: FormNotificationValues,
): Promise<FormNotification> {
  const [form, current] = await Promise.all([getForm(formId), getFormNotification(notificationId)]);
  if (current.formId !== formId) throw new Error(FORM_MESSAGES.invalidNotification);
  const notification = checkNotification(withUpdateStamp({ ...current, ...values }));
  await commitInBatches([
    { type: 'set', path: notificationPath(notification.id), data: notification },
    { type: 'set', path: paths().doc('forms', formId), data: checkForm(withUpdateStamp(form)) },
  ]);
  return notification;
}

export async function deleteFormNotification(formId: string, notificationId: string): Promise<void> {
  const form = await getForm(formId);
  await commitInBatches([
    { type: 'delete', path: notificationPath(notificationId) },
    {
      type: 'set',
      path: paths().doc('forms', formId),
      data: checkForm(
        withUpdateStamp({ ...form, notificationIds: form.notificationIds.filter((id) => id !== notificationId) }),
      ),
    },
  ]);
}

/**
 * After a submission is stored, the server mails the form's notifications that are due. Nobody waits
 * for the mail: the answer is already safe, so a failure is reported (the email log keeps every
 * send) rather than shown as a failed submission that would invite sending it twice.
 */
export function notifySubmitted(submission: Submission): void {
  if (submission.isDraft) return;
  callFunction(sendEmailBatchWithTemplateCallable, {
    submissionId: submission.id,
    targetUserId: submission.createdBy,
  }).catch((error: unknown) => reportProblem(error, { entity: 'formNotification' }, { submissionId: submission.id }));
}

/** After a guest's submission is stored: the same through the public callable. */
export function notifyGuestSubmitted(submissionId: string): void {
  callFunction(sendEmailBatchWithTemplatePublicCallable, { submissionId }).catch((error: unknown) =>
    reportProblem(error, { entity: 'formNotification' }, { submissionId }),
  );
}
