// Apart from the core pages' schema (core-pages.ts): the route table needs these ids on every
// first screen, the schema's code only where pages are read.

/** The built-in pages; each id is a terminology key, in the order they are seeded. */
export const CORE_PAGE_IDS = [
  'dashboard',
  'downloads',
  'forms',
  'suppliers',
  'tasks',
  'timeTable',
  'notifications',
] as const;
export type CorePageId = (typeof CORE_PAGE_IDS)[number];
