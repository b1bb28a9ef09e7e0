import type { RulesAuth } from './contract.js';

/**
 * Who sent a request, read from its Authorization header the way Google's emulators read it:
 * `Bearer owner` is the Admin SDK, which skips rules; any other token (`Bearer <jwt>` from the
 * Firestore SDKs, `Firebase <jwt>` from the Storage web SDK) is decoded without verifying its
 * signature, so Auth-emulator ID tokens and `mockUserToken`s both become `request.auth`.
 */
export type Caller = { owner: true } | { owner: false; auth: RulesAuth | null; invalidToken?: true };

export const OWNER: Caller = { owner: true };
const SIGNED_OUT: Caller = { owner: false, auth: null };
// Google's Firestore emulator refuses such a request (400 "invalid jwt"); the caller decides.
const INVALID_TOKEN: Caller = { owner: false, auth: null, invalidToken: true };

export function callerFromAuthorization(header: string | string[] | undefined): Caller {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.trim().match(/^(?:Bearer|Firebase)\s+(\S+)$/i);
  if (!match) return SIGNED_OUT;
  const token = match[1];
  if (token === 'owner') return OWNER;
  const claims = decodeClaims(token);
  if (!claims) return INVALID_TOKEN;
  const uid = claims.sub ?? claims.user_id;
  // A token without a usable subject authenticates no one.
  if (typeof uid !== 'string' || uid === '') return SIGNED_OUT;
  return { owner: false, auth: { uid, token: claims } };
}

/** The payload of a JWT (`header.payload.signature`, base64url), or null when it is not one. */
function decodeClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
