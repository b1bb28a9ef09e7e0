import { createHash } from 'node:crypto';
import { formSchema } from '../../../src/domain/forms/form';
import {
  evaluateVisibility,
  GUEST_LOGIC_CONTEXT,
  memberLogicContext,
  type LogicContext,
} from '../../../src/domain/forms/logic';
import { adminOnlyValuesOf } from '../forms/form-logic-custom-fields';
import { submissionSchema, type Submission } from '../../../src/domain/forms/submission';
import type { SubmissionValues } from '../../../src/domain/forms/values';
import { eventPaths, type EventPaths } from '../../../src/domain/paths';
import { hasRole, type Role } from '../../../src/domain/roles';
import { teamSchema } from '../../../src/domain/team';
import { userSchema } from '../../../src/domain/user';
import {
  buildPayload,
  encodeRequest,
  WEBHOOK_MESSAGES,
  webhookDeliverySchema,
  webhookSchema,
  webhookSecretSchema,
  type DeliveryOutcome,
  type Webhook,
  type WebhookClient,
  type WebhookDelivery,
} from '../../../src/domain/webhooks';
import { adminFirestore } from '../lib/admin';
import { DomainError } from '../lib/domain-error';
import { loadFormDefinition } from '../forms/public-form';
import { requireValidSentAnswers } from '../forms/sent-answers';
import { PRODUCTION_POLICY, sendSigned, type OutboundPolicy } from './outbound';
import { validDocuments } from '../lib/valid-documents';

// Webhook deliveries on the server: what a submission sends to which webhook, the signed request,
// and the delivery log (webhookDeliveries, admins only). Everything is read again here; a caller
// only names the submission, webhook or logged delivery.

/**
 * Local stacks only: Firestore document localSettings/webhooks { allowPrivateAddresses } lets
 * webhooks reach 127.0.0.1 (tests start their receivers there). Outside the Functions emulator it is
 * never read, so production always refuses private addresses. The rules give nobody this document.
 */
export const LOCAL_WEBHOOK_SETTINGS_DOC = 'localSettings/webhooks';

export async function outboundPolicy(): Promise<OutboundPolicy> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return PRODUCTION_POLICY;
  const settings = await adminFirestore().doc(LOCAL_WEBHOOK_SETTINGS_DOC).get();
  return { allowPrivateAddresses: settings.get('allowPrivateAddresses') === true };
}

async function readParsed<T>(path: string, parse: (data: unknown) => T | undefined): Promise<T | undefined> {
  const snapshot = await adminFirestore().doc(path).get();
  return snapshot.exists ? parse({ ...snapshot.data(), id: snapshot.id }) : undefined;
}

export async function readWebhook(paths: EventPaths, webhookId: string): Promise<Webhook> {
  const webhook = await readParsed(paths.doc('webhooks', webhookId), (data) => webhookSchema.safeParse(data).data);
  if (!webhook) throw new DomainError(WEBHOOK_MESSAGES.notFound, 'not-found');
  return webhook;
}

async function readSubmission(paths: EventPaths, submissionId: string): Promise<Submission> {
  const submission = await readParsed(
    paths.doc('submissions', submissionId),
    (data) => submissionSchema.safeParse(data).data,
  );
  if (!submission) throw new DomainError(WEBHOOK_MESSAGES.submissionNotFound, 'not-found');
  return submission;
}

/** The person and team behind a submission: the client values of a payload and the logic's context (empty for guests). */
async function submitterOf(
  paths: EventPaths,
  submission: Submission,
): Promise<{ client: WebhookClient; context: LogicContext }> {
  const user = submission.createdBy
    ? await readParsed(paths.user(submission.createdBy), (data) => userSchema.safeParse(data).data)
    : undefined;
  const team = submission.teamId
    ? await readParsed(paths.doc('teams', submission.teamId), (data) => teamSchema.safeParse(data).data)
    : undefined;
  const client: WebhookClient = {
    userId: submission.createdBy,
    firstName: user?.firstName ?? '',
    surname: user?.surname ?? '',
    fullName: [user?.firstName, user?.surname].filter(Boolean).join(' '),
    email: user?.email ?? '',
    teamId: submission.teamId,
    teamName: team?.name ?? '',
  };
  if (submission.isGuest || !user) return { client, context: GUEST_LOGIC_CONTEXT };
  const person = { teamId: submission.teamId, email: user.email, role: user.permissions };
  return {
    client,
    context: memberLogicContext(person, team, { values: await adminOnlyValuesOf(paths, submission.teamId) }),
  };
}

