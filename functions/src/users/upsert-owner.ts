import { FieldValue, type DocumentData, type DocumentReference, type UpdateData } from 'firebase-admin/firestore';
import { stampCreate, stampUpdate } from '../../../src/domain/audit';
import { FAILED_TO_CREATE_AUTH_USER, MISSING_ID_MESSAGES } from '../../../src/domain/messages';
import { eventPaths, profilePath } from '../../../src/domain/paths';
import { type Role } from '../../../src/domain/roles';
import { roleSchema } from '../../../src/domain/role-schema';
import { STAFF_CANNOT_JOIN_TEAM } from '../../../src/domain/security';
import { TEAM_MEMBER_MESSAGES, type TeamMemberRole } from '../../../src/domain/team';
import { normaliseEmail, withFirstNameSortKey } from '../../../src/domain/user';
import { accountAuth } from '../auth/accounts';
import { revokeTokenLinks } from '../auth/token-links';
import { adminFirestore } from '../lib/admin';
import { DomainError } from '../lib/domain-error';

export interface UpsertOwnerInput {
  eventId: string;
  email: string;
  firstName: string;
  surname: string;
  /** The team the person belongs to in this event; '' for organiser staff. Left as it is when omitted on an existing event user. */
  teamId?: string;
  /** The role a person new to this event gets; an existing event user keeps theirs. */
  permissions?: Role;
  /** The person's role within the team they join (team member form); 'user' when omitted. */
  teamRole?: TeamMemberRole;
  /** Who is acting, for the audit stamps. */
  invokingUid: string;
  /** The Auth tenant the caller signed in to, where the account lives (undefined: the project's own Auth). */
  tenantId: string | undefined;
}

/** The writes of a batch or transaction that a caller may add to the upsert's own commit. */
export interface OwnerCommitWrites {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>): unknown;
}

/**
 * Writes of the caller's that belong with the person's records (the team they own), added to the
 * same commit so that both land or neither does. Called again if the commit is retried.
 */
export type CompanionWrites = (writes: OwnerCommitWrites, account: { uid: string; isNew: boolean }) => void;

/** What the upsert changed, so that a later failure can undo exactly that (rollbackOwner). */
export interface UpsertOwnerResult {
  uid: string;
  /** True when the Auth account was created by this call: the person gets the set-password welcome. */
  isNew: boolean;
  /** The person's event user record before the call; null when they were new to the event. */
  previousEventUser: Record<string, unknown> | null;
  /** Whether the person's profile already listed the event. */
  profileHadEvent: boolean;
  /** The Auth tenant of the account (undefined: the project's own Auth). */
  tenantId: string | undefined;
}

async function findAuthUid(tenantId: string | undefined, email: string): Promise<string | undefined> {
  try {
    return (await accountAuth(tenantId).getUserByEmail(email)).uid;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/**
 * The person's Auth account: created when the address is new (isNew), otherwise the existing one.
 * Creating first and looking up only on 'already exists' saves the import a round trip per new
 * owner, and a concurrent import of the same address simply finds the account the other made.
 */
async function ensureAuthUser(
  tenantId: string | undefined,
  email: string,
  displayName: string,
): Promise<{ uid: string; isNew: boolean }> {
  try {
    const account = await accountAuth(tenantId).createUser({ email, displayName, emailVerified: false });
    return { uid: account.uid, isNew: true };
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') {
      const uid = await findAuthUid(tenantId, email);
      if (uid) return { uid, isNew: false };
    }
    throw new DomainError(FAILED_TO_CREATE_AUTH_USER);
  }
}

/**
 * Makes sure a person has an Auth account, a profile listing the event and an event user record,
 * creating what is missing (the "upsert" of team owners and imported teams). The email is stored
 * trimmed and lower-cased. The given names are used only for a new account: nobody renames someone
 * else's existing account by naming it here. An existing event user keeps their role and their team:
 * someone in another team, or organiser staff, is refused rather than moved into this one.
 */
export async function upsertOwner(
  input: UpsertOwnerInput,
  companionWrites: CompanionWrites = () => undefined,
): Promise<UpsertOwnerResult> {
  const email = normaliseEmail(input.email);
  const firstName = input.firstName.trim();
  const surname = input.surname.trim();
  const { uid, isNew } = await ensureAuthUser(input.tenantId, email, `${firstName} ${surname}`.trim());

  try {
    const person = { uid, email, firstName, surname };
    return isNew
      ? await createEventRecords(input, person, companionWrites)
      : await upsertEventRecords(input, person, companionWrites);
  } catch (error) {
    // Leave no account behind that no event knows about.
    if (isNew)
      await accountAuth(input.tenantId)
        .deleteUser(uid)
        .catch(() => undefined);
    throw error;
  }
}

function existingNames(
  stored: Record<string, unknown>,
  given: { firstName: string; surname: string },
): { firstName: string; surname: string } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  return { firstName: text(stored.firstName) ?? given.firstName, surname: text(stored.surname) ?? given.surname };
}

