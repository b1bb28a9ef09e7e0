import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useEventUserQuery } from '../../data/users/users-api';
import { formatUpdatedAt } from '../../domain/display-date';
import { LOCK_TYPE_LABELS, type Lock } from '../../domain/locks';
import { LOCK_MESSAGES } from '../../domain/messages';
import type { EditLock } from './use-edit-lock';
import { Icon } from '../icon';

/** The holder's name ("Mo Derator"), or a neutral stand-in while it loads or if they are gone. */
function useHolderName(lock: Lock | null): string {
  const { data } = useEventUserQuery(lock?.createdBy ?? '', { skip: !lock });
  const name = data ? `${data.firstName} ${data.surname}`.trim() : '';
  return name || 'Another organiser';
}

/**
 * Tells an organiser who else is editing the resource and lets them open it read-only or take
 * it over; says so when their own lock was taken over. Shows nothing while they hold the lock.
 */
export function EditLockBanner({ lock }: { lock: EditLock }) {
  const { state } = lock;
  const held = state.status === 'heldByOther' || state.status === 'readOnly' || state.status === 'lost' ? state.lock : null;
  const holder = useHolderName(held);
  const what = LOCK_TYPE_LABELS[lock.type];
  const takeOver = (
    <Button size="sm" variant="outline-dark" onClick={lock.takeOver}>
      Take over
    </Button>
  );

  switch (state.status) {
    case 'checking':
    case 'editing':
      return null;
    case 'failed':
      return (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{LOCK_MESSAGES.checkFailed} {state.message}</span>
          <Button size="sm" variant="outline-dark" onClick={lock.retry}>Try again</Button>
        </Alert>
      );
    case 'heldByOther':
      return (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2" role="alert" aria-label="Edit lock">
          <Icon name="shield-lock" />
          <span className="me-auto">
            <strong>{holder}</strong> is editing this {what} (since {formatUpdatedAt(state.lock.createdAt)}). {LOCK_MESSAGES.chooseReadOnlyOrTakeOver}
          </span>
          <Button size="sm" variant="dark" onClick={lock.openReadOnly}>Open read-only</Button>
          {takeOver}
        </Alert>
      );
    case 'readOnly':
      return (
        <Alert variant="secondary" className="d-flex flex-wrap align-items-center gap-2 py-2" role="status" aria-label="Edit lock">
          <Icon name="eye" />
          <span className="me-auto">
            {LOCK_MESSAGES.readOnly} <strong>{holder}</strong> is editing this {what}.
          </span>
          {takeOver}
        </Alert>
      );
    case 'lost':
      return (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" role="alert" aria-label="Edit lock">
          <Icon name="shield-lock" />
          <span className="me-auto">
            <strong>{state.lock ? holder : 'Another organiser'}</strong> has taken over this {what}. {LOCK_MESSAGES.lostLock}
          </span>
          {takeOver}
        </Alert>
      );
  }
}
