import { listSidebarSections } from '../navigation/navigation-store';
import type { Asset } from '../../domain/asset';
import {
  contentSchema,
  contentWriteSchema,
  toContentPath,
  type Content,
  type ContentSettings,
} from '../../domain/content';
import { availablePath, CONTENT_DRAFT_MESSAGES, isPathTaken } from '../../domain/content-draft';
import {
  canGuestViewContent,
  seesAllContent,
  visibleSections,
  type ContentViewer,
} from '../../domain/content-visibility';
import { CONTENT_MESSAGES, STORAGE_MESSAGES } from '../../domain/messages';
import { sectionSchema, sectionsWriteProblem, storedSection, type Section } from '../../domain/section';
import { featuredSettingsSchema } from '../../domain/settings/featured-settings';
import { toSlug } from '../../domain/slug';
import { getAsset } from '../assets/assets-store';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  commitInBatches,
  documentData,
  parseDocuments,
  readCollection,
  readDocument,
  where,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
  type Constraint,
} from '../../lib/firebase/documents';
import { isPermissionDenied, readEntity } from '../read-entity';
import { copyStoredFile, storagePathOfUrl, uploadWithProgress } from '../../lib/firebase/storage';
import { deleteStorageFolder, deleteStorageObject } from '../../lib/firebase/storage-folder';
import { newDocumentId } from '../../domain/paths';

/** Every content page of the event (archived ones included), parsed; invalid ones are dropped and reported. */
export async function listContent(): Promise<Content[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('content'));
  return parseDocuments(contentSchema, 'content', snapshots);
}

/**
 * The pages a member may list, asked for with exactly the filters the security rules check (rules
 * are not filters): published and not archived, unrestricted or restricted to their team type, and
 * shown to stand shares when their team is one.
 */
export async function listPublishedContent(
  viewer: Pick<ContentViewer, 'teamTypeId' | 'standShareRole'>,
  ...narrowing: Constraint[]
): Promise<Content[]> {
  const pages = firebaseClient().paths.collection('content');
  const shared = [
    ...narrowing,
    where('isPublished', '==', true),
    where('isArchived', '==', false),
    ...(viewer.standShareRole === 'child' ? [where('showToChildTeams', '==', true)] : []),
  ];
  const [unrestricted, restricted] = await Promise.all([
    readCollection(pages, ...shared, where('allowedTeamTypeIds', '==', [])),
    viewer.teamTypeId
      ? readCollection(pages, ...shared, where('allowedTeamTypeIds', 'array-contains', viewer.teamTypeId))
      : [],
  ]);
  return parseDocuments(contentSchema, 'content', [...unrestricted, ...restricted]);
}

/**
 * One content page. A missing page, and one the rules keep from this reader (unpublished, archived,
 * for another team type), are both reported as not found: the reader learns nothing about it.
 */
export async function getContent(contentId: string): Promise<Content> {
  const path = firebaseClient().paths.doc('content', contentId);
  return readEntity(path, contentSchema, 'content', {
    invalid: CONTENT_MESSAGES.invalidContent,
    missing: CONTENT_MESSAGES.pageNotFound,
    refusedIsMissing: true,
  });
}

/**
 * The page at an address: its path, or its id (links made before pages had paths). A member asks
 * by path with the filters the rules check; a page they may not open is not found.
 */
export async function getContentByAddress({
  address,
  viewer,
}: {
  address: string;
  viewer: ContentViewer;
}): Promise<Content> {
  const byPath = seesAllContent(viewer)
    ? parseDocuments(
        contentSchema,
        'content',
        await readCollection(firebaseClient().paths.collection('content'), where('path', '==', address)),
      )
    : await listPublishedContent(viewer, where('path', '==', address));
  return byPath[0] ?? getContent(address);
}

/** A page as a signed-in person opens it: the page, the sections they may see, and those sections' pictures. */
export interface ContentPage {
  content: Content;
  sections: Section[];
  assets: Asset[];
}

/**
 * The page at an address with what it shows, read in one go (each read starts as the one before
 * it answers, with no screen drawn in between): the page, then its sections, then their pictures.
 */
export async function getContentPage(args: { address: string; viewer: ContentViewer }): Promise<ContentPage> {
  const content = await getContentByAddress(args);
  const sections = visibleSections(await listSectionsByIds(content.sectionIds), args.viewer);
  return { content, sections, assets: await listSectionAssets(sections) };
}

