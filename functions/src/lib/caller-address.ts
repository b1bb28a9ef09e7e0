import type { CallableRequest } from 'firebase-functions/https';

type RawRequest = Pick<CallableRequest['rawRequest'], 'headers' | 'socket'>;

/**
 * The network address a call came from, as the platform saw it: the key of public callables'
 * allowances and the email log's ipAddress.
 *
 * Deployed, Google's front end appends the address that connected to it as the right-most entry of
 * X-Forwarded-For; every entry to its left arrived in the request and is whatever the caller wrote.
 * Express's req.ip (with 'trust proxy', as Cloud Functions set it) answers the left-most entry, so a
 * caller choosing a new header value per call would get a new allowance per call. The Functions
 * emulator has no front end and passes the caller's headers on unchanged: there the header is
 * entirely the caller's, and only the connection counts.
 */
export function callerAddress(rawRequest: RawRequest): string | undefined {
  const forwarded = rawRequest.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const behindFrontEnd = process.env.FUNCTIONS_EMULATOR !== 'true';
  return (behindFrontEnd ? hops.at(-1) : undefined) ?? rawRequest.socket?.remoteAddress ?? undefined;
}
