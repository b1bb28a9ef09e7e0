import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { idOrEmptySchema, trimmedText } from './schema-fields';
import { CONTENT_ICONS } from './content';
import { DEFAULT_TERMINOLOGY, type Terminology } from './terminology';
import { CORE_PAGE_IDS, type CorePageId } from './core-page-ids';

/** The sidebar's menu sections. */
export const MENU_SECTIONS = [
  'dashboard',
  'downloads',
  'forms',
  'notifications',
  'suppliers',
  'tasks',
  'timeTable',
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/** Icons from the app's icon set (Bootstrap Icons names). */
const CORE_PAGE_ICONS = {
  dashboard: 'speedometer2',
  downloads: 'download',
  forms: 'ui-checks',
  suppliers: 'truck',
  tasks: 'list-check',
  timeTable: 'calendar-week',
  notifications: 'bell',
} as const satisfies Record<CorePageId, string>;

/** The icons an admin may give a core page: each one's own, then the content pages' list. */
export const CORE_PAGE_ICON_CHOICES: readonly string[] = [
  ...new Set([...Object.values(CORE_PAGE_ICONS), ...CONTENT_ICONS]),
];

/** Every core page is published by default except the time table. */
function isPublishedByDefault(id: CorePageId): boolean {
  return id !== 'timeTable';
}

export const corePageSchema = z.pipe(
  z.object({
    id: z.enum(CORE_PAGE_IDS),
    title: trimmedText(),
    icon: trimmedText(),
    isPublished: z.optional(z.boolean()),
    /** The header image (an asset id); used by the dashboard. */
    assetId: idOrEmptySchema,
    ...auditFieldsSchema.shape,
  }),
  z.transform((page) => ({
    ...page,
    title: page.title || DEFAULT_TERMINOLOGY[page.id],
    icon: page.icon || CORE_PAGE_ICONS[page.id],
    isPublished: page.isPublished ?? isPublishedByDefault(page.id),
  })),
);
export type CorePage = z.output<typeof corePageSchema>;

/** The core pages an event starts with, and what logging out resets them to. */
export function defaultCorePages(): CorePage[] {
  return CORE_PAGE_IDS.map((id) => corePageSchema.parse({ id }));
}

/**
 * When terminology labels change, the core pages named by the changed keys take the new label as
 * their title. Returns only the pages that changed (the ones to write).
 */
export function renameCorePagesForTerminology(
  previous: Terminology,
  next: Terminology,
  pages: readonly CorePage[],
): CorePage[] {
  return pages
    .filter((page) => previous[page.id] !== next[page.id] && page.title !== next[page.id])
    .map((page) => ({ ...page, title: next[page.id] }));
}

/**
 * A core page's name in the menu: the title an admin gave it, or, while it has the built-in name,
 * the event's wording for its area (a page stored before the wording changed still follows it).
 */
export function corePageLabel(page: CorePage, terminology: Terminology): string {
  return page.title === DEFAULT_TERMINOLOGY[page.id] ? terminology[page.id] : page.title;
}