/**
 * Sections by id, in the order given; ids whose document is missing or invalid are skipped, and so
 * are unpublished sections the rules keep from members and guests.
 */
export async function listSectionsByIds(sectionIds: readonly string[]): Promise<Section[]> {
  const { paths } = firebaseClient();
  const snapshots = await Promise.all(
    sectionIds.map((id) =>
      readDocument(paths.doc('sections', id)).catch((error: unknown) => {
        if (isPermissionDenied(error)) return undefined;
        throw error;
      }),
    ),
  );
  return parseDocuments(
    sectionSchema,
    'section',
    snapshots.filter((snapshot) => snapshot?.exists()).map((snapshot) => snapshot!),
  );
}

/** A section in the editor: a PDF section may hold files chosen but not yet uploaded. */
export type EditorSection = Section & { pendingFiles?: File[] };

export function contentPath(id: string) {
  return firebaseClient().paths.doc('content', id);
}
function sectionPath(id: string) {
  return firebaseClient().paths.doc('sections', id);
}

export function checkContent(content: unknown): Content {
  return checkForWrite(contentWriteSchema, content, CONTENT_MESSAGES.invalidContent);
}

function checkSection(section: unknown): Section {
  return checkForWrite(sectionSchema, section, CONTENT_MESSAGES.invalidContent);
}

/**
 * The page's path as stored (a slug, falling back to the title's), refused when another page of
 * the event has it: the path is the page's address.
 */
export async function uniqueContentPath(contentId: string, settings: Pick<ContentSettings, 'path' | 'title'>) {
  const path = toContentPath(settings.path || settings.title);
  if (isPathTaken(await listContent(), contentId, path)) throw new Error(CONTENT_DRAFT_MESSAGES.duplicatePath);
  return path;
}

/** Creates a page from its settings; the path falls back to the title's slug. */
export async function createContent(settings: ContentSettings): Promise<Content> {
  const id = newDocumentId();
  const content = checkContent(
    withCreateStamp({
      ...settings,
      id,
      path: await uniqueContentPath(id, settings),
      sectionIds: [],
      isArchived: false,
      isFeatured: false,
    }),
  );
  await commitInBatches([{ type: 'set', path: contentPath(content.id), data: content }]);
  return content;
}

/** Saves the settings form; the path is always stored as a slug. */
export async function updateContentSettings(contentId: string, settings: ContentSettings): Promise<Content> {
  const current = await getContent(contentId);
  const content = checkContent(
    withUpdateStamp({ ...current, ...settings, path: await uniqueContentPath(contentId, settings) }),
  );
  await commitInBatches([{ type: 'set', path: contentPath(content.id), data: content }]);
  return content;
}

/**
 * Uploads a PDF section's chosen files to events/{eventId}/content/{contentId}/{sectionId}/ and
 * returns the section with their URLs added. Files go first so a stored section never points at
 * a file that failed to upload.
 */
async function uploadPdfFiles(contentId: string, section: EditorSection): Promise<Section> {
  const { pendingFiles, ...stored } = section;
  if (stored.type !== 'pdf' || !pendingFiles?.length) return stored;
  const { paths } = firebaseClient();
  let uploaded: string[];
  try {
    uploaded = await Promise.all(
      pendingFiles.map(async (file) => {
        const { url } = await uploadWithProgress(
          paths.storage(
            'content',
            contentId,
            section.id,
            `${Date.now()}-${toSlug(file.name.replace(/\.pdf$/i, ''))}.pdf`,
          ),
          file,
          undefined,
          {
            contentType: 'application/pdf',
            contentDisposition: `inline; filename="${file.name.replace(/"/g, '')}"`,
          },
        );
        return url;
      }),
    );
  } catch (error) {
    throw new Error(error instanceof Error && error.message ? error.message : STORAGE_MESSAGES.pdfUploadFailed, {
      cause: error,
    });
  }
  const fileName = stored.data.fileName || pendingFiles[0].name;
  return checkForWrite(
    sectionSchema,
    { ...stored, data: { ...stored.data, fileName, urls: [...stored.data.urls, ...uploaded] } },
    STORAGE_MESSAGES.invalidPdfSection,
  );
}

/** The stored paths of a PDF section's files inside its own folder (the only files the page owns). */
function ownPdfPaths(contentId: string, section: Section): string[] {
  if (section.type !== 'pdf') return [];
  const folder = `${firebaseClient().paths.storage('content', contentId, section.id)}/`;
  return section.data.urls.flatMap((url) => {
    const path = storagePathOfUrl(url);
    return path?.startsWith(folder) ? [path] : [];
  });
}

