import { useId, useMemo, useState } from 'react';
import { Alert } from './bootstrap/alert';
import { Button } from './bootstrap/button';
import { Form } from './bootstrap/form';
import { Placeholder } from './bootstrap/placeholder';
import './asset-thumbnail.css';
import './asset-picker.css';
import { assetMatchesSearch, assetThumbnailUrl, type Asset, type AssetType } from '../domain/asset';
import { Dialog } from './dialog';
import { Icon } from './icon';

export interface AssetPickerProps {
  /** The chosen asset's id, or '' for none. */
  value: string;
  onChange: (assetId: string) => void;
  /** The library to choose from (the feature passes useAssetsQuery's data, or uses LibraryAssetPicker). */
  assets: Asset[] | undefined;
  /** Only assets of this type are offered (default: images). */
  type?: AssetType;
  isLoading?: boolean;
  /** A load failure, shown inside the dialog. */
  errorMessage?: string;
  /** The field's label, also the dialog title (default "Image" / "Document"). */
  label?: string;
  disabled?: boolean;
}

function AssetPreview({ asset }: { asset: Asset }) {
  const thumbnail = assetThumbnailUrl(asset);
  return thumbnail ? (
    <img src={thumbnail} alt={asset.altText || asset.name} className="asset-thumbnail asset-picker-thumb" />
  ) : (
    <span className="asset-thumbnail asset-picker-thumb asset-picker-doc" aria-hidden="true">
      <Icon name="file-earmark-text" />
    </span>
  );
}

/**
 * Chooses one asset from the library: shows the current choice, and opens a searchable grid of
 * thumbnails in a dialog. Every tile is a button (Tab to move, Enter or Space to choose); the
 * dialog closes with Escape and returns focus to the opener.
 */
export function AssetPicker({
  value,
  onChange,
  assets,
  type = 'image',
  isLoading = false,
  errorMessage,
  label,
  disabled = false,
}: AssetPickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const fieldLabel = label ?? (type === 'image' ? 'Image' : 'Document');
  const noun = type === 'image' ? 'image' : 'document';

  const offered = useMemo(() => (assets ?? []).filter((asset) => asset.type === type), [assets, type]);
  const shown = useMemo(() => offered.filter((asset) => assetMatchesSearch(asset, search)), [offered, search]);
  const chosen = (assets ?? []).find((asset) => asset.id === value);

  const choose = (assetId: string) => {
    onChange(assetId);
    setIsOpen(false);
  };

  return (
    <div className="asset-picker">
      <div className="d-flex align-items-center gap-3 flex-wrap">
        {chosen ? (
          <AssetPreview asset={chosen} />
        ) : (
          <span className="asset-thumbnail asset-picker-thumb asset-picker-empty" aria-hidden="true">
            <Icon name="image" />
          </span>
        )}
        <div className="me-auto">
          <div className="fw-semibold">{fieldLabel}</div>
          <div className="text-body-secondary small">
            {chosen
              ? chosen.name
              : value && isLoading
                ? 'Loading…'
                : value
                  ? 'The chosen asset no longer exists'
                  : `No ${noun} chosen`}
          </div>
        </div>
        <div className="d-flex gap-2">
          <Button variant="outline-primary" size="sm" onClick={() => setIsOpen(true)} disabled={disabled}>
            {value ? `Change ${noun}` : `Choose ${noun}`}
          </Button>
          {value ? (
            <Button variant="outline-secondary" size="sm" onClick={() => onChange('')} disabled={disabled}>
              Remove
            </Button>
          ) : null}
        </div>
      </div>

      <Dialog
        show={isOpen}
        onHide={() => setIsOpen(false)}
        size="lg"
        scrollable
        title={`Choose ${fieldLabel.toLowerCase()}`}
        footer={
          <Button variant="outline-secondary" onClick={() => setIsOpen(false)}>
            Cancel
          </Button>
        }
      >
        <Form.Label htmlFor={searchId} className="visually-hidden">
          Search {noun}s
        </Form.Label>
        <Form.Control
          id={searchId}
          type="search"
          placeholder={`Search ${noun}s by name`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-autofocus
          className="mb-3"
        />
        {errorMessage ? (
          <Alert variant="danger">{errorMessage}</Alert>
        ) : isLoading ? (
          <div className="asset-picker-grid" role="status" aria-busy="true" aria-label="Loading">
            {Array.from({ length: 8 }, (_, index) => (
              <Placeholder key={index} animation="glow" className="asset-picker-tile">
                <Placeholder className="w-100 ratio ratio-3x2" />
              </Placeholder>
            ))}
          </div>
        ) : shown.length === 0 ? (
          <p className="text-body-secondary text-center py-4 mb-0">
            {offered.length === 0
              ? `There are no ${noun}s in the asset library yet. Upload one under Assets.`
              : `No ${noun}s match "${search.trim()}".`}
          </p>
        ) : (
          <ul className="asset-picker-grid list-unstyled mb-0" aria-label={`${fieldLabel} choices`}>
            {shown.map((asset) => (
              <li key={asset.id}>
                <button
                  type="button"
                  className={`asset-picker-tile${asset.id === value ? ' is-chosen' : ''}`}
                  aria-pressed={asset.id === value}
                  onClick={() => choose(asset.id)}
                >
                  <AssetPreview asset={asset} />
                  <span className="asset-picker-name">{asset.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </div>
  );
}
