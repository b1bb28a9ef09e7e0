import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createPerson, type TestPerson } from '../../../tests/support/auth-people';
import { getStack } from '../../../tests/support/stack';
import { CALENDAR_FEED_MESSAGES } from '../../domain/calendar-feed';
import { eventPaths } from '../../domain/paths';
import { taskSchema } from '../../domain/tasks';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { getMyCalendarFeed, makeCalendarFeedLink } from './calendar-feed-store';

// A person's calendar feed through the real callable and HTTP function, with the rules enforced.
const stack = getStack();
const paths = eventPaths(stack.eventId);
const unique = () => randomUUID().slice(0, 8);

// The feed's function starts on its first request: under load the Functions emulator takes its time.
describe('the time table as a calendar feed', { timeout: 90_000 }, () => {
  let client: FirebaseClient;
  let member: TestPerson;
  let rival: TestPerson;
  const teamTypeId = `type-${unique()}`;
  const team = { id: `team-${unique()}`, name: `Stand ${unique()}` };
  const rivalTeam = { id: `team-${unique()}`, name: `Rival ${unique()}` };
  // 23:30 UTC on 30 June is 00:30 on 1 July in London: the feed must say 1 July, 00:30 London time.
  const ourTask = {
    id: `feed-${unique()}`,
    title: `Send the stand plan ${unique()}`,
    dueDate: '2030-06-30T23:30:00.000Z',
  };
  const theirTask = {
    id: `feed-${unique()}`,
    title: `Another type's task ${unique()}`,
    dueDate: '2030-07-02T10:00:00.000Z',
  };
  const timeTablePage = adminDb().doc(paths.doc('corePages', 'timeTable'));
  let pageBefore: Record<string, unknown> | undefined;
  const signInAs = (person: TestPerson) => signInWithEmailAndPassword(client.auth, person.email, person.password);
  const setPublished = (isPublished: boolean) => timeTablePage.set({ id: 'timeTable', isPublished }, { merge: true });

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(stack.env));
    [member, rival] = await Promise.all([createPerson(), createPerson()]);
    for (const [entry, person, type] of [
      [team, member, teamTypeId],
      [rivalTeam, rival, `other-${teamTypeId}`],
    ] as const) {
      await adminDb()
        .doc(paths.doc('teams', entry.id))
        .set({ id: entry.id, name: entry.name, ownerId: person.uid, userIds: [person.uid], teamTypeId: type });
      await adminDb().doc(paths.user(person.uid)).update({ teamId: entry.id });
    }
    for (const task of [ourTask, theirTask])
      await adminDb()
        .doc(paths.doc('tasks', task.id))
        .set(
          taskSchema.parse({
            ...task,
            teamTypeIds: [task === ourTask ? teamTypeId : `other-${teamTypeId}`],
            viewerTeamTypeIds: [task === ourTask ? teamTypeId : `other-${teamTypeId}`],
          }),
        );
    pageBefore = (await timeTablePage.get()).data();
    await setPublished(true);
  });

  afterAll(async () => {
    await Promise.all([
      ...[ourTask, theirTask].map((task) => adminDb().doc(paths.doc('tasks', task.id)).delete()),
      pageBefore ? timeTablePage.set(pageBefore) : timeTablePage.delete(),
    ]);
  });

  it("serves the member's time table: their team's tasks at the event's wall-clock time, nobody else's", async () => {
    await signInAs(member);
    expect(await getMyCalendarFeed()).toBeNull();
    const url = await makeCalendarFeedLink();
    expect(new URL(url).searchParams.get('event')).toBe(stack.eventId);

    const stored = await getMyCalendarFeed();
    expect(stored).toMatchObject({ uid: member.uid });
    // Only the token's hash is kept.
    expect(JSON.stringify(stored)).not.toContain(new URL(url).searchParams.get('token'));

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = (await response.text()).replace(/\r\n /g, '');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London');
    expect(text).toContain(`SUMMARY:Task due: ${ourTask.title} (Incomplete)`);
    expect(text).toContain('DTSTART;TZID=Europe/London:20300701T003000');
    expect(text).toContain(`/tasks/${ourTask.id}`);
    expect(text).not.toContain(theirTask.title);
  });

  it('stops the old link when a new one is made, and refuses made-up and other events’ links', async () => {
    await signInAs(member);
    const first = await makeCalendarFeedLink();
    const second = await makeCalendarFeedLink();
    const old = await fetch(first);
    expect(old.status).toBe(404);
    expect(await old.text()).toBe(CALENDAR_FEED_MESSAGES.linkNotValid);
    expect((await fetch(second)).status).toBe(200);

    const madeUp = new URL(second);
    madeUp.searchParams.set('token', 'guessed-token');
    expect((await fetch(madeUp)).status).toBe(404);
    const elsewhere = new URL(second);
    elsewhere.searchParams.set('event', `another-${stack.eventId}`);
    expect((await fetch(elsewhere)).status).toBe(404);
  });

  it('stops serving someone who has left the event', async () => {
    await signInAs(rival);
    const url = await makeCalendarFeedLink();
    expect((await fetch(url)).status).toBe(200);
    const record = adminDb().doc(paths.user(rival.uid));
    const kept = (await record.get()).data()!;
    await record.delete();
    try {
      expect((await fetch(url)).status).toBe(404);
    } finally {
      await record.set(kept);
    }
  });

  it('refuses a team member while the time table is unpublished, and serves an organiser', async () => {
    await signInAs(member);
    const url = await makeCalendarFeedLink();
    await setPublished(false);
    try {
      const refused = await fetch(url);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe(CALENDAR_FEED_MESSAGES.notPublished);
      await expect(makeCalendarFeedLink()).rejects.toThrow(CALENDAR_FEED_MESSAGES.notPublished);

      const organiser = await createPerson('moderator');
      await signInAs(organiser);
      expect((await fetch(await makeCalendarFeedLink())).status).toBe(200);
    } finally {
      await setPublished(true);
      await signOut(client.auth);
    }
  });
});
