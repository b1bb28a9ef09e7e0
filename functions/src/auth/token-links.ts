import { createHash, randomBytes } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  AUTH_LINK_MESSAGES,
  authLinkUrl,
  type AuthLinkMode,
  type AuthTokenStatus,
} from '../../../src/domain/auth-callables';
import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';
import { DomainError } from '../lib/domain-error';
import { appUrl } from './app-url';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long each kind of link works. A set-password link arrives in a welcome email that people
 * may open days later (a weekend), so it lasts 72 hours; reset and email-change links are asked
 * for by the person, who uses them at once, and they hand over an account, so they last 1 hour.
 */
export const TOKEN_LIFETIME_MS: Readonly<Record<AuthLinkMode, number>> = {
  setPassword: 72 * HOUR_MS,
  resetPassword: HOUR_MS,
  verifyAndChangeEmail: HOUR_MS,
};

/**
 * events/{eventId}/authTokens/{sha-256 of the token}: written and read by the functions only. Only
 * the hash is stored, so whoever reads the collection holds no working link; the event is bound by
 * the path and the Auth tenant by tenantId.
 */
export const authTokenSchema = z.object({
  uid: z.string().min(1),
  mode: z.enum(['setPassword', 'resetPassword', 'verifyAndChangeEmail']),
  /** The Auth tenant of the account; null for the project's own Auth (_LEGACY). */
  tenantId: z.string().nullable().default(null),
  /** verifyAndChangeEmail: the address the account changes to. */
  newEmail: z.string().nullable().default(null),
  /** verifyAndChangeEmail: the address it replaces, the only one rollbackEmail may restore. */
  originalEmail: z.string().nullable().default(null),
  continuePath: z.string().nullable().default(null),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Set once, when the link is used; a used link never works again. */
  usedAt: z.string().nullable().default(null),
  /** verifyAndChangeEmail: set when rollbackEmail undid the change, which it does once. */
  rolledBackAt: z.string().nullable().default(null),
});
export type AuthToken = z.output<typeof authTokenSchema>;

export interface TokenLinkRequest {
  eventId: string;
  uid: string;
  mode: AuthLinkMode;
  /** The Auth tenant of the account (_MULTI calls). */
  tenantId?: string;
  /** Where the person continues after using the link (an in-app path). */
  continuePath?: string;
  /** verifyAndChangeEmail: the address to change to, and the one it replaces. */
  newEmail?: string;
  originalEmail?: string;
}

/** 256 random bits, URL-safe: a token cannot be guessed, so holding it is the proof. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newTokenRecord(request: Omit<TokenLinkRequest, 'eventId'>, now: Date): AuthToken {
  return {
    uid: request.uid,
    mode: request.mode,
    tenantId: request.tenantId ?? null,
    newEmail: request.newEmail ?? null,
    originalEmail: request.originalEmail ?? null,
    continuePath: request.continuePath ?? null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[request.mode]).toISOString(),
    usedAt: null,
    rolledBackAt: null,
  };
}

interface ExpectedToken {
  uid: string;
  mode: AuthLinkMode | readonly AuthLinkMode[];
  tenantId?: string;
}

/** What a presented token is worth: it must exist, be for this account, tenant and purpose, unused and unexpired. */
export function tokenStatus(record: AuthToken | undefined, expected: ExpectedToken, now: Date): AuthTokenStatus {
  const modes: readonly AuthLinkMode[] = typeof expected.mode === 'string' ? [expected.mode] : expected.mode;
  if (
    !record ||
    record.uid !== expected.uid ||
    record.tenantId !== (expected.tenantId ?? null) ||
    !modes.includes(record.mode)
  )
    return 'invalid';
  if (record.usedAt) return 'used';
  if (now.getTime() >= Date.parse(record.expiresAt)) return 'expired';
  return 'valid';
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function tokenDoc(eventId: string, token: string) {
  return adminFirestore().doc(eventPaths(eventId).doc('authTokens', tokenHash(token)));
}

function accountTokens(eventId: string, uid: string) {
  return adminFirestore().collection(eventPaths(eventId).collection('authTokens')).where('uid', '==', uid);
}

/** Deletes every link of an account, for an account that is being removed (a rolled-back owner). */
export async function revokeTokenLinks(eventId: string, uid: string): Promise<void> {
  const links = await accountTokens(eventId, uid).get();
  if (links.empty) return;
  const batch = adminFirestore().batch();
  for (const link of links.docs) batch.delete(link.ref);
  await batch.commit();
}

function readRecord(data: unknown): AuthToken | undefined {
  const parsed = authTokenSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** A new single-use link, not yet stored: its document, the record to store there, and the link (on the portal at appBaseUrl). */
export interface NewTokenLink {
  ref: DocumentReference;
  record: AuthToken;
  url: string;
}

/**
 * A new token for the caller to store in a commit of its own: the set-password link of an account
 * created in that same commit, which has no earlier links to stop.
 */
export function newTokenLink(request: TokenLinkRequest, appBaseUrl: string): NewTokenLink {
  const token = newToken();
  return {
    ref: tokenDoc(request.eventId, token),
    record: newTokenRecord(request, new Date()),
    url: authLinkUrl(appBaseUrl, { token, uid: request.uid, mode: request.mode, continuePath: request.continuePath }),
  };
}

/**
 * Stores a new single-use token and answers the link that carries it (continuePath, mode, token,
 * uid). Unused links of the same kind for the account stop working: only the newest one counts.
 */
export async function createTokenLink(request: TokenLinkRequest): Promise<string> {
  const link = newTokenLink(request, await appUrl(request.eventId));
  const earlier = await accountTokens(request.eventId, request.uid).where('mode', '==', request.mode).get();
  const batch = adminFirestore().batch();
  for (const stale of earlier.docs) if (!stale.get('usedAt')) batch.delete(stale.ref);
  batch.create(link.ref, link.record);
  await batch.commit();
  return link.url;
}

export interface PresentedToken extends ExpectedToken {
  eventId: string;
  token: string;
}

/** Looks at a token without using it up. */
export async function verifyToken({
  eventId,
  token,
  ...expected
}: PresentedToken): Promise<{ status: AuthTokenStatus; record?: AuthToken }> {
  const record = readRecord((await tokenDoc(eventId, token).get()).data());
  const status = tokenStatus(record, expected, new Date());
  return status === 'valid' ? { status, record } : { status };
}

function refuse(status: Exclude<AuthTokenStatus, 'valid'>): never {
  throw new DomainError(AUTH_LINK_MESSAGES[status], 'failed-precondition');
}

/**
 * Uses a token up, in a transaction so that two tabs opening the same link cannot both succeed.
 * Throws the link's message ('This link has already been used...') when it is not valid.
 */
export async function consumeToken(presented: PresentedToken): Promise<AuthToken> {
  const ref = tokenDoc(presented.eventId, presented.token);
  return adminFirestore().runTransaction(async (transaction) => {
    const record = readRecord((await transaction.get(ref)).data());
    const now = new Date();
    const status = tokenStatus(record, presented, now);
    if (status !== 'valid' || !record) refuse(status === 'valid' ? 'invalid' : status);
    transaction.update(ref, { usedAt: now.toISOString() });
    return record;
  });
}

/**
 * Gives a used token back when the change it paid for failed (Auth refused the password or the
 * address), so the person can try again with the same link instead of asking for a new one.
 */
export async function releaseToken(eventId: string, token: string): Promise<void> {
  await tokenDoc(eventId, token).update({ usedAt: null });
}
