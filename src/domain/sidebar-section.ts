import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { flag, idListSchema, idSchema, trimmedText } from './schema-fields';

/** A heading in the sidebar with its items (content page and core page ids), shown in index order. */
export const sidebarSectionSchema = z.object({
  id: idSchema,
  heading: trimmedText(),
  itemIds: idListSchema,
  index: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  isCollapsable: flag(false),
  ...auditFieldsSchema.shape,
});
export type SidebarSection = z.output<typeof sidebarSectionSchema>;
