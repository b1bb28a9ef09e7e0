import { USER_NOT_FOUND } from '../../../src/domain/messages';
import { eventPaths } from '../../../src/domain/paths';
import { teamSchema } from '../../../src/domain/team';
import { sendWelcomeChaserCallable } from '../../../src/domain/users-callables';
import { accountAuth, requireMayActOn } from '../auth/accounts';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { sendWelcomeEmail } from './welcome-email';

/**
 * sendWelcomeChaser: the welcome reminder, with a fresh set-password link, to one person, at the
 * address their account holds (the stored record's copy is editable in Firestore, the account's is not).
 */
export const sendWelcomeChaser = defineCallable({
  input: sendWelcomeChaserCallable.input,
  output: sendWelcomeChaserCallable.output,
  rateLimit: 'sendWelcomeChaser',
  minRole: 'moderator',
  handler: async ({ input, eventId, role, tenantId }) => {
    const db = adminFirestore();
    const paths = eventPaths(eventId);
    // A fresh set-password link for someone's account: only for a user of this event who does not outrank the caller.
    const user = await requireMayActOn(eventId, role, input.targetUserId);
    const teamSnapshot = user.teamId ? await db.doc(paths.doc('teams', user.teamId)).get() : undefined;
    const team = teamSnapshot?.exists
      ? teamSchema.safeParse({ ...teamSnapshot.data(), id: teamSnapshot.id })
      : undefined;
    const email = (await accountAuth(tenantId).getUser(user.id)).email;
    if (!email) throw new DomainError(USER_NOT_FOUND, 'not-found');
    await sendWelcomeEmail(
      {
        eventId,
        uid: user.id,
        tenantId,
        email,
        firstName: user.firstName,
        teamName: team?.success ? team.data.name : '',
        teamId: user.teamId || undefined,
        isNewAccount: true,
      },
      true,
    );
    return { to: email };
  },
});
