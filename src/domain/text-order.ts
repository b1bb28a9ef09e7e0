// The portal's one collation for names and titles shown in lists: British English.

export function compareText(a: string, b: string): number {
  return a.localeCompare(b, 'en-GB');
}

/** A comparator of records by one of their text fields, e.g. `teams.sort(byText('name'))`. */
export function byText<Key extends string>(key: Key): (a: Record<Key, string>, b: Record<Key, string>) => number {
  return (a, b) => compareText(a[key], b[key]);
}
