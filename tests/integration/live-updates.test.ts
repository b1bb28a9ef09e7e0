import { cachedDb } from '../../src/lib/firebase/cached-firestore';
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { collection, doc, setDoc, updateDoc } from 'firebase/firestore/lite';
// The portal's own client is the full web SDK (the other person's is the lite one above).
import {
  disableNetwork,
  doc as portalDoc,
  enableNetwork,
  serverTimestamp,
  setDoc as portalSetDoc,
  Timestamp,
} from 'firebase/firestore';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '../../scripts/seed';
import { demoAccount } from '../../scripts/demo-accounts';
import { tasksApi } from '../../src/data/tasks/tasks-api';
import { createReduxStore } from '../../src/data/redux-store';
import { listenLock, acquireLock } from '../../src/data/locks/locks-store';
import { listenReaderNotifications, type ReaderNotification } from '../../src/data/notifications/notifications-store';
import { listenThread, type TaskThread } from '../../src/data/tasks/tasks-store';
import { stampCreate, stampUpdate } from '../../src/domain/audit';
import { displayNameOf } from '../../src/domain/auth-callables';
import { newLock, type Lock } from '../../src/domain/locks';
import { notificationSchema } from '../../src/domain/notifications';
import { commentSchema } from '../../src/domain/tasks';
import { eventPaths } from '../../src/domain/paths';
import { initFirebase, type FirebaseClient } from '../../src/lib/firebase/client';
import { listenCollection, parseDocuments, where } from '../../src/lib/firebase/documents';
import { parseClientEnv } from '../../src/lib/firebase/env';
import { adminDb, createPerson, type TestPerson } from '../support/auth-people';
import { signInAsDemo } from '../support/demo-sign-in';
import { recordListen } from '../support/live-listen';
import { getStack } from '../support/stack';
import { connectStackClient } from '../support/stack-client';

// What people wait on others for, through the portal's own live reads: the first person's browser
// is the portal's Firestore client (the full web SDK, listening over gRPC, rules enforced), the
// second person's another web client writing as they would.

const stack = getStack();
const paths = eventPaths(stack.eventId);
// The portal's client first: it takes the default app, the other person's a named one.
const portal: FirebaseClient = initFirebase(parseClientEnv(stack.env));
const other = connectStackClient('live-other-person');
const unique = () => randomUUID().slice(0, 8);
/** How soon a change by another person must reach an open screen. */
const LIVE_WITHIN_MS = 1_000;

afterAll(async () => {
  await Promise.all([signOut(portal.auth), signOut(other.auth)]);
  await other.close();
});

/** The second person's browser writes a comment on a team's thread, as the thread's comment box does. */
async function commentAs(who: 'moderator', taskId: string, teamId: string, text: string): Promise<string> {
  const person = demoAccount(who);
  const id = doc(collection(other.db, paths.collection('comments'))).id;
  await setDoc(doc(other.db, paths.doc('comments', id)), {
    ...stampCreate(other.auth.currentUser!.uid, new Date()),
    id,
    taskId,
    teamId,
    text,
    authorName: displayNameOf(person.firstName, person.surname),
    likes: [],
    replyIds: [],
    isPinned: false,
  });
  return id;
}

describe('a task thread, live', () => {
  beforeAll(async () => {
    await Promise.all([signInAsDemo(portal.auth, 'teamMember'), signInAsDemo(other.auth, 'moderator')]);
  });

  it("an organiser's comment and pin reach the team member's open thread within a second", async () => {
    const taskId = `task-${unique()}`;
    const thread = recordListen<TaskThread>((listener) => listenThread({ taskId, teamId: DEMO_TEAM_ID }, listener));
    try {
      expect(await thread.answer()).toEqual({ comments: [], replies: [], pendingIds: [] });

      const commentId = await commentAs('moderator', taskId, DEMO_TEAM_ID, 'Your stand plan is approved.');
      const stored = Date.now();
      const arrived = await thread.answer((each) => each.comments.some((comment) => comment.id === commentId));
      expect(Date.now() - stored).toBeLessThan(LIVE_WITHIN_MS);
      expect(arrived.comments).toEqual([
        expect.objectContaining({ id: commentId, text: 'Your stand plan is approved.', isPinned: false }),
      ]);
      expect(arrived.pendingIds).toEqual([]);

      await updateDoc(doc(other.db, paths.doc('comments', commentId)), {
        isPinned: true,
        ...stampUpdate(other.auth.currentUser!.uid, new Date()),
      });
      const pinned = Date.now();
      await thread.answer((each) => each.comments[0]?.isPinned === true);
      expect(Date.now() - pinned).toBeLessThan(LIVE_WITHIN_MS);
    } finally {
      thread.stop();
    }
  });

  it("a listen on another team's thread is refused, and the screen's query ends in that error with no data", async () => {
    const taskId = `task-${unique()}`;
    const otherTeamId = `team-${unique()}`;
    await commentAs('moderator', taskId, otherTeamId, 'For the other team only');

    const thread = recordListen<TaskThread>((listener) => listenThread({ taskId, teamId: otherTeamId }, listener));
    expect(await thread.failure()).toMatchObject({ code: 'permission-denied' });
    expect(thread.answers).toEqual([]);
    thread.stop();

    const store = createReduxStore();
    const query = store.dispatch(tasksApi.endpoints.taskThread.initiate({ taskId, teamId: otherTeamId }));
    const result = await query;
    query.unsubscribe();
    expect(result.error).toMatchObject({ message: 'Missing or insufficient permissions.' });
    expect(result.data).toBeUndefined();
  });
});

