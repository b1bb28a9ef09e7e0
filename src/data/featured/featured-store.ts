import { listContent } from '../content/content-store';
import { FEATURED_COUNT_MESSAGE } from '../../domain/messages';
import { isValidFeaturedCount } from '../../domain/settings/featured-settings';
import { firebaseClient } from '../../lib/firebase/client';
import { commitInBatches, withUpdateStamp, type BatchOperation } from '../../lib/firebase/documents';

/**
 * Saves the featured pages (exactly 0, 4 or 8) and flags every content page featured or not, in
 * one batched change.
 */
export async function updateFeaturedPages(contentIds: readonly string[]): Promise<void> {
  if (!isValidFeaturedCount(contentIds.length)) throw new Error(FEATURED_COUNT_MESSAGE);
  const { paths } = firebaseClient();
  const featured = new Set(contentIds);
  const contents = await listContent();
  await commitInBatches([
    {
      type: 'set',
      path: paths.settings('featured'),
      data: withUpdateStamp({ id: 'featured', contentIds: [...contentIds] }),
      merge: true,
    },
    ...contents
      .filter((content) => content.isFeatured !== featured.has(content.id))
      .map((content): BatchOperation => ({
        type: 'update',
        path: paths.doc('content', content.id),
        data: withUpdateStamp({ isFeatured: featured.has(content.id) }),
      })),
  ]);
}
