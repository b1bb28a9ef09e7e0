import { createContext } from 'react';
import type { Route } from '../domain/routes';
import { DEFAULT_TERMINOLOGY, type Terminology } from '../domain/terminology';

/**
 * The event's terminology for shared components (which may not import the app's api): the shell
 * provides the loaded settings, and anything rendered outside it gets the default wording.
 */
export const TerminologyContext = createContext<Terminology>(DEFAULT_TERMINOLOGY);

/** A route's display title: the event's terminology label when the route has one. */
export function routeTitle(route: Route, terminology: Terminology): string {
  return route.terminologyKey ? terminology[route.terminologyKey] : route.title;
}
