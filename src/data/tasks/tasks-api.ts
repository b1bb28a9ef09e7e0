import { api, listTags, undoIfRejected, storeEndpoints } from '../api-slice';
import type { Comment, Task, TaskGroup, TaskStatus } from '../../domain/tasks';
import type { Post, ThreadKey } from './tasks-store';
import { lazyStore } from '../lazy-store';
import { getSession } from '../session/session-state';

const tasksStore = lazyStore(() => import('./tasks-store'));

const TASK_GROUP_LIST = { type: 'TaskGroup', id: 'LIST' } as const;
const taskSaved = (result: Task | undefined) => [...listTags('Task', result ? [result] : []), TASK_GROUP_LIST];
type TaskGroupValues = { title: string; taskIds: string[] };
const threadTag = ({ taskId, teamId }: ThreadKey) => ({ type: 'Comment' as const, id: `${taskId}_${teamId}` });

export const tasksApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation, live }) => ({
    tasks: query(tasksStore.listTasks, (result) => listTags('Task', result)),
    viewableTasks: query(tasksStore.listViewableTasks, (result) => listTags('Task', result)),
    task: query(tasksStore.getTask, (_result, _error, taskId) => [{ type: 'Task', id: taskId }]),
    createTask: mutation(tasksStore.createTask, taskSaved),
    updateTask: mutation(tasksStore.updateTask, taskSaved),
    updateTasksArchived: mutation(
      ({ taskIds, isArchived }: { taskIds: string[]; isArchived: boolean }) =>
        tasksStore.updateTasksArchived(taskIds, isArchived),
      (_result, _error, { taskIds }) => listTags('Task', taskIds),
    ),
    deleteTasks: mutation(tasksStore.deleteTasks, [
      { type: 'Task', id: 'LIST' },
      { type: 'TaskGroup', id: 'LIST' },
      { type: 'TaskStatus', id: 'LIST' },
    ]),
    taskGroups: query(tasksStore.listTaskGroups, (result) => listTags('TaskGroup', result)),
    createTaskGroup: mutation(
      ({ values }: { values: TaskGroupValues }) => tasksStore.createTaskGroup(values),
      [TASK_GROUP_LIST],
    ),
    updateTaskGroup: mutation(
      ({ values, current }: { values: TaskGroupValues; current: TaskGroup }) =>
        tasksStore.updateTaskGroup(values, current),
      [TASK_GROUP_LIST],
    ),
    updateTaskGroupsArchived: mutation(
      ({ groupIds, isArchived }: { groupIds: string[]; isArchived: boolean }) =>
        tasksStore.updateTaskGroupsArchived(groupIds, isArchived),
      [{ type: 'TaskGroup', id: 'LIST' }],
    ),
    deleteTaskGroups: mutation(tasksStore.deleteTaskGroups, [{ type: 'TaskGroup', id: 'LIST' }]),
    /** Every team's statuses, live (the organiser's task screen). */
    taskStatuses: live(tasksStore.listenTaskStatuses, (result) => listTags('TaskStatus', result)),
    /** A team's statuses, live (/tasks, the time table, the dashboard's tasks card). */
    teamTaskStatuses: live(tasksStore.listenTeamTaskStatuses, (result) => listTags('TaskStatus', result)),
    /** Every submission waiting on approval, live (the approvals queue). */
    pendingApprovals: live(tasksStore.listenPendingApprovals, (result) => listTags('TaskStatus', result)),
    announceApprovalRequest: mutation(tasksStore.announceApprovalRequest),
    updateTaskStatus: mutation(tasksStore.updateTaskStatus, [{ type: 'TaskStatus', id: 'LIST' }]),
    uploadTeamTaskFile: mutation(({ taskId, teamId, file }: ThreadKey & { file: File }) =>
      tasksStore.uploadTeamTaskFile(taskId, teamId, file),
    ),
    /** No tags for these two: the live statuses show the change as it is written. */
    updateTaskNotApplicable: mutation(tasksStore.updateTaskNotApplicable),
    updateTeamDueDate: mutation(tasksStore.updateTeamDueDate),
    reviewTaskApproval: mutation(tasksStore.reviewTaskApproval, [{ type: 'TaskStatus', id: 'LIST' }]),
    sendTaskChaser: mutation(tasksStore.sendTaskChaser),
    /** A team's thread, live: comments, replies, likes and pins by anyone show as they are stored. */
    taskThread: live(tasksStore.listenThread, (_result, _error, key) => [threadTag(key)]),
    createComment: mutation(
      ({ taskId, teamId, text, authorName }: ThreadKey & { text: string; authorName: string }) =>
        tasksStore.createComment(taskId, teamId, text, authorName),
      (_result, _error, key) => [threadTag(key), { type: 'TaskStatus', id: 'LIST' }],
    ),
    createReply: mutation(
      ({ comment, text, authorName }: { comment: Comment; text: string; authorName: string }) =>
        tasksStore.createReply(comment, text, authorName),
      (_result, _error, { comment }) => [threadTag(comment)],
    ),
    updatePost: mutation(
      ({ target, text }: { target: Post; text: string }) => tasksStore.updatePost(target, text),
      (_result, _error, { target }) => [threadTag(target.post)],
    ),
    toggleLikePost: mutation(tasksStore.toggleLikePost, (_result, _error, target) => [threadTag(target.post)]),
    updateCommentPinned: mutation(
      ({ comment, isPinned }: { comment: Comment; isPinned: boolean }) =>
        tasksStore.updateCommentPinned(comment, isPinned),
      (_result, _error, { comment }) => [threadTag(comment)],
    ),
    deleteComment: mutation(tasksStore.deleteComment, (_result, _error, comment) => [
      threadTag(comment),
      { type: 'TaskStatus', id: 'LIST' },
    ]),
    deleteReply: mutation(tasksStore.deleteReply, (_result, _error, reply) => [threadTag(reply)]),
  })),
});

