import { Link } from 'react-router';

/** The title cell of a form or field group row: the title (linked to its builder) and its description. */
export function TitleCell({ item, to }: { item: { title: string; description: string }; to?: string }) {
  const title = item.title || '(untitled)';
  return (
    <div className="min-w-0">
      {to ? (
        <Link to={to} className="fw-semibold text-decoration-none">
          {title}
        </Link>
      ) : (
        <span className="fw-semibold">{title}</span>
      )}
      {item.description && (
        <div className="small text-body-secondary text-clamp-2" style={{ maxWidth: '32rem' }}>
          {item.description}
        </div>
      )}
    </div>
  );
}
