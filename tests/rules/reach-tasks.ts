import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  anHourAgo,
  twoDaysAgo,
  create,
  stampOf,
  ev,
  EVENT_MEMBERS,
  list,
  NOBODY,
  ORGANISERS,
  read,
  remove,
  REPORTING,
  TEAM_A,
  update,
  type FirestoreCase,
} from './reach-cases';
import { post, taskStatus } from './world-tasks';
import type { Actor } from './world';

const notArchived = where('isArchived', '==', false);

/** A batch as the thread screens write one: each write is [path, data] to set or update, or [path] to delete. */
function batch(
  name: string,
  allow: FirestoreCase['allow'],
  writes: readonly (readonly [string, Record<string, unknown>?, 'update'?])[],
): FirestoreCase {
  return {
    name,
    allow,
    touches: writes.map(([path]) => path),
    run: (db: Firestore, actor: Actor) => {
      const written = writeBatch(db);
      for (const [path, data, how] of writes) {
        if (!data) written.delete(doc(db, path));
        else if (how === 'update') written.update(doc(db, path), { ...stampOf(actor), ...data });
        else written.set(doc(db, path), { ...stampOf(actor), ...data });
      }
      return written.commit();
    },
  };
}

/** The organisers' mark on team A's thread: `mark` makes the handled fields from the writer and their stamp's time. */
function markThread(
  name: string,
  allow: FirestoreCase['allow'],
  mark: (actor: Actor, now: string) => { handledAt: string; handledBy: string },
): FirestoreCase {
  const path = ev('comments/commentA');
  return {
    name: `update ${path}: ${name}`,
    allow,
    touches: [path],
    run: (db, actor) => {
      const stamp = stampOf(actor);
      return updateDoc(doc(db, path), { ...stamp, ...mark(actor, stamp.updatedAt) });
    },
  };
}

