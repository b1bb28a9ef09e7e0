/**
 * The addresses this process fetches from now on (the lite SDK and Auth send every request through
 * fetch), until `stop` puts the real fetch back: what a page's data layer asks the server for.
 */
export function recordFetchedUrls(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  };
  return { urls, stop: () => void (globalThis.fetch = realFetch) };
}
