import { api, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const navigationStore = lazyStore(() => import('./navigation-store'));

/** The sidebar settings and the core pages: read by the shell, edited by the admin screens. */
export const navigationApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    sidebarSections: query(navigationStore.listSidebarSections, (sections) => listTags('Sidebar', sections)),
    updateSidebar: mutation(navigationStore.updateSidebarSections, [{ type: 'Sidebar', id: 'LIST' }]),
    corePages: query(navigationStore.listCorePages, (pages) => listTags('CorePage', pages)),
    updateCorePage: mutation(navigationStore.updateCorePage, (_result, _error, page) => [
      { type: 'CorePage', id: page.id },
    ]),
  })),
});

export const { useSidebarSectionsQuery, useUpdateSidebarMutation, useCorePagesQuery, useUpdateCorePageMutation } =
  navigationApi;
