/**
 * A module (or anything loaded asynchronously) loaded once and shared by every caller. A failed
 * load is not kept: it rejects the callers waiting for it and the next call tries again.
 */
export function loadOnce<Module>(load: () => Promise<Module>) {
  let loading: Promise<Module> | undefined;
  let loaded = false;
  return {
    get: () =>
      (loading ??= load().then(
        (module) => ((loaded = true), module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    /** Whether a load has been asked for (and not failed). */
    started: () => loading !== undefined,
    /** Whether it has arrived. */
    loaded: () => loaded,
  };
}