/** What a payload is built from for one submission (a test send without one uses empty answers). */
async function payloadSourceOf(paths: EventPaths, submission: Submission) {
  const { client, context } = await submitterOf(paths, submission);
  return { values: submission.values, customFields: context.customFields, client, context };
}

interface DeliveryRequest {
  webhook: Webhook;
  payload: Record<string, unknown>;
  trigger: WebhookDelivery['trigger'];
  submissionId: string;
  createdBy: string;
}

function outcomeOf(delivery: WebhookDelivery): DeliveryOutcome {
  return {
    deliveryId: delivery.id,
    status: delivery.status,
    statusCode: delivery.statusCode,
    attempts: delivery.attempts,
    response: delivery.response,
    error: delivery.error,
  };
}

/** Sends a payload to a webhook, signed with its secret, and logs the delivery under the given id. */
async function deliver(paths: EventPaths, deliveryId: string, request: DeliveryRequest): Promise<DeliveryOutcome> {
  const { webhook } = request;
  const secret = await readParsed(
    paths.doc('webhookSecrets', webhook.id),
    (data) => webhookSecretSchema.safeParse(data).data,
  );
  const logRef = adminFirestore().doc(paths.doc('webhookDeliveries', deliveryId));
  const base = webhookDeliverySchema.parse({
    id: deliveryId,
    webhookId: webhook.id,
    formId: webhook.parentId,
    trigger: request.trigger,
    submissionId: request.submissionId,
    requestURL: webhook.requestURL,
    requestMethod: webhook.requestMethod,
    requestFormat: webhook.requestFormat,
    payload: request.payload,
    status: 'sending',
    createdAt: new Date().toISOString(),
    createdBy: request.createdBy,
  });
  await logRef.set(base);
  const result = secret
    ? await sendSigned(
        webhook.requestMethod,
        encodeRequest(webhook, request.payload),
        secret.secret,
        await outboundPolicy(),
        webhook.id,
      )
    : {
        status: 'failed' as const,
        statusCode: 0,
        attempts: 0,
        durationMs: 0,
        response: '',
        error: 'The webhook has no signing secret',
      };
  const delivery = webhookDeliverySchema.parse({ ...base, ...result });
  await logRef.set(delivery);
  return outcomeOf(delivery);
}

/**
 * One delivery per webhook and version of a submission: its id is derived from both, and creating
 * its log entry fails when it exists, so a repeated call (a double click, a replayed request) sends
 * nothing twice. An edited submission (a new updatedAt) is delivered again.
 */
function submissionDeliveryId(webhookId: string, submission: Submission): string {
  return createHash('sha256')
    .update(`${webhookId}\n${submission.id}\n${submission.updatedAt}`)
    .digest('hex')
    .slice(0, 40);
}

async function claim(paths: EventPaths, deliveryId: string): Promise<boolean> {
  try {
    await adminFirestore()
      .doc(paths.doc('webhookDeliveries', deliveryId))
      .create({ id: deliveryId, status: 'sending' });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 6) return false; // ALREADY_EXISTS
    throw error;
  }
}

/** Who asks for a submission's delivery: a signed-in person (checked), or the server itself for guests. */
export interface DeliveryCaller {
  uid: string;
  role: Role;
}

/**
 * Delivers a stored submission to the form's active webhooks whose rules match (ANY/ALL through the
 * forms' one evaluator). Drafts deliver nothing. A person may ask only for their own team's
 * submissions; organisers for any.
 */
