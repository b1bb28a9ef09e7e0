import { useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useLoadedFormQuery } from '../../../data/forms/forms-api';
import { useCreateWebhookMutation } from '../../../data/webhooks/webhooks-api';
import { buildPath } from '../../../domain/routes';
import { newWebhook } from '../../../domain/webhooks';
import { WebhookEditor } from '../components/webhook-editor';
import { LoadingOrError } from '../../../components/loading-or-error';

/** /admin/forms/{formId}/webhooks/add: a new webhook with its own signing secret; then its edit screen, to test it. */
export default function AddWebhookPage() {
  const { formId = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const loaded = useLoadedFormQuery(formId);
  const [saveWebhook] = useCreateWebhookMutation();
  return (
    <AdminPage
      title="Add Webhook"
      description={loaded.data ? `Called after each submission of “${loaded.data.form.title}”.` : undefined}
    >
      <LoadingOrError isLoading={loaded.isLoading} error={loaded.error} rows={6} />
      {loaded.data && (
        <WebhookEditor
          initial={newWebhook('new', formId)}
          definition={loaded.data.definition}
          submitLabel="Add webhook"
          cancel={buildPath('manageWebhooks', { formId })}
          onSubmit={async (values) => {
            const saved = await saveWebhook({ values }).unwrap();
            feedback.showSuccess();
            navigate(buildPath('editWebhook', { formId, webhookId: saved.id }));
          }}
        />
      )}
    </AdminPage>
  );
}
