import type { CorePage } from '../../domain/core-pages';
import type { SidebarSection } from '../../domain/sidebar-section';
import { api, listTags, queryFnFrom } from '../api-slice';
import type { SidebarUpdate } from './navigation-store';
import { lazyStore } from '../lazy-store';

const { listCorePages, listSidebarSections, updateCorePage, updateSidebarSections } = lazyStore(() => import('./navigation-store'));

/** The sidebar settings and the core pages: read by the shell, edited by the admin screens. */
export const navigationApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    sidebarSections: build.query<SidebarSection[], void>({
      queryFn: queryFnFrom(listSidebarSections),
      providesTags: (sections) => listTags('Sidebar', sections),
    }),
    updateSidebar: build.mutation<null, SidebarUpdate>({
      queryFn: queryFnFrom(updateSidebarSections),
      invalidatesTags: [{ type: 'Sidebar', id: 'LIST' }],
    }),
    corePages: build.query<CorePage[], void>({
      queryFn: queryFnFrom(listCorePages),
      providesTags: (pages) => listTags('CorePage', pages),
    }),
    updateCorePage: build.mutation<CorePage, CorePage>({
      queryFn: queryFnFrom(updateCorePage),
      invalidatesTags: (_result, _error, page) => [{ type: 'CorePage', id: page.id }],
    }),
  }),
});

export const {
  useSidebarSectionsQuery,
  useUpdateSidebarMutation,
  useCorePagesQuery,
  useUpdateCorePageMutation,
} = navigationApi;
