import { Link } from 'react-router';
import type { Content } from '../../../domain/content';
import { Icon } from '../../../components/icon';

/** The title cell of the content lists: icon, title (linking to `to`) and path. */
export function ContentRowTitle({ content, to }: { content: Content; to?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 min-w-0">
      <Icon name={content.icon} className="text-body-secondary" />
      <div className="min-w-0">
        {to ? (
          <Link to={to} className="fw-semibold">
            {content.title}
          </Link>
        ) : (
          <span className="fw-semibold">{content.title}</span>
        )}
        <div className="small text-body-secondary text-truncate">/{content.path}</div>
      </div>
    </div>
  );
}
