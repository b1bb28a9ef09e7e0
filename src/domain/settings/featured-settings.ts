import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import { FEATURED_PAGE_COUNTS } from '../constants';
import { FEATURED_COUNT_MESSAGE, FEATURED_DUPLICATE_MESSAGE } from '../messages';
import { idListSchema, idSchema } from '../schema-fields';

/**
 * The featured content pages, in order. Reading accepts any count, so a list left short (for
 * example by archiving a featured page) still loads and an admin can fix it; saving requires
 * 0, 4 or 8 distinct pages (featuredSettingsWriteSchema).
 */
export const featuredSettingsSchema = z.object({
  id: z._default(idSchema, 'featured'),
  contentIds: idListSchema,
  ...auditFieldsSchema.shape,
});
export type FeaturedSettings = z.output<typeof featuredSettingsSchema>;

export function isValidFeaturedCount(count: number): boolean {
  return (FEATURED_PAGE_COUNTS as readonly number[]).includes(count);
}

export const featuredSettingsWriteSchema = featuredSettingsSchema.check(
  z.refine((featured) => isValidFeaturedCount(featured.contentIds.length), {
    message: FEATURED_COUNT_MESSAGE,
    path: ['contentIds'],
  }),
  z.refine((featured) => new Set(featured.contentIds).size === featured.contentIds.length, {
    message: FEATURED_DUPLICATE_MESSAGE,
    path: ['contentIds'],
  }),
);
