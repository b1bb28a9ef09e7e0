import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { ArchivedAndAddLinks } from '../../../components/manage-list/archived-and-add-links';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { ArchiveSelected } from '../../../components/manage-list/selected-rows-actions';
import { actionsColumn, DuplicateAndArchiveItems, RowActionsMenu } from '../../../components/manage-list/row-actions';
import { rowsPhrase, useCopyAndOpen, useListAction } from '../../../components/manage-list/use-list-action';
import { useMountedRoutes } from '../../../components/mounted-routes';
import {
  useDuplicateFormMutation,
  useFormsQuery,
  useUpdateFormsArchivedMutation,
  useSubmissionCountsQuery,
} from '../../../data/forms/forms-api';
import { formatDate } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import type { Form } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FormStatusBadges } from '../admin/form-status-badges';
import { SubmissionCountCell } from '../admin/submission-count-cell';
import { TitleCell } from '../admin/title-cell';
import { FormsShortcuts } from '../admin/forms-shortcuts';
import { useFormsAbility } from '../use-forms-ability';

/** /admin/forms: every form not archived, sorted by title; build, settings, duplicate and archive (one or many). */
export default function ManageFormsPage() {
  const timeZone = useEventTimeZone();
  const forms = useFormsQuery();
  const ability = useFormsAbility();
  const mounted = useMountedRoutes();
  const [duplicate] = useDuplicateFormMutation();
  const [setArchived, archiving] = useUpdateFormsArchivedMutation();
  const { run, busyId } = useListAction();
  const rows = forms.data?.filter((form) => !form.isArchived);
  const submissionCounts = useSubmissionCountsQuery(rows?.map((form) => form.id) ?? [], { skip: !rows });

  const archive = (selected: Form[], rowId?: string) =>
    run(
      () => setArchived({ formIds: selected.map((form) => form.id), isArchived: true }).unwrap(),
      `${rowsPhrase(selected, (form) => form.title, 'forms')} archived`,
      rowId,
    );

  const copyAndOpen = useCopyAndOpen(run);

  const columns: ListColumn<Form>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (form) => <TitleCell item={form} to={buildPath('editForm', { formId: form.id })} />,
      sortValue: (form) => form.title.toLowerCase(),
    },
    { key: 'status', header: 'Status', cell: (form) => <FormStatusBadges form={form} /> },
    {
      key: 'fields',
      header: 'Fields',
      cell: (form) => form.fieldIds.length,
      sortValue: (form) => form.fieldIds.length,
      className: 'd-none d-md-table-cell text-end',
    },
    {
      key: 'submissions',
      header: 'Submissions',
      cell: (form) => <SubmissionCountCell counts={submissionCounts.data?.[form.id]} />,
      sortValue: (form) => submissionCounts.data?.[form.id]?.sent ?? 0,
      className: 'd-none d-md-table-cell text-end',
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      cell: (form) => formatDate(form.updatedAt, timeZone),
      sortValue: (form) => form.updatedAt,
      className: 'd-none d-lg-table-cell text-nowrap small',
    },
    actionsColumn((form) => (
      <RowActionsMenu name={form.title} busy={busyId === form.id}>
        <Link className="dropdown-item" to={buildPath('editForm', { formId: form.id })}>
          Edit fields
        </Link>
        <Link className="dropdown-item" to={buildPath('editFormSettings', { formId: form.id })}>
          Settings
        </Link>
        {ability.canManageConfirmations && mounted.has('manageConfirmations') && (
          <Link className="dropdown-item" to={buildPath('manageConfirmations', { formId: form.id })}>
            Confirmations
          </Link>
        )}
        {ability.canManageSubmissions && mounted.has('manageSubmissions') && (
          <Link className="dropdown-item" to={buildPath('manageSubmissions', { formId: form.id })}>
            Submissions
          </Link>
        )}
        {form.isPublic && form.isPublished && (
          <a
            className="dropdown-item"
            href={buildPath('guestForm', { formId: form.id })}
            target="_blank"
            rel="noreferrer"
          >
            Open public link
          </a>
        )}
        <DuplicateAndArchiveItems
          onDuplicate={() =>
            copyAndOpen(
              form.id,
              () => duplicate({ formId: form.id, withWebhooks: ability.canManageWebhooks }).unwrap(),
              (copy) => buildPath('editForm', { formId: copy.id }),
              'Form duplicated with its fields, confirmations and notifications',
            )
          }
          onArchive={() => archive([form], form.id)}
        />
      </RowActionsMenu>
    )),
  ];

  return (
    <AdminPage
      title="Forms"
      description="Forms your teams (and, for public forms, guests) fill in, with logic, confirmations and notifications."
      actions={
        <ArchivedAndAddLinks archivedTo={buildPath('archivedForms')} addTo={buildPath('addForm')} addLabel="Add form" />
      }
      aside={
        <>
          <p>A form is seen by teams once it is published; a public form also opens for guests by its link.</p>
          <p className="mb-0">Select several forms to archive them together. Archived forms keep their submissions.</p>
        </>
      }
    >
      <FormsShortcuts />
      <ListTable
        label="Forms"
        rows={rows}
        rowId={(form) => form.id}
        columns={columns}
        sortableKeys={['title', 'fields', 'submissions', 'updatedAt']}
        defaultSort={{ key: 'title', direction: 'asc' }}
        selection={
          ability.canBulkEdit
            ? {
                actions: (selected, clearSelection) => (
                  <ArchiveSelected
                    archiving={archiving.isLoading}
                    onArchive={() => archive(selected).then((archived) => archived && clearSelection())}
                  />
                ),
              }
            : undefined
        }
        error={forms.error?.message}
        emptyState={
          <ListEmptyState icon="ui-checks" title="No forms yet">
            <Link to={buildPath('addForm')}>Add the first form</Link> to collect information from your teams.
          </ListEmptyState>
        }
      />
    </AdminPage>
  );
}
