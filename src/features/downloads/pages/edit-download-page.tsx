import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { PageSkeleton } from '../../../components/page-skeleton';
import { buildPath } from '../../../domain/routes';
import { useDeleteDownloadMutation, useDownloadQuery, useUpdateDownloadMutation } from '../../../data/downloads/downloads-api';
import { DownloadForm } from '../components/download-form';
import { Icon } from '../../../components/icon';

/** /admin/downloads/{downloadId}: change the details, replace the file, or delete the download. */
export default function EditDownloadPage() {
  const { downloadId = '' } = useParams();
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
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
      {isLoading && <PageSkeleton rows={6} />}
      {error && <Alert variant="danger">{error.message}</Alert>}
      {download && (
        <DownloadForm
          key={download.id}
          current={download}
          initialValues={download}
          submitLabel="Save changes"
          onSubmit={async (values, file, onProgress) => {
            await updateDownload({ current: download, values, file, onProgress }).unwrap();
            showSuccess();
            navigate(buildPath('manageDownloads'));
          }}
        />
      )}
      {download && (
        <ConfirmDeleteDialog
          show={isDeleting}
          title="Delete download"
          onCancel={() => setIsDeleting(false)}
          onConfirm={async () => {
            await deleteDownload(download).unwrap();
            showSuccess(`${download.name} was deleted`);
            navigate(buildPath('manageDownloads'));
          }}
        >
          <p className="mb-0">
            <strong>{download.name}</strong> and its file will be deleted; teams will no longer see it.
          </p>
        </ConfirmDeleteDialog>
      )}
    </AdminPage>
  );
}
