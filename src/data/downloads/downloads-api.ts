import { api, listTags, storeEndpoints } from '../api-slice';
import { seesEveryDownload, type Download, type DownloadValues, type DownloadViewer } from '../../domain/download';
import { lazyStore } from '../lazy-store';

const downloadsStore = lazyStore(() => import('./downloads-store'));

type Progress = { onProgress?: (percent: number) => void };

export const downloadsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    downloads: query(downloadsStore.listDownloads, (result) => listTags('Download', result)),
    /** What /downloads may show this person: every download for organisers, else what the rules let them read. */
    viewableDownloads: query(
      (viewer: DownloadViewer) =>
        seesEveryDownload(viewer.role) ? downloadsStore.listDownloads() : downloadsStore.listViewableDownloads(viewer),
      (result) => listTags('Download', result),
    ),
    download: query(downloadsStore.getDownload, (_result, _error, downloadId) => [
      { type: 'Download', id: downloadId },
    ]),
    createDownload: mutation(
      ({ values, file, onProgress }: { values: DownloadValues; file: File } & Progress) =>
        downloadsStore.createDownload(values, file, onProgress),
      [{ type: 'Download', id: 'LIST' }],
    ),
    updateDownload: mutation(
      ({ current, values, file, onProgress }: { current: Download; values: DownloadValues; file?: File } & Progress) =>
        downloadsStore.updateDownload(current, values, file, onProgress),
      (_result, _error, { current }) => listTags('Download', [current.id]),
    ),
    deleteDownload: mutation(downloadsStore.deleteDownload, (_result, _error, download) =>
      listTags('Download', [download.id]),
    ),
  })),
});

export const {
  useDownloadsQuery,
  useViewableDownloadsQuery,
  useDownloadQuery,
  useCreateDownloadMutation,
  useUpdateDownloadMutation,
  useDeleteDownloadMutation,
} = downloadsApi;
