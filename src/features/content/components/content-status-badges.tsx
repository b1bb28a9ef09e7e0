import { Badge } from '../../../components/bootstrap/badge';
import type { Content } from '../../../domain/content';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { formatDateTime } from '../../../domain/event-time';

/** A page's states at a glance: draft or published, public, featured, restricted, and its scheduled times. */
export function ContentStatusBadges({ content }: { content: Content }) {
  const timeZone = useEventTimeZone();
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {content.isPublished ? <Badge bg="success">Published</Badge> : <Badge bg="secondary">Draft</Badge>}
      {content.isPublic && (
        <Badge bg="info" text="dark">
          Public
        </Badge>
      )}
      {content.isFeatured && (
        <Badge bg="warning" text="dark">
          Featured
        </Badge>
      )}
      {content.publishAt && (
        <Badge bg="primary">Scheduled: publish {formatDateTime(content.publishAt, timeZone)}</Badge>
      )}
      {content.unpublishAt && (
        <Badge bg="dark">Scheduled: unpublish {formatDateTime(content.unpublishAt, timeZone)}</Badge>
      )}
      {content.allowedTeamTypeIds.length > 0 && (
        <Badge bg="light" text="dark" className="border">
          Restricted
        </Badge>
      )}
    </span>
  );
}
