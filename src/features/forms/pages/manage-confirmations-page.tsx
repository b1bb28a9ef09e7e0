import { useState } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Badge } from '../../../components/bootstrap/badge';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { LinkButton } from '../../../components/link-button';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { actionsColumn, EditAndDeleteButtons } from '../../../components/manage-list/row-actions';
import { useConfirmationsQuery, useDeleteConfirmationMutation, useFormQuery } from '../../../data/forms/forms-api';
import type { Confirmation } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FormShortcuts } from '../admin/forms-shortcuts';

/** When a confirmation is shown, in a few words. */
function whenShown(confirmation: Confirmation): string {
  if (confirmation.rules.length === 0) return confirmation.isDefault ? 'When no other matches' : 'Never (no rules)';
  const rules = `${confirmation.rules.length} rule${confirmation.rules.length === 1 ? '' : 's'}`;
  return confirmation.rules.length === 1 ? `When its rule matches` : `When ${confirmation.operator} of ${rules} match`;
}

/** /admin/forms/{formId}/confirmations: what people see after submitting, chosen by rules, else the default. */
export default function ManageConfirmationsPage() {
  const { formId = '' } = useParams();
  const form = useFormQuery(formId);
  const confirmations = useConfirmationsQuery(formId);
  const [deleteConfirmation] = useDeleteConfirmationMutation();
  const [toDelete, setToDelete] = useState<Confirmation>();
  const hasDefault = confirmations.data?.some((confirmation) => confirmation.isDefault && confirmation.isActive);

  const columns: ListColumn<Confirmation>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (confirmation) => (
        <Link
          to={buildPath('editConfirmation', { formId, confirmationId: confirmation.id })}
          className="fw-semibold text-decoration-none"
        >
          {confirmation.name || '(unnamed)'}
        </Link>
      ),
      sortValue: (confirmation) => confirmation.name.toLowerCase(),
    },
    {
      key: 'state',
      header: 'State',
      cell: (confirmation) => (
        <span className="d-inline-flex flex-wrap gap-1">
          {confirmation.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>}
          {confirmation.isDefault && <Badge bg="primary">Default</Badge>}
        </span>
      ),
    },
    { key: 'when', header: 'Shown', cell: whenShown, className: 'd-none d-md-table-cell small' },
    actionsColumn(
      (confirmation) => (
        <EditAndDeleteButtons
          editTo={buildPath('editConfirmation', { formId, confirmationId: confirmation.id })}
          name={confirmation.name}
          onDelete={() => setToDelete(confirmation)}
        />
      ),
      'text-end text-nowrap',
    ),
  ];

  return (
    <AdminPage
      title={form.data ? `${form.data.title}: confirmations` : 'Confirmations'}
      description="What people see after submitting: the first active confirmation whose rules match, else the default."
      actions={
        <LinkButton to={buildPath('addConfirmation', { formId })} icon="plus-lg" variant="primary">
          Add confirmation
        </LinkButton>
      }
    >
      {form.data && <FormShortcuts form={form.data} />}
      {confirmations.data && !hasDefault && (
        <Alert variant="warning">
          No active default confirmation: people whose answers match no rule see a plain thank-you.
        </Alert>
      )}
      <ListTable
        label="Confirmations"
        rows={confirmations.data}
        rowId={(confirmation) => confirmation.id}
        columns={columns}
        sortableKeys={['name']}
        error={(form.error ?? confirmations.error)?.message}
        emptyState={
          <ListEmptyState icon="check2-square" title="No confirmations">
            <Link to={buildPath('addConfirmation', { formId })}>Add a confirmation</Link> to thank people after they
            submit.
          </ListEmptyState>
        }
      />
      <DeleteRowDialog
        row={toDelete}
        title="Delete confirmation"
        deleteRow={(confirmation) => deleteConfirmation({ formId, confirmationId: confirmation.id }).unwrap()}
        deletedMessage={(confirmation) => `“${confirmation.name}” deleted`}
        onClose={() => setToDelete(undefined)}
      >
        <p className="mb-0">
          “{toDelete?.name}” will be deleted.{' '}
          {toDelete?.isDefault ? 'It is the default: choose another default afterwards.' : ''}
        </p>
      </DeleteRowDialog>
    </AdminPage>
  );
}
