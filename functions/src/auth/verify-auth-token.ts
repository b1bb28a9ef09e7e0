import { verifyAuthTokenCallable } from '../../../src/domain/auth-callables';
import { defineCallable } from '../lib/define-callable';
import { accountAuth } from './accounts';
import { verifyToken } from './token-links';

/**
 * Public: the link's screen asks before it shows its form, so that a used or expired link says so
 * at once instead of after the person has typed a new password. Does not use the token up.
 */
export const verifyAuthToken = defineCallable({
  public: true,
  input: verifyAuthTokenCallable.input,
  output: verifyAuthTokenCallable.output,
  handler: async ({ input }) => {
    const { status, record } = await verifyToken(input);
    if (status !== 'valid' || !record) return { status, email: null };
    const email = record.newEmail ?? (await accountAuth(input.tenantId).getUser(input.uid)).email ?? null;
    return { status, email };
  },
});
