/** The attribute on the root element naming the address its prerendered markup was made for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the root holds markup prerendered for exactly this address. A query (an e-mail to fill
 * in, a path to continue to) changes what the screen renders, so such an address renders afresh.
 */
export function isPrerenderedHere(root: Pick<Element, 'getAttribute'>, location: Pick<Location, 'pathname' | 'search'>): boolean {
  return root.getAttribute(PRERENDERED_ATTRIBUTE) === location.pathname && location.search === '';
}
