import { lazy, Suspense, useContext } from 'react';
import { Link, useLocation } from 'react-router';
import { buildPath } from '../domain/routes';
import { findRoute } from './find-route';
import type { Terminology } from '../domain/terminology';
import { routeTitle, TerminologyContext } from './terminology-context';

export type Crumb = {
  label: string;
  path: string;
  /** The route parameter the crumb's screen ends with (an entity's id), when it does. */
  entity?: { param: string; id: string };
};

/**
 * The trail for a path: the dashboard first, then one crumb per path prefix that opens a screen
 * (prefixes that are only a parameter's parent, like /reports, are skipped).
 */
export function crumbsFor(pathname: string, terminology: Terminology): Crumb[] {
  const dashboard = { label: terminology.dashboard, path: buildPath('dashboard') };
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [dashboard];
  for (let end = 1; end <= segments.length; end += 1) {
    const path = `/${segments.slice(0, end).join('/')}`;
    const match = findRoute(path);
    if (!match || match.route.redirectTo) continue;
    const lastParam = /:(\w+)$/.exec(match.route.path)?.[1];
    const id = lastParam ? match.params[lastParam] : undefined;
    crumbs.push({
      label: routeTitle(match.route, terminology),
      path,
      ...(lastParam && id ? { entity: { param: lastParam, id } } : {}),
    });
  }
  return crumbs;
}

// Entity names load with their areas' data code, only on screens below an entity.
const CrumbEntityName = lazy(() => import('./crumb-entity-name'));

/** A crumb's entity name once read, its screen's title until then (or when it cannot be read). */
function crumbLabel(crumb: Crumb) {
  if (!crumb.entity) return crumb.label;
  return (
    <Suspense fallback={crumb.label}>
      <CrumbEntityName param={crumb.entity.param} id={crumb.entity.id} fallback={crumb.label} />
    </Suspense>
  );
}

/**
 * Where the current page sits, built from its path segments and starting with a dashboard link;
 * the screens of an entity above the current one are named after it ('Northwind Displays', not 'View Team').
 */
export function Breadcrumbs({ currentLabel }: { currentLabel?: string }) {
  const { pathname } = useLocation();
  const terminology = useContext(TerminologyContext);
  const crumbs = crumbsFor(pathname, terminology);
  return (
    <nav aria-label="breadcrumb" className="portal-breadcrumbs small">
      <ol className="breadcrumb mb-0">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} className="breadcrumb-item active" aria-current="page">
              {currentLabel ?? crumb.label}
            </li>
          ) : (
            <li key={crumb.path} className="breadcrumb-item">
              <Link to={crumb.path}>{crumbLabel(crumb)}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
