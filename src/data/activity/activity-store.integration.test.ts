import { cachedDb } from '../../lib/firebase/cached-firestore';
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createPerson, type TestPerson } from '../../../tests/support/auth-people';
import { getStack } from '../../../tests/support/stack';
import { activityEntry, type ActivityEntry } from '../../domain/activity';
import { eventPaths } from '../../domain/paths';
import { completeTaskStatus, taskSchema } from '../../domain/tasks';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import {
  getTask,
  getTaskStatus,
  reviewTaskApproval,
  updateTask,
  updateTasksArchived,
  updateTaskStatus,
} from '../tasks/tasks-store';
import { createTeamMember, createTeamWithOwner, deleteTeam, deleteTeamMember, getTeam } from '../teams/teams-store';
import { listActivity } from './activity-store';

// The activity history through the real client SDK with the rules enforced: each change an organiser
// or a team makes writes an entry naming them; a forged entry is refused; only admins read it.
const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);

describe('the activity history (rules enforced)', () => {
  let client: FirebaseClient;
  let admin: TestPerson;
  let organiser: TestPerson;
  let leader: TestPerson;
  const teamTypeId = `type-${unique()}`;
  const team = { id: `team-${unique()}`, name: `Stand ${unique()}` };
  const task = { id: `task-${unique()}`, title: `Send the floor plan ${unique()}` };
  const signInAs = (person: TestPerson) => signInWithEmailAndPassword(client.auth, person.email, person.password);
  const taskHistory = () => listActivity({ subject: { kind: 'task', id: task.id } });
  const storedEntries = async () =>
    (await adminDb().collection(paths.collection('activity')).where('taskId', '==', task.id).get()).docs.map(
      (snapshot) => snapshot.data() as ActivityEntry,
    );

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(stack.env));
    [admin, organiser, leader] = await Promise.all([createPerson('admin'), createPerson('moderator'), createPerson()]);
    await adminDb()
      .doc(paths.doc('teams', team.id))
      .set({ id: team.id, name: team.name, ownerId: leader.uid, userIds: [leader.uid], teamTypeId });
    await adminDb().doc(paths.user(leader.uid)).update({ teamId: team.id });
    await adminDb()
      .doc(paths.doc('tasks', task.id))
      .set(
        taskSchema.parse({
          ...task,
          dueDate: '2030-02-27T12:00:00.000Z',
          isApprovalNeeded: true,
          teamTypeIds: [teamTypeId],
          viewerTeamTypeIds: [teamTypeId],
        }),
      );
  });

  afterAll(async () => {
    await Promise.all([
      adminDb().doc(paths.doc('tasks', task.id)).delete(),
      adminDb().doc(paths.doc('teams', team.id)).delete(),
      adminDb().doc(paths.taskStatus(task.id, team.id)).delete(),
      ...(await storedEntries()).map((entry) => adminDb().doc(paths.doc('activity', entry.id)).delete()),
    ]);
  });

  it("records an organiser's edit and archiving, naming them, with the fields that changed", async () => {
    await signInAs(organiser);
    const current = await getTask(task.id);
    const saved = await updateTask({
      current,
      values: { ...current, title: `${task.title} (v2)` },
      files: [],
      groupIds: [],
    });
    await updateTasksArchived([task.id], true);
    await updateTasksArchived([task.id], false);

    const entries = await storedEntries();
    expect(entries.find((entry) => entry.verb === 'changed')).toMatchObject({
      at: saved.updatedAt,
      actorId: organiser.uid,
      actorName: `${organiser.firstName} Tester`,
      entityKind: 'task',
      summary: `Title: '${task.title}' → '${task.title} (v2)'`,
    });
    expect(entries.filter((entry) => entry.actorId === organiser.uid).map((entry) => entry.verb)).toEqual(
      expect.arrayContaining(['changed', 'archived', 'restored']),
    );
  });

  it("records the team's submission and the organiser's approval (by the callable) with its note", async () => {
    await signInAs(leader);
    await updateTaskStatus(completeTaskStatus(await getTaskStatus(task.id, team.id), { isApprovalNeeded: true }));
    await signInAs(organiser);
    await reviewTaskApproval({ taskId: task.id, teamId: team.id, decision: 'approved', note: 'Looks right' });

    const entries = await storedEntries();
    expect(entries.find((entry) => entry.verb === 'submitted')).toMatchObject({
      actorId: leader.uid,
      actorName: `${leader.firstName} Tester`,
      entityKind: 'taskStatus',
      teamId: team.id,
    });
    expect(entries.find((entry) => entry.verb === 'approved')).toMatchObject({
      actorId: organiser.uid,
      actorName: `${organiser.firstName} Tester`,
      summary: 'Looks right',
    });
  });

  it('refuses a forged entry: naming someone else, or for a change that did not happen; the history stays as it was', async () => {
    const before = await storedEntries();
    await signInAs(organiser);
    const at = new Date().toISOString();
    // A real change of the task by the organiser, its entry naming the admin.
    const namingOther = activityEntry({
      subject: { kind: 'task', taskId: task.id },
      verb: 'changed',
      at,
      actorId: admin.uid,
      actorName: `${admin.firstName} Tester`,
    });
    const batch = writeBatch(cachedDb());
    batch.update(doc(cachedDb(), paths.doc('tasks', task.id)), {
      title: 'Forged',
      updatedAt: at,
      updatedBy: organiser.uid,
    });
    batch.set(doc(cachedDb(), paths.doc('activity', namingOther.id)), namingOther);
    await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getTask(task.id)).title).toBe(`${task.title} (v2)`);
    // An entry under the organiser's own name for a deletion that did not happen.
    const noChange = activityEntry({
      subject: { kind: 'task', taskId: task.id },
      verb: 'deleted',
      at: new Date().toISOString(),
      actorId: organiser.uid,
      actorName: `${organiser.firstName} Tester`,
      summary: task.title,
    });
    const alone = writeBatch(cachedDb());
    alone.set(doc(cachedDb(), paths.doc('activity', noChange.id)), noChange);
    await expect(alone.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    // Nor can anyone rewrite a kept entry.
    await signInAs(admin);
    await expect(
      updateDoc(doc(cachedDb(), paths.doc('activity', before[0]!.id)), { summary: 'Nothing happened' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    expect(await storedEntries()).toEqual(expect.arrayContaining(before));
    expect((await storedEntries()).length).toBe(before.length);
  });

  it("records a team's life through the callables and the team screen: created, member added and removed, deleted", async () => {
    const id = unique();
    await signInAs(organiser);
    const created = await createTeamWithOwner({
      team: { name: `Acme ${id}` },
      owner: { firstName: 'Tess', surname: 'Owner', email: `activity-owner-${id}@example.test` },
    });
    const member = await createTeamMember({
      teamId: created.teamId,
      member: { firstName: 'Mia', surname: 'Member', email: `activity-member-${id}@example.test`, role: 'user' },
    });
    await deleteTeamMember(await getTeam(created.teamId), member.uid);
    await deleteTeam(created.teamId);
    await signInAs(admin);
    const { entries } = await listActivity({ subject: { kind: 'team', id: created.teamId } });
    expect(entries.map(({ verb, summary, actorId }) => ({ verb, summary, actorId }))).toEqual([
      { verb: 'deleted', summary: `Acme ${id}`, actorId: organiser.uid },
      { verb: 'memberRemoved', summary: 'Mia Member', actorId: organiser.uid },
      { verb: 'memberAdded', summary: `Mia Member (activity-member-${id}@example.test)`, actorId: organiser.uid },
      { verb: 'created', summary: `Acme ${id}`, actorId: organiser.uid },
    ]);
    await Promise.all(entries.map((entry) => adminDb().doc(paths.doc('activity', entry.id)).delete()));
  }, 120_000);

  it('is read by admins, newest first; a moderator and a team member are refused', async () => {
    await signInAs(admin);
    const { entries } = await taskHistory();
    expect(entries.map((entry) => entry.verb)).toEqual(['approved', 'submitted', 'restored', 'archived', 'changed']);
    await signInAs(organiser);
    await expect(taskHistory()).rejects.toMatchObject({ code: 'permission-denied' });
    await signInAs(leader);
    await expect(listActivity({ subject: { kind: 'team', id: team.id } })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
