import { Badge } from '../../../components/bootstrap/badge';
import { Card } from '../../../components/bootstrap/card';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { useLoadedFormQuery } from '../../../data/forms/forms-api';
import { useWebhookQuery } from '../../../data/webhooks/webhooks-api';
import { reportLabelOf } from '../../../domain/forms/field';
import { buildPath } from '../../../domain/routes';
import { PAYLOAD_CATEGORY_LABELS } from '../../../domain/webhooks';
import { DeliveryLog } from '../components/delivery-log';
import { useWebhooksAbility } from '../use-webhooks-ability';
import { LoadingOrError } from '../../../components/loading-or-error';

/** /admin/forms/{formId}/webhooks/{webhookId}: what a webhook sends where, and its delivery log with replays. */
export default function ViewWebhookPage() {
  const { formId = '', webhookId = '' } = useParams();
  const { canManageWebhooks } = useWebhooksAbility();
  const webhook = useWebhookQuery(webhookId);
  const loaded = useLoadedFormQuery(formId);
  const stored = webhook.data;
  const sourceName = (sourceId: string) => {
    const field = loaded.data?.definition.fields.find((candidate) => candidate.id === sourceId);
    return field ? reportLabelOf(field) : sourceId;
  };
  return (
    <AdminPage
      title={stored?.name || 'Webhook'}
      actions={
        canManageWebhooks && (
          <Link className="btn btn-primary" to={buildPath('editWebhook', { formId, webhookId })}>
            Edit
          </Link>
        )
      }
    >
      <LoadingOrError isLoading={webhook.isLoading} error={webhook.error} rows={4} />
      {stored && (
        <Card>
          <Card.Body>
            <dl className="row mb-0">
              <dt className="col-sm-3">State</dt>
              <dd className="col-sm-9">
                {stored.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>}
              </dd>
              <dt className="col-sm-3">Request</dt>
              <dd className="col-sm-9 text-break">
                <code>
                  {stored.requestMethod} {stored.requestURL}
                </code>{' '}
                as {stored.requestFormat}
              </dd>
              <dt className="col-sm-3">Header</dt>
              <dd className="col-sm-9">
                {stored.headerKey}
                {stored.headerValue
                  ? stored.headerKey === 'Authorization'
                    ? ': (set)'
                    : `: ${stored.headerValue}`
                  : ': (none)'}
              </dd>
              <dt className="col-sm-3">Sent when</dt>
              <dd className="col-sm-9">
                {stored.rules.length === 0
                  ? 'Every submission'
                  : `${stored.operator} of ${stored.rules.length} rule${stored.rules.length === 1 ? '' : 's'} match`}
              </dd>
              <dt className="col-sm-3">Payload</dt>
              <dd className="col-sm-9 mb-0">
                {stored.payloadFields.length === 0 ? (
                  'Empty'
                ) : (
                  <ul className="list-unstyled mb-0">
                    {stored.payloadFields.map((field) => (
                      <li key={field.targetId}>
                        <code>{field.targetId}</code> ← {PAYLOAD_CATEGORY_LABELS[field.category]}{' '}
                        {field.category === 'field' ? sourceName(field.sourceId) : field.sourceId}
                        {field.nestedKey ? ` (${field.nestedKey})` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
          </Card.Body>
        </Card>
      )}
      {stored && <DeliveryLog webhookId={webhookId} canReplay={canManageWebhooks} />}
    </AdminPage>
  );
}