/** Tasks, groups, per-team statuses, comments and replies: who may do what (see firestore.rules). */
export const TASKS_REACH: readonly FirestoreCase[] = [
  // ── Tasks: unrestricted or the reader's team type; stand shares only when shown to them ──
  read(ev('tasks/open'), ['member', 'owner', 'rival', ...REPORTING]),
  read(ev('tasks/forChildren'), EVENT_MEMBERS),
  read(ev('tasks/forX'), [...TEAM_A, 'child', ...REPORTING]),
  read(ev('tasks/forY'), ['rival', ...REPORTING]),
  read(ev('tasks/archived'), REPORTING),
  list(
    'unrestricted tasks',
    ev('tasks'),
    [notArchived, where('viewerTeamTypeIds', 'array-contains', '(any)')],
    ['member', 'owner', 'rival', ...REPORTING],
  ),
  list(
    'unrestricted tasks (stand shares)',
    ev('tasks'),
    [notArchived, where('viewerTeamTypeIds', 'array-contains', '(any)'), where('showToChildTeams', '==', true)],
    EVENT_MEMBERS,
  ),
  list(
    'tasks for type X',
    ev('tasks'),
    [notArchived, where('viewerTeamTypeIds', 'array-contains', 'typeX')],
    [...TEAM_A, 'child', ...REPORTING],
  ),
  list(
    'tasks for type Y',
    ev('tasks'),
    [notArchived, where('viewerTeamTypeIds', 'array-contains', 'typeY')],
    ['rival', ...REPORTING],
  ),
  list('every task', ev('tasks'), [], REPORTING),
  update('title', ev('tasks/open'), { title: 'Renamed' }, ORGANISERS),
  update('archived', ev('tasks/open'), { isArchived: true }, ORGANISERS),
  update('readers dropped', ev('tasks/forY'), { viewerTeamTypeIds: [] }, NOBODY),
  create(
    ev('tasks/made'),
    { id: 'made', title: 'New', isArchived: false, teamTypeIds: [], viewerTeamTypeIds: ['(any)'] },
    ORGANISERS,
  ),
  remove(ev('tasks/open'), ORGANISERS),
  read(ev('taskGroups/stand'), EVENT_MEMBERS),
  list('every group', ev('taskGroups'), [], EVENT_MEMBERS),
  update('emptied (archived)', ev('taskGroups/stand'), { isArchived: true, taskIds: [] }, ORGANISERS),
  remove(ev('taskGroups/stand'), ORGANISERS),

  // ── Task statuses: one per task and team; a team writes its own progress only ──
  read(ev('taskStatuses/open_teamA'), [...TEAM_A, ...REPORTING]),
  read(ev('taskStatuses/open_teamB'), ['rival', ...REPORTING]),
  read(ev('taskStatuses/archived_teamA'), [...TEAM_A, ...REPORTING]),
  read(ev('taskStatuses/archived_teamB'), ['rival', ...REPORTING]),
  list("team A's statuses", ev('taskStatuses'), [where('teamId', '==', 'teamA')], [...TEAM_A, ...REPORTING]),
  list('every status', ev('taskStatuses'), [], REPORTING),
  update('completed', ev('taskStatuses/open_teamA'), { isComplete: true, progressStatus: 'complete' }, [
    ...TEAM_A,
    ...ORGANISERS,
  ]),
  update('assigned', ev('taskStatuses/open_teamA'), { assignedTo: ['member'] }, [...TEAM_A, ...ORGANISERS]),
  // Assignees are people of the team; a disclaimer is accepted by the writer, now.
  update(
    "assigned to another team's person",
    ev('taskStatuses/open_teamA'),
    { assignedTo: ['member', 'rival'] },
    NOBODY,
  ),
  update(
    'disclaimer accepted (by the member)',
    ev('taskStatuses/open_teamA'),
    () => ({ acceptedBy: 'member', acceptedAt: new Date().toISOString() }),
    ['member'],
  ),
  update(
    'disclaimer accepted an hour ago (kept offline)',
    ev('taskStatuses/open_teamA'),
    { acceptedBy: 'member', acceptedAt: anHourAgo() },
    ['member'],
  ),
  update(
    'disclaimer accepted two days ago',
    ev('taskStatuses/open_teamA'),
    { acceptedBy: 'member', acceptedAt: twoDaysAgo() },
    NOBODY,
  ),
  update(
    'completed, stamped as the owner',
    ev('taskStatuses/open_teamA'),
    { isComplete: true, progressStatus: 'complete', updatedBy: 'owner' },
    ['owner'],
  ),
  update("another team's completed", ev('taskStatuses/open_teamB'), { isComplete: true }, ['rival', ...ORGANISERS]),
  update('moved to another team', ev('taskStatuses/open_teamA'), { teamId: 'teamB' }, NOBODY),
  update('not applicable', ev('taskStatuses/open_teamA'), { isNotApplicable: true }, ORGANISERS),
  update('not applicable taken back', ev('taskStatuses/handIn_teamA'), { isNotApplicable: false }, ORGANISERS),
  // A team's own deadline is the organisers' to give, move and take away; the team cannot touch it.
  update('own deadline given', ev('taskStatuses/open_teamA'), { dueAt: '2030-07-01T16:00:00.000Z' }, ORGANISERS),
  update('own deadline moved', ev('taskStatuses/open_teamB'), { dueAt: '2030-09-01T16:00:00.000Z' }, ORGANISERS),
  update('own deadline taken away', ev('taskStatuses/open_teamB'), { dueAt: deleteField() }, ORGANISERS),
  update('own deadline that is not a time', ev('taskStatuses/open_teamA'), { dueAt: 'next Friday' }, NOBODY),
  update(
    'completed with an own deadline given at once',
    ev('taskStatuses/open_teamA'),
    { isComplete: true, progressStatus: 'complete', dueAt: '2030-07-01T16:00:00.000Z' },
    ORGANISERS,
  ),
  update(
    'completed, own deadline kept',
    ev('taskStatuses/open_teamB'),
    { isComplete: true, progressStatus: 'complete', dueAt: '2030-06-01T16:00:00.000Z' },
    ['rival', ...ORGANISERS],
  ),
  update('review note written', ev('taskStatuses/open_teamA'), { approvalReview: 'Looks good' }, ORGANISERS),
  update('reminders reset', ev('taskStatuses/open_teamA'), { remindersSent: ['dueSoon'] }, ORGANISERS),
  update(
    'completed without approval',
    ev('taskStatuses/approval_teamA'),
    { isComplete: true, progressStatus: 'complete' },
    ORGANISERS,
  ),
  update('self-approved', ev('taskStatuses/approval_teamA'), { approvalStatus: 'approved' }, ORGANISERS),
  update(
    'submission taken back',
    ev('taskStatuses/approval_teamA'),
    { progressStatus: 'notStarted', approvalStatus: 'none' },
    [...TEAM_A, ...ORGANISERS],
  ),
  create(ev('taskStatuses/forX_teamA'), taskStatus('forX', 'teamA', { isComplete: true }), [...TEAM_A, ...ORGANISERS]),
  create(ev('taskStatuses/forX_teamC'), taskStatus('forX', 'teamC'), ['child', ...ORGANISERS]),
  create(ev('taskStatuses/forX_teamA'), taskStatus('forX', 'teamA', { assignedTo: ['rival'] }), NOBODY),
  create(ev('taskStatuses/forX_teamA'), taskStatus('forX', 'teamA', { dueAt: '2030-07-01T16:00:00.000Z' }), ORGANISERS),
  create(ev('taskStatuses/forY_teamA'), taskStatus('forY', 'teamA'), ORGANISERS),
  create(ev('taskStatuses/forX_teamB'), taskStatus('forX', 'teamB'), ORGANISERS),
  create(ev('taskStatuses/forChildren_teamA'), { ...taskStatus('forChildren', 'teamA'), id: 'x' }, NOBODY),
  create(
    ev('taskStatuses/forChildren_teamB'),
    taskStatus('forChildren', 'teamB', { isNotApplicable: true }),
    ORGANISERS,
  ),
  create(
    ev('taskStatuses/approval_teamB'),
    taskStatus('approval', 'teamB', { approvalStatus: 'pending', progressStatus: 'submitted' }),
    ['rival', ...ORGANISERS],
  ),
  remove(ev('taskStatuses/open_teamA'), ORGANISERS),

  // ── Comments and replies: the team's thread with the organisers ──
  read(ev('comments/commentA'), [...TEAM_A, ...ORGANISERS]),
  read(ev('comments/commentB'), ['rival', ...ORGANISERS]),
  list(
    "team A's thread on a task",
    ev('comments'),
    [where('teamId', '==', 'teamA'), where('taskId', '==', 'open')],
    [...TEAM_A, ...ORGANISERS],
  ),
  list('every comment', ev('comments'), [], ORGANISERS),
  create(ev('comments/byMember'), post('byMember', 'open', 'teamA', 'member', { replyIds: [], isPinned: false }), [
    'member',
  ]),
  create(
    ev('comments/asSomeoneElse'),
    post('asSomeoneElse', 'open', 'teamA', 'owner', { replyIds: [], isPinned: false }),
    ['owner'],
  ),
  create(
    ev('comments/intoTeamB'),
    post('intoTeamB', 'open', 'teamB', 'member', { replyIds: [], isPinned: false }),
    NOBODY,
  ),
  create(
    ev('comments/pinnedByMember'),
    post('pinnedByMember', 'open', 'teamA', 'member', { replyIds: [], isPinned: true }),
    NOBODY,
  ),
  // A post is signed with its author's name as their event record has it, never a name of their choosing.
  create(
    ev('comments/asAdmiral'),
    post('asAdmiral', 'open', 'teamA', 'member', {
      replyIds: [],
      isPinned: false,
      authorName: 'Ada Admiral (Organiser)',
    }),
    NOBODY,
  ),
  create(
    ev('comments/unsigned'),
    post('unsigned', 'open', 'teamA', 'member', { replyIds: [], isPinned: false, authorName: '' }),
    NOBODY,
  ),
  // A post is dated when it is written: not ahead of the others in the thread and the inbox, nor back.
  create(
    ev('comments/fromTheFuture'),
    post('fromTheFuture', 'open', 'teamA', 'member', {
      replyIds: [],
      isPinned: false,
      createdAt: '2099-01-01T00:00:00.000Z',
    }),
    NOBODY,
  ),
  create(
    ev('replies/backdated'),
    post('backdated', 'open', 'teamA', 'member', { commentId: 'commentA', createdAt: twoDaysAgo() }),
    NOBODY,
  ),
  update('author renamed', ev('comments/commentA'), { authorName: 'Ada Admiral (Organiser)' }, NOBODY),
  update('author replaced', ev('comments/commentA'), { createdBy: 'owner' }, NOBODY),
  update(
    'text with a forged stamp',
    ev('comments/commentA'),
    { text: 'Edited', updatedBy: 'moderator', updatedAt: twoDaysAgo() },
    NOBODY,
  ),
  // Only on a task the team can see.
  create(
    ev('comments/onHiddenTask'),
    post('onHiddenTask', 'forY', 'teamA', 'member', { replyIds: [], isPinned: false }),
    NOBODY,
  ),
  create(
    ev('comments/onArchivedTask'),
    post('onArchivedTask', 'archived', 'teamA', 'member', { replyIds: [], isPinned: false }),
    NOBODY,
  ),
  create(
    ev('comments/onMissingTask'),
    post('onMissingTask', 'ghost', 'teamA', 'member', { replyIds: [], isPinned: false }),
    NOBODY,
  ),
  create(
    ev('comments/byModeratorOnHidden'),
    post('byModeratorOnHidden', 'forY', 'teamA', 'moderator', { replyIds: [], isPinned: false }),
    ['moderator'],
  ),
  update('text (its author, or organisers)', ev('comments/commentA'), { text: 'Edited' }, ['member', ...ORGANISERS]),
  update('a like added', ev('comments/commentA'), { likes: arrayUnion('owner') }, ['owner', ...ORGANISERS]),
  update("someone else's like", ev('comments/commentA'), { likes: ['member', 'owner'] }, ORGANISERS),
  update('pinned', ev('comments/commentA'), { isPinned: true }, ORGANISERS),
  // Handled or open is the organisers' word on a thread, signed by whoever says it, when they say it.
  markThread('marked handled', ORGANISERS, (actor, now) => ({ handledAt: now, handledBy: actor })),
  markThread("marked handled in the admin's name", ['admin'], (_actor, now) => ({
    handledAt: now,
    handledBy: 'admin',
  })),
  markThread('marked handled at another time', NOBODY, (actor) => ({ handledAt: anHourAgo(), handledBy: actor })),
  update('reopened', ev('comments/commentA'), { handledAt: '', handledBy: '' }, ORGANISERS),
  create(
    ev('comments/filedAsHandled'),
    post('filedAsHandled', 'open', 'teamA', 'member', {
      replyIds: [],
      isPinned: false,
      handledAt: '2030-01-01T00:00:00.000Z',
      handledBy: 'member',
    }),
    NOBODY,
  ),
  // Only an organiser's post says it speaks for the organisers, and nobody says so of a post afterwards.
  create(
    ev('comments/memberAsOrganiser'),
    post('memberAsOrganiser', 'open', 'teamA', 'member', { replyIds: [], isPinned: false, isFromOrganiser: true }),
    NOBODY,
  ),
  create(
    ev('comments/moderatorAsOrganiser'),
    post('moderatorAsOrganiser', 'open', 'teamA', 'moderator', {
      replyIds: [],
      isPinned: false,
      isFromOrganiser: true,
    }),
    ['moderator'],
  ),
  update("a team's comment said to be the organisers'", ev('comments/commentA'), { isFromOrganiser: true }, NOBODY),
  // The reply list changes only with its replies: a later delete of the comment deletes what it lists.
  update('a reply taken off, the reply kept', ev('comments/commentA'), { replyIds: arrayRemove('replyA') }, ORGANISERS),
  update("another team's reply listed", ev('comments/commentA'), { replyIds: arrayUnion('replyB') }, ORGANISERS),
  update('the list rewritten', ev('comments/commentA'), { replyIds: ['replyB', 'commentB'] }, ORGANISERS),
  batch(
    `delete ${ev('replies/replyA')} and take it off ${ev('comments/commentA')}`,
    ['member', ...ORGANISERS],
    [[ev('replies/replyA')], [ev('comments/commentA'), { replyIds: arrayRemove('replyA') }, 'update']],
  ),
  batch(
    `create ${ev('replies/linkedByOwner')} and list it on ${ev('comments/commentA')}`,
    ['owner'],
    [
      [ev('replies/linkedByOwner'), post('linkedByOwner', 'open', 'teamA', 'owner', { commentId: 'commentA' })],
      [ev('comments/commentA'), { replyIds: arrayUnion('linkedByOwner') }, 'update'],
    ],
  ),
  batch(
    `create ${ev('replies/forOtherComment')} on commentB's thread and list it on ${ev('comments/commentA')}`,
    NOBODY,
    [
      [ev('replies/forOtherComment'), post('forOtherComment', 'open', 'teamA', 'owner', { commentId: 'commentB' })],
      [ev('comments/commentA'), { replyIds: arrayUnion('forOtherComment') }, 'update'],
    ],
  ),
  update("another team's comment liked", ev('comments/commentB'), { likes: arrayUnion('member') }, ORGANISERS),
  remove(ev('comments/commentA'), ['member', ...ORGANISERS]),
  remove(ev('comments/commentB'), ['rival', ...ORGANISERS]),
  read(ev('replies/replyA'), [...TEAM_A, ...ORGANISERS]),
  list(
    "team A's replies",
    ev('replies'),
    [where('teamId', '==', 'teamA'), where('taskId', '==', 'open')],
    [...TEAM_A, ...ORGANISERS],
  ),
  create(ev('replies/byOwner'), post('byOwner', 'open', 'teamA', 'owner', { commentId: 'commentA' }), ['owner']),
  create(
    ev('replies/ownerAsOrganiser'),
    post('ownerAsOrganiser', 'open', 'teamA', 'owner', { commentId: 'commentA', isFromOrganiser: true }),
    NOBODY,
  ),
  create(
    ev('replies/moderatorAsOrganiser'),
    post('moderatorAsOrganiser', 'open', 'teamA', 'moderator', { commentId: 'commentA', isFromOrganiser: true }),
    ['moderator'],
  ),
  update("a team's reply said to be the organisers'", ev('replies/replyA'), { isFromOrganiser: true }, NOBODY),
  list('every reply', ev('replies'), [], ORGANISERS),
  create(ev('replies/crossTeam'), post('crossTeam', 'open', 'teamA', 'member', { commentId: 'commentB' }), NOBODY),
  create(ev('replies/otherTask'), post('otherTask', 'forY', 'teamA', 'member', { commentId: 'commentA' }), NOBODY),
  create(ev('replies/byModerator'), post('byModerator', 'open', 'teamA', 'moderator', { commentId: 'commentA' }), [
    'moderator',
  ]),
  create(
    ev('replies/asAdmiral'),
    post('asAdmiral', 'open', 'teamA', 'owner', { commentId: 'commentA', authorName: 'Ada Admiral (Organiser)' }),
    NOBODY,
  ),
  update("the member's like", ev('replies/replyA'), { likes: arrayUnion('member') }, ['member']),
  update('text by another', ev('replies/replyA'), { text: 'Edited' }, ['moderator']),
  remove(ev('replies/replyA'), ['member', ...ORGANISERS]),
];
