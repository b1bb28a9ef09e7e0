import { useState } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { actionsColumn, EditAndDeleteButtons } from '../../../components/manage-list/row-actions';
import { useFormQuery } from '../../../data/forms/forms-api';
import { useDeleteWebhookMutation, useFormWebhooksQuery } from '../../../data/webhooks/webhooks-api';
import { buildPath } from '../../../domain/routes';
import type { Webhook } from '../../../domain/webhooks';

/** /admin/forms/{formId}/webhooks: the outbound calls made after each submission of a form (admins). */
export default function ManageWebhooksPage() {
  const { formId = '' } = useParams();
  const form = useFormQuery(formId);
  const webhooks = useFormWebhooksQuery(formId);
  const [deleteWebhook] = useDeleteWebhookMutation();
  const [toDelete, setToDelete] = useState<Webhook>();

  const columns: ListColumn<Webhook>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (webhook) => (
        <Link
          to={buildPath('viewWebhook', { formId, webhookId: webhook.id })}
          className="fw-semibold text-decoration-none"
        >
          {webhook.name || '(unnamed)'}
        </Link>
      ),
      sortValue: (webhook) => webhook.name.toLowerCase(),
    },
    {
      key: 'state',
      header: 'State',
      cell: (webhook) =>
        webhook.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>,
    },
    {
      key: 'request',
      header: 'Request',
      className: 'd-none d-md-table-cell small text-break',
      cell: (webhook) => `${webhook.requestMethod} ${webhook.requestURL} (${webhook.requestFormat})`,
    },
    actionsColumn(
      (webhook) => (
        <EditAndDeleteButtons
          editTo={buildPath('editWebhook', { formId, webhookId: webhook.id })}
          name={webhook.name}
          onDelete={() => setToDelete(webhook)}
        />
      ),
      'text-end text-nowrap',
    ),
  ];

  return (
    <AdminPage
      title={form.data ? `${form.data.title}: webhooks` : 'Webhooks'}
      description="Each sent submission is delivered by the server to the active webhooks whose rules match, signed with the webhook's secret."
      actions={
        <LinkButton to={buildPath('addWebhook', { formId })} icon="plus-lg" variant="primary">
          Add webhook
        </LinkButton>
      }
    >
      <ListTable
        label="Webhooks"
        rows={webhooks.data}
        rowId={(webhook) => webhook.id}
        columns={columns}
        sortableKeys={['name']}
        error={(form.error ?? webhooks.error)?.message}
        emptyState={
          <ListEmptyState icon="send" title="No webhooks">
            <Link to={buildPath('addWebhook', { formId })}>Add a webhook</Link> to send submissions to another system.
          </ListEmptyState>
        }
      />
      <DeleteRowDialog
        row={toDelete}
        title="Delete webhook"
        deleteRow={(webhook) => deleteWebhook(webhook).unwrap()}
        deletedMessage={(webhook) => `“${webhook.name}” deleted`}
        onClose={() => setToDelete(undefined)}
      >
        <p className="mb-0">“{toDelete?.name}” and its signing secret will be deleted; nothing more is sent to it.</p>
      </DeleteRowDialog>
    </AdminPage>
  );
}
