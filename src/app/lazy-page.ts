import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const reloadFlag = 'eventflow:reloaded-after-chunk-failure';

type PageModule = { default: ComponentType };

/** A lazily loaded page whose chunk can be fetched before it first renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts fetching the page's chunk (once); rendering the page later reuses the same fetch. */
  preload: () => Promise<PageModule>;
};

/**
 * A lazily loaded page. When its chunk fails to load (typically after a deploy replaced it), the
 * app reloads once to fetch the new build; a second failure is shown as an error instead of looping.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const preload = () => {
    loading ??= load().then(
      (page) => {
        sessionStorage.removeItem(reloadFlag);
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
  return Object.assign(lazy(preload), { preload });
}
