import type { Unsubscribe } from 'firebase/firestore';
import { MISSING_ID_MESSAGES } from '../../domain/messages';
import { commentSchema, replySchema, type Comment, type Reply } from '../../domain/tasks';
import { firebaseClient } from '../../lib/firebase/client';
import {
  commitInBatches,
  listenCollection,
  listenTogether,
  parseDocuments,
  requireCurrentUserId,
  withUpdateStamp,
  type Listener,
  type StoredDocument,
} from '../../lib/firebase/documents';

const paths = () => firebaseClient().paths;

export interface InboxPosts {
  comments: Comment[];
  replies: Reply[];
}

/**
 * Every team's comments and replies in the event, live (the organisers' comments inbox). Only
 * moderators and up may run these unfiltered queries: the rules refuse them to anyone in a team.
 */
export function listenInboxPosts(_all: void, { next, fail }: Listener<InboxPosts>): Unsubscribe {
  return listenTogether<[StoredDocument[], StoredDocument[]]>(
    [
      (listener) => listenCollection(paths().collection('comments'), [], listener),
      (listener) => listenCollection(paths().collection('replies'), [], listener),
    ],
    {
      next: ([comments, replies]) =>
        next({
          comments: parseDocuments(commentSchema, 'comment', comments),
          replies: parseDocuments(replySchema, 'reply', replies),
        }),
      fail,
    },
  );
}

/** An organiser marks a thread handled (stamped with who and when), or reopens it. */
export async function updateThreadHandled({ comment, isHandled }: { comment: Comment; isHandled: boolean }) {
  if (!comment.id) throw new Error(MISSING_ID_MESSAGES.commentId);
  const now = new Date();
  const mark = isHandled
    ? { handledAt: now.toISOString(), handledBy: requireCurrentUserId() }
    : { handledAt: '', handledBy: '' };
  await commitInBatches([
    { type: 'update', path: paths().doc('comments', comment.id), data: withUpdateStamp(mark, now) },
  ]);
}
