import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { buildPath } from '../../../domain/routes';
import {
  useDeleteDownloadMutation,
  useDownloadQuery,
  useUpdateDownloadMutation,
} from '../../../data/downloads/downloads-api';
import { DownloadForm } from '../components/download-form';
import { Icon } from '../../../components/icon';

/** /admin/downloads/{downloadId}: change the details, replace the file, or delete the download. */
export default function EditDownloadPage() {
  const { downloadId = '' } = useParams();
  const saveAndGo = useSaveAndGo();
  const { data: download, error, isLoading } = useDownloadQuery(downloadId);
  const [updateDownload] = useUpdateDownloadMutation();
  const [deleteDownload] = useDeleteDownloadMutation();
  const [isDeleting, setIsDeleting] = useState(false);

  return (
    <AdminPage
      title={download?.name ?? 'Edit Download'}
      actions={
        <>
          <LinkButton to={buildPath('manageDownloads')}>Back</LinkButton>
          {download && (
            <Button variant="outline-danger" onClick={() => setIsDeleting(true)}>
              <Icon name="trash" className="me-1" />
              Delete
            </Button>
          )}
        </>
      }
    >
      <LoadingOrError isLoading={isLoading} error={error} rows={6} />
      {download && (
        <DownloadForm
          key={download.id}
          current={download}
          initialValues={download}
          submitLabel="Save changes"
          onSubmit={saveAndGo(
            (values, file, onProgress) => updateDownload({ current: download, values, file, onProgress }).unwrap(),
            buildPath('manageDownloads'),
          )}
        />
      )}
      {download && (
        <ConfirmDeleteDialog
          show={isDeleting}
          title="Delete download"
          onCancel={() => setIsDeleting(false)}
          onConfirm={saveAndGo(
            () => deleteDownload(download).unwrap(),
            buildPath('manageDownloads'),
            `${download.name} was deleted`,
          )}
        >
          <p className="mb-0">
            <strong>{download.name}</strong> and its file will be deleted; teams will no longer see it.
          </p>
        </ConfirmDeleteDialog>
      )}
    </AdminPage>
  );
}
