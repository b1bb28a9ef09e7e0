import { fieldWriteSchema, newField, type Field } from '../../domain/forms/field';
import {
  newIdsFor,
  rewriteConfirmation,
  rewriteLogicMap,
  rewriteNotification,
  rewriteWebhook,
} from '../../domain/forms/duplicate';
import { newWebhookSecret, webhookSchema } from '../../domain/webhooks';
import { listFormWebhooks } from '../webhooks/webhooks-store';
import {
  confirmationSchema,
  confirmationWriteSchema,
  fieldGroupSchema,
  formDefinitionOf,
  formNotificationSchema,
  formSchema,
  formWriteSchema,
  isGuestForm,
  starterConfirmation,
  starterNotifications,
  type Confirmation,
  type FieldGroup,
  type Form,
  type FormSettingsInput,
} from '../../domain/forms/form';
import { logicFieldsOutside, type FormDefinition, type LogicMap } from '../../domain/forms/logic';
import { FORM_MESSAGES, MISSING_ID_MESSAGES } from '../../domain/messages';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  commitInBatches,
  parseDocuments,
  readCollection,
  readDocument,
  where,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { deleteStorageFolder } from '../../lib/firebase/storage-folder';
import { listFieldsByIds, fieldPath, fieldSaveOperations } from './fields-store';
import { newDocumentId } from '../../domain/paths';
import { deleteFormsCallable } from '../../domain/forms/form-callables';
import { callFunction } from '../../lib/firebase/functions';

// Forms and what hangs off them: fields, confirmations, notifications, webhooks and submissions
// (spec 001 §7). Every write parses first and throws the spec's message.

const paths = () => firebaseClient().paths;
const formPath = (id: string) => paths().doc('forms', id);
const confirmationPath = (id: string) => paths().doc('confirmations', id);
const notificationPath = (id: string) => paths().doc('formNotifications', id);

function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: string }).code === 'permission-denied';
}

function checkForm(form: unknown): Form {
  return checkForWrite(formWriteSchema, form, FORM_MESSAGES.invalidForm);
}
function checkConfirmation(confirmation: unknown): Confirmation {
  return checkForWrite(confirmationWriteSchema, confirmation, FORM_MESSAGES.invalidConfirmation);
}

/** Every form of the event, archived ones included (organisers). */
export async function listForms(): Promise<Form[]> {
  return parseDocuments(formSchema, 'form', await readCollection(paths().collection('forms')));
}

/** The forms a team may fill in: published and not archived, asked for with the filters the rules check. */
export async function listOpenForms(): Promise<Form[]> {
  const snapshots = await readCollection(
    paths().collection('forms'),
    where('isPublished', '==', true),
    where('isArchived', '==', false),
  );
  return parseDocuments(formSchema, 'form', snapshots);
}

/** Forms by id in the order given; missing or unreadable ones are left out. */
export async function listFormsByIds(ids: readonly string[]): Promise<Form[]> {
  const forms = await Promise.all(ids.map((id) => getForm(id).catch(() => undefined)));
  return forms.filter((form): form is Form => form !== undefined);
}

export async function getForm(formId: string): Promise<Form> {
  if (!formId) throw new Error(MISSING_ID_MESSAGES.id);
  return readEntity(formPath(formId), formSchema, 'form', { invalid: FORM_MESSAGES.invalidForm });
}

/** A form for a guest: only while it is public, published and not archived ('Form is not public' otherwise, missing ones too). */
export async function getGuestForm(formId: string): Promise<Form> {
  const form = await getForm(formId).catch((error: unknown) => {
    if (isPermissionDenied(error) || (error instanceof Error && error.message === FORM_MESSAGES.invalidForm))
      return undefined;
    throw error;
  });
  if (!form || !isGuestForm(form)) throw new Error(FORM_MESSAGES.formNotPublic);
  return form;
}

