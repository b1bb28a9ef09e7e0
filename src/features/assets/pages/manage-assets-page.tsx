import { useMemo, useState } from 'react';
import { Form } from '../../../components/bootstrap/form';
import { Link, useSearchParams } from 'react-router';
import { useAssetsQuery, useDeleteAssetMutation } from '../../../data/assets/assets-api';
import { ManageListPage } from '../../../components/manage-list-page';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { ListEmptyState, type ListColumn } from '../../../components/list-table';
import { actionsColumn, RowDeleteButton } from '../../../components/manage-list/row-actions';
import { assetMatchesSearch, type Asset, type AssetType } from '../../../domain/asset';
import { FILTER_NAVIGATION, queryWithFilter } from '../../../components/query-params';
import { formatFileSize } from '../../../domain/file-size';
import { buildPath } from '../../../domain/routes';
import { formatDate } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { AssetThumbnail } from '../components/asset-thumbnail';
import { AssetTypeBadge } from '../components/asset-type-badge';
import '../assets.css';
import { LinkButton } from '../../../components/link-button';

type TypeFilter = AssetType | 'all';
const TYPE_FILTERS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'image', label: 'Images' },
  { value: 'document', label: 'Documents' },
];

/** /admin/assets: the library, filtered by type and searched by name, 100 to a page. */
export default function ManageAssetsPage() {
  const timeZone = useEventTimeZone();
  const { data, error } = useAssetsQuery();
  const [deleteAsset] = useDeleteAssetMutation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [toDelete, setToDelete] = useState<Asset>();
  const search = searchParams.get('search') ?? '';
  const typeFilter = (TYPE_FILTERS.find((option) => option.value === searchParams.get('type'))?.value ??
    'all') as TypeFilter;

  // Filters live in the URL like the page number, and a new filter starts again at page 1.
  const setFilter = (name: 'search' | 'type', value: string) =>
    setSearchParams(queryWithFilter(name, value === 'all' ? '' : value), FILTER_NAVIGATION);

  const rows = useMemo(
    () =>
      data?.filter((asset) => (typeFilter === 'all' || asset.type === typeFilter) && assetMatchesSearch(asset, search)),
    [data, search, typeFilter],
  );

  const columns: ListColumn<Asset>[] = [
    {
      key: 'preview',
      header: <span className="visually-hidden">Preview</span>,
      cell: (asset) => <AssetThumbnail asset={asset} />,
      className: 'asset-preview-cell',
    },
    {
      key: 'name',
      header: 'Name',
      sortValue: (asset) => asset.name.toLowerCase(),
      cell: (asset) => (
        <div className="min-w-0">
          <Link to={buildPath('editAsset', { assetId: asset.id })} className="fw-semibold">
            {asset.name}
          </Link>
          <div className="small text-body-secondary text-truncate">{asset.fileName}</div>
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      sortValue: (asset) => asset.type,
      cell: (asset) => <AssetTypeBadge asset={asset} />,
      className: 'd-none d-md-table-cell',
    },
    {
      key: 'size',
      header: 'Size',
      sortValue: (asset) => asset.fileSize,
      cell: (asset) => formatFileSize(asset.fileSize),
      className: 'd-none d-lg-table-cell text-nowrap',
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      sortValue: (asset) => asset.updatedAt,
      cell: (asset) => formatDate(asset.updatedAt, timeZone),
      className: 'd-none d-lg-table-cell text-nowrap',
    },
    actionsColumn((asset) => <RowDeleteButton name={asset.name} onClick={() => setToDelete(asset)} withLabel />),
  ];

  const isFiltered = search.trim() !== '' || typeFilter !== 'all';

  return (
    <ManageListPage
      title="Assets"
      description="Images and documents for content pages, branding and the dashboard."
      actions={
        <LinkButton to={buildPath('addAsset')} icon="upload" variant="primary">
          Add asset
        </LinkButton>
      }
      aside={
        <>
          <p>Images are resized in your browser to four sizes (up to 1920 × 1280) before they are uploaded.</p>
          <p className="mb-0">
            SVG files are cleaned of scripts and links to other sites; documents are stored as they are.
          </p>
        </>
      }
      toolbar={
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Form.Control
            type="search"
            placeholder="Search by name"
            aria-label="Search assets"
            value={search}
            onChange={(event) => setFilter('search', event.target.value)}
            className="flex-grow-1"
            style={{ maxWidth: '24rem' }}
          />
          <Form.Select
            aria-label="Filter by type"
            value={typeFilter}
            onChange={(event) => setFilter('type', event.target.value)}
            style={{ maxWidth: '12rem' }}
          >
            {TYPE_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </div>
      }
      table={{
        label: 'Assets',
        rows: error ? [] : rows,
        rowId: (asset) => asset.id,
        columns,
        sortableKeys: ['name', 'type', 'size', 'updatedAt'],
        defaultSort: { key: 'name', direction: 'asc' },
        error: error?.message,
        emptyState: isFiltered ? (
          <ListEmptyState icon="search" title="No assets match these filters">
            Try another name or type.
          </ListEmptyState>
        ) : (
          <ListEmptyState icon="images" title="The asset library is empty">
            <Link to={buildPath('addAsset')}>Upload the first image or document</Link> to use it on content pages.
          </ListEmptyState>
        ),
      }}
    >
      <DeleteRowDialog
        row={toDelete}
        title="Delete asset"
        deleteRow={(asset) => deleteAsset(asset).unwrap()}
        deletedMessage={(asset) => `${asset.name} was deleted`}
        onClose={() => setToDelete(undefined)}
      >
        <p className="mb-0">
          <strong>{toDelete?.name}</strong> and all its stored files will be deleted. Pages that show it will no longer
          find it.
        </p>
      </DeleteRowDialog>
    </ManageListPage>
  );
}
