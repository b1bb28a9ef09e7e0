import { api } from '../api-slice';
import { hasRole } from '../../domain/roles';
import type { Download, DownloadValues, DownloadViewer } from '../../domain/download';
import { createDownload, deleteDownload, getDownload, listDownloads, listViewableDownloads, updateDownload } from './downloads-store';
import { normaliseError } from '../../lib/firebase/errors';

type Progress = { onProgress?: (percent: number) => void };

async function attempt<T>(run: () => Promise<T>): Promise<{ data: T } | { error: ReturnType<typeof normaliseError> }> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error: normaliseError(error) };
  }
}

export const downloadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloads: build.query<Download[], void>({
      queryFn: () => attempt(listDownloads),
      providesTags: (result) => [{ type: 'Download', id: 'LIST' }, ...(result ?? []).map((download) => ({ type: 'Download' as const, id: download.id }))],
    }),
    /** What /downloads may show this person: every download for organisers, else what the rules let them read. */
    viewableDownloads: build.query<Download[], DownloadViewer>({
      queryFn: (viewer) => attempt(() => (hasRole(viewer.role, 'moderator') ? listDownloads() : listViewableDownloads(viewer))),
      providesTags: (result) => [{ type: 'Download', id: 'LIST' }, ...(result ?? []).map((download) => ({ type: 'Download' as const, id: download.id }))],
    }),
    download: build.query<Download, string>({
      queryFn: (downloadId) => attempt(() => getDownload(downloadId)),
      providesTags: (_result, _error, downloadId) => [{ type: 'Download', id: downloadId }],
    }),
    createDownload: build.mutation<Download, { values: DownloadValues; file: File } & Progress>({
      queryFn: ({ values, file, onProgress }) => attempt(() => createDownload(values, file, onProgress)),
      invalidatesTags: [{ type: 'Download', id: 'LIST' }],
    }),
    updateDownload: build.mutation<Download, { current: Download; values: DownloadValues; file?: File } & Progress>({
      queryFn: ({ current, values, file, onProgress }) => attempt(() => updateDownload(current, values, file, onProgress)),
      invalidatesTags: (_result, _error, { current }) => [{ type: 'Download', id: current.id }, { type: 'Download', id: 'LIST' }],
    }),
    deleteDownload: build.mutation<null, Download>({
      queryFn: (download) => attempt(async () => {
        await deleteDownload(download);
        return null;
      }),
      invalidatesTags: (_result, _error, download) => [{ type: 'Download', id: download.id }, { type: 'Download', id: 'LIST' }],
    }),
  }),
});

export const { useDownloadsQuery, useViewableDownloadsQuery, useDownloadQuery, useCreateDownloadMutation, useUpdateDownloadMutation, useDeleteDownloadMutation } = downloadsApi;