describe('the notification bell, live', () => {
  let reader: TestPerson;
  let teamTypeId: string;

  beforeAll(async () => {
    teamTypeId = `type-${unique()}`;
    reader = await createPerson();
    const teamId = `team-${unique()}`;
    await adminDb()
      .doc(paths.doc('teams', teamId))
      .set({ id: teamId, name: `Team ${teamId}`, ownerId: reader.uid, userIds: [reader.uid], teamTypeId });
    await adminDb().doc(paths.user(reader.uid)).update({ teamId });
    const organiser = await createPerson('admin');
    await Promise.all([
      signInWithEmailAndPassword(portal.auth, reader.email, reader.password),
      signInWithEmailAndPassword(other.auth, organiser.email, organiser.password),
    ]);
  });

  it("a notification an admin publishes counts on the reader's open bell without a reload", async () => {
    const bell = recordListen<ReaderNotification[]>((listener) =>
      listenReaderNotifications({ uid: reader.uid, seesAll: false }, listener),
    );
    try {
      const unread = (notifications: ReaderNotification[]) => notifications.filter((each) => each.isUnread).length;
      expect(unread(await bell.answer())).toBe(0);

      const ref = doc(collection(other.db, paths.collection('notifications')));
      // A draft as the admin's screen saves it: the schema's defaults, for the new team type only.
      const { id: _id, ...draft } = notificationSchema.parse({
        ...stampCreate(other.auth.currentUser!.uid, new Date()),
        id: ref.id,
        title: `Hall B opens early ${unique()}`,
        description: 'Stand build starts at 7am.',
        teamTypeIds: [teamTypeId],
      });
      await setDoc(ref, draft);
      // A draft reaches nobody.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unread(bell.answers.at(-1)!)).toBe(0);

      await other.call('publishNotification', { notificationId: ref.id });
      const published = Date.now();
      const counted = await bell.answer((each) => unread(each) === 1);
      expect(Date.now() - published).toBeLessThan(LIVE_WITHIN_MS);
      expect(counted[0]).toMatchObject({ id: ref.id, isUnread: true });
    } finally {
      bell.stop();
    }
  });
});

describe('an edit lock, live', () => {
  beforeAll(async () => {
    await Promise.all([signInAsDemo(portal.auth, 'moderator'), signInAsDemo(other.auth, 'admin')]);
  });

  it("a lock taken over reaches its holder's listener within a second", async () => {
    const pageId = `page-${unique()}`;
    const holder = portal.auth.currentUser!.uid;
    expect(await acquireLock({ resourceId: pageId, type: 'content' })).toMatchObject({ acquired: true });
    const lock = recordListen<Lock | null>((listener) => listenLock(pageId, listener));
    try {
      expect(await lock.answer((each) => each !== null)).toMatchObject({ createdBy: holder });

      const taker = other.auth.currentUser!.uid;
      await setDoc(doc(other.db, paths.doc('locks', pageId)), newLock(pageId, 'content', taker, new Date()));
      const takenOver = Date.now();
      await lock.answer((each) => each?.createdBy === taker);
      expect(Date.now() - takenOver).toBeLessThan(LIVE_WITHIN_MS);
    } finally {
      lock.stop();
    }
  });
});

describe('a write made offline', () => {
  beforeAll(async () => {
    await signInAsDemo(portal.auth, 'moderator');
  });

  it('shows at once as pending with its server time estimated, and is stored exactly once when the network is back', async () => {
    const taskId = `task-${unique()}`;
    const person = demoAccount('moderator');
    // A comment carrying a server timestamp: null in the local snapshot until the server has it.
    const stampedComment = z.extend(commentSchema, {
      sentAt: z.custom<Timestamp>((value) => value instanceof Timestamp),
    });
    const seen = recordListen<{ comments: z.infer<typeof stampedComment>[]; pending: boolean[] }>((listener) =>
      listenCollection(
        paths.collection('comments'),
        [where('teamId', '==', DEMO_TEAM_ID), where('taskId', '==', taskId)],
        {
          next: (snapshots) =>
            listener.next({
              comments: parseDocuments(stampedComment, 'comment', snapshots),
              pending: snapshots.map((snapshot) => snapshot.metadata?.hasPendingWrites ?? false),
            }),
          fail: (error) => listener.fail(error),
        },
      ),
    );
    await disableNetwork(cachedDb());
    try {
      await seen.answer();
      const commentId = `comment-${unique()}`;
      const stored = portalSetDoc(portalDoc(cachedDb(), paths.doc('comments', commentId)), {
        ...stampCreate(portal.auth.currentUser!.uid, new Date()),
        id: commentId,
        taskId,
        teamId: DEMO_TEAM_ID,
        text: 'Written in the hall with no signal',
        authorName: displayNameOf(person.firstName, person.surname),
        likes: [],
        replyIds: [],
        isPinned: false,
        sentAt: serverTimestamp(),
      });
      const pending = await seen.answer((each) => each.comments.length === 1);
      expect(pending.pending).toEqual([true]);
      expect(pending.comments[0]!.sentAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);

      await enableNetwork(cachedDb());
      await stored;
      await seen.answer((each) => each.pending.length === 1 && !each.pending[0]);
      const onServer = await adminDb().collection(paths.collection('comments')).where('taskId', '==', taskId).get();
      expect(onServer.docs.map((snapshot) => snapshot.get('text'))).toEqual(['Written in the hall with no signal']);
    } finally {
      await enableNetwork(cachedDb());
      seen.stop();
    }
  });
});
