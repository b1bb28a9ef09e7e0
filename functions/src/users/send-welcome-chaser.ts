import { USER_NOT_FOUND } from '../../../src/domain/messages';
import { eventPaths } from '../../../src/domain/paths';
import { teamSchema } from '../../../src/domain/team';
import { userSchema } from '../../../src/domain/user';
import { sendWelcomeChaserCallable } from '../../../src/domain/users-callables';
import { adminAuth, adminFirestore } from '../lib/admin';
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
  handler: async ({ input, eventId }) => {
    const db = adminFirestore();
    const paths = eventPaths(eventId);
    const snapshot = await db.doc(paths.user(input.targetUserId)).get();
    const user = userSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
    if (!snapshot.exists || !user.success) throw new DomainError(USER_NOT_FOUND, 'not-found');
    const teamSnapshot = user.data.teamId ? await db.doc(paths.doc('teams', user.data.teamId)).get() : undefined;
    const team = teamSnapshot?.exists ? teamSchema.safeParse({ ...teamSnapshot.data(), id: teamSnapshot.id }) : undefined;
    const email = (await adminAuth().getUser(user.data.id)).email;
    if (!email) throw new DomainError(USER_NOT_FOUND, 'not-found');
    await sendWelcomeEmail(
      {
        eventId,
        uid: user.data.id,
        email,
        firstName: user.data.firstName,
        teamName: team?.success ? team.data.name : '',
        teamId: user.data.teamId || undefined,
        isNewAccount: true,
      },
      true,
    );
    return { to: email };
  },
});
