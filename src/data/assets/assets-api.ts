import type { AssetDetails } from '../../domain/asset';
import { api, listTags, storeEndpoints } from '../api-slice';
import type { AssetReplacement, NewAsset } from './assets-store';
import { lazyStore } from '../lazy-store';

const assetsStore = lazyStore(() => import('./assets-store'));

/**
 * The asset library, shared by every area that shows or picks images (content sections, branding,
 * dashboard header, core pages). Tagged per asset plus a LIST tag.
 */
export const assetsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    assets: query(assetsStore.listAssets, (result) => listTags('Asset', result)),
    asset: query(assetsStore.getAsset, (_result, _error, assetId) => [{ type: 'Asset', id: assetId }]),
    /** Uploads and records a new asset; `onProgress` gets 0–100 while the files upload. */
    createAsset: mutation(
      ({ onProgress, ...input }: NewAsset & { onProgress?: (percent: number) => void }) =>
        assetsStore.createAsset(input, onProgress),
      [{ type: 'Asset', id: 'LIST' }],
    ),
    updateAsset: mutation(
      ({ assetId, details }: { assetId: string; details: AssetDetails }) =>
        assetsStore.updateAssetDetails(assetId, details),
      (_result, _error, { assetId }) => listTags('Asset', [assetId]),
    ),
    /** Where the asset is shown; read afresh whenever a screen asks (other areas' edits change it). */
    assetUsages: query(assetsStore.listAssetUsages, (_result, _error, asset) => [{ type: 'Asset', id: asset.id }]),
    /** Uploads a new file for the asset and removes the old one; `onProgress` gets 0–100. */
    replaceAssetFile: mutation(
      ({ onProgress, ...replacement }: AssetReplacement & { onProgress?: (percent: number) => void }) =>
        assetsStore.replaceAssetFile(replacement, onProgress),
      (_result, _error, { asset }) => listTags('Asset', [asset.id]),
    ),
    deleteAsset: mutation(assetsStore.deleteAsset, (_result, _error, asset) => listTags('Asset', [asset.id])),
  })),
});

export const {
  useAssetsQuery,
  useAssetQuery,
  useCreateAssetMutation,
  useUpdateAssetMutation,
  useDeleteAssetMutation,
  useAssetUsagesQuery,
  useReplaceAssetFileMutation,
} = assetsApi;
