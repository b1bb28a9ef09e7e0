import { createContext, useContext } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link, useLocation } from 'react-router';
import { useContentQuery } from '../data/content/content-api';
import { useFormQuery } from '../data/forms/forms-api';
import { useSupplierQuery } from '../data/suppliers/suppliers-api';
import { useTaskQuery } from '../data/tasks/tasks-api';
import { useTeamQuery } from '../data/teams/teams-api';
import { useWebhookQuery } from '../data/webhooks/webhooks-api';
import { buildPath, findRoute, type Route } from '../domain/routes';
import { DEFAULT_TERMINOLOGY, type Terminology } from '../domain/terminology';

/**
 * The event's terminology for shared components (which may not import the app's api): the shell
 * provides the loaded settings, and anything rendered outside it gets the default wording.
 */
export const TerminologyContext = createContext<Terminology>(DEFAULT_TERMINOLOGY);

export type Crumb = {
  label: string;
  path: string;
  /** The route parameter the crumb's screen ends with (an entity's id), when it does. */
  entity?: { param: string; id: string };
};

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
    const lastParam = /:(\w+)$/.exec(match.route.path)?.[1];
    const id = lastParam ? match.params[lastParam] : undefined;
    crumbs.push({ label: routeTitle(match.route, terminology), path, ...(lastParam && id ? { entity: { param: lastParam, id } } : {}) });
  }
  return crumbs;
}

// The stored name of the entity a crumb's parameter names (the screen above has usually read it already).
const useFormTitle = (id: string) => useFormQuery(id).data?.title;
const useTeamName = (id: string) => useTeamQuery(id).data?.name;
const useContentTitle = (id: string) => useContentQuery(id).data?.title;
const useTaskTitle = (id: string) => useTaskQuery(id).data?.title;
const useSupplierCompany = (id: string) => useSupplierQuery(id).data?.company;
const useWebhookName = (id: string) => useWebhookQuery(id).data?.name;
const ENTITY_NAMES: Partial<Record<string, (id: string) => string | undefined>> = {
  formId: useFormTitle,
  teamId: useTeamName,
  contentId: useContentTitle,
  taskId: useTaskTitle,
  supplierId: useSupplierCompany,
  webhookId: useWebhookName,
};

/** A crumb's entity name once read, its screen's title until then (or when it cannot be read). */
function EntityName({ useName, id, fallback }: { useName: (id: string) => string | undefined; id: string; fallback: string }) {
  return <>{useName(id) || fallback}</>;
}

function crumbLabel(crumb: Crumb) {
  const useName = crumb.entity && ENTITY_NAMES[crumb.entity.param];
  return useName && crumb.entity ? <EntityName key={crumb.entity.param} useName={useName} id={crumb.entity.id} fallback={crumb.label} /> : crumb.label;
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
    <Breadcrumb className="portal-breadcrumbs small" listProps={{ className: 'mb-0' }}>
      {crumbs.map((crumb, index) => {
        const isLast = index === crumbs.length - 1;
        return isLast ? (
          <Breadcrumb.Item key={crumb.path} active>
            {currentLabel ?? crumb.label}
          </Breadcrumb.Item>
        ) : (
          <Breadcrumb.Item key={crumb.path} linkAs={Link} linkProps={{ to: crumb.path }}>
            {crumbLabel(crumb)}
          </Breadcrumb.Item>
        );
      })}
    </Breadcrumb>
  );
}
