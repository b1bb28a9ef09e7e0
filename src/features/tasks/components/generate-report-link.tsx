import { WithTooltip } from '../../../components/bootstrap/tooltip';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { TASK_MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { taskFiltersToQuery, type TaskFilters } from '../../../domain/task-filters';

/** The task list's Generate Report: opens the tasks report with the list's filters in its URL query. */
export function GenerateReportLink({ filters }: { filters: TaskFilters }) {
  const query = taskFiltersToQuery(filters);
  return (
    <WithTooltip id="generate-report-tooltip" tip={TASK_MESSAGES.generateReportTooltip}>
      <Link
        to={`${buildPath('reportsTasksList')}${query ? `?${query}` : ''}`}
        className="btn btn-outline-primary btn-sm"
        title={TASK_MESSAGES.generateReportTooltip}
      >
        <Icon name="file-earmark-spreadsheet" className="me-1" />
        Generate Report
      </Link>
    </WithTooltip>
  );
}
