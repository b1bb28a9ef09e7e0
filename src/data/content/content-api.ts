import { useMemo } from 'react';
import type { Asset } from '../../domain/asset';
import type { Content, ContentSettings } from '../../domain/content';
import { seesAllContent, visibleContent, type ContentViewer } from '../../domain/content-visibility';
import type { Section } from '../../domain/section';
import { api, listTags, queryFnFrom } from '../api-slice';
import { useSessionUser } from '../session/use-session';
import type { EditorSection, PublicContent } from './content-store';
import { lazyStore } from '../lazy-store';

const {
  createContent,
  deleteContent,
  duplicateContent,
  listSectionAssets,
  getContent,
  listContent,
  getPublicContent,
  listPublishedContent,
  listSectionsByIds,
  updateContentSections,
  updateContentArchived,
  updateContentSettings,
} = lazyStore(() => import('./content-store'));

const contentListTag = { type: 'Content', id: 'LIST' } as const;
/** Archiving and deleting also change the sidebar and the featured settings. */
const detachTags = [contentListTag, { type: 'Sidebar', id: 'LIST' }, { type: 'Setting', id: 'featured' }] as const;

/**
 * Content pages and their sections, shared by the content screens, the shell's sidebar, the
 * dashboard and the featured pages screen. Tagged Content/Section with ids plus LIST.
 */
export const contentApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    contentList: build.query<Content[], void>({
      queryFn: queryFnFrom(listContent),
      providesTags: (result) => listTags('Content', result),
    }),
    publishedContentList: build.query<Content[], Pick<ContentViewer, 'teamTypeId' | 'standShareRole'>>({
      queryFn: queryFnFrom(listPublishedContent),
      providesTags: (result) => listTags('Content', result),
    }),
    content: build.query<Content, string>({
      queryFn: queryFnFrom(getContent),
      providesTags: (_result, _error, contentId) => [{ type: 'Content', id: contentId }],
    }),
    /** The sections of one page in the page's order (unpublished ones included; viewers filter). */
    contentSections: build.query<Section[], string>({
      queryFn: queryFnFrom(async (contentId: string) => listSectionsByIds((await getContent(contentId)).sectionIds)),
      providesTags: (result, _error, contentId) => [{ type: 'Content', id: contentId }, ...listTags('Section', result)],
    }),
    createContent: build.mutation<Content, ContentSettings>({
      queryFn: queryFnFrom(createContent),
      invalidatesTags: [contentListTag],
    }),
    updateContentSettings: build.mutation<Content, { contentId: string; settings: ContentSettings }>({
      queryFn: queryFnFrom(({ contentId, settings }) => updateContentSettings(contentId, settings)),
      invalidatesTags: (_result, _error, { contentId }) => [contentListTag, { type: 'Content', id: contentId }],
    }),
    updateContentSections: build.mutation<Section[], { contentId: string; sections: EditorSection[] }>({
      queryFn: queryFnFrom(({ contentId, sections }) => updateContentSections(contentId, sections)),
      invalidatesTags: (_result, _error, { contentId }) => [{ type: 'Content', id: contentId }, { type: 'Section', id: 'LIST' }],
    }),
    duplicateContent: build.mutation<Content, string>({
      queryFn: queryFnFrom(duplicateContent),
      invalidatesTags: [contentListTag],
    }),
    updateContentArchived: build.mutation<null, { contentId: string; isArchived: boolean }>({
      queryFn: queryFnFrom(({ contentId, isArchived }) => updateContentArchived(contentId, isArchived)),
      invalidatesTags: (_result, _error, { contentId }) => [...detachTags, { type: 'Content', id: contentId }],
    }),
    deleteContent: build.mutation<null, string>({
      queryFn: queryFnFrom(deleteContent),
      invalidatesTags: (_result, _error, contentId) => [...detachTags, { type: 'Content', id: contentId }],
    }),
    publicContent: build.query<PublicContent, string>({
      queryFn: queryFnFrom(getPublicContent),
      providesTags: (_result, _error, contentId) => [{ type: 'Content', id: contentId }],
    }),
    sectionAssets: build.query<Asset[], Section[]>({
      queryFn: queryFnFrom(listSectionAssets),
      providesTags: [{ type: 'Asset', id: 'LIST' }],
    }),
  }),
});

export const {
  useContentListQuery,
  usePublishedContentListQuery,
  useContentQuery,
  useContentSectionsQuery,
  useCreateContentMutation,
  useUpdateContentSettingsMutation,
  useUpdateContentSectionsMutation,
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
  const published = usePublishedContentListQuery({ teamTypeId: viewer.teamTypeId, standShareRole: viewer.standShareRole }, { skip: isOrganiser });
  const result = isOrganiser ? all : published;
  const data = useMemo(() => (result.data ? visibleContent(result.data, viewer) : undefined), [result.data, viewer]);
  return { ...result, data, viewer };
}