/** The editor's sections ready to store: pending PDFs uploaded, each tied to the page and stamped. */
export async function preparedSections(
  page: Pick<Content, 'id' | 'isPublic'>,
  sections: readonly EditorSection[],
): Promise<Section[]> {
  const contentId = page.id;
  // Refused before any file is uploaded: what would be stored is known from the editor's sections.
  const problem = sectionsWriteProblem(sections, page);
  if (problem) throw new Error(problem);
  const uploaded = await Promise.all(sections.map((section) => uploadPdfFiles(contentId, section)));
  return uploaded.map((section) =>
    checkSection(
      section.isNewSection || !section.createdAt
        ? withCreateStamp({ ...section, contentId, isNewSection: false })
        : withUpdateStamp({ ...section, contentId }),
    ),
  );
}

/**
 * Saves the editor: uploads pending PDFs, then writes every section, deletes removed ones and
 * stores the new section order on the page, in one batched change. Then the files of removed PDF
 * sections and the PDFs taken out of a kept section are deleted (after the save, so a failed save
 * loses no file; while the page exists, whose record the Storage rules read).
 */
export async function updateContentSections(contentId: string, sections: readonly EditorSection[]): Promise<Section[]> {
  const current = await getContent(contentId);
  const stored = await preparedSections(current, sections);
  const keptIds = new Set(stored.map((section) => section.id));
  const removedIds = current.sectionIds.filter((id) => !keptIds.has(id));
  const before = await listSectionsByIds(current.sectionIds);
  const content = checkContent(withUpdateStamp({ ...current, sectionIds: stored.map((section) => section.id) }));
  await commitInBatches([
    ...stored.map((section): BatchOperation => ({
      type: 'set',
      path: sectionPath(section.id),
      data: storedSection(section),
    })),
    ...removedIds.map((id): BatchOperation => ({ type: 'delete', path: sectionPath(id) })),
    { type: 'set', path: contentPath(content.id), data: content },
  ]);
  const keptPaths = new Set(stored.flatMap((section) => ownPdfPaths(contentId, section)));
  const { paths } = firebaseClient();
  await Promise.all([
    ...removedIds.map((id) => deleteStorageFolder(paths.storage('content', contentId, id))),
    ...before
      .filter((section) => keptIds.has(section.id))
      .flatMap((section) => ownPdfPaths(contentId, section))
      .filter((path) => !keptPaths.has(path))
      .map((path) => deleteStorageObject(path)),
  ]);
  return stored;
}

/**
 * A PDF section of a copied page with copies of the files its original owns, in the copy's own
 * folder (written once the copy's page exists: the Storage rules read it).
 */
async function withCopiedPdfs(copy: Section, original: Section): Promise<Section> {
  if (copy.type !== 'pdf' || original.type !== 'pdf') return copy;
  const { paths } = firebaseClient();
  const folder = `${paths.storage('content', original.contentId, original.id)}/`;
  const urls = await Promise.all(
    original.data.urls.map(async (url) => {
      const path = storagePathOfUrl(url);
      if (!path?.startsWith(folder)) return url;
      return copyStoredFile(path, paths.storage('content', copy.contentId, copy.id, path.slice(folder.length)));
    }),
  );
  return checkSection({ ...copy, data: { ...copy.data, urls } });
}

/**
 * A copy of a page with copies of its sections (new ids) and of their PDFs, so that deleting
 * either page leaves the other whole. The copy starts unpublished and not featured, so organisers
 * review it before anyone sees it twice. A copy whose files fail to copy is deleted again.
 */
export async function duplicateContent(contentId: string): Promise<Content> {
  const original = await getContent(contentId);
  const sections = await listSectionsByIds(original.sectionIds);
  const copyId = newDocumentId();
  const copies = sections.map((section) =>
    checkSection(withCreateStamp({ ...section, id: newDocumentId(), contentId: copyId, isNewSection: false })),
  );
  const title = `${original.title} (copy)`;
  const copy = checkContent(
    withCreateStamp({
      ...original,
      id: copyId,
      title,
      path: availablePath(await listContent(), copyId, toContentPath(title)),
      sectionIds: copies.map((section) => section.id),
      isPublished: false,
      isFeatured: false,
      isArchived: false,
    }),
  );
  const sectionWrite = (section: Section): BatchOperation => ({
    type: 'set',
    path: sectionPath(section.id),
    data: storedSection(section),
  });
  const withoutFiles = (section: Section) =>
    section.type === 'pdf' ? { ...section, data: { ...section.data, urls: [] } } : section;
  await commitInBatches([
    ...copies.map((section) => sectionWrite(withoutFiles(section))),
    { type: 'set', path: contentPath(copy.id), data: copy },
  ]);
  try {
    const pdfCopies = await Promise.all(
      copies.flatMap((section, index) => (section.type === 'pdf' ? [withCopiedPdfs(section, sections[index]!)] : [])),
    );
    if (pdfCopies.length) await commitInBatches(pdfCopies.map(sectionWrite));
  } catch (error) {
    await deleteContent(copyId).catch(() => undefined);
    throw error;
  }
  return copy;
}

