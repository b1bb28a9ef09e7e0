import { useMemo } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Nav } from '../../../components/bootstrap/nav';
import { Link, useSearchParams } from 'react-router';
import { ListEmptyState, ListTable, type ListColumn } from '../../../components/list-table';
import { ReportExportMenu } from '../../../components/report-export-menu';
import { ReportFilterSelect, ReportHeading } from '../report-parts';
import { errorMessage } from '../../../data/api-slice';
import {
  useFormReportQuery,
  useFormsReportQuery,
  useSubmissionsReportQuery,
} from '../../../data/report-forms/report-forms-api';
import { formatReportDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import {
  formReportFileName,
  formReportTable,
  formsReportFileName,
  formsReportTable,
  formSubmissionCounts,
  GUEST_TEAM_FILTER,
  submissionListFileName,
  submissionListRows,
  submissionListTable,
  type FormSubmissionCounts,
  type SubmissionListRow,
} from '../../../domain/reports/form-report';
import { formSummary, submitterLogicContext } from '../../../domain/reports/form-summary';
import { useSessionUser } from '../../../data/session/use-session';
import { hasRole } from '../../../domain/roles';
import { FILTER_NAVIGATION } from '../../../components/query-params';
import { FormSummaryView } from './form-summary-view';
import { buildPath } from '../../../domain/routes';
import { downloadReport } from '../tasks/report-download';
import '../tasks/tasks-reports.css';
import { LoadingOrError } from '../../../components/loading-or-error';

/** Said on every forms report: drafts are not submissions yet. */
const FILTER_WIDTH = { maxWidth: '18rem' };

export const DRAFTS_NOTE = 'Drafts are not counted or listed: only sent submissions are.';

type OnError = { onError: (message: string) => void };

/** /reports/forms: each open form with its count of sent submissions. */
export function FormsReport({ onError }: OnError) {
  const timeZone = useEventTimeZone();
  const report = useFormsReportQuery();
  const rows = useMemo(
    () => (report.data ? formSubmissionCounts(report.data.forms, report.data.submissions) : undefined),
    [report.data],
  );
  const columns: ListColumn<FormSubmissionCounts>[] = [
    {
      key: 'title',
      header: 'Form',
      sortValue: ({ form }) => form.title.toLowerCase(),
      cell: ({ form }) => (
        <div className="report-cell-text">
          <Link to={buildPath('reportsForm', { formId: form.id })} className="fw-semibold">
            {form.title}
          </Link>
          <div className="d-flex flex-wrap gap-1 mt-1">
            {!form.isPublished && <Badge bg="secondary">Unpublished</Badge>}
            {form.isPublic && (
              <Badge bg="info" text="dark">
                Guest form
              </Badge>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'submitted',
      header: 'Submissions',
      sortValue: (row) => row.submitted,
      cell: (row) => row.submitted,
      className: 'report-count',
    },
    {
      key: 'teams',
      header: 'Teams',
      sortValue: (row) => row.teams,
      cell: (row) => row.teams,
      className: 'report-count d-none d-sm-table-cell',
    },
    {
      key: 'guests',
      header: 'Guests',
      sortValue: (row) => row.guests,
      cell: (row) => row.guests,
      className: 'report-count d-none d-sm-table-cell',
    },
    {
      key: 'last',
      header: 'Last submitted',
      sortValue: (row) => row.lastSubmittedAt,
      cell: (row) => formatReportDateTime(row.lastSubmittedAt, timeZone) || '—',
      className: 'text-nowrap d-none d-md-table-cell',
    },
  ];
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <p className="small text-body-secondary mb-0 me-auto">{DRAFTS_NOTE}</p>
        <ReportExportMenu
          label="Export"
          onExport={async (format) => {
            await downloadReport(formsReportTable(rows ?? [], timeZone), format, 'Forms report', (extension) =>
              formsReportFileName(extension, new Date(), timeZone),
            );
          }}
          onError={onError}
        />
      </div>
      <ListTable
        label="Forms report"
        rows={report.error ? [] : rows}
        rowId={({ form }) => form.id}
        columns={columns}
        sortableKeys={columns.map((column) => column.key)}
        defaultSort={{ key: 'title', direction: 'asc' }}
        error={errorMessage(report.error)}
        emptyState={
          <ListEmptyState icon="ui-checks" title="No forms yet">
            Forms appear here, with their submissions, once organisers build them.
          </ListEmptyState>
        }
      />
      <p className="small mt-3 mb-0">
        <Link to={buildPath('reportsSubmissionsList')}>Every submission across forms</Link>
      </p>
    </>
  );
}

interface FormRow {
  id: string;
  cells: string[];
}

/** The form report's views: its submissions as rows, or each question summarised (?view=summary). */
const SUMMARY_VIEW = 'summary';

/**
 * /reports/forms/{formId}: the form's sent submissions under its numbered report labels, or (the
 * Summary tab) each question's answers summarised: counts per option, totals, figures.
 */
export function FormReport({ formId, onError }: OnError & { formId: string }) {
  const timeZone = useEventTimeZone();
  const person = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSummary = searchParams.get('view') === SUMMARY_VIEW;
  const report = useFormReportQuery({ formId, withAdminOnlyFields: hasRole(person.role, 'admin') });
  const data = report.data;
  const summary = useMemo(() => {
    if (!data || !isSummary) return undefined;
    const people = new Map(data.logicPeople.map((entry) => [entry.id, entry]));
    const teams = new Map(data.logicTeams.map((entry) => [entry.id, entry]));
    return formSummary(data.loaded.definition, data.submissions, (submission) =>
      submitterLogicContext(submission, people.get(submission.createdBy), teams.get(submission.teamId)),
    );
  }, [data, isSummary]);
  const table = useMemo(() => {
    if (!data) return undefined;
    const people = new Map(data.people.map((person) => [person.id, person.name]));
    const teams = new Map(data.teams.map((team) => [team.id, team.name]));
    return formReportTable(data.loaded.definition, data.submissions, {
      personName: (id) => people.get(id),
      teamName: (id) => teams.get(id),
      currencyId: data.currencyId,
      timeZone,
    });
  }, [data, timeZone]);

  const times = useMemo(
    () => new Map((data?.submissions ?? []).map((entry) => [entry.id, [entry.createdAt, entry.updatedAt]])),
    [data],
  );

  if (report.error) return <LoadingOrError isLoading={false} error={report.error} />;

  function showView(view: string) {
    const next = new URLSearchParams(searchParams);
    if (view === SUMMARY_VIEW) next.set('view', view);
    else next.delete('view');
    setSearchParams(next, FILTER_NAVIGATION);
  }

  const columns: ListColumn<FormRow>[] = (table?.header ?? ['Submitted by', 'Team', 'Created at', 'Updated at']).map(
    (header, index) => ({
      key: String(index),
      header,
      sortValue: (row) =>
        index === 2 || index === 3 ? (times.get(row.id)?.[index - 2] ?? '') : (row.cells[index] ?? '').toLowerCase(),
      cell: (row) =>
        index === 0 ? (
          <span className="fw-semibold text-nowrap">{row.cells[0]}</span>
        ) : (
          <div className={index < 4 ? 'text-nowrap' : 'report-cell-text'}>{row.cells[index]}</div>
        ),
      className: index < 4 ? undefined : 'report-answer-column',
    }),
  );

  return (
    <>
      <ReportHeading
        title={data?.loaded.form.title}
        details={
          <>
            {table?.rows.length ?? 0} submission(s).{' '}
            {isSummary
              ? 'Each question’s answers, counted; answers the form’s logic hid are left out.'
              : 'Columns are numbered in form order; 03.2.01 is the first field of the second loop of question 3.'}{' '}
            {DRAFTS_NOTE}
          </>
        }
        placeholderWidth={8}
        exportMenu={
          <ReportExportMenu
            label="Export"
            onExport={async (format) => {
              if (data && table)
                await downloadReport(
                  [table.header, ...table.rows.map((row) => row.cells)],
                  format,
                  'Submissions',
                  (extension) => formReportFileName(data.loaded.form.title, extension, new Date(), timeZone),
                );
            }}
            onError={onError}
          />
        }
      />
      <Nav variant="tabs" role="tablist" aria-label="Form report views" className="mb-3">
        {[
          ['', 'Submissions'],
          [SUMMARY_VIEW, 'Summary'],
        ].map(([view, label]) => (
          <Nav.Item key={label}>
            <Nav.Link
              as="button"
              role="tab"
              aria-selected={isSummary === (view === SUMMARY_VIEW)}
              active={isSummary === (view === SUMMARY_VIEW)}
              onClick={() => showView(view!)}
            >
              {label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {isSummary ? (
        summary ? (
          <FormSummaryView summary={summary} currencyId={data?.currencyId} emptyNote={DRAFTS_NOTE} />
        ) : (
          <LoadingOrError isLoading rows={6} />
        )
      ) : (
        <ListTable
          label="Form report"
          rows={table?.rows}
          rowId={(row) => row.id}
          columns={columns}
          sortableKeys={columns.slice(0, 4).map((column) => column.key)}
          defaultSort={{ key: '3', direction: 'asc' }}
          emptyState={
            <ListEmptyState icon="inbox" title="No submissions yet">
              Sent submissions of this form appear here. {DRAFTS_NOTE}
            </ListEmptyState>
          }
        />
      )}
    </>
  );
}

/** /reports/submissions: every sent submission across forms, filtered by form and team (in the URL query). */
export function SubmissionsReport({ onError }: OnError) {
  const timeZone = useEventTimeZone();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = { formId: searchParams.get('form') ?? '', teamId: searchParams.get('team') ?? '' };
  const report = useSubmissionsReportQuery();
  const data = report.data;
  const rows = useMemo(() => {
    if (!data) return undefined;
    const forms = new Map(data.forms.map((form) => [form.id, form.name]));
    const people = new Map(data.people.map((person) => [person.id, person.name]));
    const teams = new Map(data.teams.map((team) => [team.id, team.name]));
    return submissionListRows(data.submissions, filters, {
      formTitle: (id) => forms.get(id),
      personName: (id) => people.get(id),
      teamName: (id) => teams.get(id),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, filters.formId, filters.teamId]);

  function setFilter(key: 'form' | 'team', value: string) {
    const next = new URLSearchParams(searchParams);
    next.delete('page');
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, FILTER_NAVIGATION);
  }

  const columns: ListColumn<SubmissionListRow>[] = [
    {
      key: 'form',
      header: 'Form',
      sortValue: (row) => row.formTitle.toLowerCase(),
      cell: (row) => (
        <Link to={buildPath('reportsForm', { formId: row.submission.formId })} className="fw-semibold">
          {row.formTitle || 'Unknown form'}
        </Link>
      ),
    },
    {
      key: 'submitter',
      header: 'Submitted by',
      sortValue: (row) => row.submitter.toLowerCase(),
      cell: (row) => row.submitter || 'Unknown',
    },
    {
      key: 'team',
      header: 'Team',
      sortValue: (row) => row.teamName.toLowerCase(),
      cell: (row) => row.teamName || '—',
      className: 'd-none d-sm-table-cell',
    },
    {
      key: 'updatedAt',
      header: 'Updated at',
      sortValue: (row) => row.submission.updatedAt,
      cell: (row) => formatReportDateTime(row.submission.updatedAt, timeZone),
      className: 'text-nowrap d-none d-md-table-cell',
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3" role="search">
        <ReportFilterSelect
          id="submissions-form-filter"
          label="Form"
          className="flex-grow-1"
          style={FILTER_WIDTH}
          value={filters.formId}
          onChange={(value) => setFilter('form', value)}
          options={[
            { value: '', label: 'All forms' },
            ...(data?.forms ?? []).map((form) => ({ value: form.id, label: form.name })),
          ]}
        />
        <ReportFilterSelect
          id="submissions-team-filter"
          label="Team"
          className="flex-grow-1"
          style={FILTER_WIDTH}
          value={filters.teamId}
          onChange={(value) => setFilter('team', value)}
          options={[
            { value: '', label: 'All teams and guests' },
            { value: GUEST_TEAM_FILTER, label: 'Guests only' },
            ...(data?.teams ?? []).map((team) => ({ value: team.id, label: team.name })),
          ]}
        />
        <div className="ms-md-auto">
          <ReportExportMenu
            label="Export"
            size="sm"
            onExport={async (format) => {
              await downloadReport(submissionListTable(rows ?? [], timeZone), format, 'Submissions', (extension) =>
                submissionListFileName(extension, new Date(), timeZone),
              );
            }}
            onError={onError}
          />
        </div>
      </div>
      <p className="small text-body-secondary">{DRAFTS_NOTE}</p>
      <ListTable
        label="Submissions report"
        rows={report.error ? [] : rows}
        rowId={(row) => row.submission.id}
        columns={columns}
        sortableKeys={columns.map((column) => column.key)}
        defaultSort={{ key: 'updatedAt', direction: 'asc' }}
        error={errorMessage(report.error)}
        emptyState={
          filters.formId || filters.teamId ? (
            <ListEmptyState icon="search" title="No submissions match your filters" />
          ) : (
            <ListEmptyState icon="inbox" title="No submissions yet">
              Sent submissions of every form appear here.
            </ListEmptyState>
          )
        }
      />
    </>
  );
}
