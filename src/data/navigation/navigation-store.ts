import * as z from 'zod/mini';
import { CORE_PAGE_IDS, type CorePageId } from '../../domain/core-page-ids';
import { corePageSchema, defaultCorePages, type CorePage } from '../../domain/core-pages';
import { STORAGE_MESSAGES } from '../../domain/messages';
import { idSchema } from '../../domain/schema-fields';
import { sidebarSectionSchema, type SidebarSection } from '../../domain/sidebar-section';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  commitInBatches,
  orderBy,
  parseDocuments,
  readCollection,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';

/** A section as the sidebar screen edits it: the audit fields are stamped on saving. */
export type SidebarSectionDraft = Pick<SidebarSection, 'id' | 'heading' | 'itemIds' | 'index' | 'isCollapsable'>;

/** One save of the sidebar screen: sections added, changed and deleted, written together. */
export type SidebarUpdate = {
  newSections: SidebarSectionDraft[];
  updatedSections: SidebarSectionDraft[];
  removedIds: string[];
};

/** Ours: the spec names no message for a core page that fails its check. */
export const CORE_PAGE_INVALID_MESSAGE = 'Invalid core page';

const sectionListSchema = z.array(sidebarSectionSchema);
const idsToRemoveSchema = z.array(idSchema);

/** The sidebar sections, in index order. */
export async function listSidebarSections(): Promise<SidebarSection[]> {
  const { paths } = firebaseClient();
  const snapshots = await readCollection(paths.collection('sidebar'), orderBy('index'));
  return parseDocuments(sidebarSectionSchema, 'sidebarSection', snapshots);
}

/**
 * Writes a whole sidebar edit in one batch, so the menu never shows half a reorder. Each part is
 * checked first and fails with the spec's message for that part.
 */
export async function updateSidebarSections(update: SidebarUpdate): Promise<void> {
  const { paths } = firebaseClient();
  const removedIds = checkForWrite(idsToRemoveSchema, update.removedIds, STORAGE_MESSAGES.invalidIdsToRemove);
  const newSections = checkForWrite(
    sectionListSchema,
    update.newSections.map((section) => withCreateStamp(section)),
    STORAGE_MESSAGES.invalidNewSections,
  );
  const updatedSections = checkForWrite(
    sectionListSchema,
    update.updatedSections.map((section) => withUpdateStamp(section)),
    STORAGE_MESSAGES.invalidUpdatedSections,
  );
  const operations: BatchOperation[] = [
    ...newSections.map((section): BatchOperation => ({
      type: 'set',
      path: paths.doc('sidebar', section.id),
      data: section,
    })),
    ...updatedSections.map((section): BatchOperation => ({
      type: 'set',
      path: paths.doc('sidebar', section.id),
      data: section,
      merge: true,
    })),
    ...removedIds.map((id): BatchOperation => ({ type: 'delete', path: paths.doc('sidebar', id) })),
  ];
  await commitInBatches(operations);
}

/**
 * The seven core pages in their fixed order. A page without a stored document reads as its
 * default, so the menu and the dashboard never lose a built-in page.
 */
export async function listCorePages(): Promise<CorePage[]> {
  const { paths } = firebaseClient();
  const stored = parseDocuments(corePageSchema, 'corePage', await readCollection(paths.collection('corePages')));
  const byId = new Map<CorePageId, CorePage>(stored.map((page) => [page.id, page]));
  return defaultCorePages()
    .map((fallback) => byId.get(fallback.id) ?? fallback)
    .sort((a, b) => CORE_PAGE_IDS.indexOf(a.id) - CORE_PAGE_IDS.indexOf(b.id));
}

/** Saves one core page (title, icon, published flag, header asset), stamped. */
export async function updateCorePage(page: CorePage): Promise<CorePage> {
  const checked = checkForWrite(corePageSchema, withUpdateStamp(page), CORE_PAGE_INVALID_MESSAGE);
  await commitInBatches([{ type: 'set', path: firebaseClient().paths.doc('corePages', checked.id), data: checked }]);
  return checked;
}