/**
 * The writes that take a page out of the sidebar groups and the featured list. The featured
 * list is written directly, not through the settings save, because removing one page leaves a
 * count (3 or 7) that an organiser must fix on the featured screen, and the read schema allows it.
 */
async function detachOperations(contentId: string): Promise<BatchOperation[]> {
  const { paths } = firebaseClient();
  const operations: BatchOperation[] = [];
  for (const section of await listSidebarSections()) {
    if (!section.itemIds.includes(contentId)) continue;
    operations.push({
      type: 'update',
      path: paths.doc('sidebar', section.id),
      data: withUpdateStamp({ itemIds: section.itemIds.filter((id) => id !== contentId) }),
    });
  }
  const featuredSnapshot = await readDocument(paths.settings('featured'));
  if (featuredSnapshot.exists()) {
    const featured = featuredSettingsSchema.parse(documentData(featuredSnapshot));
    if (featured.contentIds.includes(contentId)) {
      operations.push({
        type: 'update',
        path: paths.settings('featured'),
        data: withUpdateStamp({ contentIds: featured.contentIds.filter((id) => id !== contentId) }),
      });
    }
  }
  return operations;
}

/** Archives (out of the sidebar and featured list) or restores a page. */
export async function updateContentArchived(contentId: string, isArchived: boolean): Promise<void> {
  const current = await getContent(contentId);
  const content = checkContent(
    withUpdateStamp({ ...current, isArchived, isFeatured: isArchived ? false : current.isFeatured }),
  );
  await commitInBatches([
    ...(isArchived ? await detachOperations(contentId) : []),
    { type: 'set', path: contentPath(content.id), data: content },
  ]);
}

/**
 * Deletes a page, its sections, its stored files (PDFs) and its places in the sidebar and featured
 * list, its draft and versions. The files go first, while the page whose record the Storage rules read still exists; if
 * that fails, the page is still there to delete again.
 */
export async function deleteContent(contentId: string): Promise<void> {
  const current = await getContent(contentId);
  const { paths } = firebaseClient();
  await deleteStorageFolder(paths.storage('content', contentId));
  await commitInBatches([
    ...(await detachOperations(contentId)),
    ...current.sectionIds.map((id): BatchOperation => ({ type: 'delete', path: sectionPath(id) })),
    ...(await readCollection(paths.collection('contentVersions'), where('contentId', '==', contentId))).map(
      (version): BatchOperation => ({ type: 'delete', path: paths.doc('contentVersions', version.id) }),
    ),
    { type: 'delete', path: paths.doc('contentDrafts', contentId) },
    { type: 'delete', path: contentPath(contentId) },
  ]);
}

/** The public view of a page: the page, its published sections and the image assets they show. */
export interface PublicContent {
  content: Content;
  sections: Section[];
  assets: Asset[];
}

export async function getPublicContent(contentId: string): Promise<PublicContent> {
  const content = await getContent(contentId).catch(() => undefined);
  if (!content || !canGuestViewContent(content)) throw new Error(CONTENT_MESSAGES.notAvailable);
  const sections = visibleSections(await listSectionsByIds(content.sectionIds), 'guest');
  const assets = await listSectionAssets(sections);
  return { content, sections, assets };
}

/** The assets shown by a page's image sections (missing ones are left out). */
export async function listSectionAssets(sections: readonly Section[]): Promise<Asset[]> {
  const ids = [
    ...new Set(
      sections.flatMap((section) => (section.type === 'image' && section.data.assetId ? [section.data.assetId] : [])),
    ),
  ];
  const assets = await Promise.all(ids.map((id) => getAsset(id).catch(() => undefined)));
  return assets.filter((asset): asset is Asset => asset !== undefined);
}