/** Field groups by id; missing or unreadable ones are left out. */
export async function listFieldGroupsByIds(ids: readonly string[]): Promise<FieldGroup[]> {
  const snapshots = await Promise.all(
    ids.map((id) =>
      readDocument(paths().doc('fieldGroups', id)).catch((error: unknown) => {
        if (isPermissionDenied(error)) return undefined;
        throw error;
      }),
    ),
  );
  return parseDocuments(
    fieldGroupSchema,
    'fieldGroup',
    snapshots.filter((snapshot) => snapshot?.exists()).map((snapshot) => snapshot!),
  );
}

/** A form with everything the renderer and the evaluator need: its fields and the groups its templates place, with theirs. */
export interface LoadedForm {
  form: Form;
  definition: FormDefinition;
  fieldGroups: FieldGroup[];
}

async function loadedFormOf(form: Form): Promise<LoadedForm> {
  const fields = await listFieldsByIds(form.fieldIds);
  const groupIds = [
    ...new Set(
      fields.flatMap((field) => (field.type === 'template' && field.fieldGroupId ? [field.fieldGroupId] : [])),
    ),
  ];
  const fieldGroups = await listFieldGroupsByIds(groupIds);
  const groupFields = await Promise.all(fieldGroups.map((group) => listFieldsByIds(group.fieldIds)));
  const definition = formDefinitionOf(
    form,
    fields,
    fieldGroups.map((group, index) => ({ group, fields: groupFields[index]! })),
  );
  return { form, fieldGroups, definition };
}

export async function getLoadedForm(formId: string): Promise<LoadedForm> {
  return loadedFormOf(await getForm(formId));
}

export async function getLoadedGuestForm(formId: string): Promise<LoadedForm> {
  return loadedFormOf(await getGuestForm(formId));
}

// ── Adding, changing, copying, archiving, deleting forms ───────────────────────────────────

/**
 * Adds a form from its settings with its first field, a default confirmation and the two starter
 * notifications, in one batch.
 */
export async function createForm(settings: FormSettingsInput): Promise<Form> {
  const formId = newDocumentId();
  const firstField = checkForWrite(
    fieldWriteSchema,
    withCreateStamp(newField('text', newDocumentId(), { formId })),
    FORM_MESSAGES.invalidFirstField,
  );
  const confirmation = checkConfirmation(withCreateStamp(starterConfirmation(newDocumentId(), formId)));
  const notifications = starterNotifications({ user: newDocumentId(), admin: newDocumentId() }, formId).map(
    (notification) =>
      checkForWrite(formNotificationSchema, withCreateStamp(notification), FORM_MESSAGES.invalidNotification),
  );
  const form = checkForm(
    withCreateStamp({
      ...settings,
      id: formId,
      fieldIds: [firstField.id],
      confirmationIds: [confirmation.id],
      notificationIds: notifications.map((notification) => notification.id),
      isArchived: false,
    }),
  );
  await commitInBatches([
    { type: 'set', path: formPath(form.id), data: form },
    { type: 'set', path: fieldPath(firstField.id), data: firstField },
    { type: 'set', path: confirmationPath(confirmation.id), data: confirmation },
    ...notifications.map((notification): BatchOperation => ({
      type: 'set',
      path: notificationPath(notification.id),
      data: notification,
    })),
  ]);
  return form;
}

export async function updateFormSettings(formId: string, settings: FormSettingsInput): Promise<Form> {
  const form = checkForm(withUpdateStamp({ ...(await getForm(formId)), ...settings }));
  await commitInBatches([{ type: 'set', path: formPath(form.id), data: form }]);
  return form;
}

/** The builder's save: the fields in their order and the logic map, in one batch. Logic may name only the form's fields. */
export async function updateFormFields(formId: string, fields: readonly Field[], logicMap: LogicMap): Promise<Form> {
  const current = await getForm(formId);
  const stored = await listFieldsByIds(current.fieldIds);
  const operations = fieldSaveOperations({ formId }, stored, fields);
  const unknown = logicFieldsOutside(logicMap, fields);
  if (unknown.length)
    throw new Error(FORM_MESSAGES.invalidForm, {
      cause: `Logic names fields that are not on the form: ${unknown.join(', ')}`,
    });
  const form = checkForm(withUpdateStamp({ ...current, fieldIds: fields.map((field) => field.id), logicMap }));
  await commitInBatches([...operations, { type: 'set', path: formPath(form.id), data: form }]);
  return form;
}

