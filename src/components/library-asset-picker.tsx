import { AssetPicker, type AssetPickerProps } from './asset-picker';
import { useAssetsQuery } from '../data/assets/assets-api';

/**
 * The asset picker wired to the event's asset library, for feature screens (content image sections,
 * branding logos, dashboard header). Shared components cannot read data, so this wrapper does.
 */
export function LibraryAssetPicker(props: Omit<AssetPickerProps, 'assets' | 'isLoading' | 'errorMessage'>) {
  const { data, isLoading, error } = useAssetsQuery();
  return <AssetPicker {...props} assets={data} isLoading={isLoading} errorMessage={error?.message} />;
}
