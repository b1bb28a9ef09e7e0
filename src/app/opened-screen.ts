import { createPortalRouter } from './router';

/**
 * The router, made as the first of the scripts: modules are evaluated in import order, and the
 * router starts fetching the opened screen's code as it is made, so the screen's chunks are
 * requested before React DOM is evaluated (about a tenth of a second of script on the sign-in
 * screen's path) rather than after it. main.tsx imports this first.
 */
export const router = createPortalRouter();