export async function updateFormsArchived(formIds: readonly string[], isArchived: boolean): Promise<void> {
  const forms = await Promise.all(formIds.map((id) => getForm(id)));
  await commitInBatches(
    forms.map((form) => ({
      type: 'set',
      path: formPath(form.id),
      data: checkForm(withUpdateStamp({ ...form, isArchived })),
    })),
  );
}

/** The form's confirmations in the form's order. */
export async function listConfirmations(formId: string): Promise<Confirmation[]> {
  const form = await getForm(formId);
  return listConfirmationsOf(form);
}

export async function listConfirmationsOf(form: Pick<Form, 'confirmationIds'>): Promise<Confirmation[]> {
  const snapshots = await Promise.all(
    form.confirmationIds.map((id) => readDocument(confirmationPath(id)).catch(() => undefined)),
  );
  return parseDocuments(
    confirmationSchema,
    'confirmation',
    snapshots.filter((snapshot) => snapshot?.exists()).map((snapshot) => snapshot!),
  );
}

/**
 * A copy of a form: its fields, notifications and confirmations under new ids, and its webhooks
 * (each with a secret of its own) when an admin copies it (only admins read webhooks), titled with
 * ' (Copy)', unpublished and private. Logic, rules, merge tags, email field recipients and webhook
 * payload fields follow the new field ids. Submissions stay with the original.
 */
export async function duplicateForm({
  formId,
  withWebhooks,
}: {
  formId: string;
  withWebhooks: boolean;
}): Promise<Form> {
  const original = await getForm(formId);
  const copyId = newDocumentId();
  const fields = await listFieldsByIds(original.fieldIds);
  const newIds = newIdsFor(fields, newDocumentId);
  const copiedFields = fields.map((field) =>
    checkForWrite(
      fieldWriteSchema,
      withCreateStamp({ ...field, id: newIds.get(field.id)!, formId: copyId }),
      FORM_MESSAGES.invalidForm,
    ),
  );
  const confirmations = (await listConfirmationsOf(original)).map((confirmation) =>
    checkConfirmation(
      withCreateStamp({
        ...rewriteConfirmation(confirmation, newIds),
        id: newDocumentId(),
        formId: copyId,
      }),
    ),
  );
  const notificationSnapshots = await Promise.all(
    original.notificationIds.map((id) => readDocument(notificationPath(id))),
  );
  const notifications = parseDocuments(
    formNotificationSchema,
    'formNotification',
    notificationSnapshots.filter((snapshot) => snapshot.exists()),
  ).map((notification) =>
    checkForWrite(
      formNotificationSchema,
      withCreateStamp({
        ...rewriteNotification(notification, newIds),
        id: newDocumentId(),
        formId: copyId,
      }),
      FORM_MESSAGES.invalidNotification,
    ),
  );
  const webhooks = (withWebhooks ? await listFormWebhooks(original.id) : []).map((webhook) =>
    checkForWrite(
      webhookSchema,
      withCreateStamp({ ...rewriteWebhook(webhook, newIds), id: newDocumentId(), parentId: copyId }),
      FORM_MESSAGES.invalidWebhook,
    ),
  );
  const copy = checkForm(
    withCreateStamp({
      ...original,
      id: copyId,
      title: `${original.title} (Copy)`,
      fieldIds: copiedFields.map((field) => field.id),
      confirmationIds: confirmations.map((confirmation) => confirmation.id),
      notificationIds: notifications.map((notification) => notification.id),
      webhookIds: webhooks.map((webhook) => webhook.id),
      isPublished: false,
      isPublic: false,
      isArchived: false,
      logicMap: rewriteLogicMap(original.logicMap, newIds),
    }),
  );
  await commitInBatches([
    ...copiedFields.map((field): BatchOperation => ({ type: 'set', path: fieldPath(field.id), data: field })),
    ...confirmations.map((confirmation): BatchOperation => ({
      type: 'set',
      path: confirmationPath(confirmation.id),
      data: confirmation,
    })),
    ...notifications.map((notification): BatchOperation => ({
      type: 'set',
      path: notificationPath(notification.id),
      data: notification,
    })),
    ...webhooks.flatMap((webhook): BatchOperation[] => [
      { type: 'set', path: paths().doc('webhooks', webhook.id), data: webhook },
      {
        type: 'set',
        path: paths().doc('webhookSecrets', webhook.id),
        data: { id: webhook.id, secret: newWebhookSecret() },
      },
    ]),
    { type: 'set', path: formPath(copy.id), data: copy },
  ]);
  return copy;
}

