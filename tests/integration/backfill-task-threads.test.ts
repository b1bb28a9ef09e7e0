import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backfillTaskThreads } from '../../scripts/backfill-task-threads';
import { eventPaths } from '../../src/domain/paths';
import { adminDb, createPerson } from '../support/auth-people';
import { getStack } from '../support/stack';

// Task records written before a status kept its id and a post said whether the organisers wrote it.
describe('the task threads backfill', () => {
  it("gives a status its id and marks an organiser's and a team's old posts, and leaves them alone on a second run", async () => {
    const eventId = getStack().eventId;
    const paths = eventPaths(eventId);
    const [organiser, member] = await Promise.all([createPerson('moderator'), createPerson('user')]);
    const run = randomUUID().slice(0, 8);
    const statusId = `task-${run}_team-${run}`;
    const post = (id: string, createdBy: string) => ({
      id,
      taskId: `task-${run}`,
      teamId: `team-${run}`,
      text: 'Hello',
      createdBy,
    });
    await adminDb()
      .doc(paths.taskStatus(`task-${run}`, `team-${run}`))
      .set({ taskId: `task-${run}`, teamId: `team-${run}` });
    await adminDb()
      .doc(paths.doc('comments', `question-${run}`))
      .set(post(`question-${run}`, member.uid));
    await adminDb()
      .doc(paths.doc('replies', `answer-${run}`))
      .set(post(`answer-${run}`, organiser.uid));

    const first = await backfillTaskThreads(adminDb(), eventId);
    expect(first.statuses).toBeGreaterThanOrEqual(1);
    expect(first.posts).toBeGreaterThanOrEqual(2);
    expect(
      (
        await adminDb()
          .doc(paths.taskStatus(`task-${run}`, `team-${run}`))
          .get()
      ).get('id'),
    ).toBe(statusId);
    expect(
      (
        await adminDb()
          .doc(paths.doc('comments', `question-${run}`))
          .get()
      ).get('isFromOrganiser'),
    ).toBe(false);
    expect(
      (
        await adminDb()
          .doc(paths.doc('replies', `answer-${run}`))
          .get()
      ).get('isFromOrganiser'),
    ).toBe(true);

    // A second run leaves them as they are (other tests' records may still be completed by it).
    const refs = [
      adminDb().doc(paths.taskStatus(`task-${run}`, `team-${run}`)),
      adminDb().doc(paths.doc('comments', `question-${run}`)),
      adminDb().doc(paths.doc('replies', `answer-${run}`)),
    ];
    const writtenAt = async () =>
      (await Promise.all(refs.map((ref) => ref.get()))).map((doc) => doc.updateTime?.toMillis());
    const before = await writtenAt();
    await backfillTaskThreads(adminDb(), eventId);
    expect(await writtenAt()).toEqual(before);
    await Promise.all([
      adminDb()
        .doc(paths.taskStatus(`task-${run}`, `team-${run}`))
        .delete(),
      adminDb()
        .doc(paths.doc('comments', `question-${run}`))
        .delete(),
      adminDb()
        .doc(paths.doc('replies', `answer-${run}`))
        .delete(),
    ]);
  });
});
