import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { BusyButton } from '../../../components/busy-button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { PostTextBox } from '../../../components/post-text-box';
import { errorMessage } from '../../../data/api-slice';
import { useUpdateThreadHandledMutation } from '../../../data/comments-inbox/comments-inbox-api';
import { useSessionUser } from '../../../data/session/use-session';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { useCreateReplyMutation } from '../../../data/tasks/tasks-api';
import { displayNameOf } from '../../../domain/auth-callables';
import type { InboxThread } from '../../../domain/comments-inbox';
import { formatDateTime } from '../../../domain/event-time';
import { buildPath } from '../../../domain/routes';
import type { Comment, Reply } from '../../../domain/tasks';

function PostLine({ post }: { post: Comment | Reply }) {
  const timeZone = useEventTimeZone();
  return (
    <li className={`inbox-post ${post.isFromOrganiser ? 'inbox-post-organiser' : ''}`}>
      <div className="small text-body-secondary">
        <strong className="text-body">{post.authorName || 'Someone'}</strong>
        {post.isFromOrganiser && ' (organisers)'} · {formatDateTime(post.createdAt, timeZone)}
      </div>
      <p className="mb-0 inbox-post-text">{post.text}</p>
    </li>
  );
}

/** One thread in the inbox: task and team, the last word, who and when; answered or marked handled in place. */
export function InboxThreadCard({
  thread,
  taskTitle,
  teamName,
}: {
  thread: InboxThread;
  taskTitle: string;
  teamName: string;
}) {
  const timeZone = useEventTimeZone();
  const feedback = useFeedback();
  const [isOpen, setOpen] = useState(false);
  const [updateHandled, updating] = useUpdateThreadHandledMutation();
  const [addReply] = useCreateReplyMutation();
  const user = useSessionUser();
  const myName = displayNameOf(user.firstName, user.surname);
  const { comment, replies, latest, awaitsAnswer, state } = thread;
  const isHandled = state === 'handled';

  async function toggleHandled() {
    try {
      await updateHandled({ comment, isHandled: !isHandled }).unwrap();
    } catch (caught) {
      feedback.showError(errorMessage(caught));
    }
  }

  return (
    <Card as="li" className="shadow-sm" aria-label={`${taskTitle} · ${teamName}`}>
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <h2 className="h6 mb-0 me-auto">
            <Link to={buildPath('editTask', { taskId: comment.taskId })}>{taskTitle}</Link>
            <span className="text-body-secondary fw-normal">
              {' · '}
              <Link className="link-secondary" to={buildPath('viewTeam', { teamId: comment.teamId })}>
                {teamName}
              </Link>
            </span>
          </h2>
          {awaitsAnswer ? (
            <Badge bg="warning" text="dark">
              Awaiting answer
            </Badge>
          ) : (
            <Badge bg="info" text="dark">
              Answered
            </Badge>
          )}
          {isHandled && (
            <Badge bg="success">
              <Icon name="check-lg" className="me-1" />
              Handled
            </Badge>
          )}
        </div>
        <div>
          <p className="mb-1 inbox-latest" data-testid="latest-text">
            {latest.text}
          </p>
          <div className="small text-body-secondary">
            {latest.authorName || 'Someone'}
            {latest.isFromOrganiser && ' (organisers)'} · {formatDateTime(latest.createdAt, timeZone)}
            {replies.length > 0 && ` · ${replies.length} ${replies.length === 1 ? 'reply' : 'replies'}`}
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="outline-primary" aria-expanded={isOpen} onClick={() => setOpen(!isOpen)}>
            <Icon name="chat-left-text" className="me-1" />
            {isOpen ? 'Close' : 'Answer'}
          </Button>
          <BusyButton
            size="sm"
            variant={isHandled ? 'outline-secondary' : 'outline-success'}
            busy={updating.isLoading}
            onClick={() => void toggleHandled()}
          >
            <Icon name={isHandled ? 'arrow-counterclockwise' : 'check-circle'} className="me-1" />
            {isHandled ? 'Reopen' : 'Mark handled'}
          </BusyButton>
        </div>
        {isOpen && (
          <div className="border-top pt-2 d-flex flex-column gap-2">
            <ol className="list-unstyled d-flex flex-column gap-2 mb-0" aria-label="Thread">
              {[comment, ...replies].map((post) => (
                <PostLine key={post.id} post={post} />
              ))}
            </ol>
            <PostTextBox
              label="Your answer"
              submitLabel="Send answer"
              // The same reply as on the task screen, so the team is mailed as from there.
              onSubmit={async (text) => {
                const { mailProblem } = await addReply({ comment, text, authorName: myName }).unwrap();
                // The box stays open only to say its e-mail did not go.
                if (mailProblem) return mailProblem;
                setOpen(false);
                feedback.showSuccess(`Your answer was sent to ${teamName}`);
              }}
            />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
