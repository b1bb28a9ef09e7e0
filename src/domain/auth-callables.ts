import * as z from 'zod/mini';
import { callable } from './callables';
import { AUTH_ERROR_MESSAGES, PASSWORDS_DIFFER } from './messages';
import { buildPath } from './routes';
import { emailSchema, requiredText, trimmedText } from './schema-fields';

// The sign-in flows' callables (spec 000 §7, spec 002 §7) and the emailed links they work with.

/** What an emailed auth link lets its holder do. */
export const AUTH_LINK_MODES = ['setPassword', 'resetPassword', 'verifyAndChangeEmail'] as const;
export type AuthLinkMode = (typeof AUTH_LINK_MODES)[number];
const authLinkModeSchema = z.enum(AUTH_LINK_MODES);
/** The modes whose link ends in choosing a password. */
export const PASSWORD_LINK_MODES = ['setPassword', 'resetPassword'] as const satisfies readonly AuthLinkMode[];

/** The screen each kind of link opens. */
export function authLinkPath(mode: AuthLinkMode): string {
  if (mode === 'setPassword') return buildPath('setPassword');
  if (mode === 'resetPassword') return buildPath('resetPassword');
  return buildPath('updateEmail');
}

export interface AuthLinkParams {
  token: string;
  uid: string;
  mode: AuthLinkMode;
  continuePath?: string;
}

/** `${appUrl}/auth/<page>?continuePath=...&mode=...&token=...&uid=...` */
export function authLinkUrl(appUrl: string, { token, uid, mode, continuePath }: AuthLinkParams): string {
  const url = new URL(authLinkPath(mode), appUrl.endsWith('/') ? appUrl : `${appUrl}/`);
  url.search = new URLSearchParams({ continuePath: continuePath ?? '/', mode, token, uid }).toString();
  return url.toString();
}

/** Reads a link's parameters from the query string of the page it opened; undefined when any is missing. */
export function readAuthLinkParams(search: URLSearchParams): AuthLinkParams | undefined {
  const mode = authLinkModeSchema.safeParse(search.get('mode'));
  const token = search.get('token')?.trim();
  const uid = search.get('uid')?.trim();
  if (!mode.success || !token || !uid) return undefined;
  return { token, uid, mode: mode.data, continuePath: search.get('continuePath') ?? undefined };
}

/** A token's state when it is presented. */
export const AUTH_TOKEN_STATUSES = ['valid', 'expired', 'used', 'invalid'] as const;
export type AuthTokenStatus = (typeof AUTH_TOKEN_STATUSES)[number];

/** Ours (the spec says only that a used or expired link says so): what each unusable link says. */
export const AUTH_LINK_MESSAGES: Readonly<Record<Exclude<AuthTokenStatus, 'valid'>, string>> = {
  expired: 'This link has expired. Request a new link to continue.',
  used: 'This link has already been used. Request a new link if you still need one.',
  invalid: 'This link is not valid. Request a new link to continue.',
};

/** Firebase Auth's own rule: shorter passwords fail with auth/weak-password. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * What is wrong with a new password and its confirmation, each at its entry, checked before the call
 * (the server checks the length again): two entries that differ say so at the confirmation, and the
 * length is judged only once they agree.
 */
export function newPasswordProblems(
  password: string,
  confirmation: string,
): { password: string | undefined; confirmation: string | undefined } {
  if (password !== confirmation) return { password: undefined, confirmation: PASSWORDS_DIFFER };
  const weak = password.length < MIN_PASSWORD_LENGTH ? AUTH_ERROR_MESSAGES['auth/weak-password'] : undefined;
  return { password: weak, confirmation: undefined };
}

/**
 * An optional field as it arrives from the web SDK, which sends an undefined value as null: both
 * read as absent.
 */
export function absentable<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value) => value ?? undefined),
  );
}

const eventId = requiredText();
const invokingUser = absentable(z.string());
const tokenSchema = requiredText();
const uidSchema = requiredText();
/** _MULTI variants name the Auth tenant the account lives in (VITE_TENANT_ID on the client). */
const tenantId = requiredText();

/**
 * Creates a token link and emails it; the link itself is never answered, since whoever holds it
 * can take the account. setPassword and resetPassword links go to the account's own address (the
 * person's own request, or a moderator's for someone who does not outrank them); a
 * verifyAndChangeEmail link of one's own account goes to the new address, because opening it is
 * what proves the person owns that address. Answers the address it went to.
 */
