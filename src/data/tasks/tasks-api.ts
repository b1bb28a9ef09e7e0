import { api, listTags, queryFnFrom, undoIfRejected } from '../api-slice';
import type { ApprovalDecision, Comment, Reply, Task, TaskGroup, TaskStatus, TaskViewer } from '../../domain/tasks';
import type { Post, TaskSave, TaskThread } from './tasks-store';
import { lazyStore } from '../lazy-store';
import { getSession } from '../session/session-state';

const {
  addComment,
  addReply,
  deleteComment,
  deleteReply,
  deleteTaskGroups,
  deleteTasks,
  editPost,
  getTask,
  listTaskGroups,
  listTasks,
  listTaskStatuses,
  listTeamTaskStatuses,
  listViewableTasks,
  readThread,
  reviewTaskApproval,
  saveTask,
  saveTaskGroup,
  saveTaskStatus,
  sendTaskChaser,
  setCommentPinned,
  setTaskGroupsArchived,
  setTasksArchived,
  toggleLikePost,
  uploadTeamTaskFile,
} = lazyStore(() => import('./tasks-store'));

type ThreadKey = { taskId: string; teamId: string };
const threadTag = ({ taskId, teamId }: ThreadKey) => ({ type: 'Comment' as const, id: `${taskId}_${teamId}` });

