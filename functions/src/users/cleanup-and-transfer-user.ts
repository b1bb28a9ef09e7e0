import { FieldValue, type DocumentReference, type DocumentSnapshot, type UpdateData } from 'firebase-admin/firestore';
import { BATCH_WRITE_LIMIT } from '../../../src/domain/constants';
import { USER_NOT_FOUND } from '../../../src/domain/messages';
import { eventPaths, type EventCollection } from '../../../src/domain/paths';
import { roleSchema } from '../../../src/domain/role-schema';
import { STAFF_CANNOT_JOIN_TEAM } from '../../../src/domain/security';
import { TEAM_MEMBER_MESSAGES } from '../../../src/domain/team';
import { cleanupAndTransferUserCallable } from '../../../src/domain/users-callables';
import { adminFirestore } from '../lib/admin';
import { defineCallable } from '../lib/define-callable';
import { DomainError } from '../lib/domain-error';
import { removeEventUser, requireDeletableUser } from './remove-event-user';

/** Ours: the person receiving the work must be someone else in the same event. */
export const TRANSFER_TO_SELF = 'Choose another user to transfer to';

type Update = { ref: DocumentReference; data: UpdateData<Record<string, unknown>> };

async function commitUpdates(updates: Update[]): Promise<void> {
  const db = adminFirestore();
  for (let start = 0; start < updates.length; start += BATCH_WRITE_LIMIT) {
    const batch = db.batch();
    for (const { ref, data } of updates.slice(start, start + BATCH_WRITE_LIMIT)) batch.update(ref, data);
    await batch.commit();
  }
}

/** The documents of a collection whose `field` is the user, each re-attributed to the new user. */
async function reattribute(
  eventId: string,
  name: EventCollection,
  fields: readonly string[],
  fromUid: string,
  toUid: string,
): Promise<Update[]> {
  const collection = adminFirestore().collection(eventPaths(eventId).collection(name));
  const byDoc = new Map<string, Update>();
  for (const field of fields) {
    const snapshot = await collection.where(field, '==', fromUid).get();
    for (const doc of snapshot.docs) {
      const existing = byDoc.get(doc.id)?.data ?? {};
      byDoc.set(doc.id, { ref: doc.ref, data: { ...existing, [field]: toUid } });
    }
  }
  return [...byDoc.values()];
}

/** Task statuses assigned to the user are assigned to the new user instead (once). */
async function reassignTaskStatuses(eventId: string, fromUid: string, toUid: string): Promise<Update[]> {
  const snapshot = await adminFirestore()
    .collection(eventPaths(eventId).collection('taskStatuses'))
    .where('assignedTo', 'array-contains', fromUid)
    .get();
  return snapshot.docs.map((doc) => {
    const assignedTo = ((doc.data().assignedTo as unknown[] | undefined) ?? []).map((id) =>
      id === fromUid ? toUid : id,
    );
    return { ref: doc.ref, data: { assignedTo: [...new Set(assignedTo)] } };
  });
}

/** Ours: a person belongs to one team at most, so one receiver cannot take over two teams. */
export const OWNS_SEVERAL_TEAMS = 'This person owns more than one team: give each team its new owner first';

/**
 * The team the user owns gets the new user as owner (and member), and the new user's team becomes
 * that team. Refused when that would put the new user in two teams (they belong to another one, or
 * the user owns several) or put organiser staff in a team.
 */
async function transferTeamOwnership(eventId: string, fromUid: string, receiver: DocumentSnapshot): Promise<Update[]> {
  const db = adminFirestore();
  const owned = await db.collection(eventPaths(eventId).collection('teams')).where('ownerId', '==', fromUid).get();
  const team = owned.docs[0];
  if (!team) return [];
  if (owned.size > 1) throw new DomainError(OWNS_SEVERAL_TEAMS);
  const receiverTeamId: unknown = receiver.get('teamId');
  if (typeof receiverTeamId === 'string' && receiverTeamId !== '' && receiverTeamId !== team.id)
    throw new DomainError(TEAM_MEMBER_MESSAGES.inAnotherTeam, 'already-exists');
  if (roleSchema.parse(receiver.get('permissions')) !== 'user') throw new DomainError(STAFF_CANNOT_JOIN_TEAM);
  return [
    { ref: team.ref, data: { ownerId: receiver.id, userIds: FieldValue.arrayUnion(receiver.id) } },
    { ref: receiver.ref, data: { teamId: team.id } },
  ];
}

/**
 * cleanupAndTransferUser (moderators, on people who do not outrank them): hands a person's comments, replies, task statuses, submissions and team
 * ownership to another user of the event, then removes the person (see removeEventUser).
 */
export const cleanupAndTransferUser = defineCallable({
  input: cleanupAndTransferUserCallable.input,
  output: cleanupAndTransferUserCallable.output,
  minRole: 'moderator',
  handler: async ({ input, eventId, uid, role, tenantId }) => {
    const { targetUserId: fromUid, transferToUserId: toUid } = input;
    await requireDeletableUser(eventId, uid, role, fromUid);
    if (toUid === fromUid) throw new DomainError(TRANSFER_TO_SELF, 'invalid-argument');
    const receiver = await adminFirestore().doc(eventPaths(eventId).user(toUid)).get();
    if (!receiver.exists) throw new DomainError(USER_NOT_FOUND, 'not-found');
    // Checked first: a refused transfer must leave everything as it was.
    const teams = await transferTeamOwnership(eventId, fromUid, receiver);

    const [comments, replies, statusAuthors, statusAssignees, submissions] = await Promise.all([
      reattribute(eventId, 'comments', ['createdBy'], fromUid, toUid),
      reattribute(eventId, 'replies', ['createdBy'], fromUid, toUid),
      reattribute(eventId, 'taskStatuses', ['createdBy'], fromUid, toUid),
      reassignTaskStatuses(eventId, fromUid, toUid),
      reattribute(eventId, 'submissions', ['createdBy', 'userId'], fromUid, toUid),
    ]);
    // Authorship and assignment of one status are two updates of one document: fine in a batch.
    await commitUpdates([...comments, ...replies, ...statusAuthors, ...statusAssignees, ...submissions, ...teams]);
    const authUserDeleted = await removeEventUser(eventId, fromUid, tenantId);
    const statusIds = new Set([...statusAuthors, ...statusAssignees].map((update) => update.ref.path));
    return {
      transferred: {
        comments: comments.length,
        replies: replies.length,
        taskStatuses: statusIds.size,
        submissions: submissions.length,
        teams: teams.filter((u) => u.ref.path.includes('/teams/')).length,
      },
      authUserDeleted,
    };
  },
});
