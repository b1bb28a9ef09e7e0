import { Badge } from '../../../components/bootstrap/badge';
import type { Content } from '../../../domain/content';

/** A page's states at a glance: draft or published, public, featured, restricted. */
export function ContentStatusBadges({ content }: { content: Content }) {
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
      {content.allowedTeamTypeIds.length > 0 && (
        <Badge bg="light" text="dark" className="border">
          Restricted
        </Badge>
      )}
    </span>
  );
}
