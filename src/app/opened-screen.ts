import { createRouter, preloadOpenedScreen } from './router';

/**
 * The router, and the opened screen's code on its way. main.tsx imports this first: modules are
 * evaluated in import order, so the screen's chunks are requested before React DOM is evaluated
 * (about a tenth of a second of script on the sign-in screen's path) rather than after it.
 */
export const router = createRouter();
export const openedScreenLoaded = preloadOpenedScreen(router);
