import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/bootstrap/alert';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { BusyButton } from '../../../components/busy-button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
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

/**
 * The answer box under a thread: the reply is written as on the task screen (same path, same mail
 * to the team). What failed comes back into the box, so nothing typed is lost.
 */
function ReplyBox({ comment, onSent }: { comment: Comment; onSent: () => void }) {
  const user = useSessionUser();
  const [addReply, adding] = useCreateReplyMutation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string>();
  const [mailProblem, setMailProblem] = useState('');
  async function send(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    setMailProblem('');
    try {
      const result = await addReply({
        comment,
        text,
        authorName: displayNameOf(user.firstName, user.surname),
      }).unwrap();
      setText('');
      if (result.mailProblem) setMailProblem(result.mailProblem);
      else onSent();
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  }
  return (
    <Form onSubmit={send} className="d-flex flex-column gap-2">
      {failure && (
        <Alert variant="danger" className="mb-0">
          {failure}
        </Alert>
      )}
      {mailProblem && (
        <Alert variant="warning" className="mb-0" role="status">
          {mailProblem}
        </Alert>
      )}
      <Form.Control
        as="textarea"
        rows={2}
        aria-label="Your answer"
        placeholder="Your answer to the team"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="d-flex justify-content-end">
        <BusyButton size="sm" type="submit" busy={adding.isLoading} disabled={!text.trim()}>
          Send answer
        </BusyButton>
      </div>
    </Form>
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
            <ReplyBox
              comment={comment}
              onSent={() => {
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
