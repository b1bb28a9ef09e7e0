import { signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo-accounts';

/**
 * Signs a web client in as one of the seeded demo people: with the security rules enforced in the
 * stack, a client acts as somebody, and the rules judge them.
 */
export async function signInAsDemo(auth: Auth, who: Parameters<typeof demoAccount>[0]): Promise<void> {
  await signInWithEmailAndPassword(auth, demoAccount(who).email, DEMO_PASSWORD);
}
