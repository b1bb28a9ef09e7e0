import type { Asset, AssetDetails } from '../../domain/asset';
import { createAsset, deleteAsset, getAsset, listAssets, updateAssetDetails, type NewAsset } from './assets-store';
import { normaliseError } from '../../lib/firebase/errors';
import { api } from '../api-slice';

/**
 * The asset library, shared by every area that shows or picks images (content sections, branding,
 * dashboard header, core pages). Tagged per asset plus a LIST tag.
 */
export const assetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    assets: build.query<Asset[], void>({
      queryFn: async () => {
        try {
          return { data: await listAssets() };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (result) => [{ type: 'Asset', id: 'LIST' }, ...(result ?? []).map((asset) => ({ type: 'Asset' as const, id: asset.id }))],
    }),
    asset: build.query<Asset, string>({
      queryFn: async (assetId) => {
        try {
          return { data: await getAsset(assetId) };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (_result, _error, assetId) => [{ type: 'Asset', id: assetId }],
    }),
    /** Uploads and records a new asset; `onProgress` gets 0–100 while the files upload. */
    createAsset: build.mutation<Asset, NewAsset & { onProgress?: (percent: number) => void }>({
      queryFn: async ({ onProgress, ...input }) => {
        try {
          return { data: await createAsset(input, onProgress) };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      invalidatesTags: [{ type: 'Asset', id: 'LIST' }],
    }),
    updateAsset: build.mutation<null, { assetId: string; details: AssetDetails }>({
      queryFn: async ({ assetId, details }) => {
        try {
          await updateAssetDetails(assetId, details);
          return { data: null };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      invalidatesTags: (_result, _error, { assetId }) => [{ type: 'Asset', id: assetId }, { type: 'Asset', id: 'LIST' }],
    }),
    deleteAsset: build.mutation<null, Asset>({
      queryFn: async (asset) => {
        try {
          await deleteAsset(asset);
          return { data: null };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      invalidatesTags: (_result, _error, asset) => [{ type: 'Asset', id: asset.id }, { type: 'Asset', id: 'LIST' }],
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
