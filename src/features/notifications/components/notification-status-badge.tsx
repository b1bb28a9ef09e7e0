import { Badge } from '../../../components/bootstrap/badge';
import type { NotificationStatus } from '../../../domain/constants';
import { notificationStatusLabel } from '../../../domain/notifications';

const VARIANTS = {
  draft: 'secondary',
  scheduled: 'info',
  pushed: 'primary',
  sent: 'success',
  failed: 'danger',
} as const satisfies Record<NotificationStatus, string>;

export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  return (
    <Badge bg={VARIANTS[status]} className="fw-medium">
      {notificationStatusLabel(status)}
    </Badge>
  );
}
