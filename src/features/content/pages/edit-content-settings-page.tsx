import Alert from 'react-bootstrap/Alert';
import { useNavigate, useParams } from 'react-router';
import { useContentQuery, useUpdateContentSettingsMutation } from '../../../data/content/content-api';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { PageSkeleton } from '../../../components/page-skeleton';
import { contentSettingsSchema } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import { ContentSettingsForm } from '../components/content-settings-form';

/** /admin/content/{contentId}/settings: title, path, flags, icon and team-type restriction. */
export default function ContentSettingsPage() {
  const { contentId = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { data, error, isLoading } = useContentQuery(contentId);
  const [updateSettings] = useUpdateContentSettingsMutation();
  const editorPath = buildPath('editContent', { contentId });
  return (
    <AdminPage title={data ? `${data.title}: settings` : 'Content Settings'} description="Who sees this page, and how it appears in the sidebar.">
      {isLoading && <PageSkeleton rows={6} />}
      {error && <Alert variant="danger">{error.message}</Alert>}
      {data && (
        <ContentSettingsForm
          key={data.id}
          initial={contentSettingsSchema.parse(data)}
          submitLabel="Save settings"
          isEditing
          onCancel={() => navigate(editorPath)}
          onSubmit={async (settings) => {
            await updateSettings({ contentId, settings }).unwrap();
            feedback.showSuccess();
            navigate(editorPath);
          }}
        />
      )}
    </AdminPage>
  );
}
