import { where } from 'firebase/firestore/lite';
import { useMemo } from 'react';
import { useSessionUser } from '../session/use-session';
import { contentSchema, type Content } from '../../domain/content';
import { seesAllContent, visibleContent, type ContentViewer } from '../../domain/content-visibility';
import { CONTENT_MESSAGES } from '../../domain/messages';
import { sectionSchema, type Section } from '../../domain/section';
import { firebaseClient } from '../../lib/firebase/client';
import { parseDocument, parseDocuments, readCollection, readDocument } from '../../lib/firebase/documents';
import { normaliseError } from '../../lib/firebase/errors';
import { api } from '../api-slice';

/** Every content page of the event (archived ones included), parsed; invalid ones are dropped and reported. */
export async function fetchContentList(): Promise<Content[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('content'));
  return parseDocuments(contentSchema, 'content', snapshots);
}

/**
 * The pages a member may list, asked for with exactly the filters the security rules check (rules
 * are not filters): published and not archived, unrestricted or restricted to their team type, and
 * shown to stand shares when their team is one.
 */
export async function fetchPublishedContentList(viewer: Pick<ContentViewer, 'teamTypeId' | 'standShareRole'>): Promise<Content[]> {
  const pages = firebaseClient().paths.collection('content');
  const shared = [where('isPublished', '==', true), where('isArchived', '==', false), ...(viewer.standShareRole === 'child' ? [where('showToChildTeams', '==', true)] : [])];
  const [unrestricted, restricted] = await Promise.all([
    readCollection(pages, ...shared, where('allowedTeamTypeIds', '==', [])),
    viewer.teamTypeId ? readCollection(pages, ...shared, where('allowedTeamTypeIds', 'array-contains', viewer.teamTypeId)) : [],
  ]);
  return parseDocuments(contentSchema, 'content', [...unrestricted, ...restricted]);
}

/** A read the security rules refuse (a page or an unpublished section this reader may not see). */
function isPermissionDenied(error: unknown): boolean {
  return (error as { code?: string }).code === 'permission-denied';
}

const PAGE_NOT_FOUND = 'This page could not be found';

/**
 * One content page. A missing page, and one the rules keep from this reader (unpublished, archived,
 * for another team type), are both reported as not found: the reader learns nothing about it.
 */
export async function fetchContent(contentId: string): Promise<Content> {
  const snapshot = await readDocument(firebaseClient().paths.doc('content', contentId)).catch((error: unknown) => {
    throw isPermissionDenied(error) ? new Error(PAGE_NOT_FOUND) : error;
  });
  if (!snapshot.exists()) throw new Error(PAGE_NOT_FOUND);
  return parseDocument(contentSchema, 'content', snapshot, CONTENT_MESSAGES.invalidContent);
}

/**
 * Sections by id, in the order given; ids whose document is missing or invalid are skipped, and so
 * are unpublished sections the rules keep from members and guests.
 */
export async function fetchSectionsByIds(sectionIds: readonly string[]): Promise<Section[]> {
  const { paths } = firebaseClient();
  const snapshots = await Promise.all(
    sectionIds.map((id) => readDocument(paths.doc('sections', id)).catch((error: unknown) => {
      if (isPermissionDenied(error)) return undefined;
      throw error;
    })),
  );
  return parseDocuments(sectionSchema, 'section', snapshots.filter((snapshot) => snapshot?.exists()).map((snapshot) => snapshot!));
}

/**
 * Content pages and their sections, shared by the content screens, the shell's sidebar, the
 * dashboard and the featured pages screen. Tagged Content/Section with ids plus LIST.
 */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    contentList: build.query<Content[], void>({
      queryFn: async () => {
        try {
          return { data: await fetchContentList() };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (result) => [
        { type: 'Content', id: 'LIST' },
        ...(result ?? []).map((content) => ({ type: 'Content' as const, id: content.id })),
      ],
    }),
    publishedContentList: build.query<Content[], Pick<ContentViewer, 'teamTypeId' | 'standShareRole'>>({
      queryFn: async (viewer) => {
        try {
          return { data: await fetchPublishedContentList(viewer) };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (result) => [
        { type: 'Content', id: 'LIST' },
        ...(result ?? []).map((content) => ({ type: 'Content' as const, id: content.id })),
      ],
    }),
    content: build.query<Content, string>({
      queryFn: async (contentId) => {
        try {
          return { data: await fetchContent(contentId) };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (_result, _error, contentId) => [{ type: 'Content', id: contentId }],
    }),
    /** The sections of one page in the page's order (unpublished ones included; viewers filter). */
    contentSections: build.query<Section[], string>({
      queryFn: async (contentId) => {
        try {
          const content = await fetchContent(contentId);
          return { data: await fetchSectionsByIds(content.sectionIds) };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (result, _error, contentId) => [
        { type: 'Content', id: contentId },
        { type: 'Section', id: 'LIST' },
        ...(result ?? []).map((section) => ({ type: 'Section' as const, id: section.id })),
      ],
    }),
  }),
});

export const { useContentListQuery, usePublishedContentListQuery, useContentQuery, useContentSectionsQuery } = contentApi;

/** The signed-in person as content visibility sees them (role, team type, stand-share place). */
export function useContentViewer(): ContentViewer {
  const { role, teamTypeId, standShareRole } = useSessionUser();
  return useMemo(() => ({ role, teamTypeId, standShareRole }), [role, teamTypeId, standShareRole]);
}

/**
 * The pages the signed-in person may see (published, not archived, their team type or
 * unrestricted; everything for organisers), for the sidebar, /content and the dashboard.
 */
export function useVisibleContentList() {
  const viewer = useContentViewer();
  const isOrganiser = seesAllContent(viewer);
  const all = useContentListQuery(undefined, { skip: !isOrganiser });
  const published = usePublishedContentListQuery({ teamTypeId: viewer.teamTypeId, standShareRole: viewer.standShareRole }, { skip: isOrganiser });
  const result = isOrganiser ? all : published;
  const data = useMemo(() => (result.data ? visibleContent(result.data, viewer) : undefined), [result.data, viewer]);
  return { ...result, data, viewer };
}