export const tasksApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    tasks: build.query<Task[], void>({
      queryFn: queryFnFrom(listTasks),
      providesTags: (result) => listTags('Task', result),
    }),
    viewableTasks: build.query<Task[], TaskViewer>({
      queryFn: queryFnFrom(listViewableTasks),
      providesTags: (result) => listTags('Task', result),
    }),
    task: build.query<Task, string>({
      queryFn: queryFnFrom(getTask),
      providesTags: (_result, _error, taskId) => [{ type: 'Task', id: taskId }],
    }),
    createTask: build.mutation<Task, TaskSave>({
      queryFn: queryFnFrom(saveTask),
      invalidatesTags: (result) => [...listTags('Task', result ? [result] : []), { type: 'TaskGroup', id: 'LIST' }],
    }),
    updateTask: build.mutation<Task, TaskSave>({
      queryFn: queryFnFrom(saveTask),
      invalidatesTags: (result) => [...listTags('Task', result ? [result] : []), { type: 'TaskGroup', id: 'LIST' }],
    }),
    updateTasksArchived: build.mutation<null, { taskIds: string[]; isArchived: boolean }>({
      queryFn: queryFnFrom(({ taskIds, isArchived }) => setTasksArchived(taskIds, isArchived)),
      invalidatesTags: (_result, _error, { taskIds }) => listTags('Task', taskIds),
    }),
    deleteTasks: build.mutation<null, string[]>({
      queryFn: queryFnFrom(deleteTasks),
      invalidatesTags: [{ type: 'Task', id: 'LIST' }, { type: 'TaskGroup', id: 'LIST' }, { type: 'TaskStatus', id: 'LIST' }],
    }),
    taskGroups: build.query<TaskGroup[], void>({
      queryFn: queryFnFrom(listTaskGroups),
      providesTags: (result) => listTags('TaskGroup', result),
    }),
    createTaskGroup: build.mutation<TaskGroup, { values: { title: string; taskIds: string[] }; current?: TaskGroup }>({
      queryFn: queryFnFrom(({ values, current }) => saveTaskGroup(values, current)),
      invalidatesTags: [{ type: 'TaskGroup', id: 'LIST' }],
    }),
    updateTaskGroup: build.mutation<TaskGroup, { values: { title: string; taskIds: string[] }; current?: TaskGroup }>({
      queryFn: queryFnFrom(({ values, current }) => saveTaskGroup(values, current)),
      invalidatesTags: [{ type: 'TaskGroup', id: 'LIST' }],
    }),
    updateTaskGroupsArchived: build.mutation<null, { groupIds: string[]; isArchived: boolean }>({
      queryFn: queryFnFrom(({ groupIds, isArchived }) => setTaskGroupsArchived(groupIds, isArchived)),
      invalidatesTags: [{ type: 'TaskGroup', id: 'LIST' }],
    }),
    deleteTaskGroups: build.mutation<null, string[]>({
      queryFn: queryFnFrom(deleteTaskGroups),
      invalidatesTags: [{ type: 'TaskGroup', id: 'LIST' }],
    }),
    taskStatuses: build.query<TaskStatus[], void>({
      queryFn: queryFnFrom(listTaskStatuses),
      providesTags: (result) => listTags('TaskStatus', result),
    }),
    teamTaskStatuses: build.query<TaskStatus[], string>({
      queryFn: queryFnFrom(listTeamTaskStatuses),
      providesTags: (result) => listTags('TaskStatus', result),
    }),
    updateTaskStatus: build.mutation<TaskStatus, TaskStatus>({
      queryFn: queryFnFrom(saveTaskStatus),
      invalidatesTags: [{ type: 'TaskStatus', id: 'LIST' }],
    }),
    uploadTeamTaskFile: build.mutation<TaskStatus['files'][number], ThreadKey & { file: File }>({
      queryFn: queryFnFrom(({ taskId, teamId, file }) => uploadTeamTaskFile(taskId, teamId, file)),
    }),
    reviewTaskApproval: build.mutation<{ emailed: number }, ThreadKey & { decision: ApprovalDecision; note: string }>({
      queryFn: queryFnFrom(reviewTaskApproval),
      invalidatesTags: [{ type: 'TaskStatus', id: 'LIST' }],
    }),
    sendTaskChaser: build.mutation<{ teams: number; emailed: number }, string | undefined>({
      queryFn: queryFnFrom(sendTaskChaser),
    }),
    taskThread: build.query<TaskThread, ThreadKey>({
      queryFn: queryFnFrom(({ taskId, teamId }) => readThread(taskId, teamId)),
      providesTags: (_result, _error, key) => [threadTag(key)],
    }),
    createComment: build.mutation<Comment, ThreadKey & { text: string; authorName: string }>({
      queryFn: queryFnFrom(({ taskId, teamId, text, authorName }) => addComment(taskId, teamId, text, authorName)),
      invalidatesTags: (_result, _error, key) => [threadTag(key), { type: 'TaskStatus', id: 'LIST' }],
    }),
    createReply: build.mutation<Reply, { comment: Comment; text: string; authorName: string }>({
      queryFn: queryFnFrom(({ comment, text, authorName }) => addReply(comment, text, authorName)),
      invalidatesTags: (_result, _error, { comment }) => [threadTag(comment)],
    }),
    updatePost: build.mutation<null, { target: Post; text: string }>({
      queryFn: queryFnFrom(({ target, text }) => editPost(target, text)),
      invalidatesTags: (_result, _error, { target }) => [threadTag(target.post)],
    }),
    toggleLikePost: build.mutation<null, Post>({
      queryFn: queryFnFrom(toggleLikePost),
      invalidatesTags: (_result, _error, target) => [threadTag(target.post)],
    }),
    updateCommentPinned: build.mutation<null, { comment: Comment; isPinned: boolean }>({
      queryFn: queryFnFrom(({ comment, isPinned }) => setCommentPinned(comment, isPinned)),
      invalidatesTags: (_result, _error, { comment }) => [threadTag(comment)],
    }),
    deleteComment: build.mutation<null, Comment>({
      queryFn: queryFnFrom(deleteComment),
      invalidatesTags: (_result, _error, comment) => [threadTag(comment), { type: 'TaskStatus', id: 'LIST' }],
    }),
    deleteReply: build.mutation<null, Reply>({
      queryFn: queryFnFrom(deleteReply),
      invalidatesTags: (_result, _error, reply) => [threadTag(reply)],
    }),
  }),
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
            if (liked) liked.likes = liked.likes.includes(uid) ? liked.likes.filter((id) => id !== uid) : [...liked.likes, uid];
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
  useUpdateTaskStatusMutation,
  useUploadTeamTaskFileMutation,
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
