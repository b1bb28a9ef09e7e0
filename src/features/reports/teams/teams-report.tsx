import { useMemo, useState } from 'react';
import { Badge } from '../../../components/bootstrap/badge';
import { Form } from '../../../components/bootstrap/form';
import { Link, useSearchParams } from 'react-router';
import { downloadBlob } from '../../../components/download-blob';
import { ListEmptyState, ListTable, type ListColumn, type SortState } from '../../../components/list-table';
import { sortRows } from '../../../components/list-table/list-table-state';
import { FILTER_NAVIGATION, queryWithFilter } from '../../../components/query-params';
import { ReportExportMenu } from '../../../components/report-export-menu';
import { ReportFilterSelect } from '../report-parts';
import { errorMessage } from '../../../data/api-slice';
import { teamsReportFile, useReportTeamsQuery } from '../../../data/report-teams/report-teams-api';

import { RISK_LEVELS, type RiskLevel } from '../../../domain/constants';
import { EventDateTime } from '../../../components/event-date-time';
import { RISK_LEVEL_LABELS } from '../../../domain/reports/risk-score';
import {
  filterTeamReportRows,
  LOGIN_FILTER_LABELS,
  LOGIN_FILTERS,
  NO_TEAM_TYPE,
  type LoginFilter,
  type TeamReportFilters,
  type TeamReportRow,
} from '../../../domain/reports/team-health';
import { buildPath } from '../../../domain/routes';
import { MessageTeamsButton } from '../../../components/message-teams-button';
import { RiskBadge } from './risk-badge';
import './teams-report.css';

/**
 * The three ways to read the list (spec 002 §4: the team, health-check and login-statistics sorts
 * are mutually exclusive). Each view shows its own columns and sorts only by them, so a sort of one
 * never mixes with another's; switching views starts from the view's default sort.
 */
export const SORT_MODES = ['healthCheck', 'team', 'loginStatistics'] as const;
export type SortMode = (typeof SORT_MODES)[number];
const SORT_MODE_LABELS = {
  healthCheck: 'Health check',
  team: 'Team',
  loginStatistics: 'Login statistics',
} as const satisfies Record<SortMode, string>;

const count = (value: number, tone: string) => (
  <span className={value === 0 ? 'text-body-tertiary' : tone}>{value}</span>
);
const lastLogin = (row: TeamReportRow) => (row.lastLoginAt ? <EventDateTime at={row.lastLoginAt} /> : 'Never');

const teamColumn: ListColumn<TeamReportRow> = {
  key: 'name',
  header: 'Team',
  sortValue: (row) => row.name.toLowerCase(),
  cell: (row) => (
    <div className="teams-report-name">
      <Link to={buildPath('reportsTeam', { teamId: row.id })} className="fw-semibold">
        {row.name}
      </Link>
      <div className="small text-body-secondary">
        {[row.teamTypeName || 'No type', row.ownerName].filter(Boolean).join(' · ')}
      </div>
    </div>
  ),
};
const riskColumn: ListColumn<TeamReportRow> = {
  key: 'risk',
  header: 'Risk',
  sortValue: (row) => row.risk.percent,
  cell: (row) => <RiskBadge risk={row.risk} />,
  className: 'text-nowrap',
};
const membersColumn: ListColumn<TeamReportRow> = {
  key: 'members',
  header: 'Members',
  sortValue: (row) => row.memberCount,
  cell: (row) => row.memberCount,
  className: 'text-end d-none d-sm-table-cell',
};

