import { useMemo } from 'react';
import type { Content, ContentSettings } from '../../domain/content';
import { seesAllContent, visibleContent, type ContentViewer } from '../../domain/content-visibility';
import { api, listTags, storeEndpoints } from '../api-slice';
import { useSessionUser } from '../session/use-session';
import type { EditorSection } from './content-store';
import { lazyStore } from '../lazy-store';

const contentStore = lazyStore(() => import('./content-store'));
const draftStore = lazyStore(() => import('./content-draft-store'));

const contentListTag = { type: 'Content', id: 'LIST' } as const;
const featuredTag = { type: 'Setting', id: 'featured' } as const;
/** Archiving and deleting also change the sidebar and the featured settings. */
const detachTags = [contentListTag, { type: 'Sidebar', id: 'LIST' }, featuredTag] as const;

/**
 * Content pages and their sections, shared by the content screens, the shell's sidebar, the
 * dashboard and the featured pages screen. Tagged Content/Section with ids plus LIST.
 */
export const contentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    contentList: query(contentStore.listContent, (result) => listTags('Content', result)),
    publishedContentList: query(contentStore.listPublishedContent, (result) => listTags('Content', result)),
    content: query(contentStore.getContent, (_result, _error, contentId) => [{ type: 'Content', id: contentId }]),
    /** The spec's add also updates featured: the featured screen and the dashboard read the list again. */
    createContent: mutation(contentStore.createContent, [contentListTag, featuredTag]),
    /** The page at its address (its path, or its id in older links) with the sections and pictures it shows. */
    contentPage: query(contentStore.getContentPage, (result) =>
      result
        ? [
            ...listTags('Content', [result.content]),
            ...listTags('Section', result.sections),
            ...listTags('Asset', result.assets),
          ]
        : [],
    ),
    /** The editor's page: live records, pending draft, and the page as it will be published. */
    editableContent: query(draftStore.getEditablePage, (_result, _error, contentId) => [
      { type: 'Content', id: contentId },
      { type: 'Section', id: 'LIST' },
    ]),
    contentVersions: query(draftStore.listContentVersions, (_result, _error, contentId) => [
      { type: 'Content', id: contentId },
    ]),
    /** Settings wait in the draft of a published page (Published itself takes effect at once). */
    updateContentSettings: mutation(
      ({ contentId, settings }: { contentId: string; settings: ContentSettings }) =>
        draftStore.saveContentSettings(contentId, settings),
      (_result, _error, { contentId }) => [contentListTag, { type: 'Content', id: contentId }],
    ),
    /** Sections wait in the draft of a published page; a page never published is saved in place. */
    updateContentSections: mutation(
      ({ contentId, sections }: { contentId: string; sections: EditorSection[] }) =>
        draftStore.saveContentSections(contentId, sections),
      (_result, _error, { contentId }) => [
        { type: 'Content', id: contentId },
        { type: 'Section', id: 'LIST' },
      ],
    ),
    updateContentSchedule: mutation(
      ({ contentId, schedule }: { contentId: string; schedule: Pick<Content, 'publishAt' | 'unpublishAt'> }) =>
        draftStore.saveContentSchedule(contentId, schedule),
      (_result, _error, { contentId }) => [contentListTag, { type: 'Content', id: contentId }],
    ),
    publishContent: mutation(
      ({ contentId, publisherName }: { contentId: string; publisherName: string }) =>
        draftStore.publishContent(contentId, publisherName),
      (_result, _error, { contentId }) => [
        contentListTag,
        { type: 'Content', id: contentId },
        { type: 'Section', id: 'LIST' },
      ],
    ),
    discardContentDraft: mutation(draftStore.discardContentDraft, (_result, _error, contentId) => [
      { type: 'Content', id: contentId },
    ]),
    restoreContentVersion: mutation(
      ({ contentId, versionId }: { contentId: string; versionId: string }) =>
        draftStore.restoreContentVersion(contentId, versionId),
      (_result, _error, { contentId }) => [{ type: 'Content', id: contentId }],
    ),
    duplicateContent: mutation(contentStore.duplicateContent, [contentListTag]),
    updateContentArchived: mutation(
      ({ contentId, isArchived }: { contentId: string; isArchived: boolean }) =>
        contentStore.updateContentArchived(contentId, isArchived),
      (_result, _error, { contentId }) => [...detachTags, { type: 'Content', id: contentId }],
    ),
    deleteContent: mutation(contentStore.deleteContent, (_result, _error, contentId) => [
      ...detachTags,
      { type: 'Content', id: contentId },
    ]),
    publicContent: query(contentStore.getPublicContent, (_result, _error, contentId) => [
      { type: 'Content', id: contentId },
    ]),
    sectionAssets: query(contentStore.listSectionAssets, [{ type: 'Asset', id: 'LIST' }]),
  })),
});

/**
 * A page opened by its id (links made before pages had addresses) goes on to its address: what was
 * read for the id answers the address too, so the page is not read again on arrival.
 */
contentApi.enhanceEndpoints({
  endpoints: {
    contentPage: {
      async onQueryStarted({ address, viewer }, { dispatch, queryFulfilled }) {
        const page = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        const path = page?.content.path;
        if (page && path && path !== address)
          await dispatch(contentApi.util.upsertQueryData('contentPage', { address: path, viewer }, page));
      },
    },
  },
});

export const {
  useContentListQuery,
  useContentQuery,
  useCreateContentMutation,
  useUpdateContentSettingsMutation,
  useUpdateContentSectionsMutation,
  useContentPageQuery,
  useEditableContentQuery,
  useContentVersionsQuery,
  useUpdateContentScheduleMutation,
  usePublishContentMutation,
  useDiscardContentDraftMutation,
  useRestoreContentVersionMutation,
  useDuplicateContentMutation,
  useUpdateContentArchivedMutation,
  useDeleteContentMutation,
  usePublicContentQuery,
  useSectionAssetsQuery,
} = contentApi;

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
  const published = contentApi.usePublishedContentListQuery(
    { teamTypeId: viewer.teamTypeId, standShareRole: viewer.standShareRole },
    { skip: isOrganiser },
  );
  const result = isOrganiser ? all : published;
  const data = useMemo(() => (result.data ? visibleContent(result.data, viewer) : undefined), [result.data, viewer]);
  return { ...result, data, viewer };
}