/**
 * Deletes forms with everything that hangs off them (deleteForms, server-side: webhook secrets,
 * delivery logs and guest draft links are the server's to delete, and completed tasks reopen),
 * then the files stored for their submissions.
 */
export async function deleteForms(formIds: readonly string[]): Promise<void> {
  const { submissionIds } = await callFunction(deleteFormsCallable, { formIds: [...formIds] });
  await Promise.all(submissionIds.map((id) => deleteStorageFolder(paths().storage('submissions', id))));
}

// ── Confirmations ──────────────────────────────────────────────────────────────────────────

/** The values the confirmation screens edit. */
export type ConfirmationValues = Pick<
  Confirmation,
  'name' | 'message' | 'operator' | 'rules' | 'isDefault' | 'isActive'
>;

/** Only one confirmation is the default: making one the default clears the others. */
async function otherDefaultsCleared(form: Form, keepId: string): Promise<BatchOperation[]> {
  const others = (await listConfirmationsOf(form)).filter(
    (confirmation) => confirmation.id !== keepId && confirmation.isDefault,
  );
  return others.map((confirmation) => ({
    type: 'set',
    path: confirmationPath(confirmation.id),
    data: checkConfirmation(withUpdateStamp({ ...confirmation, isDefault: false })),
  }));
}

export async function createConfirmation(formId: string, values: ConfirmationValues): Promise<Confirmation> {
  const form = await getForm(formId);
  const confirmation = checkConfirmation(withCreateStamp({ ...values, id: newDocumentId(), formId }));
  const updatedForm = checkForm(
    withUpdateStamp({ ...form, confirmationIds: [...form.confirmationIds, confirmation.id] }),
  );
  await commitInBatches([
    ...(confirmation.isDefault ? await otherDefaultsCleared(form, confirmation.id) : []),
    { type: 'set', path: confirmationPath(confirmation.id), data: confirmation },
    { type: 'set', path: formPath(formId), data: updatedForm },
  ]);
  return confirmation;
}

export async function updateConfirmation(
  formId: string,
  confirmationId: string,
  values: ConfirmationValues,
): Promise<Confirmation> {
  const form = await getForm(formId);
  const current = (await listConfirmationsOf(form)).find((confirmation) => confirmation.id === confirmationId);
  if (!current) throw new Error(FORM_MESSAGES.invalidConfirmation);
  const confirmation = checkConfirmation(withUpdateStamp({ ...current, ...values }));
  await commitInBatches([
    ...(confirmation.isDefault ? await otherDefaultsCleared(form, confirmation.id) : []),
    { type: 'set', path: confirmationPath(confirmation.id), data: confirmation },
    { type: 'set', path: formPath(formId), data: checkForm(withUpdateStamp(form)) },
  ]);
  return confirmation;
}

export async function deleteConfirmation(formId: string, confirmationId: string): Promise<void> {
  const form = await getForm(formId);
  await commitInBatches([
    { type: 'delete', path: confirmationPath(confirmationId) },
    {
      type: 'set',
      path: formPath(formId),
      data: checkForm(
        withUpdateStamp({ ...form, confirmationIds: form.confirmationIds.filter((id) => id !== confirmationId) }),
      ),
    },
  ]);
}

export async function getConfirmation(confirmationId: string): Promise<Confirmation> {
  return readEntity(confirmationPath(confirmationId), confirmationSchema, 'confirmation', {
    invalid: FORM_MESSAGES.invalidConfirmation,
  });
}
