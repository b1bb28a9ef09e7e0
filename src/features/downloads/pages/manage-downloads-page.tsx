import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTerminology } from '../../../data/settings/settings-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { ManageListPage } from '../../../components/manage-list-page';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { ListEmptyState, type ListColumn } from '../../../components/list-table';
import { actionsColumn, RowDeleteButton } from '../../../components/manage-list/row-actions';
import { ListSearch, useListSearch } from '../../../components/list-search';
import { formatDate } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import type { Download } from '../../../domain/download';
import { formatFileSize } from '../../../domain/file-size';
import { buildPath } from '../../../domain/routes';
import { useDeleteDownloadMutation, useDownloadsQuery } from '../../../data/downloads/downloads-api';
import { DownloadVisibility } from '../components/download-visibility';
import { FileTypeIcon } from '../components/file-type-icon';
import { LinkButton } from '../../../components/link-button';
import { matchesSearch } from '../../../domain/text-search';

/** /admin/downloads: every download with its type, size and audience; search by name. */
export default function ManageDownloadsPage() {
  const timeZone = useEventTimeZone();
  const terminology = useTerminology();
  const { data, error } = useDownloadsQuery();
  const { data: teamTypes = [] } = useTeamTypesQuery();
  const [deleteDownload] = useDeleteDownloadMutation();
  const [toDelete, setToDelete] = useState<Download>();
  const [search, setSearch] = useListSearch();

  const rows = useMemo(() => {
    return data?.filter((download) => matchesSearch(search, download.name, download.description, download.fileName));
  }, [data, search]);

  const columns: ListColumn<Download>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (download) => download.name.toLowerCase(),
      cell: (download) => (
        <div className="d-flex gap-2 align-items-start min-w-0">
          <FileTypeIcon fileType={download.fileType} className="fs-4 text-primary" />
          <div className="min-w-0">
            <Link to={buildPath('editDownload', { downloadId: download.id })} className="fw-semibold">
              {download.name}
            </Link>
            {download.description && (
              <div className="small text-body-secondary d-none d-md-block">{download.description}</div>
            )}
            <div className="small text-body-secondary d-md-none">
              {download.fileType.toUpperCase() || 'FILE'} · {formatFileSize(download.fileSize)}
            </div>
          </div>
        </div>
      ),
    },
    {
      key: 'fileType',
      header: 'Type',
      sortValue: (download) => download.fileType,
      cell: (download) => download.fileType.toUpperCase() || '—',
      className: 'd-none d-md-table-cell',
    },
    {
      key: 'fileSize',
      header: 'Size',
      sortValue: (download) => download.fileSize,
      cell: (download) => formatFileSize(download.fileSize),
      className: 'd-none d-md-table-cell text-nowrap',
    },
    {
      key: 'audience',
      header: 'Shown to',
      cell: (download) => <DownloadVisibility download={download} teamTypes={teamTypes} />,
      className: 'd-none d-lg-table-cell',
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      sortValue: (download) => download.updatedAt,
      cell: (download) => formatDate(download.updatedAt, timeZone),
      className: 'd-none d-xl-table-cell text-nowrap',
    },
    actionsColumn((download) => (
      <RowDeleteButton name={download.name} onClick={() => setToDelete(download)} withLabel />
    )),
  ];

  return (
    <ManageListPage
      title={terminology.downloads}
      description="Files that teams can download, shown to the team types you choose."
      actions={
        <LinkButton to={buildPath('addDownload')} icon="upload" variant="primary">
          Add download
        </LinkButton>
      }
      aside={
        <>
          <p>A download with no team types ticked is shown to every team type.</p>
          <p className="mb-0">Hiding a team type always wins over showing it.</p>
        </>
      }
      toolbar={
        <ListSearch
          label="Search downloads"
          placeholder="Search by name or description"
          value={search}
          onChange={setSearch}
        />
      }
      table={{
        label: terminology.downloads,
        rows: error ? [] : rows,
        rowId: (download) => download.id,
        columns,
        sortableKeys: ['name', 'fileType', 'fileSize', 'updatedAt'],
        defaultSort: { key: 'name', direction: 'asc' },
        error: error?.message,
        emptyState: search.trim() ? (
          <ListEmptyState icon="search" title="No downloads match your search" />
        ) : (
          <ListEmptyState icon="cloud-download" title="No downloads yet">
            <Link to={buildPath('addDownload')}>Upload the first file</Link> for teams to download.
          </ListEmptyState>
        ),
      }}
    >
      <DeleteRowDialog
        row={toDelete}
        title="Delete download"
        deleteRow={(download) => deleteDownload(download).unwrap()}
        deletedMessage={(download) => `${download.name} was deleted`}
        onClose={() => setToDelete(undefined)}
      >
        <p className="mb-0">
          <strong>{toDelete?.name}</strong> and its file will be deleted; teams will no longer see it.
        </p>
      </DeleteRowDialog>
    </ManageListPage>
  );
}
