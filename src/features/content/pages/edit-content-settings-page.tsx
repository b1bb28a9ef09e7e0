import { useNavigate, useParams } from 'react-router';
import { useEditableContentQuery, useUpdateContentSettingsMutation } from '../../../data/content/content-api';
import { AdminPage } from '../../../components/admin-page';
import { LoadingOrError } from '../../../components/loading-or-error';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { contentSettingsSchema } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import { ContentSettingsForm } from '../components/content-settings-form';

/** /admin/content/{contentId}/settings: title, path, flags, icon and team-type restriction. */
export default function ContentSettingsPage() {
  const { contentId = '' } = useParams();
  const navigate = useNavigate();
  const saveAndGo = useSaveAndGo();
  // A published page's settings form edits its pending changes (the page as it will be published).
  const page = useEditableContentQuery(contentId);
  const { error, isLoading } = page;
  const data = page.data && { ...page.data.content, isPublished: page.data.live.isPublished };
  const [updateSettings] = useUpdateContentSettingsMutation();
  const editorPath = buildPath('editContent', { contentId });
  return (
    <AdminPage
      title={data ? `${data.title}: settings` : 'Content Settings'}
      description="Who sees this page, and how it appears in the sidebar."
    >
      <LoadingOrError isLoading={isLoading} error={error} rows={6} />
      {data && (
        <ContentSettingsForm
          key={data.id}
          initial={contentSettingsSchema.parse(data)}
          submitLabel="Save settings"
          isEditing
          onCancel={() => navigate(editorPath)}
          onSubmit={saveAndGo((settings) => updateSettings({ contentId, settings }).unwrap(), editorPath)}
        />
      )}
    </AdminPage>
  );
}
