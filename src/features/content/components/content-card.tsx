import { Card } from '../../../components/bootstrap/card';
import { Link } from 'react-router';
import type { Content } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import './content-sections.css';
import { IconTile } from '../../../components/icon-tile';

/** A page in the /content list: icon, title and description, the whole card a link. */
export function ContentCard({ content }: { content: Content }) {
  return (
    <Card className="content-page-card h-100 border-0 shadow-sm">
      <Card.Body className="d-flex gap-3">
        <IconTile icon={content.icon} className="content-page-icon" />
        <div className="min-w-0">
          <Card.Title as="h2" className="h6 mb-1">
            <Link
              to={buildPath('viewContent', { contentId: content.path || content.id })}
              className="stretched-link text-reset text-decoration-none"
            >
              {content.title}
            </Link>
          </Card.Title>
          {content.description && (
            <Card.Text className="small text-body-secondary mb-0">{content.description}</Card.Text>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
