import { useEffect, useMemo, useRef } from 'react';
import { Alert } from '../../../components/bootstrap/alert';
import { Card } from '../../../components/bootstrap/card';
import { Col, Row } from '../../../components/bootstrap/grid';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import { Link } from 'react-router';
import { formatDateTime } from '../../../domain/event-time';
import { useEventTimeZone } from '../../../data/settings/use-event-time-zone';
import type { OverviewSummary } from '../../../domain/reports/overview-summary';
import { buildPath, type RouteId } from '../../../domain/routes';
import { BusyButton } from '../../../components/busy-button';
import { Icon, type IconName } from '../../../components/icon';
import { useMountedRoutes } from '../../../components/mounted-routes';
import { errorMessage } from '../../../data/api-slice';
import {
  useOverviewCountsQuery,
  useOverviewSummaryQuery,
  useRefreshOverviewSummaryMutation,
} from '../../../data/report-summaries/report-summaries-api';
import type { OverviewCounts } from '../../../data/report-summaries/report-summaries-store';
import { ChartCard } from './chart-card';
import { loadChartLibrary } from './chart-canvas';
import { completionChart, loginsChart, riskSpreadChart, shortDay, submissionsChart } from './overview-charts';
import './reports-overview.css';

const REPORT_LINKS: readonly { routeId: RouteId; label: string; description: string; icon: IconName }[] = [
  {
    routeId: 'reportsTeamsList',
    label: 'Teams report',
    description: 'Every team with its logins, tasks, forms and risk.',
    icon: 'people',
  },
  {
    routeId: 'reportsTasksList',
    label: 'Tasks report',
    description: "Each task's status for every team.",
    icon: 'check2-square',
  },
  {
    routeId: 'reportsFormsList',
    label: 'Forms report',
    description: 'Each form and its submissions.',
    icon: 'ui-checks',
  },
];

// Chart.js is fetched alongside the figures and the summary rather than after them (a failure shows on the charts).
loadChartLibrary().catch(() => undefined);

const formatNumber = (value: number) => value.toLocaleString('en-GB');
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card className="report-figure h-100">
      <Card.Body>
        <div className="text-body-secondary small">{label}</div>
        <div className="report-figure-value">{value}</div>
        <div className="small text-body-secondary">{detail}</div>
      </Card.Body>
    </Card>
  );
}

function Figures({
  counts,
  summary,
}: {
  counts: OverviewCounts | undefined;
  summary: OverviewSummary | null | undefined;
}) {
  if (!counts) {
    return (
      <Row xs={2} lg={4} className="g-3 mb-3" role="status" aria-busy="true" aria-label="Loading the figures">
        {[0, 1, 2, 3].map((index) => (
          <Col key={index}>
            <Placeholder as="div" animation="glow" className="report-figure-placeholder">
              <Placeholder xs={12} />
            </Placeholder>
          </Col>
        ))}
      </Row>
    );
  }
  const atRisk = summary ? summary.riskSpread.high + summary.riskSpread.critical : undefined;
  const total = summary?.taskCompletion.total;
  return (
    <Row xs={2} lg={4} className="g-3 mb-3" aria-label="Headline figures" role="group">
      <Col>
        <Figure
          label="Teams"
          value={formatNumber(counts.teams)}
          detail={atRisk === undefined ? '' : `${formatNumber(atRisk)} at high or critical risk`}
        />
      </Col>
      <Col>
        <Figure
          label="Teams signed in"
          value={summary ? formatNumber(summary.teamsLoggedIn) : '—'}
          detail={
            summary
              ? `${percentOf(summary.teamsLoggedIn, summary.teamCount)}% of ${formatNumber(summary.teamCount)} teams`
              : ''
          }
        />
      </Col>
      <Col>
        <Figure
          label="Team tasks complete"
          value={formatNumber(counts.completedTaskStatuses)}
          detail={
            total === undefined
              ? `${formatNumber(counts.tasks)} tasks`
              : `of ${formatNumber(total)} (${percentOf(counts.completedTaskStatuses, total)}%) · ${formatNumber(counts.tasks)} tasks`
          }
        />
      </Col>
      <Col>
        <Figure
          label="Submissions"
          value={formatNumber(counts.submissions)}
          detail={summary ? `across ${formatNumber(summary.submissionsPerForm.length)} forms` : 'sent, drafts left out'}
        />
      </Col>
    </Row>
  );
}

