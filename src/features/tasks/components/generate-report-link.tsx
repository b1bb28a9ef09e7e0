import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Link } from '../../../components/navigation/router';
import { Icon } from '../../../components/icon';
import { TASK_MESSAGES } from '../../../domain/messages';
import { buildPath } from '../../../domain/routes';
import { taskFiltersToQuery, type TaskFilters } from '../../../domain/task-filters';

/** The task list's Generate Report: opens the tasks report with the list's filters in its URL query. */
export function GenerateReportLink({ filters }: { filters: TaskFilters }) {
  const query = taskFiltersToQuery(filters);
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id="generate-report-tooltip">{TASK_MESSAGES.generateReportTooltip}</Tooltip>}>
      <Link to={`${buildPath('reportsTasksList')}${query ? `?${query}` : ''}`} className="btn btn-outline-primary btn-sm" title={TASK_MESSAGES.generateReportTooltip}>
        <Icon name="file-earmark-spreadsheet" className="me-1" />
        Generate Report
      </Link>
    </OverlayTrigger>
  );
}
