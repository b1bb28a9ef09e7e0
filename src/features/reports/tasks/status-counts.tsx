import { STATUS_COLUMNS, type StatusCounts } from '../../../domain/reports/task-report';
import { TASK_DISPLAY_STATUS_VARIANTS } from '../../../domain/tasks';

/** The count of teams per status as a row of tiles (with a total), above a report's table. */
export function StatusCountTiles({ counts, label }: { counts: StatusCounts; label: string }) {
  return (
    <dl className="report-status-tiles" aria-label={label}>
      <div className="report-status-tile">
        <dt>Teams</dt>
        <dd>{counts.total}</dd>
      </div>
      {STATUS_COLUMNS.map(({ status, label: statusLabel }) => (
        <div key={status} className={`report-status-tile report-status-${TASK_DISPLAY_STATUS_VARIANTS[status]}`}>
          <dt>{statusLabel}</dt>
          <dd>{counts[status]}</dd>
        </div>
      ))}
    </dl>
  );
}
