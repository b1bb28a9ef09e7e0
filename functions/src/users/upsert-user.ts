import { upsertUserCallable } from '../../../src/domain/users-callables';
import { defineCallable } from '../lib/define-callable';
import { rollbackOwner, upsertOwner } from './upsert-owner';
import { sendWelcomeEmail } from './welcome-email';
import { linkPublishedNotifications } from '../notifications/late-joiners';

/**
 * upsertUser_MULTI, the bulk owner upsert: each person gets an account and an event user (created
 * or updated) and, with sendWelcome, the welcome for their case. A person whose welcome cannot be
 * sent is rolled back, so nobody is left with an account they never heard about. An existing
 * account is attached as it is (upsertOwner keeps its names and team) and its uid is not answered:
 * naming someone's address must not hand the caller a handle on their account.
 */
export const upsertUser = defineCallable({
  input: upsertUserCallable.input,
  output: upsertUserCallable.output,
  minRole: 'moderator',
  rateLimit: 'upsertUser_MULTI',
  handler: async ({ input, eventId, uid: invokingUid, tenantId }) => {
    const results = [];
    for (const entry of input.users) {
      try {
        const owner = await upsertOwner({
          eventId,
          email: entry.email,
          firstName: entry.firstName,
          surname: entry.surname,
          teamId: entry.teamId,
          invokingUid,
          tenantId,
        });
        try {
          if (input.sendWelcome)
            await sendWelcomeEmail({
              eventId,
              uid: owner.uid,
              tenantId,
              email: entry.email.toLowerCase(),
              firstName: entry.firstName,
              teamName: entry.teamName,
              teamId: entry.teamId,
              isNewAccount: owner.isNew,
            });
          await linkPublishedNotifications(eventId, owner.uid);
        } catch (error) {
          await rollbackOwner(eventId, owner);
          throw error;
        }
        results.push({
          email: entry.email.toLowerCase(),
          uid: owner.isNew ? owner.uid : '',
          isNew: owner.isNew,
          emailSent: input.sendWelcome,
          error: '',
        });
      } catch (error) {
        results.push({
          email: entry.email.toLowerCase(),
          uid: '',
          isNew: false,
          emailSent: false,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return { results };
  },
});
