import type { ChartConfiguration } from 'chart.js';
import { RISK_LEVELS } from '../../../domain/constants';
import { formatDay } from '../../../domain/event-time';
import type { OverviewSummary } from '../../../domain/reports/overview-summary';
import type { ChartTable } from './chart-card';

// The overview's four charts, each as a Chart.js configuration and the same numbers as a table.

export const RISK_LABELS = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' } as const;
/** Bootstrap's success, warning, orange and danger, darkened where a slice sits beside white. */
const RISK_COLOURS = { low: '#198754', medium: '#e0a800', high: '#fd7e14', critical: '#b02a37' } as const;
const PRIMARY = '#0d6efd';
const SECONDARY = '#6c757d';

/** '23 Nov' for a day key (the summary's days are the event's). */
export function shortDay(day: string): string {
  return formatDay(day, 'd MMM');
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export interface OverviewChart {
  config: ChartConfiguration;
  table: ChartTable;
}

export function riskSpreadChart(summary: OverviewSummary): OverviewChart {
  const counts = RISK_LEVELS.map((level) => summary.riskSpread[level]);
  return {
    config: {
      type: 'bar',
      data: {
        labels: RISK_LEVELS.map((level) => RISK_LABELS[level]),
        datasets: [
          {
            label: 'Teams',
            data: counts,
            backgroundColor: RISK_LEVELS.map((level) => RISK_COLOURS[level]),
            borderRadius: 4,
          },
        ],
      },
      options: {
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    },
    table: {
      columns: ['Risk level', 'Teams', 'Share'],
      rows: RISK_LEVELS.map((level) => [
        RISK_LABELS[level],
        summary.riskSpread[level],
        `${percent(summary.riskSpread[level], summary.teamCount)}%`,
      ]),
    },
  };
}

export function completionChart(summary: OverviewSummary): OverviewChart {
  const { dates, completed, total } = summary.taskCompletion;
  return {
    config: {
      type: 'line',
      data: {
        labels: dates.map(shortDay),
        datasets: [
          {
            label: 'Team tasks complete (%)',
            data: completed.map((value) => (value === null ? null : percent(value, total))),
            borderColor: PRIMARY,
            backgroundColor: 'rgba(13, 110, 253, 0.12)',
            fill: true,
            // Many days: points only where the known part ends (today), so a short history still shows.
            pointRadius: completed.map((value, index) =>
              value !== null && (dates.length <= 40 || completed[index + 1] === null || index === dates.length - 1)
                ? 3
                : 0,
            ),
            tension: 0.2,
          },
        ],
      },
      options: {
        plugins: { legend: { display: false } },
        scales: {
          y: { beginAtZero: true, max: 100, ticks: { callback: (value) => `${value}%` } },
          x: { ticks: { maxTicksLimit: 7, maxRotation: 0, autoSkipPadding: 16 } },
        },
      },
    },
    table: {
      columns: ['Day', 'Complete', 'Share'],
      rows: dates.map((day, index) => {
        const value = completed[index] ?? null;
        return [shortDay(day), value === null ? '—' : value, value === null ? '—' : `${percent(value, total)}%`];
      }),
    },
  };
}

export function loginsChart(summary: OverviewSummary): OverviewChart {
  const { dates, people, teams } = summary.logins;
  return {
    config: {
      type: 'bar',
      data: {
        labels: dates.map(shortDay),
        datasets: [
          { label: 'Teams', data: teams, backgroundColor: PRIMARY, borderRadius: 2 },
          { label: 'People', data: people, backgroundColor: SECONDARY, borderRadius: 2 },
        ],
      },
      options: {
        plugins: { legend: { position: 'bottom' } },
        scales: {
          y: { beginAtZero: true, ticks: { precision: 0 } },
          x: { ticks: { maxTicksLimit: 6, maxRotation: 0, autoSkipPadding: 16 } },
        },
      },
    },
    table: {
      columns: ['Day', 'Teams', 'People'],
      rows: dates.map((day, index) => [shortDay(day), teams[index] ?? 0, people[index] ?? 0]),
    },
  };
}

export function submissionsChart(summary: OverviewSummary): OverviewChart {
  const forms = summary.submissionsPerForm;
  return {
    config: {
      type: 'bar',
      data: {
        labels: forms.map((form) => (form.title.length > 28 ? `${form.title.slice(0, 27)}…` : form.title)),
        datasets: [
          { label: 'Sent', data: forms.map((form) => form.submitted), backgroundColor: PRIMARY, borderRadius: 2 },
          { label: 'Drafts', data: forms.map((form) => form.drafts), backgroundColor: '#adb5bd', borderRadius: 2 },
        ],
      },
      options: {
        indexAxis: 'y',
        plugins: { legend: { position: 'bottom' } },
        scales: { x: { stacked: true, beginAtZero: true, ticks: { precision: 0 } }, y: { stacked: true } },
      },
    },
    table: {
      columns: ['Form', 'Sent', 'Drafts'],
      rows: forms.map((form) => [form.title, form.submitted, form.drafts]),
    },
  };
}
