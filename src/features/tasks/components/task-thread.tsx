import { useState } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Icon } from '../../../components/icon';
import { LoadingOrError } from '../../../components/loading-or-error';
import { PostTextBox } from '../../../components/post-text-box';
import {
  useCreateCommentMutation,
  useCreateReplyMutation,
  useDeleteCommentMutation,
  useDeleteReplyMutation,
  useUpdatePostMutation,
  useUpdateCommentPinnedMutation,
  useTaskThreadQuery,
  useToggleLikePostMutation,
} from '../../../data/tasks/tasks-api';
import type { Post } from '../../../data/tasks/tasks-store';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { orderComments, type Comment } from '../../../domain/tasks';

export interface ThreadPerson {
  uid: string;
  /** displayNameOf the person's event record: the rules accept a post signed with exactly this name. */
  name: string;
  /** Organisers pin comments and may delete anything in the thread. */
  isOrganiser: boolean;
}

/** One comment or reply: its author, time, plain text (never HTML), likes and the author's edit and delete. */
function PostView({
  target,
  me,
  pendingIds,
  children,
  actions,
}: {
  target: Post;
  me: ThreadPerson;
  /** The posts written here and not yet stored: shown as waiting to be sent. */
  pendingIds: ReadonlySet<string>;
  children?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const timeZone = useEventTimeZone();
  const [editing, setEditing] = useState(false);
  const [editPost] = useUpdatePostMutation();
  const [toggleLike] = useToggleLikePostMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const [deleteReply] = useDeleteReplyMutation();
  const { post } = target;
  const mine = post.createdBy === me.uid;
  const liked = post.likes.includes(me.uid);
  const remove = () =>
    target.kind === 'comment' ? deleteComment(target.post).unwrap() : deleteReply(target.post).unwrap();
  return (
    <div className={`task-post ${target.kind === 'reply' ? 'task-post-reply' : ''}`} data-testid={target.kind}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 small">
        <strong>{post.authorName || 'Someone'}</strong>
        <span className="text-body-secondary">{formatDateTime(post.createdAt, timeZone)}</span>
        {pendingIds.has(post.id) && (
          <Badge bg="secondary" data-testid="pending-post">
            <Icon name="clock-history" className="me-1" />
            Not sent yet
          </Badge>
        )}
        {target.kind === 'comment' && target.post.isPinned && (
          <Badge bg="warning" text="dark">
            <Icon name="pin-angle" className="me-1" />
            Pinned
          </Badge>
        )}
      </div>
      {editing ? (
        <PostTextBox
          label="Edit"
          initial={post.text}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            await editPost({ target, text }).unwrap();
            setEditing(false);
          }}
        />
      ) : (
        <p className="task-post-text mb-1">{post.text}</p>
      )}
      <div className="d-flex flex-wrap gap-1">
        <Button
          size="sm"
          variant={liked ? 'primary' : 'outline-secondary'}
          className="py-0"
          aria-pressed={liked}
          onClick={() => void toggleLike(target)}
        >
          <Icon name={liked ? 'hand-thumbs-up-fill' : 'hand-thumbs-up'} className="me-1" />
          {liked ? 'Unlike' : 'Like'} {post.likes.length > 0 && `(${post.likes.length})`}
        </Button>
        {actions}
        {mine && !editing && (
          <Button size="sm" variant="link" className="py-0" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {(mine || me.isOrganiser) && (
          <Button size="sm" variant="link" className="py-0 text-danger" onClick={() => void remove()}>
            Delete
          </Button>
        )}
      </div>
      {children}
    </div>
  );
}

function CommentView({
  comment,
  replies,
  me,
  pendingIds,
}: {
  comment: Comment;
  replies: Post[];
  me: ThreadPerson;
  pendingIds: ReadonlySet<string>;
}) {
  const [replying, setReplying] = useState(false);
  const [addReply] = useCreateReplyMutation();
  const [setPinned] = useUpdateCommentPinnedMutation();
  return (
    <li className="task-comment">
      <PostView
        target={{ kind: 'comment', post: comment }}
        me={me}
        pendingIds={pendingIds}
        actions={
          <>
            <Button size="sm" variant="link" className="py-0" onClick={() => setReplying(!replying)}>
              Reply
            </Button>
            {me.isOrganiser && (
              <Button
                size="sm"
                variant="link"
                className="py-0"
                onClick={() => void setPinned({ comment, isPinned: !comment.isPinned })}
              >
                {comment.isPinned ? 'Unpin' : 'Pin'}
              </Button>
            )}
          </>
        }
      >
        <ul className="list-unstyled ms-3 ms-md-4 mt-2 mb-0">
          {replies.map((reply) => (
            <li key={reply.post.id}>
              <PostView target={reply} me={me} pendingIds={pendingIds} />
            </li>
          ))}
        </ul>
        {replying && (
          <div className="ms-3 ms-md-4 mt-2">
            <PostTextBox
              label="Write a reply"
              submitLabel="Reply"
              onCancel={() => setReplying(false)}
              onSubmit={async (text) => {
                const { mailProblem } = await addReply({ comment, text, authorName: me.name }).unwrap();
                // The reply box stays open only to say its e-mail did not go.
                if (mailProblem) return mailProblem;
                setReplying(false);
              }}
            />
          </div>
        )}
      </PostView>
    </li>
  );
}

/**
 * One team's thread on a task, between the team and the organisers, live: what either side writes
 * shows on the other's open screen as it is stored; what is written offline shows as not sent yet.
 */
export function TaskThread({ taskId, teamId, me }: { taskId: string; teamId: string; me: ThreadPerson }) {
  // currentData: once the rules refuse the listen, the thread read before is not shown.
  const { currentData: data, error, isLoading } = useTaskThreadQuery({ taskId, teamId });
  const [addComment] = useCreateCommentMutation();
  const comments = orderComments(data?.comments ?? []);
  const pendingIds = new Set(data?.pendingIds);
  return (
    <section aria-label="Comments" className="task-thread">
      <h3 className="h6 mb-3">
        Comments {comments.length > 0 && <span className="text-body-secondary">({comments.length})</span>}
      </h3>
      <LoadingOrError
        isLoading={isLoading}
        error={error}
        skeleton={
          <p className="text-body-secondary small" role="status">
            Loading comments…
          </p>
        }
      />
      {data && comments.length === 0 && <p className="text-body-secondary small">No comments yet.</p>}
      <ul className="list-unstyled d-flex flex-column gap-3">
        {comments.map((comment) => (
          <CommentView
            key={comment.id}
            comment={comment}
            me={me}
            pendingIds={pendingIds}
            replies={(data?.replies ?? [])
              .filter((reply) => reply.commentId === comment.id)
              .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
              .map((post) => ({ kind: 'reply', post }))}
          />
        ))}
      </ul>
      <PostTextBox
        label="Write a comment"
        submitLabel="Comment"
        onSubmit={async (text) =>
          (await addComment({ taskId, teamId, text, authorName: me.name }).unwrap()).mailProblem
        }
      />
    </section>
  );
}
