import { FORM_MESSAGES, MISSING_ID_MESSAGES } from '../../domain/messages';
import {
  deliverSubmissionWebhooksCallable,
  newWebhookSecret,
  replayWebhookDeliveryCallable,
  sendWebhookTestCallable,
  WEBHOOK_MESSAGES,
  webhookDeliverySchema,
  webhookSchema,
  webhookSecretSchema,
  webhookWriteSchema,
  type DeliveryOutcome,
  type Webhook,
  type WebhookDelivery,
} from '../../domain/webhooks';
import { firebaseClient } from '../../lib/firebase/client';
import {
  arrayRemove,
  arrayUnion,
  checkForWrite,
  commitInBatches,
  parseDocument,
  parseDocuments,
  readCollection,
  readDocument,
  where,
  withCreateStamp,
  withUpdateStamp,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { callFunction } from '../../lib/firebase/functions';
import { reportProblem } from '../../lib/firebase/reporting';
import { newDocumentId } from '../../domain/paths';

// A form's webhooks (admins): the webhook, its signing secret in an admin-only document, and the
// delivery log the functions write. Requests to receivers are made only by the functions.

const paths = () => firebaseClient().paths;
const webhookPath = (id: string) => paths().doc('webhooks', id);
const secretPath = (id: string) => paths().doc('webhookSecrets', id);

/** A form's webhooks, by name. */
export async function listFormWebhooks(formId: string): Promise<Webhook[]> {
  const webhooks = parseDocuments(
    webhookSchema,
    'webhook',
    await readCollection(paths().collection('webhooks'), where('parentId', '==', formId)),
  );
  return webhooks.sort((a, b) => a.name.localeCompare(b.name));
}

export async function getWebhook(webhookId: string): Promise<Webhook> {
  if (!webhookId) throw new Error(MISSING_ID_MESSAGES.id);
  return readEntity(webhookPath(webhookId), webhookSchema, 'webhook', {
    invalid: FORM_MESSAGES.invalidWebhook,
    missing: WEBHOOK_MESSAGES.notFound,
  });
}

/** The signing secret receivers check the signature with ('' when the webhook has none yet). */
export async function getWebhookSecret(webhookId: string): Promise<string> {
  const snapshot = await readDocument(secretPath(webhookId));
  return snapshot.exists()
    ? parseDocument(webhookSecretSchema, 'webhookSecret', snapshot, FORM_MESSAGES.invalidWebhook).secret
    : '';
}

/**
 * Adds a webhook (with a new signing secret, listed on its form) or saves an edited one. Checked
 * first: 'Invalid webhook'.
 */
async function writeWebhook({ current, values }: { current?: Webhook; values: Webhook }): Promise<Webhook> {
  if (current) {
    const webhook = checkForWrite(
      webhookWriteSchema,
      withUpdateStamp({
        ...values,
        id: current.id,
        parentId: current.parentId,
        createdAt: current.createdAt,
        createdBy: current.createdBy,
      }),
      FORM_MESSAGES.invalidWebhook,
    );
    await commitInBatches([{ type: 'set', path: webhookPath(webhook.id), data: webhook }]);
    return webhook;
  }
  const webhook = checkForWrite(
    webhookWriteSchema,
    withCreateStamp({ ...values, id: newDocumentId() }),
    FORM_MESSAGES.invalidWebhook,
  );
  await commitInBatches([
    { type: 'set', path: webhookPath(webhook.id), data: webhook },
    { type: 'set', path: secretPath(webhook.id), data: { id: webhook.id, secret: newWebhookSecret() } },
    {
      type: 'update',
      path: paths().doc('forms', webhook.parentId),
      data: withUpdateStamp({ webhookIds: arrayUnion(webhook.id) }),
    },
  ]);
  return webhook;
}

/** Adds a webhook, with its signing secret, to its form. */
export function createWebhook({ values }: { values: Webhook }): Promise<Webhook> {
  return writeWebhook({ values });
}

/** Saves an edited webhook. */
export function updateWebhook({ current, values }: { current: Webhook; values: Webhook }): Promise<Webhook> {
  return writeWebhook({ current, values });
}

/** A new signing secret; receivers must then check with it. */
export async function rotateWebhookSecret(webhookId: string): Promise<string> {
  const secret = newWebhookSecret();
  await commitInBatches([{ type: 'set', path: secretPath(webhookId), data: { id: webhookId, secret } }]);
  return secret;
}

/** Deletes a webhook and its secret and takes it off its form (its delivery log is kept). */
export async function deleteWebhook(webhook: Pick<Webhook, 'id' | 'parentId'>): Promise<void> {
  await commitInBatches([
    { type: 'delete', path: webhookPath(webhook.id) },
    { type: 'delete', path: secretPath(webhook.id) },
    {
      type: 'update',
      path: paths().doc('forms', webhook.parentId),
      data: withUpdateStamp({ webhookIds: arrayRemove(webhook.id) }),
    },
  ]);
}

/** A webhook's deliveries, newest first. */
export async function listWebhookDeliveries(webhookId: string): Promise<WebhookDelivery[]> {
  const deliveries = parseDocuments(
    webhookDeliverySchema,
    'webhookDelivery',
    await readCollection(paths().collection('webhookDeliveries'), where('webhookId', '==', webhookId)),
  );
  return deliveries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function sendWebhookTest(webhookId: string): Promise<DeliveryOutcome> {
  return callFunction(sendWebhookTestCallable, { webhookId }, { timeoutMs: 120_000 });
}

export function replayWebhookDelivery(deliveryId: string): Promise<DeliveryOutcome> {
  return callFunction(replayWebhookDeliveryCallable, { deliveryId }, { timeoutMs: 120_000 });
}

/**
 * After a submission is stored: the functions re-read it and deliver it to the form's webhooks.
 * Not awaited by the person submitting (receivers may be slow); a failure is reported, and each
 * delivery is in its webhook's log either way.
 */
export function deliverSubmissionWebhooks(submissionId: string): void {
  callFunction(deliverSubmissionWebhooksCallable, { submissionId }, { timeoutMs: 120_000 }).catch((error: unknown) =>
    reportProblem(error, { entity: 'webhookDelivery' }, { submissionId }),
  );
}
