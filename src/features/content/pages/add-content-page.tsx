import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useSaveAndGo } from '../../../components/use-save-and-go';
import { newContentValues } from '../../../domain/content';
import { buildPath } from '../../../domain/routes';
import { useCreateContentMutation } from '../../../data/content/content-api';
import { ContentSettingsForm } from '../components/content-settings-form';

/** /admin/content/add: a new page's settings; saving opens the editor to add its sections. */
export default function AddContentPage() {
  const navigate = useNavigate();
  const saveAndGo = useSaveAndGo();
  const [createContent] = useCreateContentMutation();
  return (
    <AdminPage
      title="Add Content"
      description="Name the page and choose who sees it; you add its sections next."
      aside={<p className="mb-0">A new page stays hidden from teams until you publish it.</p>}
    >
      <ContentSettingsForm
        initial={newContentValues()}
        submitLabel="Create page"
        onCancel={() => navigate(buildPath('manageContent'))}
        onSubmit={saveAndGo(
          (settings) => createContent(settings).unwrap(),
          (content) => buildPath('editContent', { contentId: content.id }),
          'Page created: add its sections',
        )}
      />
    </AdminPage>
  );
}
