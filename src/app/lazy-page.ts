import { lazy, type ComponentType } from 'react';

const reloadFlag = 'eventflow:reloaded-after-chunk-failure';

/**
 * A lazily loaded page. When its chunk fails to load (typically after a deploy replaced it), the
 * app reloads once to fetch the new build; a second failure is shown as an error instead of looping.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    try {
      const page = await load();
      sessionStorage.removeItem(reloadFlag);
      return page;
    } catch (error) {
      if (!sessionStorage.getItem(reloadFlag)) {
        sessionStorage.setItem(reloadFlag, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
