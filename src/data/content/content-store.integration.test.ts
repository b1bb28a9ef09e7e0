import { randomUUID } from 'node:crypto';
import { signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { newContentValues } from '../../domain/content';
import { CONTENT_MESSAGES } from '../../domain/messages';
import { newSection, sectionSchema } from '../../domain/section';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import {
  createContent,
  deleteContent,
  duplicateContent,
  getContent,
  listContent,
  getPublicContent,
  listPublishedContent,
  listSectionsByIds,
  updateContentSections,
  updateContentArchived,
  updateContentSettings,
} from './content-store';
import { newDocumentId } from '../../domain/paths';
import { storagePathOfUrl } from '../../lib/firebase/storage';
import { listStorageFolder } from '../../lib/firebase/storage-folder';

// Content pages as moderators write them and as members and guests may read them (the rules refuse
// what they may not see, and the store reports it as not found).
describe('content pages against the local stack', () => {
  let client: FirebaseClient;
  const page = (title: string, extra: Partial<ReturnType<typeof newContentValues>> = {}) =>
    createContent({ ...newContentValues(), title, ...extra });

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'moderator');
  });

  it('creates a page with its slug, saves its sections in order and deletes removed ones', async () => {
    const title = `Hall plan ${randomUUID().slice(0, 8)}`;
    const content = await page(title);
    expect(content).toMatchObject({
      title,
      path: title.toLowerCase().replace(/ /g, '-'),
      sectionIds: [],
      isArchived: false,
    });
    const [intro, button] = [
      sectionSchema.parse({
        id: newDocumentId(),
        type: 'richText',
        isNewSection: true,
        data: { text: '<p>Welcome</p>' },
      }),
      newSection('button', newDocumentId()),
    ];
    await updateContentSections(content.id, [intro, button]);
    expect((await getContent(content.id)).sectionIds).toEqual([intro.id, button.id]);
    await updateContentSections(content.id, await listSectionsByIds([button.id]));
    expect((await getContent(content.id)).sectionIds).toEqual([button.id]);
    expect((await readDocument(client.paths.doc('sections', intro.id))).exists()).toBe(false);
    await deleteContent(content.id);
    expect((await listContent()).map((each) => each.id)).not.toContain(content.id);
  });

  it("keeps a page's PDFs its own: a copy has copies, and a removed file, a removed section and a deleted page leave none behind", async () => {
    const folderOf = (contentId: string) => client.paths.storage('content', contentId);
    const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], `${name}.pdf`, { type: 'application/pdf' });
    const original = await page(`Floor plans ${randomUUID().slice(0, 8)}`);
    const section = { ...newSection('pdf', newDocumentId()), pendingFiles: [pdf('hall-a'), pdf('hall-b')] };
    const [saved] = await updateContentSections(original.id, [section]);
    expect(await listStorageFolder(folderOf(original.id))).toHaveLength(2);

    const copy = await duplicateContent(original.id);
    const [copied] = await listSectionsByIds(copy.sectionIds);
    const copiedUrls = copied?.type === 'pdf' ? copied.data.urls : [];
    expect(copiedUrls).toHaveLength(2);
    for (const url of copiedUrls) expect(storagePathOfUrl(url)).toMatch(new RegExp(`^${folderOf(copy.id)}/`));

    // One file taken out of the original's section: that file goes, the other stays.
    if (saved?.type !== 'pdf') throw new Error('The saved section is not a PDF section');
    const kept = saved.data.urls.slice(0, 1);
    await updateContentSections(original.id, [{ ...saved, data: { ...saved.data, urls: kept } }]);
    expect(await listStorageFolder(folderOf(original.id))).toEqual([storagePathOfUrl(kept[0]!)]);

    // The original deleted: nothing of it is left in Storage, and the copy's PDFs still download.
    await deleteContent(original.id);
    expect(await listStorageFolder(folderOf(original.id))).toEqual([]);
    for (const url of copiedUrls) expect((await fetch(url)).status).toBe(200);

    // The copy's PDF section removed: its files go with it.
    await updateContentSections(copy.id, []);
    expect(await listStorageFolder(folderOf(copy.id))).toEqual([]);
    await deleteContent(copy.id);
  });

  it('duplicates a page unpublished with copies of its sections; archives and restores', async () => {
    const content = await page(`Guide ${randomUUID().slice(0, 8)}`, { isPublished: true });
    const section = newSection('callout', newDocumentId());
    await updateContentSections(content.id, [section]);
    const copy = await duplicateContent(content.id);
    expect(copy).toMatchObject({ title: `${content.title} (copy)`, isPublished: false });
    expect(copy.sectionIds).toHaveLength(1);
    expect(copy.sectionIds[0]).not.toBe(section.id);
    await updateContentArchived(content.id, true);
    expect((await getContent(content.id)).isArchived).toBe(true);
    await updateContentArchived(content.id, false);
    const settings = await updateContentSettings(content.id, {
      ...newContentValues(),
      title: content.title,
      path: 'Guide Renamed',
      isPublished: true,
    });
    expect(settings.path).toBe('guide-renamed');
    await Promise.all([deleteContent(content.id), deleteContent(copy.id)]);
  });

  it('shows members published pages only; an unpublished one reads as not found', async () => {
    const published = await page(`Open ${randomUUID().slice(0, 8)}`, { isPublished: true });
    const draft = await page(`Draft ${randomUUID().slice(0, 8)}`);
    await signInAsDemo(client.auth, 'teamMember');
    try {
      const listed = (await listPublishedContent({ teamTypeId: '', standShareRole: 'none' })).map((each) => each.id);
      expect(listed).toContain(published.id);
      expect(listed).not.toContain(draft.id);
      await expect(getContent(draft.id)).rejects.toThrow('This page could not be found');
      await expect(createContent({ ...newContentValues(), title: 'Member page' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await signInAsDemo(client.auth, 'moderator');
    }
    await Promise.all([deleteContent(published.id), deleteContent(draft.id)]);
  });

  it('gives guests a public published page and nothing else', async () => {
    const open = await page(`Public ${randomUUID().slice(0, 8)}`, { isPublished: true, isPublic: true });
    const members = await page(`Members ${randomUUID().slice(0, 8)}`, { isPublished: true });
    await signOut(client.auth);
    try {
      expect((await getPublicContent(open.id)).content.id).toBe(open.id);
      await expect(getPublicContent(members.id)).rejects.toThrow(CONTENT_MESSAGES.notAvailable);
    } finally {
      await signInAsDemo(client.auth, 'moderator');
    }
    await Promise.all([deleteContent(open.id), deleteContent(members.id)]);
  });
});
