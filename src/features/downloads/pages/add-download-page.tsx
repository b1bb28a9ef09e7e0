import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { buildPath } from '../../../domain/routes';
import { useCreateDownloadMutation } from '../../../data/downloads/downloads-api';
import { DownloadForm, EMPTY_DOWNLOAD_VALUES } from '../components/download-form';

/** /admin/downloads/add: upload a file with a progress bar and choose who sees it. */
export default function AddDownloadPage() {
  const navigate = useNavigate();
  const { showSuccess } = useFeedback();
  const [createDownload] = useCreateDownloadMutation();
  return (
    <AdminPage title="Add Download" description="Upload a file and choose which teams can download it.">
      <DownloadForm
        initialValues={EMPTY_DOWNLOAD_VALUES}
        submitLabel="Upload"
        onSubmit={async (values, file, onProgress) => {
          if (!file) return;
          const download = await createDownload({ values, file, onProgress }).unwrap();
          showSuccess(`${download.name} was uploaded`);
          navigate(buildPath('manageDownloads'));
        }}
      />
    </AdminPage>
  );
}
