import { api, listTags, queryFnFrom } from '../api-slice';
import { seesEveryDownload, type Download, type DownloadValues, type DownloadViewer } from '../../domain/download';
import { lazyStore } from '../lazy-store';

const { createDownload, deleteDownload, getDownload, listDownloads, listViewableDownloads, updateDownload } = lazyStore(() => import('./downloads-store'));

type Progress = { onProgress?: (percent: number) => void };

export const downloadsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    downloads: build.query<Download[], void>({
      queryFn: queryFnFrom(listDownloads),
      providesTags: (result) => listTags('Download', result),
    }),
    /** What /downloads may show this person: every download for organisers, else what the rules let them read. */
    viewableDownloads: build.query<Download[], DownloadViewer>({
      queryFn: queryFnFrom((viewer: DownloadViewer) => (seesEveryDownload(viewer.role) ? listDownloads() : listViewableDownloads(viewer))),
      providesTags: (result) => listTags('Download', result),
    }),
    download: build.query<Download, string>({
      queryFn: queryFnFrom(getDownload),
      providesTags: (_result, _error, downloadId) => [{ type: 'Download', id: downloadId }],
    }),
    createDownload: build.mutation<Download, { values: DownloadValues; file: File } & Progress>({
      queryFn: queryFnFrom(({ values, file, onProgress }) => createDownload(values, file, onProgress)),
      invalidatesTags: [{ type: 'Download', id: 'LIST' }],
    }),
    updateDownload: build.mutation<Download, { current: Download; values: DownloadValues; file?: File } & Progress>({
      queryFn: queryFnFrom(({ current, values, file, onProgress }) => updateDownload(current, values, file, onProgress)),
      invalidatesTags: (_result, _error, { current }) => listTags('Download', [current.id]),
    }),
    deleteDownload: build.mutation<null, Download>({
      queryFn: queryFnFrom(deleteDownload),
      invalidatesTags: (_result, _error, download) => listTags('Download', [download.id]),
    }),
  }),
});

export const { useDownloadsQuery, useViewableDownloadsQuery, useDownloadQuery, useCreateDownloadMutation, useUpdateDownloadMutation, useDeleteDownloadMutation } = downloadsApi;
