import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { BusyButton } from '../../../components/busy-button';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { useLoadedFormQuery } from '../../../data/forms/forms-api';
import {
  useUpdateWebhookMutation,
  useSendWebhookTestMutation,
  useWebhookQuery,
} from '../../../data/webhooks/webhooks-api';
import { buildPath } from '../../../domain/routes';
import { DeliveryLog } from '../components/delivery-log';
import { SigningSecret } from '../components/signing-secret';
import { WebhookEditor } from '../components/webhook-editor';
import { useWebhooksAbility } from '../use-webhooks-ability';
import { LoadingOrError } from '../../../components/loading-or-error';
import { errorMessage } from '../../../data/api-slice';

/** /admin/forms/{formId}/webhooks/{webhookId}/edit: change a webhook, see its secret, send a test and read the log. */
export default function EditWebhookPage() {
  const { formId = '', webhookId = '' } = useParams();
  const feedback = useFeedback();
  const { canManageWebhooks } = useWebhooksAbility();
  const loaded = useLoadedFormQuery(formId);
  const webhook = useWebhookQuery(webhookId);
  const current = webhook.data;
  const [saveWebhook] = useUpdateWebhookMutation();
  const [sendTest, sending] = useSendWebhookTestMutation();
  const error = loaded.error ?? webhook.error;
  return (
    <AdminPage
      title={webhook.data?.name || 'Edit Webhook'}
      description={loaded.data ? `Called after each submission of “${loaded.data.form.title}”.` : undefined}
      actions={
        <div className="d-flex gap-2">
          <Link className="btn btn-outline-secondary" to={buildPath('viewWebhook', { formId, webhookId })}>
            View
          </Link>
          <BusyButton
            busy={sending.isLoading}
            onClick={() => {
              sendTest(webhookId)
                .unwrap()
                .then(
                  (outcome) =>
                    outcome.status === 'success'
                      ? feedback.showSuccess(`Test sent: HTTP ${outcome.statusCode}`)
                      : feedback.showError(`Test ${outcome.status}: ${outcome.error}`),
                  (failure: unknown) => feedback.showError(errorMessage(failure)),
                );
            }}
          >
            Send test
          </BusyButton>
        </div>
      }
    >
      <LoadingOrError isLoading={loaded.isLoading || webhook.isLoading} error={error} rows={6} />
      {loaded.data && current && (
        <WebhookEditor
          key={current.id}
          initial={current}
          definition={loaded.data.definition}
          submitLabel="Save webhook"
          cancel={buildPath('manageWebhooks', { formId })}
          onSubmit={async (values) => {
            await saveWebhook({ current, values }).unwrap();
            feedback.showSuccess();
          }}
        />
      )}
      {webhook.data && <SigningSecret webhookId={webhookId} />}
      {webhook.data && <DeliveryLog webhookId={webhookId} canReplay={canManageWebhooks} />}
    </AdminPage>
  );
}
