import { Icon, type IconName } from '../../../components/icon';
import { RichText } from '../../../components/rich-text/rich-text';
import { useAssetQuery } from '../../../data/assets/assets-api';
import type { FieldOf, LayoutItemType } from '../../../domain/forms/field';
import { vimeoEmbedUrl, youTubeEmbedUrl } from '../../../domain/section';

type LayoutItem = FieldOf<LayoutItemType>;

const CALLOUT_ICONS: Record<FieldOf<'callout'>['style'], IconName> = {
  default: 'info-circle',
  warning: 'exclamation-triangle',
  danger: 'exclamation-octagon',
  success: 'check-lg',
};

function Video({ src, title }: { src: string; title: string }) {
  return (
    <div className="form-fill-embed ratio ratio-16x9">
      <iframe src={src} title={title} loading="lazy" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
    </div>
  );
}

function LayoutImage({ item }: { item: FieldOf<'image'> }) {
  const { data: asset } = useAssetQuery(item.assetId, { skip: !item.assetId });
  if (!asset || asset.type !== 'image') return null;
  return (
    <figure className="mb-0">
      <img
        className="form-fill-image"
        src={asset.data.large}
        srcSet={`${asset.data.small} 960w, ${asset.data.medium} 1440w, ${asset.data.large} 1920w`}
        sizes="(min-width: 1200px) 760px, 100vw"
        alt={asset.altText}
        loading="lazy"
      />
      {item.label && <figcaption className="small text-body-secondary mt-1">{item.label}</figcaption>}
    </figure>
  );
}

/**
 * The items that only show something: text, a section heading, a divider, a callout in one of its
 * four styles, an image from the asset library, a YouTube or Vimeo video. newPage is handled by the
 * pages, not drawn here.
 */
export function LayoutItemView({ item }: { item: LayoutItem }) {
  switch (item.type) {
    case 'customText':
      return (
        <div className="form-fill-layout">
          {item.label && <p className="fw-semibold mb-1">{item.label}</p>}
          {item.description && <RichText html={item.description} />}
        </div>
      );
    case 'section':
      return (
        <div className="form-fill-section">
          <h2 className="h5 mb-1">{item.label}</h2>
          {item.description && <p className="text-body-secondary mb-0">{item.description}</p>}
        </div>
      );
    case 'divider':
      return <hr className="form-fill-divider" />;
    case 'callout':
      return (
        <div className={`form-fill-callout is-${item.style}`} role="note">
          <Icon name={CALLOUT_ICONS[item.style]} className="form-fill-callout-icon" />
          <div className="min-w-0">
            {item.label && <p className="fw-semibold mb-1">{item.label}</p>}
            {item.description && <RichText html={item.description} />}
          </div>
        </div>
      );
    case 'image':
      return <LayoutImage item={item} />;
    case 'youTube':
      return item.videoId ? <Video src={youTubeEmbedUrl(item.videoId)} title={item.label || 'YouTube video'} /> : null;
    case 'vimeo':
      return item.videoId ? <Video src={vimeoEmbedUrl(item.videoId)} title={item.label || 'Vimeo video'} /> : null;
    case 'newPage':
      return null;
  }
}
