import { Form } from '../../../components/bootstrap/form';
import { LibraryAssetPicker } from '../../../components/library-asset-picker';
import { useAssetsQuery } from '../../../data/assets/assets-api';
import type { CorePage } from '../../../domain/core-pages';

function PicturePreview({ assetId, title }: { assetId: string; title: string }) {
  const { data: assets } = useAssetsQuery();
  const asset = assets?.find((candidate) => candidate.id === assetId);
  const url = asset?.type === 'image' ? asset.data.medium : '';
  return (
    <div
      className="dashboard-header-preview"
      style={url ? { backgroundImage: `url("${url}")` } : undefined}
      role="img"
      aria-label={url ? `Header preview: ${asset?.altText || asset?.name}` : 'Header preview: no image'}
    >
      <span className="dashboard-header-preview-title">{title}</span>
      {!url && <span className="dashboard-header-preview-empty">No picture: the page shows its title alone.</span>}
    </div>
  );
}

/**
 * A core page's picture (its assetId), shown across the top of the page's screen: the one editor
 * of that value, on Core Pages and on Dashboard Header.
 */
export function CorePagePictureField({
  page,
  value,
  onChange,
}: {
  page: Pick<CorePage, 'id' | 'title'>;
  value: string;
  onChange: (assetId: string) => void;
}) {
  return (
    <div className="mb-3">
      <LibraryAssetPicker label="Header image" value={value} onChange={onChange} />
      <Form.Text className="d-block mt-2 mb-3">
        A wide landscape photo works best; it is cropped to a band across the top of the page.
      </Form.Text>
      <PicturePreview assetId={value} title={page.title} />
    </div>
  );
}
