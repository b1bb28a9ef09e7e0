import { skipToken } from '@reduxjs/toolkit/query';
import { useAssetQuery } from '../data/assets/assets-api';
import { useCorePagesQuery } from '../data/navigation/navigation-api';
import type { ImageAsset } from '../domain/asset';
import type { CorePageId } from '../domain/core-page-ids';
import './core-page-picture.css';

/** The picture an admin chose for a core page (on Core Pages or Dashboard Header), when it is an image. */
export function useCorePagePicture(pageId: CorePageId): ImageAsset | undefined {
  const corePages = useCorePagesQuery();
  const assetId = corePages.data?.find((page) => page.id === pageId)?.assetId;
  // The one asset chosen, not the event's whole library (a picture gone since shows no band).
  const asset = useAssetQuery(assetId || skipToken).data;
  return asset?.type === 'image' ? asset : undefined;
}

/** A core page's picture as a band across the top of its screen; nothing while it has none. */
export function CorePagePicture({ pageId }: { pageId: CorePageId }) {
  const picture = useCorePagePicture(pageId);
  if (!picture) return null;
  return (
    <div className="core-page-picture">
      <img
        src={picture.data.large}
        srcSet={`${picture.data.medium} 1440w, ${picture.data.large} 1920w`}
        sizes="100vw"
        alt={picture.altText}
      />
    </div>
  );
}
