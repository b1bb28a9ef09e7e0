import type { ReactNode } from 'react';
import { Button } from './bootstrap/button';
import { Form } from './bootstrap/form';
import { InputGroup } from './bootstrap/input-group';
import { TASK_TYPES } from '../domain/constants';
import { TASK_MESSAGES } from '../domain/messages';
import type { TaskFilters } from '../domain/task-filters';
import {
  FORMS_GROUP_ID,
  TASK_TYPE_LABELS,
  UNASSIGNED_GROUP_ID,
  VIRTUAL_GROUP_TITLES,
  type TaskGroup,
  type TaskType,
} from '../domain/tasks';
import { Icon } from './icon';
import { MenuButton } from './menu-button';
import './task-filter-bar.css';

interface Option {
  id: string;
  label: string;
}

function FilterMenu({
  label,
  options,
  chosen,
  onChange,
}: {
  label: string;
  options: Option[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <MenuButton
      label={
        <>
          {label}
          {chosen.length > 0 && ` (${chosen.length})`}
        </>
      }
      toggleClassName={`btn btn-sm ${chosen.length > 0 ? 'btn-primary' : 'btn-outline-secondary'}`}
      closeOnSelect={false}
      menuClassName="p-2"
      menuStyle={{ minWidth: '14rem' }}
    >
      {options.length === 0 && <div className="small text-body-secondary px-2">Nothing to filter by</div>}
      {options.map((option) => (
        <Form.Check
          key={option.id}
          id={`filter-${label}-${option.id}`}
          label={option.label}
          checked={chosen.includes(option.id)}
          onChange={(event) =>
            onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))
          }
          className="px-4 py-1"
        />
      ))}
    </MenuButton>
  );
}

export interface TaskFilterBarProps {
  filters: TaskFilters;
  onChange: (filters: TaskFilters) => void;
  groups: readonly TaskGroup[];
  teamTypes: readonly Option[];
  /** The bar's action at its end: the task list's Generate Report, the tasks report's export. */
  action?: ReactNode;
}

/**
 * The task filters (spec 002 §2): a menu per kind, toggles and a search. The admin task list and
 * the tasks report share it, so a report opened from the list shows the same filters.
 */
export function TaskFilterBar({ filters, onChange, groups, teamTypes, action }: TaskFilterBarProps) {
  const set = (patch: Partial<TaskFilters>) => onChange({ ...filters, ...patch });
  const groupOptions = [
    ...groups.map((group) => ({ id: group.id, label: group.title })),
    { id: FORMS_GROUP_ID, label: VIRTUAL_GROUP_TITLES[FORMS_GROUP_ID] },
    { id: UNASSIGNED_GROUP_ID, label: VIRTUAL_GROUP_TITLES[UNASSIGNED_GROUP_ID] },
  ];
  return (
    <div className="task-filter-bar d-flex flex-wrap align-items-center gap-2 mb-3" role="search">
      <InputGroup size="sm" className="task-filter-search">
        <InputGroup.Text>
          <Icon name="search" />
        </InputGroup.Text>
        <Form.Control
          type="text"
          placeholder={TASK_MESSAGES.searchPlaceholder}
          aria-label="Search tasks"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        {filters.search && (
          <Button variant="outline-secondary" aria-label="Clear search" onClick={() => set({ search: '' })}>
            <Icon name="x-lg" />
          </Button>
        )}
      </InputGroup>
      <FilterMenu
        label="Type"
        options={TASK_TYPES.map((type) => ({ id: type, label: TASK_TYPE_LABELS[type] }))}
        chosen={filters.types}
        onChange={(types) => set({ types: types as TaskType[] })}
      />
      <FilterMenu
        label="Group"
        options={groupOptions}
        chosen={filters.groupIds}
        onChange={(groupIds) => set({ groupIds })}
      />
      <FilterMenu
        label="Team type"
        options={[...teamTypes]}
        chosen={filters.teamTypeIds}
        onChange={(teamTypeIds) => set({ teamTypeIds })}
      />
      <Form.Check
        type="switch"
        id="filter-time-sensitive"
        label="Time sensitive"
        checked={filters.timeSensitiveOnly}
        onChange={(event) => set({ timeSensitiveOnly: event.target.checked })}
        className="mb-0 small"
      />
      <Form.Check
        type="switch"
        id="filter-approval"
        label="Needs approval"
        checked={filters.approvalOnly}
        onChange={(event) => set({ approvalOnly: event.target.checked })}
        className="mb-0 small"
      />
      <Form.Check
        type="switch"
        id="filter-restricted"
        label={TASK_MESSAGES.restricted}
        checked={filters.restrictedOnly}
        onChange={(event) => set({ restrictedOnly: event.target.checked })}
        className="mb-0 small"
      />
      {action && <div className="ms-md-auto">{action}</div>}
    </div>
  );
}
