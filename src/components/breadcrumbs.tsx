import { createContext, useContext } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link, useLocation } from 'react-router';
import { buildPath, findRoute, type Route } from '../domain/routes';
import { DEFAULT_TERMINOLOGY, type Terminology } from '../domain/terminology';

/**
 * The event's terminology for shared components (which may not import the app's api): the shell
 * provides the loaded settings, and anything rendered outside it gets the default wording.
 */
export const TerminologyContext = createContext<Terminology>(DEFAULT_TERMINOLOGY);

export type Crumb = { label: string; path: string };

/** A route's display title: the event's terminology label when the route has one. */
export function routeTitle(route: Route, terminology: Terminology): string {
  return route.terminologyKey ? terminology[route.terminologyKey] : route.title;
}

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
    crumbs.push({ label: routeTitle(match.route, terminology), path });
  }
  return crumbs;
}

/** Where the current page sits, built from its path segments and starting with a dashboard link. */
export function Breadcrumbs({ currentLabel }: { currentLabel?: string }) {
  const { pathname } = useLocation();
  const terminology = useContext(TerminologyContext);
  const crumbs = crumbsFor(pathname, terminology);
  return (
    <Breadcrumb className="portal-breadcrumbs small" listProps={{ className: 'mb-0' }}>
      {crumbs.map((crumb, index) => {
        const isLast = index === crumbs.length - 1;
        return isLast ? (
          <Breadcrumb.Item key={crumb.path} active>
            {currentLabel ?? crumb.label}
          </Breadcrumb.Item>
        ) : (
          <Breadcrumb.Item key={crumb.path} linkAs={Link} linkProps={{ to: crumb.path }}>
            {crumb.label}
          </Breadcrumb.Item>
        );
      })}
    </Breadcrumb>
  );
}
