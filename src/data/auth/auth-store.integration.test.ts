import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerson, linkIn, waitForMail } from '../../../tests/support/auth-people';
import { getStack } from '../../../tests/support/stack';
import { AUTH_LINK_MESSAGES } from '../../domain/auth-callables';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { checkAuthLink, requestPasswordReset, setPasswordWithLink } from './auth-store';

// The signed-out flows of the sign-in screens, through the store the screens call (single-tenant:
// the _LEGACY callables). tests/integration/auth-callables.test.ts covers each callable's cases.
describe('sign-in links against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signOut(client.auth);
  });

  it('mails a reset link; the link checks valid, sets the password once, then reads as used', async () => {
    const person = await createPerson();
    await requestPasswordReset(person.email, '/my-account');
    const url = linkIn(await waitForMail(person.email), '/auth/reset-password');
    const link = {
      token: url.searchParams.get('token')!,
      uid: url.searchParams.get('uid')!,
      mode: 'resetPassword' as const,
    };
    await expect(checkAuthLink(link)).resolves.toEqual({ status: 'valid', email: person.email });
    await expect(setPasswordWithLink(link, 'a-new-secret-1')).resolves.toBe(person.email);
    await expect(signInWithEmailAndPassword(client.auth, person.email, 'a-new-secret-1')).resolves.toBeTruthy();
    await signOut(client.auth);
    await expect(setPasswordWithLink(link, 'another-secret-2')).rejects.toThrow(AUTH_LINK_MESSAGES.used);
    await expect(checkAuthLink(link)).resolves.toEqual({ status: 'used', email: null });
  });

  it('answers an unknown address as a known one, and a made-up link as invalid', async () => {
    await expect(requestPasswordReset(`nobody-${randomUUID()}@example.test`)).resolves.toBeUndefined();
    await expect(checkAuthLink({ token: randomUUID(), uid: 'nobody', mode: 'setPassword' })).resolves.toMatchObject({
      status: 'invalid',
    });
  });
});
