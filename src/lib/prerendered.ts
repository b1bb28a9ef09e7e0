/**
 * The attribute on the root element naming the address its prerendered markup was made for. The
 * app removes it once its own first render is in: from then on the markup is the app's.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on the root by the build's boot script (scripts/vite-prerender.ts) when a form of the
 * prerendered markup is submitted before the app has taken it over: the form's aria-label. The
 * app sends that form once it has taken over (finishTakeOver).
 */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/**
 * Whether the root holds markup prerendered for exactly this address. A query (an email to fill
 * in, a path to continue to) changes what the screen renders, so such an address renders afresh.
 */
export function isPrerenderedHere(
  root: Pick<Element, 'getAttribute'>,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  return root.getAttribute(PRERENDERED_ATTRIBUTE) === location.pathname && location.search === '';
}

function portalRoot(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('root');
}

/** The root while it still holds the HTML's markup, not yet taken over by the app. */
function rootWithHtmlMarkup(): HTMLElement | null {
  const root = portalRoot();
  return root?.hasAttribute(PRERENDERED_ATTRIBUTE) ? root : null;
}

/**
 * What the person typed into the HTML's field `id` before the app took the screen over (on a slow
 * line they may have filled the whole form by then). '' once the app has taken over.
 */
export function typedBeforeTakeOver(id: string): string {
  // No root while prerendering in Node, where HTMLInputElement does not exist either.
  const root = rootWithHtmlMarkup();
  if (!root) return '';
  const field = root.querySelector(`#${CSS.escape(id)}`);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** The id of the HTML's field the person is in, to put them back there once the app has taken over. */
export function focusedFieldBeforeTakeOver(): string | undefined {
  const root = rootWithHtmlMarkup();
  if (!root) return undefined;
  const focused = document.activeElement;
  return focused instanceof HTMLInputElement && root.contains(focused) ? focused.id || undefined : undefined;
}

/**
 * Once the prerendered screen is the app's (hydrated or drawn afresh): the root is marked the
 * app's, the person is back in the field they were in (not where an autofocus would put them), and
 * a form they sent before now is sent.
 */
export function finishTakeOver(focusedId: string | undefined): void {
  const root = rootWithHtmlMarkup();
  if (!root) return;
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  if (focusedId) document.getElementById(focusedId)?.focus();
  const held = root.getAttribute(HELD_SUBMIT_ATTRIBUTE);
  if (held === null) return;
  root.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  root.querySelector<HTMLFormElement>(`form[aria-label="${CSS.escape(held)}"]`)?.requestSubmit();
}
