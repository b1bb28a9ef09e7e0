import '../../../components/asset-thumbnail.css';
import { assetThumbnailUrl, type Asset } from '../../../domain/asset';
import { fileExtension } from '../../../domain/file-types';
import { Icon } from '../../../components/icon';

/** A small 3:2 preview: the thumb variant for images, a file icon with the extension for documents. */
export function AssetThumbnail({ asset, className = '' }: { asset: Asset; className?: string }) {
  const thumbnail = assetThumbnailUrl(asset);
  if (thumbnail)
    return (
      <img
        src={thumbnail}
        alt={asset.altText || asset.name}
        className={`asset-thumbnail ${className}`}
        loading="lazy"
      />
    );
  return (
    <span className={`asset-thumbnail asset-thumbnail-doc ${className}`} aria-hidden="true">
      <Icon name="file-earmark-text" />
      <span className="asset-thumbnail-ext">{fileExtension(asset.fileName) || 'file'}</span>
    </span>
  );
}
