import { Badge } from '../../../components/bootstrap/badge';
import type { Asset } from '../../../domain/asset';

/** "Image", "SVG image" or "Document", so organisers know what a row holds at a glance. */
export function AssetTypeBadge({ asset }: { asset: Pick<Asset, 'type' | 'mimeType'> }) {
  if (asset.type === 'document')
    return (
      <Badge bg="secondary-subtle" text="secondary-emphasis">
        Document
      </Badge>
    );
  return (
    <Badge bg="primary-subtle" text="primary-emphasis">
      {asset.mimeType === 'image/svg+xml' ? 'SVG image' : 'Image'}
    </Badge>
  );
}
