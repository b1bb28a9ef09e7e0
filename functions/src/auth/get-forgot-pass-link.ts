import { logger } from 'firebase-functions/logger';
import type { z } from 'zod';
import { getForgotPassLinkLegacyCallable, getForgotPassLinkMultiCallable } from '../../../src/domain/auth-callables';
import { inAppContinuePath } from '../../../src/domain/continue-path';
import { normaliseEmail } from '../../../src/domain/user';
import { sendTemplateEmail } from '../email/send-template-email';
import { defineCallable } from '../lib/define-callable';
import { accountAuth, authErrorCode, eventUser } from './accounts';
import { createTokenLink } from './token-links';

type ForgotPasswordInput = z.output<typeof getForgotPassLinkLegacyCallable.input> & { tenantId?: string };

/** The account of this address when it may reset its password here: it exists, is enabled and is part of the event. */
async function resettableAccount(eventId: string, email: string, tenantId: string | undefined) {
  try {
    const account = await accountAuth(tenantId).getUserByEmail(email);
    if (account.disabled || !account.email) return undefined;
    return (await eventUser(eventId, account.uid)) ? account : undefined;
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/**
 * Mails a reset-password link (template verifyPasswordChange). Answers the same whether or not the
 * address has an account, so the form cannot be used to find out who is registered.
 */
async function getForgotPassLink({
  eventId,
  email,
  continuePath,
  tenantId,
}: ForgotPasswordInput): Promise<{ success: true }> {
  const account = await resettableAccount(eventId, normaliseEmail(email), tenantId);
  if (!account?.email) {
    logger.info('Forgot password for an address without an account in this event; nothing sent.', { eventId });
    return { success: true };
  }
  const person = await eventUser(eventId, account.uid);
  const link = await createTokenLink({
    eventId,
    uid: account.uid,
    tenantId,
    mode: 'resetPassword',
    continuePath: inAppContinuePath(continuePath),
  });
  await sendTemplateEmail({
    eventId,
    kind: 'verifyPasswordChange',
    to: account.email,
    variables: { firstName: person?.firstName ?? '', actionUrl: link },
    metadata: { userId: account.uid, teamId: person?.teamId || undefined },
  });
  return { success: true };
}

/** Public: the person has forgotten their password, so they cannot sign in to ask. */
export const getForgotPassLink_LEGACY = defineCallable({
  public: true,
  rateLimit: 'getForgotPassLink_LEGACY',
  input: getForgotPassLinkLegacyCallable.input,
  output: getForgotPassLinkLegacyCallable.output,
  handler: ({ input }) => getForgotPassLink(input),
});

export const getForgotPassLink_MULTI = defineCallable({
  public: true,
  rateLimit: 'getForgotPassLink_MULTI',
  input: getForgotPassLinkMultiCallable.input,
  output: getForgotPassLinkMultiCallable.output,
  handler: ({ input }) => getForgotPassLink(input),
});