const MODE_COLUMNS: Record<SortMode, ListColumn<TeamReportRow>[]> = {
  healthCheck: [
    teamColumn,
    {
      key: 'isComplete',
      header: 'Tasks done',
      // Incomplete teams first, the least done first among them.
      sortValue: (row) => (row.isComplete ? 1 : 0) + (row.taskCount === 0 ? 0 : row.tasksComplete / row.taskCount / 2),
      cell: (row) => (
        <span className="text-nowrap">
          {row.tasksComplete}/{row.taskCount}
          {row.isComplete && (
            <Badge bg="success-subtle" text="success-emphasis" className="ms-2">
              Done
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'dueSoon',
      header: 'Due soon',
      sortValue: (row) => row.tasksDueSoon,
      cell: (row) => count(row.tasksDueSoon, 'text-warning-emphasis fw-semibold'),
      className: 'text-end d-none d-md-table-cell',
    },
    {
      key: 'overdue',
      header: 'Overdue',
      sortValue: (row) => row.tasksOverdue,
      cell: (row) => count(row.tasksOverdue, 'text-danger-emphasis fw-semibold'),
      className: 'text-end d-none d-sm-table-cell',
    },
    {
      key: 'forms',
      header: 'Forms sent',
      sortValue: (row) => row.formsSubmitted,
      cell: (row) => row.formsSubmitted,
      className: 'text-end d-none d-lg-table-cell',
    },
    riskColumn,
  ],
  team: [
    teamColumn,
    {
      key: 'type',
      header: 'Type',
      sortValue: (row) => row.teamTypeName.toLowerCase(),
      cell: (row) => row.teamTypeName || <span className="text-body-tertiary">None</span>,
      className: 'd-none d-md-table-cell',
    },
    {
      key: 'owner',
      header: 'Owner',
      sortValue: (row) => row.ownerName.toLowerCase(),
      cell: (row) => row.ownerName || <span className="text-body-tertiary">None</span>,
      className: 'd-none d-lg-table-cell',
    },
    membersColumn,
    riskColumn,
  ],
  loginStatistics: [
    teamColumn,
    membersColumn,
    {
      key: 'hasLoggedIn',
      header: 'Signed in',
      sortValue: (row) => row.hasLoggedIn,
      cell: (row) =>
        row.hasLoggedIn ? (
          <Badge bg="success-subtle" text="success-emphasis">
            Yes
          </Badge>
        ) : (
          <Badge bg="secondary-subtle" text="secondary-emphasis">
            Never
          </Badge>
        ),
    },
    {
      key: 'lastLogin',
      header: 'Last login',
      sortValue: (row) => row.lastLoginAt,
      cell: lastLogin,
      className: 'text-nowrap d-none d-md-table-cell',
    },
    riskColumn,
  ],
};
const MODE_DEFAULT_SORT: Record<SortMode, SortState> = {
  // The spec's default: teams with status by isComplete, ascending.
  healthCheck: { key: 'isComplete', direction: 'asc' },
  team: { key: 'name', direction: 'asc' },
  loginStatistics: { key: 'lastLogin', direction: 'asc' },
};

function filtersFromQuery(params: URLSearchParams): TeamReportFilters {
  const risk = params.get('risk') ?? '';
  const login = params.get('login') ?? 'all';
  return {
    teamTypeId: params.get('type') ?? '',
    riskLevel: (RISK_LEVELS as readonly string[]).includes(risk) ? (risk as RiskLevel) : '',
    login: (LOGIN_FILTERS as readonly string[]).includes(login) ? (login as LoginFilter) : 'all',
    search: params.get('q') ?? '',
  };
}

/** The rows in the order the screen shows them (the view's default order until a column is picked): what the export writes. */
export function orderedRows(
  rows: readonly TeamReportRow[],
  mode: SortMode,
  sort: SortState = MODE_DEFAULT_SORT[mode],
): TeamReportRow[] {
  const column = MODE_COLUMNS[mode].find((candidate) => candidate.key === sort.key);
  return column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : [...rows];
}

/** /reports/teams: every team with its sign-ins, tasks, forms and risk; filters and view in the URL query. */
export function TeamsReport({ onError }: { onError: (message: string) => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromQuery(searchParams), [searchParams]);
  const modeParam = searchParams.get('view') ?? '';
  const mode: SortMode = (SORT_MODES as readonly string[]).includes(modeParam)
    ? (modeParam as SortMode)
    : 'healthCheck';
  // The sort picked in this view; switching views starts again from the view's default, as the table does.
  const [picked, setPicked] = useState<{ mode: SortMode; sort: SortState }>();
  const sort = picked?.mode === mode ? picked.sort : MODE_DEFAULT_SORT[mode];
  const report = useReportTeamsQuery();
  const data = report.data;
  const rows = useMemo(() => (data ? filterTeamReportRows(data.rows, filters) : undefined), [data, filters]);
  const filtered =
    filters.teamTypeId !== '' || filters.riskLevel !== '' || filters.login !== 'all' || filters.search.trim() !== '';

  const setParam = (name: string, value: string) => setSearchParams(queryWithFilter(name, value), FILTER_NAVIGATION);
  const teamTypes = [...(data?.teamTypes ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));

  return (
    <>
      <div className="teams-report-bar d-flex flex-wrap align-items-end gap-2 mb-3">
        <Form.Group controlId="teams-report-search" className="teams-report-filter">
          <Form.Label className="small mb-1">Search teams</Form.Label>
          <Form.Control
            size="sm"
            type="search"
            placeholder="Team or owner name"
            value={filters.search}
            onChange={(event) => setParam('q', event.target.value)}
          />
        </Form.Group>
        <ReportFilterSelect
          id="teams-report-type"
          label="Team type"
          className="teams-report-filter"
          value={filters.teamTypeId}
          onChange={(value) => setParam('type', value)}
          options={[
            { value: '', label: 'All types' },
            ...teamTypes.map((teamType) => ({ value: teamType.id, label: teamType.name })),
            { value: NO_TEAM_TYPE, label: 'No type' },
          ]}
        />
        <ReportFilterSelect
          id="teams-report-risk"
          label="Risk level"
          className="teams-report-filter"
          value={filters.riskLevel}
          onChange={(value) => setParam('risk', value)}
          options={[
            { value: '', label: 'All levels' },
            ...RISK_LEVELS.map((level) => ({ value: level, label: RISK_LEVEL_LABELS[level] })),
          ]}
        />
        <ReportFilterSelect
          id="teams-report-login"
          label="Login status"
          className="teams-report-filter"
          value={filters.login}
          onChange={(value) => setParam('login', value === 'all' ? '' : value)}
          options={LOGIN_FILTERS.map((login) => ({ value: login, label: LOGIN_FILTER_LABELS[login] }))}
        />
        <div className="ms-sm-auto d-flex flex-wrap gap-2">
          {/* The teams listed: the filters' result. */}
          {rows && <MessageTeamsButton teamIds={rows.map((row) => row.id)} />}
          <ReportExportMenu
            label="Export"
            size="sm"
            onExport={
              data && rows
                ? async (format) => {
                    const file = await teamsReportFile(data, orderedRows(rows, mode, sort), format);
                    downloadBlob(file.blob, file.fileName);
                  }
                : undefined
            }
            onError={onError}
          />
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="small fw-semibold mb-1">View and sort by</legend>
        <div className="btn-group btn-group-sm flex-wrap" role="group">
          {SORT_MODES.map((option) => (
            <span key={option} className="d-contents">
              <input
                type="radio"
                className="btn-check"
                name="teams-report-view"
                id={`teams-report-view-${option}`}
                checked={mode === option}
                onChange={() => setParam('view', option === 'healthCheck' ? '' : option)}
              />
              <label className="btn btn-outline-primary" htmlFor={`teams-report-view-${option}`}>
                {SORT_MODE_LABELS[option]}
              </label>
            </span>
          ))}
        </div>
        <div className="form-text">
          One view's sort at a time: the team, health-check and login-statistics sorts do not combine.
        </div>
      </fieldset>
      <ListTable
        key={mode}
        label="Teams report"
        rows={report.error ? [] : rows}
        rowId={(row) => row.id}
        columns={MODE_COLUMNS[mode]}
        sortableKeys={MODE_COLUMNS[mode].map((column) => column.key)}
        defaultSort={MODE_DEFAULT_SORT[mode]}
        onSortChange={(next) => setPicked({ mode, sort: next })}
        error={errorMessage(report.error)}
        emptyState={
          filtered ? (
            <ListEmptyState icon="search" title="No teams match your filters">
              <button
                type="button"
                className="btn btn-link p-0 align-baseline"
                onClick={() =>
                  setSearchParams(new URLSearchParams(mode === 'healthCheck' ? {} : { view: mode }), FILTER_NAVIGATION)
                }
              >
                Clear the filters
              </button>{' '}
              to see every team.
            </ListEmptyState>
          ) : (
            <ListEmptyState icon="people" title="No teams yet">
              Teams appear here, with their sign-ins, tasks and risk, once organisers add them.
            </ListEmptyState>
          )
        }
      />
    </>
  );
}
