import type { ReactNode } from 'react';
import { Alert } from '../bootstrap/alert';
import { Button } from '../bootstrap/button';
import type { Variant } from '../bootstrap/class-names';
import { useEventUserQuery } from '../../data/users/users-api';
import { formatDateTime } from '../../domain/event-time';
import { useEventTimeZone } from '../../data/settings/use-event-time-zone';
import { LOCK_TYPE_LABELS, type Lock } from '../../domain/locks';
import { LOCK_MESSAGES } from '../../domain/messages';
import { Icon, type IconName } from '../icon';
import type { EditLock } from './use-edit-lock';

/** The holder's name ("Mo Daniels"), or a neutral stand-in while it loads or if they are gone. */
function useHolderName(lock: Lock | null): string {
  const { data } = useEventUserQuery(lock?.createdBy ?? '', { skip: !lock });
  const name = data ? `${data.firstName} ${data.surname}`.trim() : '';
  return name || 'Another organiser';
}

interface BannerProps {
  variant: Variant;
  role: 'alert' | 'status';
  icon: IconName;
  children: ReactNode;
  actions: ReactNode;
}

function Banner({ variant, role, icon, children, actions }: BannerProps) {
  return (
    <Alert
      variant={variant}
      className="d-flex flex-wrap align-items-center gap-2 py-2"
      role={role}
      aria-label="Edit lock"
    >
      <div className="d-flex gap-2 align-items-baseline flex-grow-1" style={{ minWidth: '16rem', flexBasis: '20rem' }}>
        <Icon name={icon} className="flex-shrink-0" />
        <span>{children}</span>
      </div>
      <div className="d-flex gap-2 ms-auto">{actions}</div>
    </Alert>
  );
}

/**
 * Tells an organiser who else is editing the resource and lets them open it read-only or take
 * it over; says so when their own lock was taken over. Shows nothing while they hold the lock.
 */
export function EditLockBanner({ lock }: { lock: EditLock }) {
  const timeZone = useEventTimeZone();
  const { state } = lock;
  const held =
    state.status === 'heldByOther' || state.status === 'readOnly' || state.status === 'lost' ? state.lock : null;
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
        <Banner
          variant="danger"
          role="alert"
          icon="exclamation-triangle"
          actions={
            <Button size="sm" variant="outline-dark" onClick={lock.retry}>
              Try again
            </Button>
          }
        >
          {LOCK_MESSAGES.checkFailed} {state.message}
        </Banner>
      );
    case 'heldByOther':
      return (
        <Banner
          variant="warning"
          role="alert"
          icon="lock-fill"
          actions={
            <>
              <Button size="sm" variant="dark" onClick={lock.openReadOnly}>
                Open read-only
              </Button>
              {takeOver}
            </>
          }
        >
          <strong>{holder}</strong> is editing this {what} (since {formatDateTime(state.lock.createdAt, timeZone)}).{' '}
          {LOCK_MESSAGES.chooseReadOnlyOrTakeOver}
        </Banner>
      );
    case 'readOnly':
      return (
        <Banner variant="secondary" role="status" icon="eye" actions={takeOver}>
          {LOCK_MESSAGES.readOnly} <strong>{holder}</strong> is editing this {what}.
        </Banner>
      );
    case 'lost':
      return (
        <Banner variant="danger" role="alert" icon="lock-fill" actions={takeOver}>
          <strong>{state.lock ? holder : 'Another organiser'}</strong> has taken over this {what}.{' '}
          {LOCK_MESSAGES.lostLock}
        </Banner>
      );
  }
}
