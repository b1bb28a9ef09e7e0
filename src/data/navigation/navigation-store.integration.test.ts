import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { STORAGE_MESSAGES } from '../../domain/messages';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { listCorePages, listSidebarSections, updateCorePage, updateSidebarSections } from './navigation-store';

// The sidebar's sections are written in one batch; core pages read as their defaults until saved.
describe('sidebar and core pages against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('adds, renames and removes a sidebar section, listed in index order', async () => {
    const id = `section-${randomUUID().slice(0, 8)}`;
    const draft = { id, heading: 'Exhibitor help', itemIds: [], index: 999, isCollapsable: true };
    await updateSidebarSections({ newSections: [draft], updatedSections: [], removedIds: [] });
    const sections = await listSidebarSections();
    expect(sections.at(-1)).toMatchObject({ id, heading: 'Exhibitor help', isCollapsable: true });
    expect(sections.map((section) => section.index)).toEqual(
      [...sections.map((section) => section.index)].sort((a, b) => a - b),
    );
    await updateSidebarSections({ newSections: [], updatedSections: [{ ...draft, heading: 'Help' }], removedIds: [] });
    expect((await listSidebarSections()).find((section) => section.id === id)?.heading).toBe('Help');
    await updateSidebarSections({ newSections: [], updatedSections: [], removedIds: [id] });
    expect((await listSidebarSections()).map((section) => section.id)).not.toContain(id);
  });

  it('refuses a malformed edit with the message of the part at fault', async () => {
    await expect(updateSidebarSections({ newSections: [], updatedSections: [], removedIds: [''] })).rejects.toThrow(
      STORAGE_MESSAGES.invalidIdsToRemove,
    );
    await expect(
      updateSidebarSections({
        newSections: [{ id: '', heading: 'x', itemIds: [], index: 0, isCollapsable: false }],
        updatedSections: [],
        removedIds: [],
      }),
    ).rejects.toThrow(STORAGE_MESSAGES.invalidNewSections);
  });

  it('saves a core page’s title and reads all seven in their fixed order', async () => {
    const pages = await listCorePages();
    expect(pages).toHaveLength(7);
    const [first] = pages;
    await updateCorePage({ ...first, title: `${first.title} (edited)` });
    expect((await listCorePages())[0].title).toBe(`${first.title} (edited)`);
    await updateCorePage(first);
  });

  it('an admin publishes the Time Table under its own title, icon and picture; a team member reads it so, a moderator may not change it', async () => {
    const original = (await listCorePages()).find((page) => page.id === 'timeTable')!;
    const published = { ...original, isPublished: true, title: 'Show schedule', icon: 'star', assetId: 'stage-photo' };
    try {
      await updateCorePage(published);
      await signInAsDemo(client.auth, 'teamMember');
      expect((await listCorePages()).find((page) => page.id === 'timeTable')).toMatchObject({
        isPublished: true,
        title: 'Show schedule',
        icon: 'star',
        assetId: 'stage-photo',
      });
      await signInAsDemo(client.auth, 'moderator');
      await expect(updateCorePage({ ...published, isPublished: false })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect((await listCorePages()).find((page) => page.id === 'timeTable')?.isPublished).toBe(true);
    } finally {
      await signInAsDemo(client.auth, 'admin');
      await updateCorePage(original);
    }
  });

  it('refuses a moderator adding a sidebar section', async () => {
    await signInAsDemo(client.auth, 'moderator');
    try {
      const draft = {
        id: `section-${randomUUID().slice(0, 8)}`,
        heading: 'Not allowed',
        itemIds: [],
        index: 0,
        isCollapsable: false,
      };
      await expect(
        updateSidebarSections({ newSections: [draft], updatedSections: [], removedIds: [] }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await signInAsDemo(client.auth, 'admin');
    }
  });
});
