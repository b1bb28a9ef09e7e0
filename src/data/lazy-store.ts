import { loadOnce } from '../lib/load-once';

/* eslint-disable @typescript-eslint/no-explicit-any -- functions of any signature */
type AnyFunction = (...args: any[]) => any;

/** A store's functions as reached through lazyStore: each takes the same arguments and returns a promise of its awaited result. */
export type LazyStore<Store> = {
  [Name in keyof Store as Store[Name] extends AnyFunction ? Name : never]: Store[Name] extends (
    ...args: infer Args
  ) => infer Result
    ? (...args: Args) => Promise<Awaited<Result>>
    : never;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * A store module reached by dynamic import, so that Firestore's SDK, the stores and their schemas
 * stay off the static import graph of the screens (a screen paints its skeleton before
 * ~30 KB gzip of data code arrives). The import starts at once, as the api file that names the
 * store loads with a screen's code, rather than on the first call a render makes; nothing waits
 * for it but the calls. The data code still comes as a second batch after the screen's: in cold
 * loads on one stack (2 busy cores) the first paint came up to 100 ms sooner and the main content
 * 100-180 ms later than with static imports. A failed import is not kept: it rejects the calls
 * waiting for it (queryFnFrom turns that into the endpoint's error) and the next call tries again.
 * An api file holds it in place of its import and names its functions in the endpoints:
 * `const teamsStore = lazyStore(() => import('./teams-store'));` ... `query(teamsStore.listTeams, ...)`.
 */
export function lazyStore<Store extends object>(load: () => Promise<Store>): LazyStore<Store> {
  const { get: loaded } = loadOnce(load);
  // A failure here is left to the calls, which report it and try again.
  loaded().catch(() => undefined);
  return new Proxy({} as LazyStore<Store>, {
    get:
      (_target, name) =>
      async (...args: unknown[]) => {
        const store = (await loaded()) as Record<PropertyKey, (...args: unknown[]) => unknown>;
        return store[name]!(...args);
      },
  });
}
