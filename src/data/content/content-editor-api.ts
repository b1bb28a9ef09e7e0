import { api } from '../api-slice';
import type { Asset } from '../../domain/asset';
import type { Content, ContentSettings } from '../../domain/content';
import type { Section } from '../../domain/section';
import { normaliseError } from '../../lib/firebase/errors';
import {
  createContent,
  deleteContent,
  duplicateContent,
  fetchAssets,
  fetchPublicContent,
  saveContentSections,
  setContentArchived,
  updateContentSettings,
  type EditorSection,
  type PublicContent,
} from './content-store';

async function attempt<T>(run: () => Promise<T>): Promise<{ data: T } | { error: ReturnType<typeof normaliseError> }> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error: normaliseError(error) };
  }
}

const contentListTag = { type: 'Content', id: 'LIST' } as const;
/** Archiving and deleting also change the sidebar and the featured settings. */
const detachTags = [contentListTag, { type: 'Sidebar', id: 'LIST' }, { type: 'Settings', id: 'featured' }] as const;

/** Content editing; reads of pages and sections live in src/app/api/content-api.ts. */
export const contentEditApi = api.injectEndpoints({
  endpoints: (build) => ({
    createContent: build.mutation<Content, ContentSettings>({
      queryFn: (settings) => attempt(() => createContent(settings)),
      invalidatesTags: [contentListTag],
    }),
    updateContentSettings: build.mutation<Content, { contentId: string; settings: ContentSettings }>({
      queryFn: ({ contentId, settings }) => attempt(() => updateContentSettings(contentId, settings)),
      invalidatesTags: (_result, _error, { contentId }) => [contentListTag, { type: 'Content', id: contentId }],
    }),
    saveContentSections: build.mutation<Section[], { contentId: string; sections: EditorSection[] }>({
      queryFn: ({ contentId, sections }) => attempt(() => saveContentSections(contentId, sections)),
      invalidatesTags: (_result, _error, { contentId }) => [{ type: 'Content', id: contentId }, { type: 'Section', id: 'LIST' }],
    }),
    duplicateContent: build.mutation<Content, string>({
      queryFn: (contentId) => attempt(() => duplicateContent(contentId)),
      invalidatesTags: [contentListTag],
    }),
    setContentArchived: build.mutation<null, { contentId: string; isArchived: boolean }>({
      queryFn: ({ contentId, isArchived }) => attempt(async () => {
        await setContentArchived(contentId, isArchived);
        return null;
      }),
      invalidatesTags: (_result, _error, { contentId }) => [...detachTags, { type: 'Content', id: contentId }],
    }),
    deleteContent: build.mutation<null, string>({
      queryFn: (contentId) => attempt(async () => {
        await deleteContent(contentId);
        return null;
      }),
      invalidatesTags: (_result, _error, contentId) => [...detachTags, { type: 'Content', id: contentId }],
    }),
    publicContent: build.query<PublicContent, string>({
      queryFn: (contentId) => attempt(() => fetchPublicContent(contentId)),
      providesTags: (_result, _error, contentId) => [{ type: 'Content', id: contentId }],
    }),
    sectionAssets: build.query<Asset[], Section[]>({
      queryFn: (sections) => attempt(() => fetchAssets(sections)),
      providesTags: [{ type: 'Asset', id: 'LIST' }],
    }),
  }),
});

export const {
  useCreateContentMutation,
  useUpdateContentSettingsMutation,
  useSaveContentSectionsMutation,
  useDuplicateContentMutation,
  useSetContentArchivedMutation,
  useDeleteContentMutation,
  usePublicContentQuery,
  useSectionAssetsQuery,
} = contentEditApi;
