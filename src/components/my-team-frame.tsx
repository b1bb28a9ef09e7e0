import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../domain/routes';
import { Icon } from './icon';

/** The team-facing page frame: a back link, the heading and what the page is for. */
export function MyTeamFrame({
  title,
  description,
  back = true,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-lg px-3 py-4 px-md-4 my-team-page">
      {back && (
        <Link to={buildPath('myTeam')} className="small text-decoration-none d-inline-block mb-2">
          <Icon name="arrow-left" className="me-1" />
          My team
        </Link>
      )}
      <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <div className="flex-grow-1 min-w-0">
          <h1 className="h3 mb-1">{title}</h1>
          {description && <p className="text-body-secondary mb-0">{description}</p>}
        </div>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
