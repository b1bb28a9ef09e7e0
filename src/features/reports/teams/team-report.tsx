import { Badge } from '../../../components/bootstrap/badge';
import { Card } from '../../../components/bootstrap/card';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import { Table } from '../../../components/bootstrap/table';
import { TeamDueDateBadge } from '../../../components/team-due-date-badge';
import { Link } from 'react-router';
import { useReportTeamQuery } from '../../../data/report-teams/report-teams-api';
import { formatDateTime, formatDate } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import { ACTIVITY_SUMMARY_LABELS } from '../../../domain/reports/risk-score';
import { buildPath } from '../../../domain/routes';
import { TASK_DISPLAY_STATUS_LABELS, TASK_DISPLAY_STATUS_VARIANTS } from '../../../domain/tasks';
import { RiskBadge } from './risk-badge';
import './teams-report.css';
import { LoadingOrError } from '../../../components/loading-or-error';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="col-6 col-md-3">
      <div className="border rounded p-2 h-100 bg-body">
        <div className="small text-body-secondary">{label}</div>
        <div className="fs-5 fw-semibold">{value}</div>
      </div>
    </div>
  );
}

/** /reports/teams/{teamId}: why the team is at risk, its tasks with status, its people's sign-ins and its submissions. */
export function TeamReport({ teamId }: { teamId: string }) {
  const timeZone = useEventTimeZone();
  const { data, error, isLoading } = useReportTeamQuery(teamId);
  if (error || isLoading || !data) {
    return (
      <LoadingOrError
        isLoading
        error={error}
        skeleton={
          <div role="status" aria-busy="true" aria-label="Loading the team's report">
            <Placeholder as="p" animation="glow">
              <Placeholder xs={6} />
            </Placeholder>
            <Placeholder as="p" animation="glow">
              <Placeholder xs={12} /> <Placeholder xs={10} /> <Placeholder xs={8} />
            </Placeholder>
          </div>
        }
      />
    );
  }
  const { row, tasks, people, submissions } = data;
  const baseParts = row.risk.parts.filter((part) => part.group === 'base');
  const taskParts = row.risk.parts.filter((part) => part.group === 'tasks');
  return (
    <div className="d-grid gap-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h4 mb-0 teams-report-name">{row.name}</h2>
        <RiskBadge risk={row.risk} />
        <span className="text-body-secondary small">
          {[
            row.teamTypeName || 'No type',
            row.ownerName && `Owner: ${row.ownerName}`,
            data.parentTeamName && `Shares the stand of ${data.parentTeamName}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <div className="row g-2">
        <Stat label="Tasks complete" value={`${row.tasksComplete}/${row.taskCount}`} />
        <Stat label="Overdue" value={row.tasksOverdue} />
        <Stat label="Due soon" value={row.tasksDueSoon} />
        <Stat label="Forms sent" value={row.formsSubmitted} />
      </div>

      <Card as="section" aria-labelledby="why-risk">
        <Card.Body>
          <h3 id="why-risk" className="h5">
            Why this risk
          </h3>
          <p className="text-body-secondary small mb-2">
            {row.risk.percent}% = sign-in and activity (counts half) + tasks (count half).{' '}
            {ACTIVITY_SUMMARY_LABELS[row.risk.activity]}.{' '}
            {data.launchDate ? `Launch: ${formatDate(data.launchDate, timeZone)}.` : 'No launch date is set.'}
          </p>
          <ul className="list-unstyled mb-0 risk-parts" aria-label="Risk parts">
            {[...baseParts, ...taskParts].map((part, index) => (
              <li key={`${part.kind}-${index}`} className="d-flex gap-3 py-1 border-bottom">
                <span className="flex-grow-1">
                  <span className="visually-hidden">
                    {part.group === 'base' ? 'Sign-in and activity: ' : 'Tasks: '}
                  </span>
                  {part.label}
                </span>
                <span className="fw-semibold text-nowrap">+{part.points}</span>
              </li>
            ))}
            <li className="d-flex gap-3 pt-2 fw-semibold">
              <span className="flex-grow-1">Risk score</span>
              <span>{row.risk.percent}%</span>
            </li>
          </ul>
        </Card.Body>
      </Card>

      <section aria-labelledby="team-tasks">
        <h3 id="team-tasks" className="h5">
          Tasks
        </h3>
        {tasks.length === 0 ? (
          <p className="text-body-secondary">This team has no tasks.</p>
        ) : (
          <Table responsive size="sm" className="align-middle" aria-labelledby="team-tasks">
            <thead>
              <tr>
                <th scope="col">Task</th>
                <th scope="col" className="text-nowrap">
                  Due
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {tasks.map(({ task, dueDate, dueDateLabel, status }) => (
                <tr key={task.id}>
                  <td className="teams-report-name">
                    <Link to={buildPath('reportsTask', { taskId: task.id })}>{task.title}</Link>
                  </td>
                  <td className="text-nowrap">
                    {formatDate(dueDate, timeZone)}
                    <TeamDueDateBadge label={dueDateLabel} />
                  </td>
                  <td>
                    <Badge
                      bg={TASK_DISPLAY_STATUS_VARIANTS[status]}
                      text={status === 'dueSoon' || status === 'incomplete' ? 'dark' : undefined}
                    >
                      {TASK_DISPLAY_STATUS_LABELS[status]}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="team-people">
        <h3 id="team-people" className="h5">
          People and sign-ins
        </h3>
        {people.length === 0 ? (
          <p className="text-body-secondary">Nobody is in this team yet.</p>
        ) : (
          <Table responsive size="sm" className="align-middle" aria-labelledby="team-people">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="d-none d-md-table-cell">
                  Email
                </th>
                <th scope="col">Last login</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id}>
                  <td className="teams-report-name">
                    {person.name || person.email}
                    {person.isOwner && (
                      <Badge bg="secondary-subtle" text="secondary-emphasis" className="ms-2">
                        Owner
                      </Badge>
                    )}
                  </td>
                  <td className="d-none d-md-table-cell teams-report-name">{person.email}</td>
                  <td className="text-nowrap">
                    {person.hasLoggedIn && person.lastLoginAt
                      ? formatDateTime(person.lastLoginAt, timeZone)
                      : person.hasLoggedIn
                        ? 'Yes'
                        : 'Never'}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="team-submissions">
        <h3 id="team-submissions" className="h5">
          Submissions
        </h3>
        {submissions.length === 0 ? (
          <p className="text-body-secondary">This team has not sent a form yet.</p>
        ) : (
          <Table responsive size="sm" className="align-middle" aria-labelledby="team-submissions">
            <thead>
              <tr>
                <th scope="col">Form</th>
                <th scope="col" className="d-none d-sm-table-cell">
                  By
                </th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {submissions.map((submission) => (
                <tr key={submission.id}>
                  <td className="teams-report-name">
                    <Link to={buildPath('reportsForm', { formId: submission.formId })}>
                      {submission.formTitle || 'Untitled form'}
                    </Link>
                    {submission.isDraft && (
                      <Badge bg="light" text="dark" className="ms-2">
                        Draft
                      </Badge>
                    )}
                  </td>
                  <td className="d-none d-sm-table-cell">{submission.submittedBy}</td>
                  <td className="text-nowrap">{formatDateTime(submission.updatedAt, timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </div>
  );
}
