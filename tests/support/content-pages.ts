import { contentSchema } from '../../src/domain/content';
import { eventPaths } from '../../src/domain/paths';
import { sectionSchema } from '../../src/domain/section';
import { adminDb } from './auth-people';
import { getStack } from './stack';

/**
 * A page of the demo event with one rich-text section, written straight to Firestore as the portal
 * stores it (both through their schemas), for stories that start from an existing page.
 */
export async function seedRichTextPage(
  id: string,
  { text, ...fields }: { text: string } & Record<string, unknown>,
): Promise<void> {
  const paths = eventPaths(getStack().eventId);
  const sectionId = `${id}-text`;
  await adminDb()
    .doc(paths.doc('sections', sectionId))
    .set(sectionSchema.parse({ id: sectionId, contentId: id, type: 'richText', isPublished: true, data: { text } }));
  await adminDb()
    .doc(paths.doc('content', id))
    .set(contentSchema.parse({ id, title: id, path: id, isPublished: true, sectionIds: [sectionId], ...fields }));
}