export async function deliverSubmission(
  eventId: string,
  submissionId: string,
  caller: DeliveryCaller | undefined,
): Promise<DeliveryOutcome[]> {
  const paths = eventPaths(eventId);
  const submission = await readSubmission(paths, submissionId);
  if (caller && !hasRole(caller.role, 'moderator')) {
    const callerTeam = await readParsed(paths.user(caller.uid), (data) => userSchema.safeParse(data).data?.teamId);
    if (!submission.teamId || callerTeam !== submission.teamId)
      throw new DomainError(WEBHOOK_MESSAGES.submissionNotFound, 'not-found');
  }
  if (submission.isDraft) return [];
  const form = await readParsed(paths.doc('forms', submission.formId), (data) => formSchema.safeParse(data).data);
  if (!form) return [];
  const snapshots = await adminFirestore()
    .collection(paths.collection('webhooks'))
    .where('parentId', '==', form.id)
    .get();
  const webhooks = validDocuments(webhookSchema, snapshots.docs).filter((webhook) => webhook.isActive);
  if (webhooks.length === 0) return [];
  const source = await payloadSourceOf(paths, submission);
  const loaded = await loadFormDefinition(paths, form.id);
  if (!loaded) return [];
  requireValidSentAnswers(paths, loaded.definition, submission, source.context);
  const visibility = evaluateVisibility(loaded.definition, source.values, source.context);
  const matching = webhooks.filter(
    (webhook) => webhook.rules.length === 0 || visibility.rulesMatch(webhook.operator, webhook.rules),
  );
  const outcomes = await Promise.all(
    matching.map(async (webhook) => {
      const deliveryId = submissionDeliveryId(webhook.id, submission);
      if (!(await claim(paths, deliveryId))) return [];
      return [
        await deliver(paths, deliveryId, {
          webhook,
          payload: buildPayload(webhook.payloadFields, source),
          trigger: 'submission',
          submissionId: submission.id,
          createdBy: caller?.uid ?? '',
        }),
      ];
    }),
  );
  return outcomes.flat();
}

const newDeliveryId = (paths: EventPaths) =>
  adminFirestore().collection(paths.collection('webhookDeliveries')).doc().id;

/** A test send: the payload of the form's latest sent submission, or of empty answers when it has none; rules and isActive are not applied. */
export async function sendTest(eventId: string, webhookId: string, uid: string): Promise<DeliveryOutcome> {
  const paths = eventPaths(eventId);
  const webhook = await readWebhook(paths, webhookId);
  const latest = await adminFirestore()
    .collection(paths.collection('submissions'))
    .where('formId', '==', webhook.parentId)
    .get();
  const submission = validDocuments(submissionSchema, latest.docs)
    .filter((candidate) => !candidate.isDraft)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  const empty: SubmissionValues = {};
  const source = submission
    ? await payloadSourceOf(paths, submission)
    : {
        values: empty,
        customFields: {},
        client: { userId: '', firstName: '', surname: '', fullName: '', email: '', teamId: '', teamName: '' },
      };
  return deliver(paths, newDeliveryId(paths), {
    webhook,
    payload: buildPayload(webhook.payloadFields, source),
    trigger: 'test',
    submissionId: submission?.id ?? '',
    createdBy: uid,
  });
}

/** Sends a logged delivery's payload again to its webhook as it is now (address, format, secret), logged as a replay. */
export async function replay(eventId: string, deliveryId: string, uid: string): Promise<DeliveryOutcome> {
  const paths = eventPaths(eventId);
  const logged = await readParsed(
    paths.doc('webhookDeliveries', deliveryId),
    (data) => webhookDeliverySchema.safeParse(data).data,
  );
  if (!logged) throw new DomainError(WEBHOOK_MESSAGES.deliveryNotFound, 'not-found');
  const webhook = await readWebhook(paths, logged.webhookId);
  return deliver(paths, newDeliveryId(paths), {
    webhook,
    payload: logged.payload,
    trigger: 'replay',
    submissionId: logged.submissionId,
    createdBy: uid,
  });
}
