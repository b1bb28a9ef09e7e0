import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { callable } from './callables';
import { DEFAULT_IS_ACTIVE, DEFAULT_LOGIC_OPERATOR, LOGIC_OPERATORS } from './constants';
import { ADDRESS_PARTS, FULL_NAME_PARTS } from './forms/field';
import { logicRuleSchema } from './forms/logic';
import { formatAddress, formatFullName, type SubmissionValues } from './forms/values';
import { flag, idOrEmptySchema, idSchema, requiredText, trimmedText } from './schema-fields';

// Outbound webhooks of a form (spec 001 §3 "Webhook", §5, §7 "Send webhook"). What is stored, how a
// payload is mapped from a submission and encoded; the server (functions/src/webhooks/) delivers.

export const WEBHOOK_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type WebhookMethod = (typeof WEBHOOK_METHODS)[number];
export const WEBHOOK_FORMATS = ['JSON', 'XML', 'FORM'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_HEADER_KEYS = ['Content-Type', 'Authorization'] as const;
export type WebhookHeaderKey = (typeof WEBHOOK_HEADER_KEYS)[number];

/** Where a payload value comes from: a form field, a team custom field, or the person who submitted. */
export const PAYLOAD_CATEGORIES = ['field', 'customField', 'client'] as const;
export type PayloadCategory = (typeof PAYLOAD_CATEGORIES)[number];
export const PAYLOAD_CATEGORY_LABELS = {
  field: 'Form field',
  customField: 'Custom field',
  client: 'Client',
} as const satisfies Record<PayloadCategory, string>;

export const CLIENT_PAYLOAD_SOURCES = [
  'userId',
  'firstName',
  'surname',
  'fullName',
  'email',
  'teamId',
  'teamName',
] as const;
export type ClientPayloadSource = (typeof CLIENT_PAYLOAD_SOURCES)[number];
export type WebhookClient = Record<ClientPayloadSource, string>;

/**
 * The keys an address or full-name field offers: each part, the whole value (fullAddress, fullName:
 * the parts as an object) and the flat value (flatFullAddress, flatFullName: the parts on one line).
 */
export const ADDRESS_PAYLOAD_KEYS = [...ADDRESS_PARTS, 'fullAddress', 'flatFullAddress'] as const;
export const FULL_NAME_PAYLOAD_KEYS = [...FULL_NAME_PARTS, 'fullName', 'flatFullName'] as const;

export const payloadFieldSchema = z.object({
  category: z._default(z.enum(PAYLOAD_CATEGORIES), 'field'),
  /** The key in the payload. */
  targetId: requiredText(),
  /** The field id, custom field id or client value read. */
  sourceId: idOrEmptySchema,
  /** The source field's type (address and fullName offer nested keys). */
  sourceType: trimmedText(),
  /** An address or name key (ADDRESS_PAYLOAD_KEYS, FULL_NAME_PAYLOAD_KEYS); '' for the value as stored. */
  nestedKey: trimmedText(),
});
export type PayloadField = z.output<typeof payloadFieldSchema>;

export const webhookSchema = z.object({
  id: idSchema,
  name: trimmedText(),
  /** What the webhook belongs to: a form (the only parent there is). */
  parentType: z._default(z.literal('form'), 'form'),
  parentId: idSchema,
  isActive: flag(DEFAULT_IS_ACTIVE),
  operator: z._default(z.enum(LOGIC_OPERATORS), DEFAULT_LOGIC_OPERATOR),
  rules: z._default(z.array(logicRuleSchema), []),
  requestURL: trimmedText(),
  requestMethod: z._default(z.enum(WEBHOOK_METHODS), 'POST'),
  requestFormat: z._default(z.enum(WEBHOOK_FORMATS), 'JSON'),
  headerKey: z._default(z.enum(WEBHOOK_HEADER_KEYS), 'Content-Type'),
  headerValue: trimmedText(),
  payloadFields: z._default(z.array(payloadFieldSchema), []),
  ...auditFieldsSchema.shape,
});
export type Webhook = z.output<typeof webhookSchema>;

export const WEBHOOK_FIELD_MESSAGES = {
  name: 'Enter a name',
  requestURL: 'Enter an http:// or https:// address',
  duplicateTarget: 'Each payload key may be used once',
} as const;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

export const webhookWriteSchema = webhookSchema.check(
  z.superRefine((webhook, context) => {
    if (!webhook.name) context.addIssue({ code: 'custom', path: ['name'], message: WEBHOOK_FIELD_MESSAGES.name });
    if (!isHttpUrl(webhook.requestURL))
      context.addIssue({ code: 'custom', path: ['requestURL'], message: WEBHOOK_FIELD_MESSAGES.requestURL });
    const targets = webhook.payloadFields.map((field) => field.targetId);
    targets.forEach((target, index) => {
      if (targets.indexOf(target) !== index)
        context.addIssue({
          code: 'custom',
          path: ['payloadFields', index, 'targetId'],
          message: WEBHOOK_FIELD_MESSAGES.duplicateTarget,
        });
    });
  }),
);

export function newWebhook(id: string, formId: string): Webhook {
  return webhookSchema.parse({ id, parentId: formId });
}

/**
 * A webhook's signing secret, in its own document (webhookSecrets/{webhookId}) so that only admins
 * read it: the receiver checks WEBHOOK_SIGNATURE_HEADER with it.
 */
export const webhookSecretSchema = z.object({ id: idSchema, secret: z.string().check(z.minLength(32)) });
export type WebhookSecret = z.output<typeof webhookSecretSchema>;

/** A new random secret (64 hex characters), from the platform's CSPRNG (browser and Node alike). */
export function newWebhookSecret(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// ── Delivery ────────────────────────────────────────────────────────────────────────────────

/** Per attempt; then WEBHOOK_ATTEMPTS attempts in all, waiting WEBHOOK_BACKOFF_MS, then twice that. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_ATTEMPTS = 3;
export const WEBHOOK_BACKOFF_MS = 1_000;
/** The wait before attempt n (1-based): none, then 1 s, 2 s, 4 s ... */
export function backoffBefore(attempt: number): number {
  return attempt <= 1 ? 0 : WEBHOOK_BACKOFF_MS * 2 ** (attempt - 2);
}

/**
 * Every request carries `t=<unix seconds>,sha256=<hex>`: an HMAC-SHA256 with the webhook's secret
 * of `<t>.<content>`, where content is the body (the query string for GET). The receiver recomputes
 * it and refuses an old t, so a captured request cannot be replayed later.
 */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Eventflow-Signature';
export const WEBHOOK_EVENT_HEADER = 'X-Eventflow-Webhook';
/** What a delivery log keeps of a response (pretty-printed), at most. */
export const WEBHOOK_RESPONSE_LIMIT = 20_000;

export const WEBHOOK_MESSAGES = {
  refusedAddress: 'This address is not allowed for webhooks (private, loopback, link-local or metadata)',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  submissionNotFound: 'Submission not found',
} as const;

export const DELIVERY_TRIGGERS = ['submission', 'test', 'replay'] as const;
export const DELIVERY_STATUSES = ['sending', 'success', 'failed', 'refused'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One delivery of a webhook, as its log shows it (webhookDeliveries/{id}, admins only). */
export const webhookDeliverySchema = z.object({
  id: idSchema,
  webhookId: idSchema,
  formId: idSchema,
  trigger: z.enum(DELIVERY_TRIGGERS),
  submissionId: idOrEmptySchema,
  requestURL: z.string(),
  requestMethod: z.enum(WEBHOOK_METHODS),
  requestFormat: z.enum(WEBHOOK_FORMATS),
  /** The payload sent (replays send it again, signed afresh). */
  payload: z._default(z.record(z.string(), z.unknown()), {}),
  status: z.enum(DELIVERY_STATUSES),
  /** The last attempt's HTTP status (0: no answer). */
  statusCode: z._default(z.number().check(z.int()), 0),
  attempts: z._default(z.number().check(z.int(), z.gte(0)), 0),
  durationMs: z._default(z.number().check(z.gte(0)), 0),
  /** The response body, pretty-printed when it is JSON. */
  response: z._default(z.string(), ''),
  error: z._default(z.string(), ''),
  createdAt: z.string(),
  createdBy: idOrEmptySchema,
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** What a delivery callable answers about one delivery. */
export const deliveryOutcomeSchema = z.object({
  deliveryId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  statusCode: z.number(),
  attempts: z.number(),
  response: z.string(),
  error: z.string(),
});
export type DeliveryOutcome = z.output<typeof deliveryOutcomeSchema>;

/** After a submission is stored: the server re-reads it and delivers to the form's active webhooks whose rules match. */
export const deliverSubmissionWebhooksCallable = callable(
  'deliverSubmissionWebhooks',
  z.object({ eventId: idSchema, submissionId: idSchema }),
  z.object({ deliveries: z.array(deliveryOutcomeSchema) }),
);
/** A test send from the edit screen (admins): the form's latest submission, or empty answers. */
export const sendWebhookTestCallable = callable(
  'sendWebhookTest',
  z.object({ eventId: idSchema, webhookId: idSchema }),
  deliveryOutcomeSchema,
);
/** Sends a logged delivery's payload again (admins). */
export const replayWebhookDeliveryCallable = callable(
  'replayWebhookDelivery',
  z.object({ eventId: idSchema, deliveryId: idSchema }),
  deliveryOutcomeSchema,
);

// ── Payload ─────────────────────────────────────────────────────────────────────────────────

/** What a payload is built from. */
export interface PayloadSource {
  values: SubmissionValues;
  customFields: Readonly<Record<string, string | boolean>>;
  client: WebhookClient;
}

function nestedValue(value: unknown, nestedKey: string): unknown {
  const parts =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : {};
  switch (nestedKey) {
    case 'fullAddress':
      return Object.fromEntries(ADDRESS_PARTS.map((part) => [part, parts[part] ?? '']));
    case 'flatFullAddress':
      return formatAddress(parts);
    case 'fullName':
      return Object.fromEntries(FULL_NAME_PARTS.map((part) => [part, parts[part] ?? '']));
    case 'flatFullName':
      return formatFullName(parts);
    default:
      return parts[nestedKey] ?? '';
  }
}

/** Stored files travel as their names and download addresses. */
function payloadValue(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((entry: unknown) =>
      typeof entry === 'object' && entry !== null && 'url' in entry && 'name' in entry
        ? { name: entry.name, url: entry.url }
        : entry,
    );
  return value ?? '';
}

/** The payload of a webhook for one submission: each mapped key with its value ('' when unanswered). */
export function buildPayload(payloadFields: readonly PayloadField[], source: PayloadSource): Record<string, unknown> {
  return Object.fromEntries(
    payloadFields.map((field) => {
      switch (field.category) {
        case 'customField':
          return [field.targetId, source.customFields[field.sourceId] ?? ''];
        case 'client':
          return [field.targetId, source.client[field.sourceId as ClientPayloadSource] ?? ''];
        case 'field': {
          const value = source.values[field.sourceId];
          return [field.targetId, field.nestedKey ? nestedValue(value, field.nestedKey) : payloadValue(value)];
        }
      }
    }),
  );
}

// ── Encoding ────────────────────────────────────────────────────────────────────────────────

const DEFAULT_CONTENT_TYPES = {
  JSON: 'application/json',
  XML: 'application/xml',
  FORM: 'application/x-www-form-urlencoded',
} as const satisfies Record<WebhookFormat, string>;

function xmlName(key: string): string {
  const name = key.replace(/[^A-Za-z0-9_.-]/g, '_');
  return /^[A-Za-z_]/.test(name) ? name : `_${name}`;
}
function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
function xmlOf(key: string, value: unknown): string {
  const name = xmlName(key);
  if (Array.isArray(value)) return `<${name}>${value.map((entry) => xmlOf('item', entry)).join('')}</${name}>`;
  if (typeof value === 'object' && value !== null)
    return `<${name}>${Object.entries(value)
      .map(([child, entry]) => xmlOf(child, entry))
      .join('')}</${name}>`;
  return `<${name}>${xmlText(value === null || value === undefined ? '' : String(value as string | number | boolean))}</${name}>`;
}

/** Nested values as bracketed keys: address[city]=Leeds, files[0][name]=a.pdf. */
function formPairs(prefix: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => formPairs(`${prefix}[${index}]`, entry));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, entry]) => formPairs(`${prefix}[${key}]`, entry));
  return [[prefix, value === null || value === undefined ? '' : String(value as string | number | boolean)]];
}
export function formEncode(payload: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(payload).flatMap(([key, value]) => formPairs(key, value))).toString();
}

