import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { useFormQuery } from '../../../data/forms/forms-api';
import { useDeleteWebhookMutation, useFormWebhooksQuery } from '../../../data/webhooks/webhooks-api';
import { buildPath } from '../../../domain/routes';
import type { Webhook } from '../../../domain/webhooks';

/** /admin/forms/{formId}/webhooks: the outbound calls made after each submission of a form (admins). */
export default function ManageWebhooksPage() {
  const { formId = '' } = useParams();
  const form = useFormQuery(formId);
  const webhooks = useFormWebhooksQuery(formId);
  const feedback = useFeedback();
  const [deleteWebhook] = useDeleteWebhookMutation();
  const [toDelete, setToDelete] = useState<Webhook>();

  const columns: ListColumn<Webhook>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (webhook) => <Link to={buildPath('viewWebhook', { formId, webhookId: webhook.id })} className="fw-semibold text-decoration-none">{webhook.name || '(unnamed)'}</Link>,
      sortValue: (webhook) => webhook.name.toLowerCase(),
    },
    { key: 'state', header: 'State', cell: (webhook) => (webhook.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>) },
    { key: 'request', header: 'Request', className: 'd-none d-md-table-cell small text-break', cell: (webhook) => `${webhook.requestMethod} ${webhook.requestURL} (${webhook.requestFormat})` },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (webhook) => (
        <div className="d-inline-flex gap-2">
          <Link className="btn btn-sm btn-outline-secondary" to={buildPath('editWebhook', { formId, webhookId: webhook.id })}>Edit</Link>
          <Button size="sm" variant="outline-danger" onClick={() => setToDelete(webhook)} aria-label={`Delete ${webhook.name}`}>
            <Icon name="trash" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={form.data ? `${form.data.title}: webhooks` : 'Webhooks'}
      description="Each sent submission is delivered by the server to the active webhooks whose rules match, signed with the webhook's secret."
      actions={
        <Link to={buildPath('addWebhook', { formId })} className="btn btn-primary">
          <Icon name="plus-lg" className="me-2" />Add webhook
        </Link>
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
      <ConfirmDeleteDialog
        show={toDelete !== undefined}
        title="Delete webhook"
        onCancel={() => setToDelete(undefined)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteWebhook(toDelete).unwrap();
          feedback.showSuccess(`“${toDelete.name}” deleted`);
          setToDelete(undefined);
        }}
      >
        <p className="mb-0">“{toDelete?.name}” and its signing secret will be deleted; nothing more is sent to it.</p>
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
