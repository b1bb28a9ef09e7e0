import { useMemo, useState } from 'react';
import { DEFAULT_SORTS } from '../../../domain/constants';
import { Badge } from '../../../components/bootstrap/badge';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { InputGroup } from '../../../components/bootstrap/input-group';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { DeleteRowDialog } from '../../../components/manage-list/delete-row-dialog';
import { downloadBlob } from '../../../components/download-blob';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { Icon } from '../../../components/icon';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { ReportExportMenu } from '../../../components/report-export-menu';
import {
  submissionReportFile,
  useDeleteSubmissionMutation,
  useFormSubmissionsQuery,
  useLoadedFormQuery,
} from '../../../data/forms/forms-api';
import { useSettings } from '../../../data/settings/settings-api';
import { useTeamsQuery } from '../../../data/teams/teams-api';
import { useEventUsersQuery } from '../../../data/users/users-api';
import { formatDate } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { submissionCountsByForm, submitterName, type Submission } from '../../../domain/forms/submission';
import { submissionStatus, type SubmissionReportNames } from '../../../domain/forms/submission-report';
import { buildPath } from '../../../domain/routes';
import { FormShortcuts } from '../admin/forms-shortcuts';

type StatusFilter = 'all' | 'submitted' | 'draft';
type SenderFilter = 'all' | 'teams' | 'guests';
interface SubmissionFilters {
  teamId: string;
  status: StatusFilter;
  sender: SenderFilter;
  search: string;
}
const NO_FILTERS: SubmissionFilters = { teamId: '', status: 'all', sender: 'all', search: '' };

function matchesFilters(
  submission: Submission,
  filters: SubmissionFilters,
  searchText: (submission: Submission) => string,
): boolean {
  if (filters.teamId && submission.teamId !== filters.teamId) return false;
  if (filters.status !== 'all' && submission.isDraft !== (filters.status === 'draft')) return false;
  if (filters.sender !== 'all' && submission.isGuest !== (filters.sender === 'guests')) return false;
  const words = filters.search.trim().toLowerCase();
  return !words || searchText(submission).includes(words);
}

/**
 * /admin/forms/{formId}/submissions: every answer to the form (teams' and guests', drafts too),
 * oldest change first, filtered by team, state and sender, searched by name or any answer; each
 * opens in the fill-in renderer to edit, or is deleted with its files. Export gives the rows the
 * filters show, one column per field.
 */
