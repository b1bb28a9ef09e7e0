import { Link } from 'react-router';
import { ArchivedListPage } from '../../../components/archived-list-page';
import { ListEmptyState } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
import {
  useDeleteFormsMutation,
  useFormsQuery,
  useSubmissionCountsQuery,
  useUpdateFormsArchivedMutation,
} from '../../../data/forms/forms-api';
import type { Form } from '../../../domain/forms/form';
import { buildPath } from '../../../domain/routes';
import { FormsShortcuts } from '../admin/forms-shortcuts';
import { SubmissionCountCell } from '../admin/submission-count-cell';
import { TitleCell } from '../admin/title-cell';
import { useFormsAbility } from '../use-forms-ability';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const draftsPhrase = (drafts: number) => (drafts > 0 ? `, ${plural(drafts, 'draft')}` : '');

/** /admin/forms/archived: restore forms, or delete them with everything they hold (type-to-confirm). */
export default function ArchivedFormsPage() {
  const forms = useFormsQuery();
  const { canBulkEdit } = useFormsAbility();
  const [setArchived] = useUpdateFormsArchivedMutation();
  const [deleteForms] = useDeleteFormsMutation();
  const rows = forms.data?.filter((form) => form.isArchived);
  const submissionCounts = useSubmissionCountsQuery(rows?.map((form) => form.id) ?? [], { skip: !rows });
  const submissionsOf = (form: Form) => submissionCounts.data?.[form.id];
  return (
    <ArchivedListPage<Form>
      title="Archived Forms"
      description="Forms taken out of use. Restore one to use it again, or delete it for good."
      noun={['form', 'forms']}
      nameOf={(form) => form.title}
      restoreRows={(selected) => setArchived({ formIds: selected.map((form) => form.id), isArchived: false }).unwrap()}
      deleteRows={(selected) => deleteForms(selected.map((form) => form.id)).unwrap()}
      consequence={(selected) =>
        `With them go ${plural(
          selected.reduce((sum, form) => sum + (submissionsOf(form)?.sent ?? 0), 0),
          'submission',
        )}${draftsPhrase(selected.reduce((sum, form) => sum + (submissionsOf(form)?.drafts ?? 0), 0))} and their uploaded files, and every field, confirmation, notification and webhook. This cannot be undone.`
      }
      above={<FormsShortcuts />}
      canBulkEdit={canBulkEdit}
      table={{
        label: 'Archived forms',
        rows,
        rowId: (form) => form.id,
        columns: [
          {
            key: 'title',
            header: 'Title',
            cell: (form) => <TitleCell item={form} />,
            sortValue: (form) => form.title.toLowerCase(),
          },
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
            cell: (form) => <SubmissionCountCell counts={submissionsOf(form)} />,
            sortValue: (form) => submissionsOf(form)?.sent ?? 0,
            className: 'd-none d-md-table-cell text-end',
          },
        ],
        sortableKeys: ['title', 'fields', 'submissions'],
        defaultSort: { key: 'title', direction: 'asc' },
        error: errorMessage(forms.error),
        emptyState: (
          <ListEmptyState icon="archive" title="Nothing is archived">
            Archive a form from <Link to={buildPath('manageForms')}>Forms</Link> to take it out of use without deleting
            it.
          </ListEmptyState>
        ),
      }}
    />
  );
}
