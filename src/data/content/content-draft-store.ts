import { type Content, type ContentSettings } from '../../domain/content';
import {
  contentDraftSchema,
  contentVersionSchema,
  draftFromLive,
  draftFromVersion,
  draftSettingsSchema,
  newestFirst,
  pageWithDraft,
  publishPage,
  scheduleProblem,
  storedPageCopy,
  type ContentDraft,
  type ContentVersion,
} from '../../domain/content-draft';
import { CONTENT_MESSAGES } from '../../domain/messages';
import { newDocumentId } from '../../domain/paths';
import type { Section } from '../../domain/section';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  commitInBatches,
  documentData,
  parseDocuments,
  readCollection,
  readDocument,
  requireCurrentUserId,
  where,
  withUpdateStamp,
} from '../../lib/firebase/documents';
import { storagePathOfUrl } from '../../lib/firebase/storage';
import { deleteStorageObject, listStorageFolder } from '../../lib/firebase/storage-folder';
import {
  checkContent,
  contentPath,
  getContent,
  listSectionsByIds,
  preparedSections,
  uniqueContentPath,
  updateContentSections,
  updateContentSettings,
  type EditorSection,
} from './content-store';

/** A page as the editor works on it: the live records, the pending draft (if any) and the two combined. */
export interface EditablePage {
  live: Content;
  liveSections: Section[];
  draft: ContentDraft | undefined;
  /** The page as it will be once published: the draft's settings and sections, or the live ones. */
  content: Content;
  sections: Section[];
}

function draftPath(contentId: string) {
  return firebaseClient().paths.doc('contentDrafts', contentId);
}

export async function getContentDraft(contentId: string): Promise<ContentDraft | undefined> {
  const snapshot = await readDocument(draftPath(contentId));
  if (!snapshot.exists()) return undefined;
  return checkForWrite(contentDraftSchema, documentData(snapshot), CONTENT_MESSAGES.invalidContent);
}

export async function getEditablePage(contentId: string): Promise<EditablePage> {
  const live = await getContent(contentId);
  const [liveSections, draft] = await Promise.all([listSectionsByIds(live.sectionIds), getContentDraft(contentId)]);
  return { live, liveSections, draft, ...pageWithDraft(live, liveSections, draft) };
}

async function writeDraft(contentId: string, draft: Pick<ContentDraft, 'settings' | 'sections'>): Promise<void> {
  const stored = checkForWrite(
    contentDraftSchema,
    withUpdateStamp({ id: contentId, ...draft }),
    CONTENT_MESSAGES.invalidContent,
  );
  await commitInBatches([{ type: 'set', path: draftPath(contentId), data: storedPageCopy(stored) }]);
}

/**
 * Saves the editor's sections: into the draft when the page is published or already has pending
 * changes (the live page stays as it is), onto the page itself otherwise. PDFs are uploaded first.
 */
export async function saveContentSections(contentId: string, sections: readonly EditorSection[]): Promise<Section[]> {
  const page = await getEditablePage(contentId);
  if (!page.live.isPublished && !page.draft) return updateContentSections(contentId, sections);
  const stored = await preparedSections(page.content, sections);
  const base = page.draft ?? draftFromLive(page.live, page.liveSections);
  await writeDraft(contentId, { settings: base.settings, sections: stored });
  return stored;
}

/**
 * Saves the settings form. For a published page (or one with pending changes) the settings wait
 * in the draft, except "Published", which takes effect at once (so a page can be taken down now).
 */
export async function saveContentSettings(contentId: string, settings: ContentSettings): Promise<Content> {
  const page = await getEditablePage(contentId);
  if (!page.live.isPublished && !page.draft) return updateContentSettings(contentId, settings);
  const path = await uniqueContentPath(contentId, settings);
  const base = page.draft ?? draftFromLive(page.live, page.liveSections);
  await writeDraft(contentId, { settings: draftSettingsSchema.parse({ ...settings, path }), sections: base.sections });
  if (settings.isPublished === page.live.isPublished) return page.live;
  const live = checkContent(withUpdateStamp({ ...page.live, isPublished: settings.isPublished }));
  await commitInBatches([{ type: 'set', path: contentPath(contentId), data: live }]);
  return live;
}

/** Saves when the schedule publishes and unpublishes the page (on the page itself: the job reads it there). */
export async function saveContentSchedule(
  contentId: string,
  schedule: Pick<Content, 'publishAt' | 'unpublishAt'>,
): Promise<Content> {
  const problem = scheduleProblem(schedule);
  if (problem) throw new Error(problem);
  const content = checkContent(withUpdateStamp({ ...(await getContent(contentId)), ...schedule }));
  await commitInBatches([{ type: 'set', path: contentPath(contentId), data: content }]);
  return content;
}

export async function listContentVersions(contentId: string): Promise<ContentVersion[]> {
  const snapshots = await readCollection(
    firebaseClient().paths.collection('contentVersions'),
    where('contentId', '==', contentId),
  );
  return newestFirst(parseDocuments(contentVersionSchema, 'contentVersion', snapshots));
}

/**
 * Deletes the page's stored files that nothing refers to any more: not the live sections, not the
 * draft, not a kept version (a restored version must find its PDFs).
 */
async function deleteUnreferencedFiles(contentId: string): Promise<void> {
  const page = await getEditablePage(contentId);
  const versions = await listContentVersions(contentId);
  const referenced = new Set(
    [page.liveSections, page.sections, ...versions.map((version) => version.sections)]
      .flat()
      .flatMap((section) => (section.type === 'pdf' ? section.data.urls : []))
      .map((url) => storagePathOfUrl(url)),
  );
  const stored = await listStorageFolder(firebaseClient().paths.storage('content', contentId));
  await Promise.all(stored.filter((path) => !referenced.has(path)).map((path) => deleteStorageObject(path)));
}

/**
 * Publish changes: the draft (or, without one, the page as it is) becomes the live page in one
 * batch, with a new version in the history; files no longer used are deleted afterwards.
 */
export async function publishContent(contentId: string, publisherName: string): Promise<Content> {
  const page = await getEditablePage(contentId);
  const { paths } = firebaseClient();
  const { writes } = publishPage(paths, {
    content: page.live,
    liveSections: page.liveSections,
    draft: page.draft,
    versions: await listContentVersions(contentId),
    versionId: newDocumentId(),
    publishedBy: publisherName,
    userId: requireCurrentUserId(),
    at: new Date(),
  });
  await commitInBatches(writes);
  await deleteUnreferencedFiles(contentId);
  return getContent(contentId);
}

/** Discard changes: the draft goes, the live page stays; files only the draft used are deleted. */
export async function discardContentDraft(contentId: string): Promise<void> {
  await commitInBatches([{ type: 'delete', path: draftPath(contentId) }]);
  await deleteUnreferencedFiles(contentId);
}

/** Restore: a version's settings and sections become the draft, for Publish changes to make live. */
export async function restoreContentVersion(contentId: string, versionId: string): Promise<void> {
  const version = (await listContentVersions(contentId)).find((item) => item.id === versionId);
  if (!version) throw new Error('This version is no longer kept');
  const draft = draftFromVersion(version);
  await writeDraft(contentId, {
    ...draft,
    settings: { ...draft.settings, path: await uniqueContentPath(contentId, draft.settings) },
  });
}
