import { createElement, lazy, useState, type ComponentType } from 'react';

const reloadFlag = 'eventflow:reloaded-after-chunk-failure';

type PageModule = { default: ComponentType };

/** A lazily loaded page whose chunk can be fetched before it first renders. */
export type LazyPage = ComponentType & {
  /** Starts fetching the page's chunk (once); rendering the page later reuses the same fetch. */
  preload: () => Promise<PageModule>;
};

/**
 * A lazily loaded page. When its chunk fails to load (typically after a deploy replaced it), the
 * app reloads once to fetch the new build; a second failure is shown as an error instead of looping.
 * A page whose chunk is already in when it mounts renders at once instead of suspending: React holds
 * a suspended screen back for a moment after its fallback showed, which would delay the first paint.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    loading ??= load().then(
      (page) => {
        // (No sessionStorage where the build prerenders a screen.)
        globalThis.sessionStorage?.removeItem(reloadFlag);
        loaded = page.default;
        return page;
      },
      (error: unknown) => {
        if (!sessionStorage.getItem(reloadFlag)) {
          sessionStorage.setItem(reloadFlag, '1');
          window.location.reload();
          return new Promise<never>(() => {});
        }
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(preload);
  function Page() {
    // Chosen once per mount, so that the page never changes type (and loses its state) under React.
    const [component] = useState<ComponentType>(() => loaded ?? Suspending);
    return createElement(component);
  }
  return Object.assign(Page, { preload });
}