function Charts({ summary }: { summary: OverviewSummary }) {
  const charts = useMemo(
    () => ({
      risk: riskSpreadChart(summary),
      completion: completionChart(summary),
      logins: loginsChart(summary),
      submissions: submissionsChart(summary),
    }),
    [summary],
  );
  const { dates } = summary.taskCompletion;
  const mounted = useMountedRoutes();
  const teamsReport = mounted.has('reportsTeamsList') ? buildPath('reportsTeamsList') : undefined;
  const cards = [
    {
      title: 'Teams by risk level',
      description: `How likely each of the ${formatNumber(summary.teamCount)} teams is not to be ready, from their logins and tasks.`,
      chart: charts.risk,
      footer: teamsReport && <Link to={teamsReport}>See why in the teams report</Link>,
    },
    {
      title: 'Task completion over time',
      description:
        dates.length > 0
          ? `Share of team tasks complete, ${shortDay(dates[0]!)} to the event's start (${shortDay(dates.at(-1)!)}).`
          : 'Share of team tasks complete.',
      chart: charts.completion,
    },
    {
      title: 'Sign-ins over the last 30 days',
      description: 'Teams and people by the day they last signed in.',
      chart: charts.logins,
    },
    {
      title: 'Submissions per form',
      description: 'Answers sent to each open form, with the drafts still being written.',
      chart: charts.submissions,
      height: Math.max(200, 48 + summary.submissionsPerForm.length * 34),
    },
  ];
  return (
    <Row xs={1} lg={2} className="g-3 mb-3">
      {cards.map(({ title, description, chart, footer, height }) => (
        <Col key={title}>
          <ChartCard
            title={title}
            description={description}
            config={chart.config}
            table={chart.table}
            footer={footer}
            height={height}
          />
        </Col>
      ))}
    </Row>
  );
}

/** The reports overview: live counts, the maintained summary's charts, and the way into each report. */
export function ReportsOverview() {
  const timeZone = useEventTimeZone();
  const counts = useOverviewCountsQuery();
  const summary = useOverviewSummaryQuery();
  const [refresh, refreshing] = useRefreshOverviewSummaryMutation();
  const mounted = useMountedRoutes();
  const askedOnce = useRef(false);

  // An event whose summary was never computed (a new event, before the schedule ran) gets one now.
  useEffect(() => {
    if (summary.data === null && !askedOnce.current) {
      askedOnce.current = true;
      void refresh();
    }
  }, [summary.data, refresh]);

  const error = errorMessage(counts.error) ?? errorMessage(summary.error) ?? errorMessage(refreshing.error);
  const links = REPORT_LINKS.filter((link) => mounted.has(link.routeId));
  return (
    <>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3 report-freshness">
        <span className="text-body-secondary small" role="status">
          {summary.data
            ? `Charts and the risk figure computed ${formatDateTime(summary.data.computedAt, timeZone)}${summary.data.computedBy === 'scheduler' ? ' by the schedule' : ''}; the other figures are counted as you look.`
            : summary.isLoading
              ? 'Loading the charts…'
              : 'Computing the charts for the first time…'}
        </span>
        <BusyButton busy={refreshing.isLoading} variant="outline-primary" size="sm" onClick={() => void refresh()}>
          <Icon name="arrow-counterclockwise" className="me-1" />
          Refresh now
        </BusyButton>
      </div>
      <Figures counts={counts.data} summary={summary.data} />
      {summary.data ? (
        <Charts summary={summary.data} />
      ) : (
        <div className="report-chart-placeholder mb-3" role="status" aria-busy="true" aria-label="Loading the charts">
          <Placeholder as="div" animation="glow">
            <Placeholder xs={12} />
          </Placeholder>
        </div>
      )}
      {links.length > 0 && (
        <nav aria-label="Reports">
          <h2 className="h5 mb-2">Reports</h2>
          <Row xs={1} md={3} className="g-3">
            {links.map((link) => (
              <Col key={link.routeId}>
                <Card className="h-100 report-link-card">
                  <Card.Body>
                    <Link to={buildPath(link.routeId)} className="stretched-link fw-semibold text-decoration-none">
                      <Icon name={link.icon} className="me-2" />
                      {link.label}
                    </Link>
                    <p className="small text-body-secondary mb-0 mt-1">{link.description}</p>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        </nav>
      )}
    </>
  );
}
