import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AUTH_LINK_MESSAGES, authLinkUrl, type AuthLinkMode, type AuthTokenStatus } from '../../../src/domain/auth-callables';
import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';
import { DomainError } from '../lib/domain-error';
import { appUrl } from './app-url';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long each kind of link works. A set-password link arrives in a welcome e-mail that people
 * may open days later (a weekend), so it lasts 72 hours; reset and e-mail-change links are asked
 * for by the person, who uses them at once, and they hand over an account, so they last 1 hour.
 */
export const TOKEN_LIFETIME_MS: Readonly<Record<AuthLinkMode, number>> = {
  setPassword: 72 * HOUR_MS,
  resetPassword: HOUR_MS,
  verifyAndChangeEmail: HOUR_MS,
};

/** events/{eventId}/authTokens/{token}: written and read by the functions only. */
export const authTokenSchema = z.object({
  uid: z.string().min(1),
  mode: z.enum(['setPassword', 'resetPassword', 'verifyAndChangeEmail']),
  /** verifyAndChangeEmail: the address the account changes to. */
  newEmail: z.string().nullable().default(null),
  continuePath: z.string().nullable().default(null),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Set once, when the link is used; a used link never works again. */
  usedAt: z.string().nullable().default(null),
});
export type AuthToken = z.output<typeof authTokenSchema>;

export interface TokenLinkRequest {
  eventId: string;
  uid: string;
  mode: AuthLinkMode;
  /** Where the person continues after using the link (an in-app path). */
  continuePath?: string;
  /** verifyAndChangeEmail: the address to change to. */
  newEmail?: string;
}

/** 256 random bits, URL-safe: a token cannot be guessed, so holding it is the proof. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newTokenRecord(request: Omit<TokenLinkRequest, 'eventId'>, now: Date): AuthToken {
  return {
    uid: request.uid,
    mode: request.mode,
    newEmail: request.newEmail ?? null,
    continuePath: request.continuePath ?? null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[request.mode]).toISOString(),
    usedAt: null,
  };
}

/** What a presented token is worth: it must exist, be for this account and purpose, unused and unexpired. */
export function tokenStatus(record: AuthToken | undefined, expected: { uid: string; mode: AuthLinkMode | readonly AuthLinkMode[] }, now: Date): AuthTokenStatus {
  const modes: readonly AuthLinkMode[] = typeof expected.mode === 'string' ? [expected.mode] : expected.mode;
  if (!record || record.uid !== expected.uid || !modes.includes(record.mode)) return 'invalid';
  if (record.usedAt) return 'used';
  if (now.getTime() >= Date.parse(record.expiresAt)) return 'expired';
  return 'valid';
}

function tokenDoc(eventId: string, token: string) {
  return adminFirestore().doc(eventPaths(eventId).doc('authTokens', token));
}

/** Deletes every link of an account, for an account that is being removed (a rolled-back owner). */
export async function revokeTokenLinks(eventId: string, uid: string): Promise<void> {
  const links = await adminFirestore().collection(eventPaths(eventId).collection('authTokens')).where('uid', '==', uid).get();
  if (links.empty) return;
  const batch = adminFirestore().batch();
  for (const link of links.docs) batch.delete(link.ref);
  await batch.commit();
}

function readRecord(data: unknown): AuthToken | undefined {
  const parsed = authTokenSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** Stores a new single-use token and answers the link that carries it (continuePath, mode, token, uid). */
export async function createTokenLink(request: TokenLinkRequest): Promise<string> {
  const token = newToken();
  await tokenDoc(request.eventId, token).create(newTokenRecord(request, new Date()));
  return authLinkUrl(await appUrl(request.eventId), { token, uid: request.uid, mode: request.mode, continuePath: request.continuePath });
}

export interface PresentedToken {
  eventId: string;
  token: string;
  uid: string;
  mode: AuthLinkMode | readonly AuthLinkMode[];
}

/** Looks at a token without using it up. */
export async function verifyToken({ eventId, token, uid, mode }: PresentedToken): Promise<{ status: AuthTokenStatus; record?: AuthToken }> {
  // A token with a slash cannot be a document id, so it cannot be one of ours.
  if (token.includes('/')) return { status: 'invalid' };
  const record = readRecord((await tokenDoc(eventId, token).get()).data());
  const status = tokenStatus(record, { uid, mode }, new Date());
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
  if (presented.token.includes('/')) refuse('invalid');
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
