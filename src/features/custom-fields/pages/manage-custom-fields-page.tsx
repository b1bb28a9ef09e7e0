import { useState } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Link } from 'react-router';
import { ManageListPage, type BulkDelete } from '../../../components/manage-list-page';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { ListEmptyState, type ListColumn } from '../../../components/list-table';
import { DEFAULT_SORTS } from '../../../domain/constants';
import { CUSTOM_FIELD_TYPE_LABELS, type CustomField } from '../../../domain/custom-field';
import { buildPath } from '../../../domain/routes';
import { useCustomFieldsQuery, useDeleteCustomFieldsMutation } from '../../../data/custom-fields/custom-fields-api';
import { Icon } from '../../../components/icon';
import { LinkButton } from '../../../components/link-button';
import { errorMessage } from '../../../data/api-slice';

/** Manage custom fields: extra data points every team holds, sorted by label. */
export default function CustomFieldsPage() {
  const { data: fields, error } = useCustomFieldsQuery();
  const [deleteFields] = useDeleteCustomFieldsMutation();
  const [pendingDelete, setPendingDelete] = useState<CustomField>();

  const columns: ListColumn<CustomField>[] = [
    {
      key: 'label',
      header: 'Label',
      sortValue: (field) => field.label.toLowerCase(),
      cell: (field) => (
        <div>
          <Link className="fw-semibold" to={buildPath('editCustomField', { customFieldId: field.id })}>
            {field.label}
          </Link>
          {field.isRequired && (
            <span className="text-danger ms-1" title="Required">
              *
            </span>
          )}
          {field.description && <div className="small text-body-secondary">{field.description}</div>}
        </div>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      sortValue: (field) => field.type,
      cell: (field) => CUSTOM_FIELD_TYPE_LABELS[field.type],
    },
    {
      key: 'visibility',
      header: 'Seen by',
      className: 'd-none d-md-table-cell',
      cell: (field) =>
        field.showField ? (
          <span className="d-inline-flex flex-wrap gap-1">
            <Badge bg="primary-subtle" text="primary-emphasis">
              Teams
            </Badge>
            {field.showToChildTeams && (
              <Badge bg="info-subtle" text="info-emphasis">
                Stand shares
              </Badge>
            )}
          </span>
        ) : (
          <Badge bg="secondary-subtle" text="secondary-emphasis">
            <Icon name="eye-slash" className="me-1" />
            Admins only
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (field) => (
        <div className="d-inline-flex gap-1">
          <Link
            className="btn btn-sm btn-outline-secondary"
            to={buildPath('editCustomField', { customFieldId: field.id })}
            aria-label={`Edit ${field.label}`}
          >
            <Icon name="pencil" />
          </Link>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Delete ${field.label}`}
            onClick={() => setPendingDelete(field)}
          >
            <Icon name="trash" />
          </Button>
        </div>
      ),
    },
  ];

  // Deleting fields is one batch for all of them: it succeeds or fails as a whole.
  const bulkDelete: BulkDelete<CustomField> = {
    noun: ['field', 'fields'],
    nameOf: (field) => field.label,
    deleteRows: async (fields) => {
      await deleteFields(fields.map((field) => field.id)).unwrap();
      return [];
    },
    consequence: 'Every team loses its value for these fields. This cannot be undone.',
  };

  return (
    <ManageListPage
      title="Custom Fields"
      description="Extra details every team holds, shown on the team form."
      actions={
        <>
          {(fields?.length ?? 0) < 2 ? (
            // Nothing to reorder yet: a real disabled button, not a link that only looks disabled.
            <Button variant="outline-secondary" disabled>
              <Icon name="arrow-down-up" className="me-2" />
              Reorder
            </Button>
          ) : (
            <LinkButton to={buildPath('reorderCustomFields')} icon="arrow-down-up">
              Reorder
            </LinkButton>
          )}
          <Link className="btn btn-primary" to={buildPath('addCustomField')}>
            <Icon name="plus-lg" className="me-2" />
            Add field
          </Link>
        </>
      }
      aside={
        <>
          <p>
            Fields hidden from teams are seen only by admins. Stand-share (child) teams see only fields shown to stand
            shares.
          </p>
          <p className="mb-0">
            A field&apos;s type is fixed once it exists; deleting a field removes its value from every team.
          </p>
        </>
      }
      table={{
        label: 'Custom fields',
        rows: fields,
        rowId: (field) => field.id,
        columns,
        sortableKeys: ['label', 'type'],
        defaultSort: DEFAULT_SORTS.customFields,
        error: errorMessage(error),
        emptyState: (
          <ListEmptyState icon="input-cursor-text" title="No custom fields yet">
            <Link to={buildPath('addCustomField')}>Add the first field</Link> to hold extra details on every team.
          </ListEmptyState>
        ),
      }}
      bulkDelete={bulkDelete}
    >
      <DeleteRowDialog
        row={pendingDelete}
        title={`Delete ${pendingDelete?.label ?? 'field'}`}
        deleteRow={(field) => deleteFields([field.id]).unwrap()}
        onClose={() => setPendingDelete(undefined)}
      >
        Every team loses its value for this field. This cannot be undone.
      </DeleteRowDialog>
    </ManageListPage>
  );
}
