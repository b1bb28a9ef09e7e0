export const DEFAULT_SLUG = 'default-id';

/**
 * A URL-safe slug: lowercase, everything but letters, digits and spaces stripped, runs of spaces
 * turned into one hyphen; an empty result becomes 'default-id'.
 */
export function toSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return slug || DEFAULT_SLUG;
}
