import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Spinner from 'react-bootstrap/Spinner';
import Tooltip from 'react-bootstrap/Tooltip';
import { Icon } from '../../../components/icon';
import { TASK_TYPES } from '../../../domain/constants';
import { TASK_MESSAGES } from '../../../domain/messages';
import { FORMS_GROUP_ID, TASK_TYPE_LABELS, UNASSIGNED_GROUP_ID, VIRTUAL_GROUP_TITLES, type Task, type TaskGroup, type TaskType } from '../../../domain/tasks';

/** The admin task list's filters: a menu per kind, toggles and a search. Kept in the screen's state, so leaving the screen clears them. */
export interface TaskFilters {
  types: TaskType[];
  groupIds: string[];
  teamTypeIds: string[];
  timeSensitiveOnly: boolean;
  approvalOnly: boolean;
  restrictedOnly: boolean;
  search: string;
}

export const NO_TASK_FILTERS: TaskFilters = { types: [], groupIds: [], teamTypeIds: [], timeSensitiveOnly: false, approvalOnly: false, restrictedOnly: false, search: '' };

/** Whether a task passes the filters (a menu with nothing ticked lets everything through). */
export function matchesTaskFilters(task: Task, filters: TaskFilters, groups: readonly TaskGroup[]): boolean {
  const groupIdsOf = groups.filter((group) => group.taskIds.includes(task.id)).map((group) => group.id);
  const virtualGroup = groupIdsOf.length > 0 ? undefined : task.type === 'form' ? FORMS_GROUP_ID : UNASSIGNED_GROUP_ID;
  const needle = filters.search.trim().toLowerCase();
  return (
    (filters.types.length === 0 || filters.types.includes(task.type)) &&
    (filters.groupIds.length === 0 || filters.groupIds.some((id) => groupIdsOf.includes(id) || id === virtualGroup)) &&
    (filters.teamTypeIds.length === 0 || filters.teamTypeIds.some((id) => task.teamTypeIds.includes(id))) &&
    (!filters.timeSensitiveOnly || task.isTimeSensitive) &&
    (!filters.approvalOnly || task.isApprovalNeeded) &&
    (!filters.restrictedOnly || task.teamTypeIds.length > 0) &&
    (!needle || `${task.title} ${task.description.replace(/<[^>]*>/g, ' ')}`.toLowerCase().includes(needle))
  );
}

interface Option {
  id: string;
  label: string;
}

function FilterMenu({ label, options, chosen, onChange }: { label: string; options: Option[]; chosen: string[]; onChange: (ids: string[]) => void }) {
  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle variant={chosen.length > 0 ? 'primary' : 'outline-secondary'} size="sm">
        {label}
        {chosen.length > 0 && ` (${chosen.length})`}
      </Dropdown.Toggle>
      <Dropdown.Menu className="p-2" style={{ minWidth: '14rem' }}>
        {options.length === 0 && <div className="small text-body-secondary px-2">Nothing to filter by</div>}
        {options.map((option) => (
          <Form.Check
            key={option.id}
            id={`filter-${label}-${option.id}`}
            label={option.label}
            checked={chosen.includes(option.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
            className="px-4 py-1"
          />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}

export interface TaskFilterBarProps {
  filters: TaskFilters;
  onChange: (filters: TaskFilters) => void;
  groups: readonly TaskGroup[];
  teamTypes: readonly Option[];
  /** Builds and downloads the report of the filtered tasks. */
  onGenerateReport: (format: 'csv' | 'xlsx') => Promise<void>;
}

export function TaskFilterBar({ filters, onChange, groups, teamTypes, onGenerateReport }: TaskFilterBarProps) {
  const [reporting, setReporting] = useState(false);
  const set = (patch: Partial<TaskFilters>) => onChange({ ...filters, ...patch });
  const groupOptions = [
    ...groups.map((group) => ({ id: group.id, label: group.title })),
    { id: FORMS_GROUP_ID, label: VIRTUAL_GROUP_TITLES[FORMS_GROUP_ID] },
    { id: UNASSIGNED_GROUP_ID, label: VIRTUAL_GROUP_TITLES[UNASSIGNED_GROUP_ID] },
  ];
  async function report(format: 'csv' | 'xlsx') {
    setReporting(true);
    try {
      await onGenerateReport(format);
    } finally {
      setReporting(false);
    }
  }
  return (
    <div className="task-filter-bar d-flex flex-wrap align-items-center gap-2 mb-3" role="search">
      <InputGroup size="sm" className="task-filter-search">
        <InputGroup.Text>
          <Icon name="search" />
        </InputGroup.Text>
        <Form.Control type="text" placeholder={TASK_MESSAGES.searchPlaceholder} aria-label="Search tasks" value={filters.search} onChange={(event) => set({ search: event.target.value })} />
        {filters.search && (
          <Button variant="outline-secondary" aria-label="Clear search" onClick={() => set({ search: '' })}>
            <Icon name="x-lg" />
          </Button>
        )}
      </InputGroup>
      <FilterMenu label="Type" options={TASK_TYPES.map((type) => ({ id: type, label: TASK_TYPE_LABELS[type] }))} chosen={filters.types} onChange={(types) => set({ types: types as TaskType[] })} />
      <FilterMenu label="Group" options={groupOptions} chosen={filters.groupIds} onChange={(groupIds) => set({ groupIds })} />
      <FilterMenu label="Team type" options={[...teamTypes]} chosen={filters.teamTypeIds} onChange={(teamTypeIds) => set({ teamTypeIds })} />
      <Form.Check type="switch" id="filter-time-sensitive" label="Time sensitive" checked={filters.timeSensitiveOnly} onChange={(event) => set({ timeSensitiveOnly: event.target.checked })} className="mb-0 small" />
      <Form.Check type="switch" id="filter-approval" label="Needs approval" checked={filters.approvalOnly} onChange={(event) => set({ approvalOnly: event.target.checked })} className="mb-0 small" />
      <Form.Check type="switch" id="filter-restricted" label={TASK_MESSAGES.restricted} checked={filters.restrictedOnly} onChange={(event) => set({ restrictedOnly: event.target.checked })} className="mb-0 small" />
      <Dropdown className="ms-md-auto">
        <OverlayTrigger placement="top" overlay={<Tooltip id="generate-report-tooltip">{TASK_MESSAGES.generateReportTooltip}</Tooltip>}>
          <Dropdown.Toggle variant="outline-primary" size="sm" disabled={reporting} title={TASK_MESSAGES.generateReportTooltip}>
            {reporting ? <Spinner size="sm" className="me-1" aria-hidden="true" /> : <Icon name="file-earmark-spreadsheet" className="me-1" />}
            Generate Report
          </Dropdown.Toggle>
        </OverlayTrigger>
        <Dropdown.Menu>
          <Dropdown.Item onClick={() => void report('csv')}>CSV (.csv)</Dropdown.Item>
          <Dropdown.Item onClick={() => void report('xlsx')}>Excel (.xlsx)</Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
