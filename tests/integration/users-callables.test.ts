import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../src/domain/messages';
import { eventPaths, profilePath } from '../../src/domain/paths';
import { adminAuth, adminDb, createPerson, linkIn, waitForMail, type TestPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient } from '../support/stack-client';

// The users admin's callables against the stack: delete with transfer and the welcome chaser.
// Every person here is made for the test; the seeded demo accounts are never deleted.

const stack = getStack();
const { eventId } = stack;
const paths = eventPaths(eventId);
const client = connectStackClient('users');
let moderator: TestPerson;

beforeAll(async () => {
  moderator = await createPerson('moderator');
  await signInWithEmailAndPassword(client.auth, moderator.email, moderator.password);
});

afterAll(async () => {
  await client.close();
});

const call = (name: string, input: Record<string, unknown>) => client.call<Record<string, unknown>>(name, input);

describe('cleanupAndTransferUser', () => {
  it("refuses to delete the caller: Can't self delete", async () => {
    const receiver = await createPerson('user');
    await expect(
      call('cleanupAndTransferUser', { targetUserId: moderator.uid, transferToUserId: receiver.uid }),
    ).rejects.toMatchObject({
      message: expect.stringContaining(TEAM_MESSAGES.cantSelfDelete),
    });
    expect((await adminDb().doc(paths.user(moderator.uid)).get()).exists).toBe(true);
  });

  it("moves the person's comments, task statuses, submissions and team to another user, then removes them", async () => {
    const leaving = await createPerson('user');
    const receiver = await createPerson('user');
    const id = randomUUID().slice(0, 8);
    const db = adminDb();
    const teamId = `transfer-team-${id}`;
    await Promise.all([
      db
        .doc(paths.doc('teams', teamId))
        .set({ id: teamId, name: `Transfer ${id}`, ownerId: leaving.uid, userIds: [leaving.uid] }),
      db.doc(paths.doc('comments', `c-${id}`)).set({ id: `c-${id}`, text: 'Looks good', createdBy: leaving.uid }),
      db
        .doc(paths.doc('taskStatuses', `s-${id}`))
        .set({ id: `s-${id}`, createdBy: leaving.uid, assignedTo: [leaving.uid, receiver.uid] }),
      db.doc(paths.doc('submissions', `u-${id}`)).set({ id: `u-${id}`, createdBy: leaving.uid, userId: leaving.uid }),
    ]);

    const result = await call('cleanupAndTransferUser', { targetUserId: leaving.uid, transferToUserId: receiver.uid });

    expect(result).toEqual({
      transferred: { comments: 1, replies: 0, taskStatuses: 1, submissions: 1, teams: 1 },
      authUserDeleted: true,
    });
    const [team, comment, status, submission, receiverUser, leftUser, leftProfile] = await db.getAll(
      db.doc(paths.doc('teams', teamId)),
      db.doc(paths.doc('comments', `c-${id}`)),
      db.doc(paths.doc('taskStatuses', `s-${id}`)),
      db.doc(paths.doc('submissions', `u-${id}`)),
      db.doc(paths.user(receiver.uid)),
      db.doc(paths.user(leaving.uid)),
      db.doc(profilePath(leaving.uid)),
    );
    expect(team!.data()).toMatchObject({ ownerId: receiver.uid, userIds: expect.arrayContaining([receiver.uid]) });
    expect(comment!.get('createdBy')).toBe(receiver.uid);
    // The receiver was already assigned: listed once.
    expect(status!.data()).toMatchObject({ createdBy: receiver.uid, assignedTo: [receiver.uid] });
    expect(submission!.data()).toMatchObject({ createdBy: receiver.uid, userId: receiver.uid });
    expect(receiverUser!.get('teamId')).toBe(teamId);
    expect(leftUser!.exists).toBe(false);
    expect(leftProfile!.get('eventIds') ?? []).not.toContain(eventId);
    await expect(adminAuth().getUser(leaving.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('sendWelcomeChaser', () => {
  it('sends the reminder with a fresh set-password link to someone who has not signed in', async () => {
    const person = await createPerson('user');
    const result = await call('sendWelcomeChaser', { targetUserId: person.uid });
    expect(result).toEqual({ to: person.email });
    const mail = await waitForMail(person.email);
    const link = linkIn(mail, '/auth/set-password');
    expect(mail.subject).toContain('Reminder');
    expect(link.searchParams.get('uid')).toBe(person.uid);
    expect(link.searchParams.get('token')).toBeTruthy();
  });
});
