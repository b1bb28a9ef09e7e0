import { createHash, randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { eventPaths, profilePath } from '../../src/domain/paths';
import type { Role } from '../../src/domain/roles';
import { withFirstNameSortKey } from '../../src/domain/user';
import { getStack } from './stack';

// People of the auth tests' own: created fresh in the stack's Auth and event, so no test changes the
// shared demo accounts' credentials.

export interface TestPerson {
  uid: string;
  email: string;
  password: string;
  firstName: string;
}

function adminApp() {
  const stack = getStack();
  Object.assign(process.env, {
    FIREBASE_AUTH_EMULATOR_HOST: stack.env.FIREBASE_AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST: stack.env.FIRESTORE_EMULATOR_HOST,
  });
  return getApps().length ? getApp() : initializeApp({ projectId: stack.projectId });
}

export const adminAuth = () => getAuth(adminApp());
export const adminDb = () => getFirestore(adminApp());

/** Where the functions keep a link's token: under its sha-256, never the token itself. */
export function authTokenDoc(token: string) {
  return adminDb().doc(
    eventPaths(getStack().eventId).doc('authTokens', createHash('sha256').update(token).digest('hex')),
  );
}

/** A new Auth tenant with email and password sign-in (a multi-tenant project's portal signs people in to one); answers its id. */
export async function createTenant(label: string): Promise<string> {
  const tenant = await adminAuth()
    .tenantManager()
    .createTenant({
      displayName: `${label}-${randomUUID().slice(0, 8)}`,
      emailSignInConfig: { enabled: true, passwordRequired: true },
    });
  return tenant.tenantId;
}

/** A new account with its event user (the given role) and profile. */
export async function createPerson(role: Role = 'user', tenantId?: string): Promise<TestPerson> {
  const stack = getStack();
  const id = randomUUID().slice(0, 8);
  const person = {
    uid: `auth-${id}`,
    email: `auth-${id}@example.test`,
    password: `first-${id}`,
    firstName: `Pat${id}`,
  };
  const auth = tenantId ? adminAuth().tenantManager().authForTenant(tenantId) : adminAuth();
  await auth.createUser({
    uid: person.uid,
    email: person.email,
    password: person.password,
    displayName: `${person.firstName} Tester`,
  });
  const record = { id: person.uid, firstName: person.firstName, surname: 'Tester', email: person.email };
  await adminDb()
    .doc(eventPaths(stack.eventId).user(person.uid))
    .set(withFirstNameSortKey({ ...record, permissions: role, teamId: '' }));
  await adminDb()
    .doc(profilePath(person.uid))
    .set({ ...record, eventIds: [stack.eventId] });
  return person;
}

interface CaughtEmail {
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string }[];
  text: string;
  html: string;
}

async function inbox(): Promise<CaughtEmail[]> {
  const stack = getStack();
  const response = await fetch(`http://${stack.host}:${stack.ports.inbox}/email`);
  return (await response.json()) as CaughtEmail[];
}

/** The mails the local inbox holds for an address, newest last. */
export async function mailsTo(address: string): Promise<CaughtEmail[]> {
  return (await inbox()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

interface MailWait {
  /** Which mail to wait for: 1 = the first. */
  count?: number;
  timeoutMs?: number;
  /** Only mails with this subject count, so other mail the person gets meanwhile is left aside. */
  subject?: string;
}

/** Waits for the count-th mail to an address (with the given subject, when one is given) and answers it. */
export async function waitForMail(
  address: string,
  { count = 1, timeoutMs = 15_000, subject }: MailWait = {},
): Promise<CaughtEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).filter((mail) => subject === undefined || mail.subject === subject);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail #${count} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link to the given portal page in a mail's text. */
export function linkIn(mail: CaughtEmail, page: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${page.replace(/\//g, '\\/')}\\?\\S+`));
  if (!match) throw new Error(`No ${page} link in "${mail.subject}": ${mail.text}`);
  return new URL(match[0]);
}
