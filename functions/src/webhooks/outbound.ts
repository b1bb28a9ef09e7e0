import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import {
  backoffBefore,
  prettyResponse,
  signedContent,
  WEBHOOK_ATTEMPTS,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_MESSAGES,
  WEBHOOK_RESPONSE_LIMIT,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  type DeliveryStatus,
  type EncodedRequest,
  type WebhookMethod,
} from '../../../src/domain/webhooks';

// The one way a webhook request leaves the server: addresses checked at connection time (every
// address a host name resolves to, so DNS cannot point us inside), signed, with a timeout, retried
// with exponential backoff, redirects never followed (a 3xx is the answer).

/** Where a webhook may not go: loopback, private, shared, link-local (cloud metadata lives there), multicast and reserved ranges. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
// IPv6 forms that carry or reach an IPv4 address (which may be a private one): IPv4-compatible
// (::a.b.c.d, with the unspecified and loopback addresses), NAT64 (well-known and local-use
// prefixes), 6to4 and Teredo.
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}
/** Metadata host names refused by name too (they resolve to link-local addresses anyway). */
const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog']);

export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return FORBIDDEN.check(address, 'ipv4');
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 addresses carry an IPv4 address: refused outright.
  const normalised = new URL(`http://[${address}]`).hostname.slice(1, -1);
  return normalised.startsWith('::ffff:') || FORBIDDEN.check(address, 'ipv6');
}

/** Whether requests may reach loopback and private addresses (only in the local stack, behind a setting). */
export interface OutboundPolicy {
  allowPrivateAddresses: boolean;
}
export const PRODUCTION_POLICY: OutboundPolicy = { allowPrivateAddresses: false };

export class RefusedAddressError extends Error {
  constructor() {
    super(WEBHOOK_MESSAGES.refusedAddress);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup for http.request that refuses a host when any of its addresses is forbidden. */
function guardedLookup(policy: OutboundPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (
        !policy.allowPrivateAddresses &&
        (addresses.length === 0 || addresses.some(({ address }) => isForbiddenAddress(address)))
      ) {
        return callback(new RefusedAddressError(), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}

/** Refuses a URL before connecting when its host is a forbidden literal address or a metadata name. */
export function checkDestination(url: URL, policy: OutboundPolicy): void {
  if (policy.allowPrivateAddresses) return;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (METADATA_HOSTS.has(host) || host === 'localhost' || host.endsWith('.localhost')) throw new RefusedAddressError();
  if (isIP(host) && isForbiddenAddress(host)) throw new RefusedAddressError();
}

/** `t=<unix seconds>,sha256=<hex of HMAC-SHA256(secret, "<t>.<content>")>` */
export function signature(secret: string, content: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},sha256=${createHmac('sha256', secret).update(`${timestamp}.${content}`).digest('hex')}`;
}

interface Answer {
  statusCode: number;
  body: string;
}

async function readBody(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    // Enough to show; the rest is not read into memory.
    if (size < WEBHOOK_RESPONSE_LIMIT * 2) chunks.push(buffer);
    size += buffer.length;
  }
  return Buffer.concat(chunks).toString('utf8');
}

function attempt(
  method: WebhookMethod,
  request: EncodedRequest,
  headers: Record<string, string>,
  policy: OutboundPolicy,
): Promise<Answer> {
  const url = new URL(request.url);
  checkDestination(url, policy);
  const send = url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : undefined;
  if (!send) return Promise.reject(new RefusedAddressError());
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method,
        headers: { ...headers, ...(request.body ? { 'Content-Length': String(Buffer.byteLength(request.body)) } : {}) },
        lookup: guardedLookup(policy),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        readBody(response).then((body) => resolve({ statusCode: response.statusCode ?? 0, body }), reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body || undefined);
  });
}

/** How a delivery ended. */
export interface SendResult {
  status: Exclude<DeliveryStatus, 'sending'>;
  statusCode: number;
  attempts: number;
  durationMs: number;
  response: string;
  error: string;
}

/** No answer, a server error or "too many requests" may pass; anything else is the receiver's final word. */
const worthRetrying = (statusCode: number) => statusCode === 0 || statusCode === 429 || statusCode >= 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one webhook request, signed with the secret, up to WEBHOOK_ATTEMPTS times with exponential
 * backoff. A 2xx answer is a success; a refused address is never retried.
 */
export async function sendSigned(
  method: WebhookMethod,
  request: EncodedRequest,
  secret: string,
  policy: OutboundPolicy,
  webhookId: string,
): Promise<SendResult> {
  const started = Date.now();
  const done = (result: Omit<SendResult, 'durationMs'>): SendResult => ({
    ...result,
    durationMs: Date.now() - started,
  });
  let last: Omit<SendResult, 'durationMs'> = { status: 'failed', statusCode: 0, attempts: 0, response: '', error: '' };
  for (let attemptNumber = 1; attemptNumber <= WEBHOOK_ATTEMPTS; attemptNumber += 1) {
    await sleep(backoffBefore(attemptNumber));
    const headers = {
      ...request.headers,
      [WEBHOOK_SIGNATURE_HEADER]: signature(secret, signedContent(request), new Date()),
      [WEBHOOK_EVENT_HEADER]: webhookId,
      'User-Agent': 'Eventflow-Webhooks/1',
    };
    try {
      const answer = await attempt(method, request, headers, policy);
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      last = {
        status: ok ? 'success' : 'failed',
        statusCode: answer.statusCode,
        attempts: attemptNumber,
        response: prettyResponse(answer.body),
        error: ok ? '' : `HTTP ${answer.statusCode}`,
      };
      if (ok || !worthRetrying(answer.statusCode)) return done(last);
    } catch (error) {
      if (error instanceof RefusedAddressError)
        return done({ status: 'refused', statusCode: 0, attempts: attemptNumber, response: '', error: error.message });
      const message =
        error instanceof Error && error.name === 'TimeoutError'
          ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
          : error instanceof Error
            ? error.message
            : String(error);
      last = { status: 'failed', statusCode: 0, attempts: attemptNumber, response: '', error: message };
    }
  }
  return done(last);
}
