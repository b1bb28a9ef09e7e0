import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { toSlug } from './slug';
import { dateTimeOrEmptySchema, flag, idListSchema, idOrEmptySchema, idSchema, trimmedText } from './schema-fields';

/**
 * The fixed list of page icons (Bootstrap Icons names, the app's one icon set) offered for the
 * sidebar. 'patch-exclamation' is Bootstrap's outline "new release" badge: the spec's default.
 */
export const CONTENT_ICONS = [
  'patch-exclamation',
  'file-earmark-text',
  'info-circle',
  'megaphone',
  'calendar-event',
  'geo-alt',
  'map',
  'truck',
  'box-seam',
  'tools',
  'lightning-charge',
  'shield-check',
  'people',
  'person-badge',
  'building',
  'shop',
  'cup-hot',
  'wifi',
  'question-circle',
  'book',
  'journal-text',
  'clipboard-check',
  'star',
  'award',
  'camera',
  'play-btn',
  'telephone',
  'envelope',
  'link-45deg',
  'cash-coin',
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];
export const DEFAULT_CONTENT_ICON: ContentIcon = 'patch-exclamation';

/** An icon outside the fixed list (e.g. from an older icon set) falls back to the default. */
const contentIconSchema = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((icon): ContentIcon =>
    (CONTENT_ICONS as readonly string[]).includes(icon ?? '') ? (icon as ContentIcon) : DEFAULT_CONTENT_ICON,
  ),
);

/**
 * A content page: its settings and the ordered ids of its sections (stored in events/{id}/sections).
 * Text is trimmed, booleans default to false.
 */
export const contentSchema = z.object({
  id: idSchema,
  title: trimmedText(),
  path: trimmedText(),
  description: trimmedText(),
  sectionIds: idListSchema,
  isPublished: flag(false),
  isPublic: flag(false),
  icon: contentIconSchema,
  isArchived: flag(false),
  isFeatured: flag(false),
  showToChildTeams: flag(false),
  allowedTeamTypeIds: idListSchema,
  /** A header image for the page's card on the dashboard; optional. */
  assetId: idOrEmptySchema,
  /** When the scheduled job publishes the page (with its pending changes); '' for never. */
  publishAt: dateTimeOrEmptySchema,
  /** When the scheduled job unpublishes the page; '' for never. */
  unpublishAt: dateTimeOrEmptySchema,
  ...auditFieldsSchema.shape,
});
export type Content = z.output<typeof contentSchema>;

/** What the settings form edits; everything else is managed by the editor and the list actions. */
export const contentSettingsSchema = z.pick(contentSchema, {
  title: true,
  path: true,
  description: true,
  isPublished: true,
  isPublic: true,
  icon: true,
  showToChildTeams: true,
  allowedTeamTypeIds: true,
  assetId: true,
});
export type ContentSettings = z.output<typeof contentSettingsSchema>;

/** Writes must have a title: an untitled page cannot be found in the lists or the sidebar. */
export const contentWriteSchema = contentSchema.check(
  z.refine((content) => content.title.length > 0, { path: ['title'] }),
);

/** A brand-new page's values before the organiser edits them. */
export function newContentValues(): ContentSettings {
  return contentSettingsSchema.parse({});
}

/**
 * A page path through the slug helper. Hyphens already in the text count as spaces, so a path
 * that is already a slug stays as it is (the helper alone would strip its hyphens).
 */
export function toContentPath(text: string): string {
  return toSlug(text.replace(/-/g, ' '));
}
