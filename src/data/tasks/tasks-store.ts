import type { DocumentData, Unsubscribe } from 'firebase/firestore';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../../domain/constants';
import { ANY_TEAM_TYPE } from '../../domain/download';
import { uploadContentType } from '../../domain/file-types';
import { DATE_MESSAGES, MISSING_ID_MESSAGES, TASK_MESSAGES } from '../../domain/messages';
import { taskStatusId, newDocumentId } from '../../domain/paths';
import { hasRole } from '../../domain/roles';
import {
  checkTaskAfterUpload,
  checkTaskValues,
  commentSchema,
  commentTextSchema,
  emptyTaskStatus,
  replySchema,
  sortTasksByDueDate,
  taskGroupSchema,
  taskGroupValuesSchema,
  taskSchema,
  taskStatusSchema,
  teamStatusChangeSchema,
  taskViewerTeamTypeIds,
  type ApprovalDecision,
  type Comment,
  type Reply,
  type Task,
  type TaskFile,
  type TaskGroup,
  type TaskStatus,
  type TaskValues,
  type TaskViewer,
} from '../../domain/tasks';
import {
  reviewTaskApprovalCallable,
  sendCommentNotificationCallable,
  announceApprovalRequestCallable,
  sendTaskChaserCallable,
} from '../../domain/tasks-callables';
import { checkUploadFile } from '../../domain/upload-check';
import { firebaseClient } from '../../lib/firebase/client';
import {
  arrayRemove,
  arrayUnion,
  checkForWrite,
  commitInBatches,
  currentUserId,
  deleteField,
  listenCollection,
  listenTogether,
  parseDocument,
  parseDocuments,
  readCollection,
  readDocument,
  readWholeCollection,
  requireCurrentUserId,
  where,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
  type Listener,
  type StoredDocument,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { getSession } from '../session/session-state';
import { normaliseError } from '../../lib/firebase/errors';
import { callFunction } from '../../lib/firebase/functions';
import { uploadWithProgress } from '../../lib/firebase/storage';
import { deleteStorageFolder } from '../../lib/firebase/storage-folder';
import { storageFileName } from '../assets/assets-store';
import { byText } from '../../domain/text-order';
import { taskChangeSummary, taskStatusVerb, teamDueDateSummary } from '../../domain/activity';
import { activityOperation, commitRecordedChanges, currentActor } from '../activity/activity-store';

const paths = () => firebaseClient().paths;
// Records are stored with their id in the data too: the security rules check it against the document's name.

// ── Tasks ─────────────────────────────────────────────────────────────────────────────────
/** Every task, archived ones too (organisers), by due date. */
export async function listTasks(): Promise<Task[]> {
  return sortTasksByDueDate(parseDocuments(taskSchema, 'task', await readCollection(paths().collection('tasks'))));
}

/**
 * The tasks a person's team sees (see canViewTask), asked for with exactly the filters the
 * security rules check: organisers and organiser teams read every task that is not archived;
 * others their team type's tasks and the unrestricted ones (stand shares: only those shown to them).
 */
export async function listViewableTasks(viewer: TaskViewer): Promise<Task[]> {
  if (hasRole(viewer.role, 'moderator') || viewer.isOrganiserTeam)
    return (await listTasks()).filter((task) => !task.isArchived);
  const tasks = paths().collection('tasks');
  const notArchived = where('isArchived', '==', false);
  const [unrestricted, forMyType] = await Promise.all([
    readCollection(
      tasks,
      notArchived,
      where('viewerTeamTypeIds', 'array-contains', ANY_TEAM_TYPE),
      ...(viewer.standShareRole === 'child' ? [where('showToChildTeams', '==', true)] : []),
    ),
    viewer.teamTypeId
      ? readCollection(tasks, notArchived, where('viewerTeamTypeIds', 'array-contains', viewer.teamTypeId))
      : Promise.resolve([]),
  ]);
  return sortTasksByDueDate(parseDocuments(taskSchema, 'task', [...unrestricted, ...forMyType]));
}

export async function getTask(taskId: string): Promise<Task> {
  return readEntity(paths().doc('tasks', taskId), taskSchema, 'task', {
    invalid: TASK_MESSAGES.invalidTaskValues,
    missing: `No task with id ${taskId} was found.`,
  });
}

/** Uploads a file under events/{eventId}/tasks/{taskId}/{attachments | teams/{teamId}}/ and describes it. */
async function uploadTaskFile(folder: string[], file: File, onProgress?: (percent: number) => void): Promise<TaskFile> {
  checkUploadFile(file, DEFAULT_UPLOAD_LIMIT_BYTES);
  const fileName = storageFileName(file.name);
  const storagePath = paths().storage('tasks', ...folder, fileName);
  const { url } = await uploadWithProgress(storagePath, file, onProgress, {
    contentType: uploadContentType(file.name, file.type),
  });
  return { id: `${Date.now().toString(36)}-${fileName}`, fileName: file.name, url, storagePath, fileSize: file.size };
}

export interface TaskSave {
  /** The task being edited; none for a new one. */
  current?: Task;
  values: TaskValues;
  /** New attachments, uploaded before the task is written. */
  files: File[];
  /** The groups the task belongs to after saving. */
  groupIds: string[];
  onProgress?: (percent: number) => void;
}

/**
 * Checks the values ('Invalid task values'), uploads new attachments first, then writes the task
 * ('Invalid tasks data after upload') and its group links in one commit: added to the chosen
 * groups, taken out of the others.
 */
async function writeTask({ current, values, files, groupIds, onProgress }: TaskSave): Promise<Task> {
  const checked = checkTaskValues(values);
  const taskId = current?.id ?? newDocumentId();
  const uploaded: TaskFile[] = [];
  for (const [index, file] of files.entries()) {
    uploaded.push(
      await uploadTaskFile([taskId, 'attachments'], file, (percent) =>
        onProgress?.((index * 100 + percent) / files.length),
      ),
    );
  }
  const base = current ? withUpdateStamp({ ...current }) : withCreateStamp({ isArchived: false });
  const record = checkTaskAfterUpload({
    ...base,
    ...checked,
    id: taskId,
    attachments: [...checked.attachments, ...uploaded],
    viewerTeamTypeIds: taskViewerTeamTypeIds(checked.teamTypeIds),
  });
  const groups = await listTaskGroups();
  const groupLinks: BatchOperation[] = groups.flatMap((group) => {
    const wanted = groupIds.includes(group.id);
    const listed = group.taskIds.includes(taskId);
    if (wanted === listed) return [];
    return [
      {
        type: 'update',
        path: paths().doc('taskGroups', group.id),
        data: withUpdateStamp({ taskIds: wanted ? arrayUnion(taskId) : arrayRemove(taskId) }),
      },
    ];
  });
  const changed = current ? taskChangeSummary(current, record) : record.title;
  const recorded = changed
    ? [
        activityOperation(await currentActor(), {
          subject: { kind: 'task', taskId },
          verb: current ? 'changed' : 'created',
          at: record.updatedAt,
          summary: changed,
        }),
      ]
    : [];
  await commitInBatches([
    { type: 'set', path: paths().doc('tasks', taskId), data: record },
    ...recorded,
    ...groupLinks,
  ]);
  return record;
}

/** Adds a task: the add screen's save. */
export function createTask(input: Omit<TaskSave, 'current'>): Promise<Task> {
  return writeTask(input);
}

/** Saves an edited task: the edit screen's save. */
export function updateTask(input: TaskSave & { current: Task }): Promise<Task> {
  return writeTask(input);
}

/** Archives or restores tasks (bulk). */
export async function updateTasksArchived(taskIds: readonly string[], isArchived: boolean): Promise<void> {
  const actor = await currentActor();
  await commitRecordedChanges(
    taskIds.map((taskId) => {
      const data = withUpdateStamp({ isArchived });
      return [
        { type: 'update', path: paths().doc('tasks', taskId), data },
        activityOperation(actor, {
          subject: { kind: 'task', taskId },
          verb: isArchived ? 'archived' : 'restored',
          at: data.updatedAt,
        }),
      ];
    }),
  );
}

/** Deletes tasks with everything that hangs on them: statuses, comments, replies, attachments and team files, and group links. */
export async function deleteTasks(taskIds: readonly string[]): Promise<void> {
  const [groups, actor] = await Promise.all([listTaskGroups(), currentActor()]);
  const operations: BatchOperation[] = [];
  for (const taskId of taskIds) {
    const attached = await Promise.all(
      (['taskStatuses', 'comments', 'replies'] as const).map(async (name) =>
        (await readCollection(paths().collection(name), where('taskId', '==', taskId))).map((snapshot) =>
          paths().doc(name, snapshot.id),
        ),
      ),
    );
    const title = String((await readDocument(paths().doc('tasks', taskId))).data()?.title ?? '');
    // The task and its entry lead the task's writes, so they share the first commit however many follow.
    await commitRecordedChanges([
      [
        { type: 'delete', path: paths().doc('tasks', taskId) },
        activityOperation(actor, {
          subject: { kind: 'task', taskId },
          verb: 'deleted',
          at: new Date().toISOString(),
          summary: title,
        }),
        ...attached.flat().map((path): BatchOperation => ({ type: 'delete', path })),
      ],
    ]);
    await deleteStorageFolder(paths().storage('tasks', taskId));
  }
  for (const group of groups.filter((entry) => entry.taskIds.some((id) => taskIds.includes(id)))) {
    operations.push({
      type: 'update',
      path: paths().doc('taskGroups', group.id),
      data: withUpdateStamp({ taskIds: group.taskIds.filter((id) => !taskIds.includes(id)) }),
    });
  }
  await commitInBatches(operations);
}

// ── Task groups ───────────────────────────────────────────────────────────────────────────
export async function listTaskGroups(): Promise<TaskGroup[]> {
  const groups = parseDocuments(taskGroupSchema, 'taskGroup', await readCollection(paths().collection('taskGroups')));
  return groups.sort(byText('title'));
}

async function writeTaskGroup(values: { title: string; taskIds: string[] }, current?: TaskGroup): Promise<TaskGroup> {
  const checked = checkForWrite(taskGroupValuesSchema, values, TASK_MESSAGES.invalidTaskValues);
  const base = current ? withUpdateStamp({ ...current }) : withCreateStamp({ id: newDocumentId(), isArchived: false });
  const record = checkForWrite(taskGroupSchema, { ...base, ...checked }, TASK_MESSAGES.invalidTaskValues);
  await commitInBatches([{ type: 'set', path: paths().doc('taskGroups', record.id), data: record }]);
  return record;
}

export function createTaskGroup(values: { title: string; taskIds: string[] }): Promise<TaskGroup> {
  return writeTaskGroup(values);
}

export function updateTaskGroup(values: { title: string; taskIds: string[] }, current: TaskGroup): Promise<TaskGroup> {
  return writeTaskGroup(values, current);
}

/** Archives (emptying each group's task list, as the spec says) or restores groups. */
export async function updateTaskGroupsArchived(groupIds: readonly string[], isArchived: boolean): Promise<void> {
  await commitInBatches(
    groupIds.map((id) => ({
      type: 'update',
      path: paths().doc('taskGroups', id),
      data: withUpdateStamp(isArchived ? { isArchived, taskIds: [] } : { isArchived }),
    })),
  );
}

export async function deleteTaskGroups(groupIds: readonly string[]): Promise<void> {
  await commitInBatches(groupIds.map((id) => ({ type: 'delete', path: paths().doc('taskGroups', id) })));
}

// ── Statuses ──────────────────────────────────────────────────────────────────────────────
const statusesOf = (snapshots: readonly StoredDocument[]) => parseDocuments(taskStatusSchema, 'taskStatus', snapshots);

/** The filter of one team's statuses; 'Team ID is empty' without a team. */
function teamStatusFilter(teamId: string) {
  if (!teamId) throw new Error(MISSING_ID_MESSAGES.teamIdEmpty);
  return [where('teamId', '==', teamId)];
}

/** Every team's statuses (organisers and report viewers). */
export async function listTaskStatuses(): Promise<TaskStatus[]> {
  return statusesOf(await readWholeCollection(paths().collection('taskStatuses')));
}

/** One team's statuses. */
export async function listTeamTaskStatuses(teamId: string): Promise<TaskStatus[]> {
  return statusesOf(await readCollection(paths().collection('taskStatuses'), ...teamStatusFilter(teamId)));
}

/** Every team's statuses, live: a team completing a task shows on the organiser's screen at once. */
export function listenTaskStatuses(_all: void, { next, fail }: Listener<TaskStatus[]>): Unsubscribe {
  return listenCollection(paths().collection('taskStatuses'), [], {
    next: (snapshots) => next(statusesOf(snapshots)),
    fail,
  });
}

/** Every submission waiting on the organisers' approval, live (the approvals queue). */
export function listenPendingApprovals(_all: void, { next, fail }: Listener<TaskStatus[]>): Unsubscribe {
  return listenCollection(paths().collection('taskStatuses'), [where('approvalStatus', '==', 'pending')], {
    next: (snapshots) => next(statusesOf(snapshots)),
    fail,
  });
}

/** One team's statuses, live: an approval or a teammate's change shows at once. */
export function listenTeamTaskStatuses(teamId: string, { next, fail }: Listener<TaskStatus[]>): Unsubscribe {
  return listenCollection(paths().collection('taskStatuses'), teamStatusFilter(teamId), {
    next: (snapshots) => next(statusesOf(snapshots)),
    fail,
  });
}

/** The team's status of a task as stored, or a fresh one (not stored until written). */
export async function getTaskStatus(taskId: string, teamId: string): Promise<TaskStatus> {
  if (!teamId) throw new Error(MISSING_ID_MESSAGES.teamIdNull);
  const snapshot = await readDocument(paths().taskStatus(taskId, teamId));
  if (!snapshot.exists()) return withCreateStamp(emptyTaskStatus(taskId, teamId, taskStatusId(taskId, teamId)));
  return parseDocument(taskStatusSchema, 'taskStatus', snapshot, TASK_MESSAGES.invalidTaskValues);
}

/**
 * A team changes its status of a task (done, taken back, assigned, a disclaimer accepted), recorded
 * in the history when it completes, submits or reopens it. Only the team's fields are written, so a
 * comment, a reminder or an organiser's change made meanwhile stays.
 */
export async function updateTaskStatus(status: TaskStatus): Promise<TaskStatus> {
  if (!status.teamId) throw new Error(MISSING_ID_MESSAGES.teamIdNull);
  const { taskId, teamId } = status;
  const change = checkForWrite(teamStatusChangeSchema, status, TASK_MESSAGES.invalidTaskValues);
  const actor = await currentActor();
  let written!: TaskStatus;
  await commitStatusChange(taskId, teamId, change, change, (before, at) => {
    const base = before ?? emptyTaskStatus(taskId, teamId, taskStatusId(taskId, teamId));
    written = { ...base, ...change, updatedAt: at, updatedBy: actor.actorId };
    const verb = taskStatusVerb(before, written);
    return verb ? [activityOperation(actor, { subject: { kind: 'taskStatus', taskId, teamId }, verb, at })] : [];
  });
  return written;
}

/** Changes to one status being decided in this browser, each after the one before it is queued. */
const statusChangesInOrder = new Map<string, Promise<unknown>>();

/**
 * A change to some fields of a team's status of a task, committed with the writes that go with it
 * (given the status as stored before, if any, and the change's time): an update of just those fields
 * when the status exists, so a teammate's or an organiser's change made meanwhile stays, else a fresh
 * status with them. One browser's changes to one status are decided one at a time, each once the
 * one before is queued in the SDK (which sends them in order, online or not), so each sees the last.
 */
async function commitStatusChange(
  taskId: string,
  teamId: string,
  change: DocumentData,
  fresh: Partial<TaskStatus>,
  alongside: (before: TaskStatus | undefined, at: string) => BatchOperation[] = () => [],
): Promise<void> {
  const path = paths().taskStatus(taskId, teamId);
  const decided = (statusChangesInOrder.get(path) ?? Promise.resolve()).then(async () => {
    const stored = await readDocument(path);
    const before = stored.exists()
      ? parseDocument(taskStatusSchema, 'taskStatus', stored, TASK_MESSAGES.invalidTaskValues)
      : undefined;
    const statusWrite: Exclude<BatchOperation, { type: 'delete' }> = before
      ? { type: 'update', path, data: withUpdateStamp(change) }
      : {
          type: 'set',
          path,
          data: { ...withCreateStamp(emptyTaskStatus(taskId, teamId, taskStatusId(taskId, teamId))), ...fresh },
        };
    // Not awaited here: the SDK holds the write from this call on, so the next change reads it.
    return { sent: commitInBatches([statusWrite, ...alongside(before, String(statusWrite.data.updatedAt))]) };
  });
  const settled = decided.catch(() => undefined);
  statusChangesInOrder.set(path, settled);
  void settled.then(() => statusChangesInOrder.get(path) === settled && statusChangesInOrder.delete(path));
  const { sent } = await decided;
  await sent;
}

/** Organisers mark a task not applicable to one team, or take that back; the team's own progress stays as it is. */
export async function updateTaskNotApplicable({
  taskId,
  teamId,
  isNotApplicable,
}: {
  taskId: string;
  teamId: string;
  isNotApplicable: boolean;
}): Promise<void> {
  if (!teamId) throw new Error(MISSING_ID_MESSAGES.teamIdNull);
  const actor = await currentActor();
  await commitStatusChange(taskId, teamId, { isNotApplicable }, { isNotApplicable }, (_before, at) => [
    activityOperation(actor, {
      subject: { kind: 'taskStatus', taskId, teamId },
      verb: isNotApplicable ? 'markedNotApplicable' : 'clearedNotApplicable',
      at,
    }),
  ]);
}

/**
 * Organisers give one team its own deadline on a task (later or earlier than the task's), move it,
 * or take it away ('' gives the team the task's deadline again). The team's reminders start afresh
 * on the new date, so a team reminded under the old one is reminded again before the new one.
 */
export async function updateTeamDueDate({
  taskId,
  teamId,
  dueAt,
}: {
  taskId: string;
  teamId: string;
  dueAt: string;
}): Promise<void> {
  if (!teamId) throw new Error(MISSING_ID_MESSAGES.teamIdNull);
  if (dueAt && !taskStatusSchema.shape.dueAt.safeParse(dueAt).success) throw new Error(DATE_MESSAGES.invalidTargetDate);
  const change = { dueAt: dueAt || deleteField(), remindersSent: [] };
  const actor = await currentActor();
  await commitStatusChange(taskId, teamId, change, dueAt ? { dueAt } : {}, (before, at) => {
    const summary = teamDueDateSummary(before?.dueAt, dueAt);
    return summary
      ? [activityOperation(actor, { subject: { kind: 'taskStatus', taskId, teamId }, verb: 'changed', at, summary })]
      : [];
  });
}

/** A team's file for a PDF form or upload task, stored under the task's team folder. */
export async function uploadTeamTaskFile(
  taskId: string,
  teamId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<TaskFile> {
  if (!teamId) throw new Error(MISSING_ID_MESSAGES.teamIdEmpty);
  return uploadTaskFile([taskId, 'teams', teamId], file, onProgress);
}

export async function reviewTaskApproval(input: {
  taskId: string;
  teamId: string;
  decision: ApprovalDecision;
  note: string;
}): Promise<{ emailed: number }> {
  return callFunction(reviewTaskApprovalCallable, input);
}

export async function sendTaskChaser(taskId?: string): Promise<{ teams: number; emailed: number }> {
  return callFunction(sendTaskChaserCallable, taskId ? { taskId } : {});
}

// ── Comments and replies ──────────────────────────────────────────────────────────────────
/** A team's thread on a task is named by the two. */
export interface ThreadKey {
  taskId: string;
  teamId: string;
}

export interface TaskThread {
  comments: Comment[];
  replies: Reply[];
  /** The comments and replies written in this browser and not yet stored (offline, or on their way). */
  pendingIds: string[];
}

/** One team's thread on a task, live: every change anyone makes to it arrives as a new thread. */
export function listenThread({ taskId, teamId }: ThreadKey, { next, fail }: Listener<TaskThread>): Unsubscribe {
  if (!teamId) throw new Error(MISSING_ID_MESSAGES.teamIdEmpty);
  const filters = [where('teamId', '==', teamId), where('taskId', '==', taskId)];
  return listenTogether<[StoredDocument[], StoredDocument[]]>(
    [
      (listener) => listenCollection(paths().collection('comments'), filters, listener),
      (listener) => listenCollection(paths().collection('replies'), filters, listener),
    ],
    {
      next: ([comments, replies]) =>
        next({
          comments: parseDocuments(commentSchema, 'comment', comments),
          replies: parseDocuments(replySchema, 'reply', replies),
          pendingIds: [...comments, ...replies]
            .filter((snapshot) => snapshot.metadata?.hasPendingWrites)
            .map((snapshot) => snapshot.id),
        }),
      fail,
    },
  );
}

/** The status's commentIds gain (or lose) a comment, committed with the comment's own writes. */
function commitWithStatusComments(
  comment: Pick<Comment, 'id' | 'taskId' | 'teamId'>,
  add: boolean,
  commentWrites: BatchOperation[],
): Promise<void> {
  return commitStatusChange(
    comment.taskId,
    comment.teamId,
    { commentIds: add ? arrayUnion(comment.id) : arrayRemove(comment.id) },
    { commentIds: add ? [comment.id] : [] },
    () => commentWrites,
  );
}

/**
 * A stored comment or reply, and why the e-mail about it did not go ('' when it went). The post is
 * stored first, so a refused or failed mail never reads as a failed post (which would be posted twice).
 */
export interface PostedResult<T> {
  post: T;
  mailProblem: string;
}

/** Why a mail about something already stored did not go ('' when it went). */
async function mailProblemOf(mail: () => Promise<unknown>, notice: string): Promise<string> {
  try {
    await mail();
    return '';
  } catch (error) {
    return `${notice} ${normaliseError(error).message}`;
  }
}

/** Whether a post written now speaks for the organisers (the rules accept the mark from moderators and up only). */
function isOrganiserWriting(): boolean {
  const session = getSession();
  return session.status === 'signedIn' && hasRole(session.user.role, 'moderator');
}

const announcePost = (post: { commentId: string; replyId?: string }) =>
  mailProblemOf(() => callFunction(sendCommentNotificationCallable, post), TASK_MESSAGES.postedWithoutMail);

/**
 * Mails the organisers that the team's submission waits on them, once it is stored; answers why the
 * mail did not go ('' when it went), the submission itself standing either way.
 */
export function announceApprovalRequest({ taskId, teamId }: ThreadKey): Promise<string> {
  return mailProblemOf(
    () => callFunction(announceApprovalRequestCallable, { taskId, teamId }),
    TASK_MESSAGES.submittedWithoutMail,
  );
}

/** Adds a comment to the team's thread, updates the status's commentIds, and mails the other side. */
export async function createComment(
  taskId: string,
  teamId: string,
  text: string,
  authorName: string,
): Promise<PostedResult<Comment>> {
  requireCurrentUserId();
  const comment = checkForWrite(
    commentSchema,
    withCreateStamp({
      id: newDocumentId(),
      taskId,
      teamId,
      text: commentTextSchema.parse(text),
      authorName,
      likes: [],
      isFromOrganiser: isOrganiserWriting(),
      replyIds: [],
      isPinned: false,
    }),
    TASK_MESSAGES.invalidTaskValues,
  );
  await commitWithStatusComments(comment, true, [
    { type: 'set', path: paths().doc('comments', comment.id), data: comment },
  ]);
  return { post: comment, mailProblem: await announcePost({ commentId: comment.id }) };
}

/** Adds a reply under a comment and mails the other side. */
export async function createReply(
  comment: Pick<Comment, 'id' | 'taskId' | 'teamId'>,
  text: string,
  authorName: string,
): Promise<PostedResult<Reply>> {
  if (!comment.id) throw new Error(MISSING_ID_MESSAGES.commentId);
  const reply = checkForWrite(
    replySchema,
    withCreateStamp({
      id: newDocumentId(),
      commentId: comment.id,
      taskId: comment.taskId,
      teamId: comment.teamId,
      text: commentTextSchema.parse(text),
      authorName,
      likes: [],
      isFromOrganiser: isOrganiserWriting(),
    }),
    TASK_MESSAGES.invalidTaskValues,
  );
  await commitInBatches([
    { type: 'set', path: paths().doc('replies', reply.id), data: reply },
    {
      type: 'update',
      path: paths().doc('comments', comment.id),
      data: withUpdateStamp({ replyIds: arrayUnion(reply.id) }),
    },
  ]);
  return { post: reply, mailProblem: await announcePost({ commentId: comment.id, replyId: reply.id }) };
}

export type Post = { kind: 'comment'; post: Comment } | { kind: 'reply'; post: Reply };
const collectionOf = (kind: Post['kind']) => (kind === 'comment' ? 'comments' : 'replies');

/** The author changes the text of their comment or reply. */
export async function updatePost({ kind, post }: Post, text: string): Promise<void> {
  if (!post.id) throw new Error(MISSING_ID_MESSAGES.commentId);
  await commitInBatches([
    {
      type: 'update',
      path: paths().doc(collectionOf(kind), post.id),
      data: withUpdateStamp({ text: commentTextSchema.parse(text) }),
    },
  ]);
}

/** The signed-in person likes or unlikes a comment or reply ('No user ID' when signed out). */
export async function toggleLikePost({ kind, post }: Post): Promise<void> {
  const userId = currentUserId();
  if (!userId) throw new Error(MISSING_ID_MESSAGES.userId);
  const liked = post.likes.includes(userId);
  await commitInBatches([
    {
      type: 'update',
      path: paths().doc(collectionOf(kind), post.id),
      data: withUpdateStamp({ likes: liked ? arrayRemove(userId) : arrayUnion(userId) }),
    },
  ]);
}

/** Organisers pin a comment to the top of the thread, or unpin it. */
export async function updateCommentPinned(comment: Comment, isPinned: boolean): Promise<void> {
  if (!comment.id) throw new Error(MISSING_ID_MESSAGES.commentId);
  await commitInBatches([
    { type: 'update', path: paths().doc('comments', comment.id), data: withUpdateStamp({ isPinned }) },
  ]);
}

/** Deletes a comment with its replies and takes it out of the status's commentIds. */
export async function deleteComment(comment: Comment): Promise<void> {
  if (!comment.id) throw new Error(MISSING_ID_MESSAGES.commentId);
  await commitWithStatusComments(comment, false, [
    ...comment.replyIds.map((id): BatchOperation => ({ type: 'delete', path: paths().doc('replies', id) })),
    { type: 'delete', path: paths().doc('comments', comment.id) },
  ]);
}

export async function deleteReply(reply: Reply): Promise<void> {
  await commitInBatches([
    { type: 'delete', path: paths().doc('replies', reply.id) },
    {
      type: 'update',
      path: paths().doc('comments', reply.commentId),
      data: withUpdateStamp({ replyIds: arrayRemove(reply.id) }),
    },
  ]);
}
