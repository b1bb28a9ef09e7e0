import { recordSignInCallable } from '../../../src/domain/auth-callables';
import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';

/** The caller's own sign-in, at the server's time, on their record in the event (any role). */
export const recordSignIn = defineCallable({
  input: recordSignInCallable.input,
  output: recordSignInCallable.output,
  minRole: 'user',
  handler: async ({ uid, eventId }) => {
    const at = new Date().toISOString();
    await adminFirestore()
      .doc(eventPaths(eventId).user(uid))
      .update({ hasLoggedIn: true, lastLoginInTime: at, updatedAt: at, updatedBy: uid });
    return { lastLoginInTime: at };
  },
});
