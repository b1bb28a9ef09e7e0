import { useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { RestoreAndDeleteSelected } from '../../../components/manage-list/selected-rows-actions';
import { actionsColumn, RowDeleteButton } from '../../../components/manage-list/row-actions';
import { rowsPhrase, useListAction } from '../../../components/manage-list/use-list-action';
import { useDeleteFormsMutation, useFormsQuery, useUpdateFormsArchivedMutation, useSubmissionCountsQuery } from '../../../data/forms/forms-api';
import type { Form } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FormsShortcuts } from '../admin/forms-shortcuts';
import { TitleCell } from '../admin/title-cell';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** /admin/forms/archived: restore forms, or delete them with everything they hold (type-to-confirm). */
export default function ArchivedFormsPage() {
  const forms = useFormsQuery();
  const feedback = useFeedback();
  const [setArchived, restoring] = useUpdateFormsArchivedMutation();
  const [deleteForms] = useDeleteFormsMutation();
  const [toDelete, setToDelete] = useState<{ forms: Form[]; done: () => void }>();
  const rows = forms.data?.filter((form) => form.isArchived);
  const submissionCounts = useSubmissionCountsQuery(rows?.map((form) => form.id) ?? [], { skip: !rows });

  const { run } = useListAction();
  const named = (selected: Form[]) => rowsPhrase(selected, (form) => form.title, 'forms');

  const restore = (selected: Form[]) => run(() => setArchived({ formIds: selected.map((form) => form.id), isArchived: false }).unwrap(), `${named(selected)} restored to Forms`);

  const columns: ListColumn<Form>[] = [
    { key: 'title', header: 'Title', cell: (form) => <TitleCell item={form} />, sortValue: (form) => form.title.toLowerCase() },
    { key: 'fields', header: 'Fields', cell: (form) => form.fieldIds.length, sortValue: (form) => form.fieldIds.length, className: 'd-none d-md-table-cell text-end' },
    { key: 'submissions', header: 'Submissions', cell: (form) => submissionCounts.data?.[form.id] ?? '…', sortValue: (form) => submissionCounts.data?.[form.id] ?? 0, className: 'd-none d-md-table-cell text-end' },
    actionsColumn(
      (form) => (
        <div className="d-inline-flex gap-2">
          <Button size="sm" variant="outline-primary" disabled={restoring.isLoading} onClick={() => restore([form])}>Restore</Button>
          <RowDeleteButton name={form.title} onClick={() => setToDelete({ forms: [form], done: () => undefined })} />
        </div>
      ),
      'text-end text-nowrap',
    ),
  ];

  const deleting = toDelete?.forms ?? [];
  const submissionCount = deleting.reduce((sum, form) => sum + (submissionCounts.data?.[form.id] ?? 0), 0);
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
          <RestoreAndDeleteSelected
            restoring={restoring.isLoading}
            onRestore={() => restore(selected).then((restored) => restored && clearSelection())}
            onDelete={() => setToDelete({ forms: selected, done: clearSelection })}
          />
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
          feedback.showSuccess(`${named(deleting)} deleted`);
          setToDelete(undefined);
        }}
      >
        <p className="mb-0">
          {named(deleting)} will be deleted with {plural(submissionCount, 'submission')} and their uploaded files, and every field, confirmation, notification and webhook. This cannot be undone.
        </p>
      </ConfirmDeleteDialog>
    </AdminPage>
  );
}