export default function ManageSubmissionsPage() {
  const timeZone = useEventTimeZone();
  const { formId = '' } = useParams();
  const feedback = useFeedback();
  const loaded = useLoadedFormQuery(formId);
  const submissions = useFormSubmissionsQuery(formId);
  const teams = useTeamsQuery();
  const users = useEventUsersQuery();
  const currencyId = useSettings('variables').data?.currencyId;
  const [deleteSubmission] = useDeleteSubmissionMutation();
  const [filters, setFilters] = useState<SubmissionFilters>(NO_FILTERS);
  const [toDelete, setToDelete] = useState<Submission>();
  const set = (patch: Partial<SubmissionFilters>) => setFilters((current) => ({ ...current, ...patch }));

  const names = useMemo<SubmissionReportNames>(() => {
    const teamNames = new Map((teams.data ?? []).map((team) => [team.id, team.name]));
    const personNames = new Map(
      (users.data ?? []).map((user) => [user.id, `${user.firstName} ${user.surname}`.trim()]),
    );
    return { teamName: (id) => teamNames.get(id), personName: (id) => personNames.get(id), currencyId, timeZone };
  }, [teams.data, users.data, currencyId, timeZone]);
  // How a row names its sender and team (also what the search reads).
  const { submitter, teamOf } = useMemo(
    () => ({
      submitter: (submission: Submission) => submitterName(submission, names.personName) || 'Unknown',
      teamOf: (submission: Submission) =>
        names.teamName(submission.teamId) ?? (submission.teamId ? 'Unknown team' : '—'),
    }),
    [names],
  );
  const rows = useMemo(() => {
    const searchText = (submission: Submission) =>
      [submitter(submission), teamOf(submission), JSON.stringify(submission.values)].join(' ').toLowerCase();
    return submissions.data?.filter((submission) => matchesFilters(submission, filters, searchText));
  }, [submissions.data, filters, submitter, teamOf]);
  // The same counts as the Submissions shortcut and the forms list: sent ones, drafts apart.
  const counts = useMemo(
    () => submissions.data && (submissionCountsByForm(submissions.data).get(formId) ?? { sent: 0, drafts: 0 }),
    [submissions.data, formId],
  );
  const teamsWithAnswers = useMemo(() => {
    const ids = new Set((submissions.data ?? []).map((submission) => submission.teamId).filter(Boolean));
    return (teams.data ?? []).filter((team) => ids.has(team.id)).sort((a, b) => a.name.localeCompare(b.name));
  }, [submissions.data, teams.data]);

  const editPath = (submission: Submission) => buildPath('editSubmission', { formId, submissionId: submission.id });
  const columns: ListColumn<Submission>[] = [
    {
      key: 'submitter',
      header: 'Submitted by',
      cell: (submission) => (
        <Link to={editPath(submission)} className="fw-semibold text-decoration-none">
          {submitter(submission)}
        </Link>
      ),
      sortValue: (submission) => submitter(submission).toLowerCase(),
    },
    {
      key: 'team',
      header: 'Team',
      cell: teamOf,
      sortValue: (submission) => teamOf(submission).toLowerCase(),
      className: 'd-none d-md-table-cell',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (submission) => (
        <Badge bg={submission.isDraft ? 'secondary' : 'success'}>{submissionStatus(submission)}</Badge>
      ),
      sortValue: (submission) => submissionStatus(submission),
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      cell: (submission) => formatDate(submission.updatedAt, timeZone),
      sortValue: (submission) => submission.updatedAt,
      className: 'd-none d-sm-table-cell text-nowrap small',
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (submission) => (
        <div className="d-inline-flex gap-2">
          <Link
            className="btn btn-sm btn-outline-secondary"
            to={editPath(submission)}
            aria-label={`Edit the submission of ${submitter(submission)}`}
          >
            <Icon name="pencil" className="me-md-1" />
            <span className="d-none d-md-inline">Edit</span>
          </Link>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => setToDelete(submission)}
            aria-label={`Delete the submission of ${submitter(submission)}`}
          >
            <Icon name="trash" />
          </Button>
        </div>
      ),
    },
  ];

  const loadedForm = loaded.data;
  const form = loadedForm?.form;
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <AdminPage
      title={form ? `${form.title}: submissions` : 'Submissions'}
      description="Every answer to this form, drafts and guests' included. Open one to view or change it."
      actions={
        <ReportExportMenu
          label="Export"
          onExport={
            loadedForm && rows
              ? async (format) => {
                  const { blob, fileName } = await submissionReportFile(loadedForm, rows, names, format);
                  downloadBlob(blob, fileName);
                }
              : undefined
          }
          onError={feedback.showError}
        />
      }
    >
      {form && <FormShortcuts form={form} />}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3" role="search" aria-label="Filter submissions">
        <InputGroup size="sm" className="flex-grow-1" style={{ maxWidth: '22rem' }}>
          <InputGroup.Text>
            <Icon name="search" />
          </InputGroup.Text>
          <Form.Control
            type="search"
            placeholder="Search names and answers"
            aria-label="Search submissions"
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </InputGroup>
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label="Team"
          value={filters.teamId}
          onChange={(event) => set({ teamId: event.target.value })}
        >
          <option value="">All teams</option>
          {teamsWithAnswers.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </Form.Select>
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label="Status"
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as StatusFilter })}
        >
          <option value="all">Submitted and drafts</option>
          <option value="submitted">{`Submitted${counts ? ` (${counts.sent})` : ''}`}</option>
          <option value="draft">{`Drafts${counts ? ` (${counts.drafts})` : ''}`}</option>
        </Form.Select>
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label="Sender"
          value={filters.sender}
          onChange={(event) => set({ sender: event.target.value as SenderFilter })}
        >
          <option value="all">Teams and guests</option>
          <option value="teams">Teams</option>
          <option value="guests">Guests</option>
        </Form.Select>
        {filtered && (
          <Button size="sm" variant="link" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </div>
      <ListTable
        label="Submissions"
        rows={rows}
        rowId={(submission) => submission.id}
        columns={columns}
        sortableKeys={['submitter', 'team', 'status', 'updatedAt']}
        defaultSort={DEFAULT_SORTS.submissions}
        error={(loaded.error ?? submissions.error)?.message}
        emptyState={
          <ListEmptyState icon="inbox" title={filtered ? 'No submissions match' : 'No submissions yet'}>
            {filtered
              ? 'Change or clear the filters to see more.'
              : 'Answers appear here as soon as a team saves a draft or anyone submits the form.'}
          </ListEmptyState>
        }
      />
      <DeleteRowDialog
        row={toDelete}
        title="Delete submission"
        deleteRow={(submission) => deleteSubmission(submission.id).unwrap()}
        deletedMessage={(submission) => `The submission of ${submitter(submission)} was deleted`}
        onClose={() => setToDelete(undefined)}
      >
        <p className="mb-0">
          The submission of {toDelete && submitter(toDelete)} will be deleted with its uploaded files. A task it
          completed becomes incomplete again. This cannot be undone.
        </p>
      </DeleteRowDialog>
    </AdminPage>
  );
}