/** The request a webhook makes for a payload: the body (none for GET: the payload goes in the query) and its headers. */
export interface EncodedRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export function encodeRequest(
  webhook: Pick<Webhook, 'requestURL' | 'requestMethod' | 'requestFormat' | 'headerKey' | 'headerValue'>,
  payload: Record<string, unknown>,
): EncodedRequest {
  const headers: Record<string, string> = {};
  // Authorization only when it has a value; a Content-Type value is sent as typed (plain text).
  if (webhook.headerKey === 'Authorization' && webhook.headerValue) headers.Authorization = webhook.headerValue;
  if (webhook.requestMethod === 'GET') {
    const url = new URL(webhook.requestURL);
    new URLSearchParams(formEncode(payload)).forEach((value, key) => url.searchParams.append(key, value));
    return { url: url.toString(), body: '', headers };
  }
  const body =
    webhook.requestFormat === 'JSON'
      ? JSON.stringify(payload)
      : webhook.requestFormat === 'XML'
        ? `<?xml version="1.0" encoding="UTF-8"?>${xmlOf('payload', payload)}`
        : formEncode(payload);
  headers['Content-Type'] =
    webhook.headerKey === 'Content-Type' && webhook.headerValue
      ? webhook.headerValue
      : DEFAULT_CONTENT_TYPES[webhook.requestFormat];
  return { url: webhook.requestURL, body, headers };
}

/** The signed content of a request: its body, or for a body-less GET its query string. */
export function signedContent(request: EncodedRequest): string {
  return request.body || new URL(request.url).search.replace(/^\?/, '');
}

/** A response body for the log: JSON pretty-printed with two spaces, anything else as it came; cut at WEBHOOK_RESPONSE_LIMIT. */
export function prettyResponse(body: string): string {
  let pretty = body;
  try {
    pretty = JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    // Not JSON: kept as text.
  }
  return pretty.length > WEBHOOK_RESPONSE_LIMIT ? `${pretty.slice(0, WEBHOOK_RESPONSE_LIMIT)}…` : pretty;
}
