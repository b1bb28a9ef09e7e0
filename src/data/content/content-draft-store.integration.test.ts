import { randomUUID } from 'node:crypto';
import { signOut } from 'firebase/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobsAt } from '../../../tests/support/scheduler';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { newContentValues, type Content } from '../../domain/content';
import { CONTENT_DRAFT_MESSAGES, SCHEDULED_PUBLISHER } from '../../domain/content-draft';
import { newDocumentId } from '../../domain/paths';
import { sectionSchema, type Section } from '../../domain/section';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import {
  discardContentDraft,
  getContentDraft,
  getEditablePage,
  listContentVersions,
  publishContent,
  restoreContentVersion,
  saveContentSchedule,
  saveContentSections,
  saveContentSettings,
} from './content-draft-store';
import { createContent, getContent, getContentByAddress, getContentPage, updateContentSections } from './content-store';

// Drafts of published pages, as organisers edit them and as teams keep reading the live page, with
// the rules enforced: publish, discard, restore, the schedule (the job run with a chosen "now") and
// page addresses.
describe('content drafts against the local stack', () => {
  let client: FirebaseClient;
  const text = (words: string, id = newDocumentId()): Section =>
    sectionSchema.parse({ id, type: 'richText', isNewSection: true, data: { text: `<p>${words}</p>` } });
  const member = { role: 'user', teamTypeId: '', standShareRole: 'none' } as const;

  async function as(who: 'moderator' | 'teamMember') {
    await signOut(client.auth);
    await signInAsDemo(client.auth, who);
  }
  /** What a team member reads of the page: its title and its sections' text. */
  async function memberReads(contentId: string): Promise<{ title: string; texts: string[] }> {
    await as('teamMember');
    try {
      const { content, sections } = await getContentPage({ address: contentId, viewer: member });
      return {
        title: content.title,
        texts: sections.map((section) => (section.type === 'richText' ? section.data.text : '')),
      };
    } finally {
      await as('moderator');
    }
  }
  async function publishedPage(words: string): Promise<Content> {
    const content = await createContent({ ...newContentValues(), title: `Stand build ${randomUUID().slice(0, 8)}` });
    await updateContentSections(content.id, [text(words)]);
    await publishContent(content.id, 'Mo Daniels');
    return getContent(content.id);
  }

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'moderator');
  });
  afterEach(async () => {
    if (client.auth.currentUser?.email?.startsWith('moderator') !== true) await as('moderator');
  });

  it('keeps edits of a published page in its draft: the team reads the old text until Publish changes', async () => {
    const content = await publishedPage('Build-up starts at 08:00');
    const [section] = (await getEditablePage(content.id)).sections;
    await saveContentSections(content.id, [
      { ...section!, data: { text: '<p>Build-up starts at 07:00</p>' } } as Section,
    ]);
    await saveContentSettings(content.id, { ...newContentValues(), ...content, title: `${content.title} (new)` });

    expect(await memberReads(content.id)).toEqual({ title: content.title, texts: ['<p>Build-up starts at 08:00</p>'] });
    const editable = await getEditablePage(content.id);
    expect(editable.content.title).toBe(`${content.title} (new)`);

    // A team member may neither read nor write the draft.
    await as('teamMember');
    await expect(getContentDraft(content.id)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(saveContentSections(content.id, [text('Hijacked')])).rejects.toThrow();
    await as('moderator');
    expect((await getEditablePage(content.id)).sections.map((item) => item.id)).toEqual([section!.id]);

    await publishContent(content.id, 'Mo Daniels');
    expect(await memberReads(content.id)).toEqual({
      title: `${content.title} (new)`,
      texts: ['<p>Build-up starts at 07:00</p>'],
    });
    expect(await getContentDraft(content.id)).toBeUndefined();
    const versions = await listContentVersions(content.id);
    expect(versions.map((version) => version.publishedBy)).toEqual(['Mo Daniels', 'Mo Daniels']);
    expect(versions[0]!.settings.title).toBe(`${content.title} (new)`);
  });

  it('discards a draft: the live page stays and the draft is gone', async () => {
    const content = await publishedPage('Keep this');
    await saveContentSections(content.id, [text('Throw this away')]);
    await discardContentDraft(content.id);
    expect(await getContentDraft(content.id)).toBeUndefined();
    const page = await getEditablePage(content.id);
    expect(page.sections.map((section) => (section.type === 'richText' ? section.data.text : ''))).toEqual([
      '<p>Keep this</p>',
    ]);
  });

  it('restores a version into the draft; Publish changes shows the old text again', async () => {
    const content = await publishedPage('First text');
    await saveContentSections(content.id, [text('Second text')]);
    await publishContent(content.id, 'Mo Daniels');
    const [, first] = await listContentVersions(content.id);
    await restoreContentVersion(content.id, first!.id);
    expect(await memberReads(content.id)).toMatchObject({ texts: ['<p>Second text</p>'] });
    await publishContent(content.id, 'Mo Daniels');
    expect(await memberReads(content.id)).toMatchObject({ texts: ['<p>First text</p>'] });
  });

  it('publishes with the pending changes at the publish time, and unpublishes at the unpublish time, once', async () => {
    const content = await publishedPage('Before the schedule');
    await saveContentSections(content.id, [text('After the schedule')]);
    const publishAt = new Date(Date.now() + 60 * 60_000);
    const unpublishAt = new Date(publishAt.getTime() + 60 * 60_000);
    await saveContentSchedule(content.id, {
      publishAt: publishAt.toISOString(),
      unpublishAt: unpublishAt.toISOString(),
    });
    await expect(
      saveContentSchedule(content.id, { publishAt: unpublishAt.toISOString(), unpublishAt: publishAt.toISOString() }),
    ).rejects.toThrow(CONTENT_DRAFT_MESSAGES.unpublishBeforePublish);

    await runScheduledJobsAt(new Date(publishAt.getTime() - 60_000), ['publishScheduledContent']);
    expect(await memberReads(content.id)).toMatchObject({ texts: ['<p>Before the schedule</p>'] });

    await runScheduledJobsAt(publishAt, ['publishScheduledContent']);
    expect(await memberReads(content.id)).toMatchObject({ texts: ['<p>After the schedule</p>'] });
    expect(await getContent(content.id)).toMatchObject({ publishAt: '', unpublishAt: unpublishAt.toISOString() });
    const versions = await listContentVersions(content.id);
    expect(versions[0]).toMatchObject({ publishedBy: SCHEDULED_PUBLISHER });
    // A second run at the same time finds nothing left to do.
    await runScheduledJobsAt(publishAt, ['publishScheduledContent']);
    expect(await listContentVersions(content.id)).toHaveLength(versions.length);

    await runScheduledJobsAt(unpublishAt, ['publishScheduledContent']);
    expect(await getContent(content.id)).toMatchObject({ isPublished: false, unpublishAt: '' });
    await as('teamMember');
    await expect(getContent(content.id)).rejects.toThrow('This page could not be found');
  });

  it('opens a page by its path and refuses a second page with the same path', async () => {
    const content = await publishedPage('By path');
    await as('teamMember');
    expect((await getContentByAddress({ address: content.path, viewer: member })).id).toBe(content.id);
    expect((await getContentByAddress({ address: content.id, viewer: member })).path).toBe(content.path);
    expect(await getContentPage({ address: content.path, viewer: member })).toMatchObject({
      content: { id: content.id },
      sections: [{ type: 'richText', data: { text: '<p>By path</p>' } }],
      assets: [],
    });
    await as('moderator');
    await expect(createContent({ ...newContentValues(), title: 'Another', path: content.path })).rejects.toThrow(
      CONTENT_DRAFT_MESSAGES.duplicatePath,
    );
  });
});
