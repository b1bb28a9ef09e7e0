import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { FEATURED_COUNT_MESSAGE } from '../../domain/messages';
import { newContentValues } from '../../domain/content';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { createContent, deleteContent, getContent } from '../content/content-store';
import { getSettings } from '../settings/settings-store';
import { updateFeaturedPages } from './featured-store';

// The featured list and each page's isFeatured flag change together; the demo's own list is put back.
describe('featured pages against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('features four pages and flags them, then restores the list and unflags them', async () => {
    const before = (await getSettings('featured')).contentIds;
    const pages = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        createContent({ ...newContentValues(), title: `Featured ${n} ${Date.now()}`, isPublished: true }),
      ),
    );
    await updateFeaturedPages(pages.map((page) => page.id));
    expect((await getSettings('featured')).contentIds).toEqual(pages.map((page) => page.id));
    expect((await getContent(pages[0].id)).isFeatured).toBe(true);
    await updateFeaturedPages(before);
    expect((await getContent(pages[0].id)).isFeatured).toBe(false);
    await Promise.all(pages.map((page) => deleteContent(page.id)));
  });

  it('refuses a count other than 0, 4 or 8 with the spec’s message', async () => {
    await expect(updateFeaturedPages(['a', 'b', 'c'])).rejects.toThrow(FEATURED_COUNT_MESSAGE);
  });

  it('refuses a moderator changing the featured list', async () => {
    await signInAsDemo(client.auth, 'moderator');
    try {
      await expect(updateFeaturedPages((await getSettings('featured')).contentIds)).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await signInAsDemo(client.auth, 'admin');
    }
  });
});
