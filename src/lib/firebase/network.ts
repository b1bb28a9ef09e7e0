/** Whether the browser says it has no network (never in Node, whose navigator has no onLine). */
export const isBrowserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
