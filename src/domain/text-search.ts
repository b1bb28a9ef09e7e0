const COMBINING_MARKS = /\p{M}/gu;

/** A text as search compares it: lower case, accents dropped ('Café' and 'cafe' are the same). */
function searchable(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLocaleLowerCase('en-GB');
}

/**
 * The one search rule of every list: each word typed appears somewhere in the texts, ignoring case,
 * accents and order ('harbour ahmed' finds Harbour Media, owned by Zara Ahmed); nothing typed matches all.
 */
export function matchesSearch(search: string, ...texts: readonly string[]): boolean {
  const words = searchable(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchable(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
