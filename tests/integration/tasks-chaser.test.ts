import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '../../src/domain/roles';
import { eventPaths, taskStatusId } from '../../src/domain/paths';
import { completeTaskStatus, emptyTaskStatus } from '../../src/domain/tasks';
import { adminDb, createPerson, mailsTo, waitForMail, type TestPerson } from '../support/auth-people';
import { getStack } from '../support/stack';
import { connectStackClient, refusalMessage } from '../support/stack-client';

// The chaser batches an organiser sends from the task screens (sendTaskChaser), through the client
// SDK: one task or every task, mailed to the people of each team that still has them open.

const stack = getStack();
const paths = eventPaths(stack.eventId);
const organiser = connectStackClient('chaser-organiser');
const member = connectStackClient('chaser-member');
const unique = () => randomUUID().slice(0, 8);
const DAY = 24 * 60 * 60_000;

interface ChaserResult {
  teams: number;
  emailed: number;
}

let leader: TestPerson;
let teammate: TestPerson;
let rival: TestPerson;
const teamName = `Stand ${unique()}`;
const ourType = `type-${unique()}`;
const rivalType = `type-${unique()}`;
const dueSoon = { id: `soon-${unique()}`, title: `Send the insurance ${unique()}` };
const later = { id: `later-${unique()}`, title: `Book the forklift ${unique()}` };
// 00:30 on 2 July 2027 in London, the event's zone (the default): 23:30 on 1 July in UTC.
const LATER_DUE = '2027-07-01T23:30:00.000Z';
const done = { id: `done-${unique()}`, title: `Sign the terms ${unique()}` };
const rivals = { id: `rivals-${unique()}`, title: `Rival paperwork ${unique()}` };

async function joinTeam(teamId: string, name: string, typeId: string, people: TestPerson[]): Promise<void> {
  const userIds = people.map((person) => person.uid);
  await adminDb()
    .doc(paths.doc('teams', teamId))
    .set({ id: teamId, name, ownerId: userIds[0], userIds, teamTypeId: typeId });
  await Promise.all(people.map((person) => adminDb().doc(paths.user(person.uid)).update({ teamId })));
}

async function saveTask(task: { id: string; title: string }, typeId: string, due: number | string): Promise<void> {
  await adminDb()
    .doc(paths.doc('tasks', task.id))
    .set({
      id: task.id,
      title: task.title,
      dueDate: typeof due === 'string' ? due : new Date(Date.now() + due * DAY).toISOString(),
      description: '',
      type: 'task',
      attachments: [],
      formId: '',
      teamTypeIds: [typeId],
      viewerTeamTypeIds: [typeId],
      isTimeSensitive: false,
      externalLink: '',
      isApprovalNeeded: false,
      disclaimer: '',
      showToChildTeams: false,
      isArchived: false,
    });
}

beforeAll(async () => {
  [leader, teammate, rival] = await Promise.all([createPerson(), createPerson(), createPerson()]);
  const ourTeam = `team-${unique()}`;
  await Promise.all([
    joinTeam(ourTeam, teamName, ourType, [leader, teammate]),
    joinTeam(`team-${unique()}`, `Rival ${unique()}`, rivalType, [rival]),
  ]);
  await adminDb()
    .doc(paths.settings('emails'))
    .set({ id: 'emails', sendTaskRemindersTo: 'all-users' }, { merge: true });
  await Promise.all([
    saveTask(dueSoon, ourType, 2),
    saveTask(later, ourType, LATER_DUE),
    saveTask(done, ourType, 5),
    saveTask(rivals, rivalType, 10),
  ]);
  const settled = completeTaskStatus(emptyTaskStatus(done.id, ourTeam, taskStatusId(done.id, ourTeam)), {
    isApprovalNeeded: false,
  });
  await adminDb().doc(paths.taskStatus(done.id, ourTeam)).set(settled);
  const moderator = await createPerson('moderator');
  await signInWithEmailAndPassword(organiser.auth, moderator.email, moderator.password);
  await signInWithEmailAndPassword(member.auth, leader.email, leader.password);
});

afterAll(async () => {
  await Promise.all([signOut(organiser.auth), signOut(member.auth)]);
  await Promise.all([organiser.close(), member.close()]);
});

describe('task chaser batches', () => {
  it('chases one task: every person of the teams that still have it open gets one mail listing that task only', async () => {
    const result = await organiser.call<ChaserResult>('sendTaskChaser', { taskId: dueSoon.id });
    expect(result).toEqual({ teams: 1, emailed: 2 });
    for (const person of [leader, teammate]) {
      const mail = await waitForMail(person.email);
      expect(mail.subject).toBe(`Tasks waiting for ${teamName}`);
      expect(mail.text).toContain(`${dueSoon.title} – Due Soon`);
      expect(mail.text).not.toContain(later.title);
    }
    expect(await mailsTo(rival.email)).toHaveLength(0);
  });

  it('chases every task: each team gets its own open tasks, never the settled ones or another team type’s', async () => {
    const result = await organiser.call<ChaserResult>('sendTaskChaser', {});
    expect(result.teams).toBeGreaterThanOrEqual(2);
    for (const person of [leader, teammate]) {
      const mail = await waitForMail(person.email, { count: 2 });
      expect(mail.text).toContain(`${dueSoon.title} – Due Soon`);
      expect(mail.text).toContain(`${later.title} – Incomplete (due 2 Jul 2027, 00:30 BST)`);
      expect(mail.text).not.toContain(done.title);
      expect(mail.text).not.toContain(rivals.title);
    }
    const rivalMail = await waitForMail(rival.email);
    expect(rivalMail.text).toContain(rivals.title);
    expect(rivalMail.text).not.toContain(dueSoon.title);
    // The stack's event is shared by every integration file: after the import test's 198 teams, chasing every
    // task mails a few hundred people, one SMTP send after another.
  }, 180_000);

  it('mails everyone it can when one address is refused, then fails with what was refused', async () => {
    const [good, broken] = await Promise.all([createPerson(), createPerson()]);
    const brokenType = `type-${unique()}`;
    await joinTeam(`team-${unique()}`, `Broken ${unique()}`, brokenType, [good, broken]);
    const task = { id: `broken-${unique()}`, title: `Hand in the plans ${unique()}` };
    await saveTask(task, brokenType, 3);
    try {
      await adminDb().doc(paths.user(broken.uid)).update({ email: 'not-an-address' });
      expect(await refusalMessage(organiser.call('sendTaskChaser', { taskId: task.id }))).toMatch(
        /^Failed to send 1 emails: Email [12]: -?\d+ - \S/,
      );
      expect((await waitForMail(good.email)).text).toContain(task.title);
    } finally {
      // The event is shared: leave no unmailable person for the other files' mail runs.
      await adminDb().doc(paths.doc('tasks', task.id)).delete();
      await adminDb().doc(paths.user(broken.uid)).update({ email: broken.email });
    }
  });

  it('refuses a team member', async () => {
    const before = (await mailsTo(teammate.email)).length;
    expect(await refusalMessage(member.call('sendTaskChaser', { taskId: dueSoon.id }))).toBe(
      `This action needs the ${ROLE_LABELS.moderator} role or higher`,
    );
    expect(await refusalMessage(member.call('sendTaskChaser', {}))).toBe(
      `This action needs the ${ROLE_LABELS.moderator} role or higher`,
    );
    expect(await mailsTo(teammate.email)).toHaveLength(before);
  });
});
