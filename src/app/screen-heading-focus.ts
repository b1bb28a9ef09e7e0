import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a screen may take to show its heading (its data loading behind a skeleton). */
const HEADING_WAIT_MS = 5_000;

/** The screen's own heading: the first h1 in the main area that is not a loading skeleton's. */
function screenHeading(): HTMLElement | undefined {
  const headings = document.querySelectorAll<HTMLElement>('main h1');
  return [...headings].find((heading) => !heading.closest('[aria-busy="true"]'));
}

/** Whether the new screen put the focus somewhere itself (an autofocused field). */
function screenTookFocus(): boolean {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body && focused.closest('main') !== null;
}

/**
 * Moves the focus to the new screen's heading after each navigation to another path, so that a
 * screen reader announces the screen (the focus would otherwise stay on the link in the menu, or
 * fall back to the page's start). Waits for the heading while the screen loads; leaves the focus
 * alone when the screen or the person has put it somewhere meanwhile. The first screen is left
 * as the browser opened it. Never scrolls: the router decides the scroll position.
 */
export function useScreenHeadingFocus(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (screenTookFocus()) return;
    const focusHeading = () => {
      const heading = screenHeading();
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    // Once the person has chosen where to be, the heading no longer takes the focus.
    const personMoved = () => stop();
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('focusin', personMoved);
    }
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    document.addEventListener('focusin', personMoved);
    return stop;
  }, [pathname]);
}
