/* eslint-disable @typescript-eslint/no-explicit-any -- functions of any signature */
type AnyFunction = (...args: any[]) => any;

/** A store's functions as reached through lazyStore: each takes the same arguments and returns a promise of its awaited result. */
export type LazyStore<Store> = {
  [Name in keyof Store as Store[Name] extends AnyFunction ? Name : never]: Store[Name] extends (...args: infer Args) => infer Result
    ? (...args: Args) => Promise<Awaited<Result>>
    : never;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * A store module reached by dynamic import, so that Firestore's SDK, the stores and their schemas
 * stay off the static import graph of the screens (issue 12: a screen paints its skeleton before
 * ~30 KB gzip of data code arrives). The module is imported on the first call and kept; a failed
 * import is not kept, so the next call tries again, and it rejects that call's promise (queryFnFrom
 * turns it into the endpoint's error). An api file destructures it in place of its import:
 * `const { listTeams } = lazyStore(() => import('./teams-store'));`
 */
export function lazyStore<Store extends object>(load: () => Promise<Store>): LazyStore<Store> {
  let loading: Promise<Store> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new Proxy({} as LazyStore<Store>, {
    get: (_target, name) =>
      async (...args: unknown[]) => {
        const store = (await loaded()) as Record<PropertyKey, (...args: unknown[]) => unknown>;
        return store[name]!(...args);
      },
  });
}