/** An upsert never moves an existing event user between teams, nor puts organiser staff in one. */
function requireTeamUnchanged(eventUser: Record<string, unknown>, teamId: string | undefined): void {
  const currentTeamId = typeof eventUser.teamId === 'string' ? eventUser.teamId : '';
  if (teamId === undefined || teamId === currentTeamId) return;
  if (currentTeamId !== '') throw new DomainError(TEAM_MEMBER_MESSAGES.inAnotherTeam, 'already-exists');
  if (roleSchema.parse(eventUser.permissions) !== 'user') throw new DomainError(STAFF_CANNOT_JOIN_TEAM);
}

interface Person {
  uid: string;
  email: string;
  firstName: string;
  surname: string;
}

function newEventUser(input: UpsertOwnerInput, { uid, email, firstName, surname }: Person, now: Date): DocumentData {
  return withFirstNameSortKey({
    id: uid,
    firstName,
    surname,
    email,
    permissions: input.permissions ?? 'user',
    teamId: input.teamId ?? '',
    teamRole: input.teamRole ?? 'user',
    hasLoggedIn: false,
    lastLoginInTime: '',
    notificationIds: [],
    isOnboarded: false,
    emailResponseIds: [],
    ...stampCreate(input.invokingUid, now),
  });
}

function profileWithEvent(
  eventId: string,
  { uid, email }: Person,
  names: { firstName: string; surname: string },
): DocumentData {
  return { id: uid, ...names, email, eventIds: FieldValue.arrayUnion(eventId) };
}

/**
 * A new account's records, in one batch with the companion writes: a fresh uid has no event user
 * or profile yet, so nothing needs reading first (and `create` refuses, should one exist after all).
 */
async function createEventRecords(
  input: UpsertOwnerInput,
  person: Person,
  companionWrites: CompanionWrites,
): Promise<UpsertOwnerResult> {
  const db = adminFirestore();
  const batch = db.batch();
  batch.create(db.doc(eventPaths(input.eventId).user(person.uid)), newEventUser(input, person, new Date()));
  batch.set(db.doc(profilePath(person.uid)), profileWithEvent(input.eventId, person, person), { merge: true });
  companionWrites(batch, { uid: person.uid, isNew: true });
  await batch.commit();
  return { uid: person.uid, isNew: true, previousEventUser: null, profileHadEvent: false, tenantId: input.tenantId };
}

/** An existing account's records, read and written in one transaction with the companion writes. */
async function upsertEventRecords(
  input: UpsertOwnerInput,
  person: Person,
  companionWrites: CompanionWrites,
): Promise<UpsertOwnerResult> {
  const { uid, email } = person;
  const db = adminFirestore();
  const paths = eventPaths(input.eventId);
  const userRef = db.doc(paths.user(uid));
  const profileRef = db.doc(profilePath(uid));
  const now = new Date();
  return db.runTransaction(async (transaction) => {
    const [userSnapshot, profileSnapshot] = await Promise.all([transaction.get(userRef), transaction.get(profileRef)]);
    const previousEventUser = userSnapshot.exists ? (userSnapshot.data() ?? {}) : null;
    const eventIds = (profileSnapshot.data()?.eventIds as unknown[] | undefined) ?? [];
    const profileHadEvent = eventIds.includes(input.eventId);
    // An existing account keeps the names it has; the given ones only fill in what is missing.
    const names = existingNames(previousEventUser ?? profileSnapshot.data() ?? {}, person);

    if (previousEventUser) {
      requireTeamUnchanged(previousEventUser, input.teamId);
      transaction.update(userRef, {
        email,
        ...(input.teamId !== undefined ? { teamId: input.teamId } : {}),
        ...(input.teamRole !== undefined ? { teamRole: input.teamRole } : {}),
        ...stampUpdate(input.invokingUid, now),
      });
    } else {
      transaction.set(userRef, newEventUser(input, { ...person, ...names }, now));
    }
    transaction.set(profileRef, profileWithEvent(input.eventId, person, names), { merge: true });
    companionWrites(transaction, { uid, isNew: false });
    return { uid, isNew: false, previousEventUser, profileHadEvent, tenantId: input.tenantId };
  });
}

/**
 * Undoes an upsertOwner: a created account is deleted with its profile and event user; an existing
 * person gets their previous event user record back and loses the event from the profile only if
 * the upsert added it.
 */
export async function rollbackOwner(eventId: string, upsert: UpsertOwnerResult): Promise<void> {
  // An empty id would address the users collection itself: the spec's empty rollback input.
  if (!upsert.uid) throw new Error(MISSING_ID_MESSAGES.userIdEmpty);
  const db = adminFirestore();
  const userRef = db.doc(eventPaths(eventId).user(upsert.uid));
  const profileRef = db.doc(profilePath(upsert.uid));
  if (upsert.isNew) {
    // The welcome may already have minted a set-password link for the account being removed.
    await Promise.all([userRef.delete(), profileRef.delete(), revokeTokenLinks(eventId, upsert.uid)]);
    await accountAuth(upsert.tenantId).deleteUser(upsert.uid);
    return;
  }
  const batch = db.batch();
  if (upsert.previousEventUser) batch.set(userRef, upsert.previousEventUser);
  else batch.delete(userRef);
  if (!upsert.profileHadEvent) batch.update(profileRef, { eventIds: FieldValue.arrayRemove(eventId) });
  await batch.commit();
}
