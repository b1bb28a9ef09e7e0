import type { Asset, AssetDetails } from '../../domain/asset';
import { api, listTags, queryFnFrom } from '../api-slice';
import type { NewAsset } from './assets-store';
import { lazyStore } from '../lazy-store';

const { createAsset, deleteAsset, getAsset, listAssets, updateAssetDetails } = lazyStore(() => import('./assets-store'));

/**
 * The asset library, shared by every area that shows or picks images (content sections, branding,
 * dashboard header, core pages). Tagged per asset plus a LIST tag.
 */
export const assetsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    assets: build.query<Asset[], void>({
      queryFn: queryFnFrom(listAssets),
      providesTags: (result) => listTags('Asset', result),
    }),
    asset: build.query<Asset, string>({
      queryFn: queryFnFrom(getAsset),
      providesTags: (_result, _error, assetId) => [{ type: 'Asset', id: assetId }],
    }),
    /** Uploads and records a new asset; `onProgress` gets 0–100 while the files upload. */
    createAsset: build.mutation<Asset, NewAsset & { onProgress?: (percent: number) => void }>({
      queryFn: queryFnFrom(({ onProgress, ...input }) => createAsset(input, onProgress)),
      invalidatesTags: [{ type: 'Asset', id: 'LIST' }],
    }),
    updateAsset: build.mutation<null, { assetId: string; details: AssetDetails }>({
      queryFn: queryFnFrom(({ assetId, details }) => updateAssetDetails(assetId, details)),
      invalidatesTags: (_result, _error, { assetId }) => listTags('Asset', [assetId]),
    }),
    deleteAsset: build.mutation<null, Asset>({
      queryFn: queryFnFrom(deleteAsset),
      invalidatesTags: (_result, _error, asset) => listTags('Asset', [asset.id]),
    }),
  }),
});

export const {
  useAssetsQuery,
  useAssetQuery,
  useCreateAssetMutation,
  useUpdateAssetMutation,
  useDeleteAssetMutation,
} = assetsApi;
