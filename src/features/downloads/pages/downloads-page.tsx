import { useMemo } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import { useTerminology } from '../../../data/settings/settings-api';
import { useSessionUser } from '../../../data/session/use-session';
import { canViewDownload, groupDownloads, type Download } from '../../../domain/download';
import { formatFileSize } from '../../../domain/file-size';
import { useViewableDownloadsQuery } from '../../../data/downloads/downloads-api';
import { FileTypeIcon, groupIcon } from '../components/file-type-icon';
import '../downloads.css';
import { Icon } from '../../../components/icon';
import { LoadingOrError } from '../../../components/loading-or-error';
import { EmptyCardGrid } from '../../../components/card-grid';
import { ListSearch, useListSearch } from '../../../components/list-search';
import { ListPager, usePageParam } from '../../../components/list-table';
import { pageSlice } from '../../../components/list-table/list-table-state';
import { matchesSearch } from '../../../domain/text-search';

function DownloadCard({ download }: { download: Download }) {
  return (
    <Card as="li" className="download-card shadow-sm border-0 h-100">
      <Card.Body className="d-flex gap-3">
        <FileTypeIcon fileType={download.fileType} className="download-card-icon" />
        <div className="flex-grow-1 min-w-0 d-flex flex-column">
          <h3 className="h6 mb-1 text-break">{download.name}</h3>
          {download.description && <p className="small text-body-secondary mb-2">{download.description}</p>}
          <div className="mt-auto d-flex flex-wrap align-items-center gap-2">
            <span className="small text-body-secondary">
              {download.fileType.toUpperCase() || 'FILE'} · {formatFileSize(download.fileSize)}
            </span>
            <a
              href={download.data}
              className="btn btn-sm btn-outline-primary ms-auto"
              target="_blank"
              rel="noreferrer"
              download={download.fileName || true}
              aria-label={`Download ${download.name}`}
            >
              <Icon name="download" className="me-1" />
              Download
            </a>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * /downloads: the files the user's team may see, grouped by file filter group (Images, Videos,
 * Documents, Files, Other), searched by name and description, 100 to a page. Organisers see every download.
 */
export default function DownloadsPage() {
  const user = useSessionUser();
  const terminology = useTerminology();
  const { data, error, isLoading } = useViewableDownloadsQuery({
    role: user.role,
    teamTypeId: user.teamTypeId,
    standShareRole: user.standShareRole,
  });
  const [search, setSearch] = useListSearch();
  // In the grouped order (by kind, then name), searched, then one page of it grouped again.
  const listed = useMemo(
    () =>
      groupDownloads(
        (data ?? []).filter(
          (download) => canViewDownload(download, user) && matchesSearch(search, download.name, download.description),
        ),
      ).flatMap((group) => group.downloads),
    [data, user, search],
  );
  const { page, goToPage } = usePageParam(listed.length);
  const groups = useMemo(() => groupDownloads(pageSlice(listed, page)), [listed, page]);

  return (
    <div className="p-3 p-md-4">
      <h1 className="h3 mb-1">{terminology.downloads}</h1>
      <p className="text-body-secondary mb-4">Files from the organisers for your team.</p>
      <ListSearch
        label={`Search ${terminology.downloads.toLowerCase()}`}
        placeholder="Search by name or description"
        value={search}
        onChange={setSearch}
      />
      <LoadingOrError
        isLoading={isLoading}
        error={error}
        skeleton={
          <div role="status" aria-busy="true" aria-label="Loading">
            {Array.from({ length: 2 }, (_, group) => (
              <div key={group} className="mb-4">
                <Placeholder as="h2" animation="glow" className="h5">
                  <Placeholder xs={3} />
                </Placeholder>
                <div className="download-grid">
                  {Array.from({ length: 3 }, (__, index) => (
                    <Placeholder key={index} animation="glow">
                      <Placeholder className="w-100 rounded" style={{ height: '6.5rem' }} />
                    </Placeholder>
                  ))}
                </div>
              </div>
            ))}
          </div>
        }
      />
      {data && listed.length === 0 && search.trim() !== '' && (
        <EmptyCardGrid icon="search">No files match your search.</EmptyCardGrid>
      )}
      {data && listed.length === 0 && search.trim() === '' && (
        <div className="text-center py-5 px-3 border rounded bg-body-tertiary">
          <div className="fs-1 text-body-tertiary mb-2">
            <Icon name="cloud-download" />
          </div>
          <p className="fw-semibold mb-1">Nothing to download yet</p>
          <p className="small text-body-secondary mb-0">Files the organisers share with your team will appear here.</p>
        </div>
      )}
      {groups.map(({ group, downloads }) => (
        <section key={group} className="mb-4" aria-labelledby={`downloads-${group}`}>
          <h2 id={`downloads-${group}`} className="h5 d-flex align-items-center gap-2 mb-3">
            <Icon name={groupIcon(group)} className="text-primary" />
            {group}
            <span className="badge rounded-pill text-bg-light border fw-normal">{downloads.length}</span>
          </h2>
          <ul className="download-grid list-unstyled mb-0" data-testid={`download-group-${group}`}>
            {downloads.map((download) => (
              <DownloadCard key={download.id} download={download} />
            ))}
          </ul>
        </section>
      ))}
      {listed.length > 0 && <ListPager page={page} total={listed.length} onPage={goToPage} />}
    </div>
  );
}
