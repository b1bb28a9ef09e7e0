import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { useDeleteFormsMutation, useFormsQuery, useSetFormsArchivedMutation } from '../../../data/forms/forms-api';
import type { Form } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FormsShortcuts } from '../admin/forms-shortcuts';
import { TitleCell } from '../admin/title-cell';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** /admin/forms/archived: restore forms, or delete them with everything they hold (type-to-confirm). */
export default function ArchivedFormsPage() {
  const forms = useFormsQuery();
  const feedback = useFeedback();
  const [setArchived, restoring] = useSetFormsArchivedMutation();
  const [deleteForms] = useDeleteFormsMutation();
  const [toDelete, setToDelete] = useState<{ forms: Form[]; done: () => void }>();
  const rows = forms.data?.filter((form) => form.isArchived);

  async function restore(selected: Form[], done: () => void) {
    try {
      await setArchived({ formIds: selected.map((form) => form.id), isArchived: false }).unwrap();
      done();
      feedback.showSuccess(selected.length === 1 ? `“${selected[0].title}” restored to Forms` : `${selected.length} forms restored to Forms`);
    } catch (failure) {
      feedback.showError((failure as { message?: string }).message);
    }
  }

  const columns: ListColumn<Form>[] = [
    { key: 'title', header: 'Title', cell: (form) => <TitleCell item={form} />, sortValue: (form) => form.title.toLowerCase() },
    { key: 'fields', header: 'Fields', cell: (form) => form.fieldIds.length, sortValue: (form) => form.fieldIds.length, className: 'd-none d-md-table-cell text-end' },
    { key: 'submissions', header: 'Submissions', cell: (form) => form.submissionsIds.length, sortValue: (form) => form.submissionsIds.length, className: 'd-none d-md-table-cell text-end' },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (form) => (
        <div className="d-inline-flex gap-2">
          <Button size="sm" variant="outline-primary" disabled={restoring.isLoading} onClick={() => restore([form], () => undefined)}>Restore</Button>
          <Button size="sm" variant="outline-danger" onClick={() => setToDelete({ forms: [form], done: () => undefined })} aria-label={`Delete ${form.title}`}>
            <Icon name="trash" />
          </Button>
        </div>
      ),
    },
  ];

  const deleting = toDelete?.forms ?? [];
  const submissionCount = deleting.reduce((sum, form) => sum + form.submissionsIds.length, 0);
  return (
    <AdminPage title="Archived Forms" description="Forms taken out of use. Restore one to use it again, or delete it for good.">
      <FormsShortcuts />
      <ListTable
        label="Archived forms"
        rows={rows}
        rowId={(form) => form.id}
        columns={columns}
        sortableKeys={['title', 'fields', 'submissions']}
        defaultSort={{ key: 'title', direction: 'asc' }}
        selectionMode="multiple"
        bulkActions={(selected, clearSelection) => (
          <>
            <Button size="sm" variant="outline-primary" disabled={restoring.isLoading} onClick={() => restore(selected, clearSelection)}>Restore</Button>
            <Button size="sm" variant="outline-danger" onClick={() => setToDelete({ forms: selected, done: clearSelection })}>
              <Icon name="trash" className="me-1" />Delete
            </Button>
          </>
        )}
        error={forms.error?.message}
        emptyState={
          <ListEmptyState icon="archive" title="Nothing is archived">
            Archive a form from <Link to={buildPath('manageForms')}>Forms</Link> to take it out of use without deleting it.
          </ListEmptyState>
        }
      />
      <ConfirmDeleteDialog
        show={toDelete !== undefined}
        title={deleting.length === 1 ? 'Delete form' : `Delete ${deleting.length} forms`}
        onCancel={() => setToDelete(undefined)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteForms(toDelete.forms.map((form) => form.id)).unwrap();
          toDelete.done();
          feedback.showSuccess(deleting.length === 1 ? `“${deleting[0].title}” deleted` : `${deleting.length} forms deleted`);
          setToDelete(undefined);
        }}
      >
        <p className="mb-0">
          {deleting.length === 1 ? `“${deleting[0].title}”` : plural(deleting.length, 'form')} will be deleted with {plural(submissionCount, 'submission')} and their uploaded files, and every field, confirmation, notification and webhook. This cannot be undone.
        </p>
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