export const getTokenLinkCallable = callable(
  'getTokenLink',
  z.object({
    eventId,
    invokingUser,
    mode: authLinkModeSchema,
    /** The account the link is for. */
    id: uidSchema,
    /** verifyAndChangeEmail: the address to change to. */
    newEmail: absentable(emailSchema),
    /** Where to continue once the link is used: an in-app path (anything else is ignored). */
    verifyUrl: absentable(z.string()),
    /** Multi-tenant projects: the Auth tenant of the account (VITE_TENANT_ID). */
    tenantId: absentable(tenantId),
  }),
  z.object({ link: z.null(), sentTo: z.string() }),
);

export const verifyAuthTokenCallable = callable(
  'verifyAuthToken',
  z.object({
    eventId,
    invokingUser,
    token: tokenSchema,
    uid: uidSchema,
    mode: authLinkModeSchema,
    tenantId: absentable(tenantId),
  }),
  z.object({
    status: z.enum(AUTH_TOKEN_STATUSES),
    /** The address the link concerns (the new one for an email change); null unless valid. */
    email: z.nullable(z.string()),
  }),
);

const setPasswordInput = z.object({
  eventId,
  invokingUser,
  token: tokenSchema,
  uid: uidSchema,
  mode: z.enum(PASSWORD_LINK_MODES),
  password: z.string().check(z.minLength(1)),
});
const setPasswordOutput = z.object({ email: z.string() });
export const setPasswordViaTokenLegacyCallable = callable(
  'setPasswordViaToken_LEGACY',
  setPasswordInput,
  setPasswordOutput,
);
export const setPasswordViaTokenMultiCallable = callable(
  'setPasswordViaToken_MULTI',
  z.extend(setPasswordInput, { tenantId }),
  setPasswordOutput,
);

const updateEmailInput = z.object({ eventId, invokingUser, token: tokenSchema, uid: uidSchema });
const updateEmailOutput = z.object({ email: z.string() });
export const updateEmailViaTokenLegacyCallable = callable(
  'updateEmailViaToken_LEGACY',
  updateEmailInput,
  updateEmailOutput,
);
export const updateEmailViaTokenMultiCallable = callable(
  'updateEmailViaToken_MULTI',
  z.extend(updateEmailInput, { tenantId }),
  updateEmailOutput,
);

export const rollbackEmailCallable = callable(
  'rollbackEmail',
  z.object({
    eventId,
    invokingUser,
    targetUserId: uidSchema,
    /** Optional in the shape so that its absence answers the spec's own message. */
    originalEmail: absentable(z.string().check(z.trim())),
    tenantId: absentable(tenantId),
  }),
  z.object({ email: z.string() }),
);

const forgotPasswordInput = z.object({
  eventId,
  invokingUser,
  email: emailSchema,
  continuePath: absentable(z.string()),
});
/** Always the same answer, so the call never reveals whether an account exists. */
const forgotPasswordOutput = z.object({ success: z.literal(true) });
export const getForgotPassLinkLegacyCallable = callable(
  'getForgotPassLink_LEGACY',
  forgotPasswordInput,
  forgotPasswordOutput,
);
export const getForgotPassLinkMultiCallable = callable(
  'getForgotPassLink_MULTI',
  z.extend(forgotPasswordInput, { tenantId }),
  forgotPasswordOutput,
);

const displayNameInput = z.object({
  eventId,
  invokingUser,
  /** Whose name changes; the caller's own when omitted (others' need the moderator role). */
  targetUserId: absentable(uidSchema),
  firstName: z.pipe(trimmedText(), z.string().check(z.minLength(1))),
  surname: trimmedText(),
});
const displayNameOutput = z.object({ displayName: z.string() });
export const updateDisplayNameLegacyCallable = callable(
  'updateDisplayName_LEGACY',
  displayNameInput,
  displayNameOutput,
);
export const updateDisplayNameMultiCallable = callable(
  'updateDisplayName_MULTI',
  z.extend(displayNameInput, { tenantId }),
  displayNameOutput,
);

/** "First Surname", as Firebase Auth's displayName holds it. */
export function displayNameOf(firstName: string, surname: string): string {
  return [firstName, surname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * recordSignIn: the caller's sign-in recorded on their event record (hasLoggedIn true, lastLoginInTime
 * the server's time). The risk score reads both, so no browser writes them (the rules refuse it);
 * the portal calls this right after a password sign-in. Answers the time recorded.
 */
export const recordSignInCallable = callable(
  'recordSignIn',
  z.object({ eventId, invokingUser }),
  z.object({ lastLoginInTime: z.string() }),
);
