/**
 * The one search rule of every list: each word typed appears somewhere in the texts, ignoring case
 * and order ('harbour ahmed' finds Harbour Media, owned by Zara Ahmed); nothing typed matches all.
 */
export function matchesSearch(search: string, ...texts: readonly string[]): boolean {
  const words = search.toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.join(' ').toLocaleLowerCase('en-GB');
  return words.every((word) => haystack.includes(word));
}
