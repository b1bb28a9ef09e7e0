import type { Comment, Reply } from './tasks';

/** A thread is open until an organiser marks it handled, and open again once the team writes after that. */
export const THREAD_STATES = ['open', 'handled'] as const;
export type ThreadState = (typeof THREAD_STATES)[number];

/** One team's comment on a task with its replies, as the organisers' comments inbox lists it. */
export interface InboxThread {
  comment: Comment;
  /** Oldest first. */
  replies: Reply[];
  /** The last word in the thread: the comment itself, or its newest reply. */
  latest: Comment | Reply;
  /** The team spoke last: the organisers owe an answer. */
  awaitsAnswer: boolean;
  state: ThreadState;
}

export interface InboxFilters {
  taskId: string;
  teamId: string;
  state: ThreadState | 'all';
}

const oldestFirst = (a: { createdAt: string }, b: { createdAt: string }) => a.createdAt.localeCompare(b.createdAt);

/** Handled while the organisers' mark is newer than anything the team has written. */
function threadStateOf(comment: Comment, posts: readonly (Comment | Reply)[]): ThreadState {
  if (!comment.handledAt) return 'open';
  const teamWroteSince = posts.some((post) => !post.isFromOrganiser && post.createdAt > comment.handledAt);
  return teamWroteSince ? 'open' : 'handled';
}

/** Every thread, those waiting on an answer first, then the most recently active first. */
export function inboxThreads(comments: readonly Comment[], replies: readonly Reply[]): InboxThread[] {
  const repliesOf = new Map<string, Reply[]>();
  for (const reply of [...replies].sort(oldestFirst))
    repliesOf.set(reply.commentId, [...(repliesOf.get(reply.commentId) ?? []), reply]);
  const threads = comments.map((comment): InboxThread => {
    const threadReplies = repliesOf.get(comment.id) ?? [];
    const latest = threadReplies.at(-1) ?? comment;
    return {
      comment,
      replies: threadReplies,
      latest,
      awaitsAnswer: !latest.isFromOrganiser,
      state: threadStateOf(comment, [comment, ...threadReplies]),
    };
  });
  return threads.sort(
    (a, b) => Number(b.awaitsAnswer) - Number(a.awaitsAnswer) || b.latest.createdAt.localeCompare(a.latest.createdAt),
  );
}

export function filterThreads(threads: readonly InboxThread[], { taskId, teamId, state }: InboxFilters): InboxThread[] {
  return threads.filter(
    ({ comment, state: threadState }) =>
      (!taskId || comment.taskId === taskId) &&
      (!teamId || comment.teamId === teamId) &&
      (state === 'all' || threadState === state),
  );
}