/** A team marking a task complete, a like and a pin show at once, and are taken back if the write fails. */
tasksApi.enhanceEndpoints({
  endpoints: {
    updateTaskStatus: {
      onQueryStarted(status, { dispatch, queryFulfilled }) {
        const replace = (statuses: TaskStatus[]) => {
          const index = statuses.findIndex((each) => each.taskId === status.taskId && each.teamId === status.teamId);
          if (index === -1) statuses.push(status);
          else statuses[index] = status;
        };
        const patches = [
          dispatch(tasksApi.util.updateQueryData('teamTaskStatuses', status.teamId, replace)),
          dispatch(tasksApi.util.updateQueryData('taskStatuses', undefined, replace)),
        ];
        return undoIfRejected(patches, queryFulfilled);
      },
    },
    toggleLikePost: {
      onQueryStarted({ kind, post }, { dispatch, queryFulfilled }) {
        const session = getSession();
        if (session.status !== 'signedIn') return;
        const { uid } = session.user;
        const patch = dispatch(
          tasksApi.util.updateQueryData('taskThread', { taskId: post.taskId, teamId: post.teamId }, (thread) => {
            const liked = (kind === 'comment' ? thread.comments : thread.replies).find((each) => each.id === post.id);
            if (liked)
              liked.likes = liked.likes.includes(uid) ? liked.likes.filter((id) => id !== uid) : [...liked.likes, uid];
          }),
        );
        return undoIfRejected([patch], queryFulfilled);
      },
    },
    updateCommentPinned: {
      onQueryStarted({ comment, isPinned }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          tasksApi.util.updateQueryData('taskThread', { taskId: comment.taskId, teamId: comment.teamId }, (thread) => {
            const pinned = thread.comments.find((each) => each.id === comment.id);
            if (pinned) pinned.isPinned = isPinned;
          }),
        );
        return undoIfRejected([patch], queryFulfilled);
      },
    },
  },
});

export const {
  useTasksQuery,
  useViewableTasksQuery,
  useTaskQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useUpdateTasksArchivedMutation,
  useDeleteTasksMutation,
  useTaskGroupsQuery,
  useCreateTaskGroupMutation,
  useUpdateTaskGroupMutation,
  useUpdateTaskGroupsArchivedMutation,
  useDeleteTaskGroupsMutation,
  useTaskStatusesQuery,
  useTeamTaskStatusesQuery,
  usePendingApprovalsQuery,
  useAnnounceApprovalRequestMutation,
  useUpdateTaskStatusMutation,
  useUploadTeamTaskFileMutation,
  useUpdateTaskNotApplicableMutation,
  useUpdateTeamDueDateMutation,
  useReviewTaskApprovalMutation,
  useSendTaskChaserMutation,
  useTaskThreadQuery,
  useCreateCommentMutation,
  useCreateReplyMutation,
  useUpdatePostMutation,
  useToggleLikePostMutation,
  useUpdateCommentPinnedMutation,
  useDeleteCommentMutation,
  useDeleteReplyMutation,
} = tasksApi;
