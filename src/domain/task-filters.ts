import { TASK_TYPES } from './constants';
import { FORMS_GROUP_ID, UNASSIGNED_GROUP_ID, type Task, type TaskGroup, type TaskType } from './tasks';
import { matchesSearch } from './text-search';

// The admin task list's filters (spec 002 §2: a filter menu per kind, toggles and a search). The
// tasks report reads the same filters from its URL query, so the task list's Generate Report opens
// it filtered exactly as the list was.

export interface TaskFilters {
  types: TaskType[];
  groupIds: string[];
  teamTypeIds: string[];
  timeSensitiveOnly: boolean;
  approvalOnly: boolean;
  restrictedOnly: boolean;
  search: string;
}

export const NO_TASK_FILTERS: TaskFilters = {
  types: [],
  groupIds: [],
  teamTypeIds: [],
  timeSensitiveOnly: false,
  approvalOnly: false,
  restrictedOnly: false,
  search: '',
};

/** Whether a task passes the filters (a menu with nothing ticked lets everything through). */
export function matchesTaskFilters(task: Task, filters: TaskFilters, groups: readonly TaskGroup[]): boolean {
  const groupIdsOf = groups.filter((group) => group.taskIds.includes(task.id)).map((group) => group.id);
  const virtualGroup = groupIdsOf.length > 0 ? undefined : task.type === 'form' ? FORMS_GROUP_ID : UNASSIGNED_GROUP_ID;
  return (
    (filters.types.length === 0 || filters.types.includes(task.type)) &&
    (filters.groupIds.length === 0 || filters.groupIds.some((id) => groupIdsOf.includes(id) || id === virtualGroup)) &&
    (filters.teamTypeIds.length === 0 || filters.teamTypeIds.some((id) => task.teamTypeIds.includes(id))) &&
    (!filters.timeSensitiveOnly || task.isTimeSensitive) &&
    (!filters.approvalOnly || task.isApprovalNeeded) &&
    (!filters.restrictedOnly || task.teamTypeIds.length > 0) &&
    matchesSearch(filters.search, task.title, task.description.replace(/<[^>]*>/g, ' '))
  );
}

/** Whether any filter is set. */
export function hasTaskFilters(filters: TaskFilters): boolean {
  return taskFiltersToQuery(filters) !== '';
}

// URL query keys: type, group and teamType repeat once per ticked entry; the toggles are 1 when on.
const LIST_KEYS = { types: 'type', groupIds: 'group', teamTypeIds: 'teamType' } as const;
const FLAG_KEYS = {
  timeSensitiveOnly: 'timeSensitive',
  approvalOnly: 'approval',
  restrictedOnly: 'restricted',
} as const;

/** The filters as a URL query without the '?' ('' when none is set), e.g. type=form&group=g1&approval=1&q=stand. */
export function taskFiltersToQuery(filters: TaskFilters): string {
  const query = new URLSearchParams();
  for (const [name, key] of Object.entries(LIST_KEYS) as [keyof typeof LIST_KEYS, string][])
    for (const value of filters[name]) query.append(key, value);
  for (const [name, key] of Object.entries(FLAG_KEYS) as [keyof typeof FLAG_KEYS, string][])
    if (filters[name]) query.set(key, '1');
  if (filters.search.trim()) query.set('q', filters.search.trim());
  return query.toString();
}

/** The filters a URL query holds; unknown task types are dropped, other keys ignored. */
export function taskFiltersFromQuery(query: URLSearchParams | string): TaskFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const unique = (values: string[]) => [...new Set(values.filter(Boolean))];
  return {
    types: unique(params.getAll(LIST_KEYS.types)).filter((type): type is TaskType =>
      (TASK_TYPES as readonly string[]).includes(type),
    ),
    groupIds: unique(params.getAll(LIST_KEYS.groupIds)),
    teamTypeIds: unique(params.getAll(LIST_KEYS.teamTypeIds)),
    timeSensitiveOnly: params.get(FLAG_KEYS.timeSensitiveOnly) === '1',
    approvalOnly: params.get(FLAG_KEYS.approvalOnly) === '1',
    restrictedOnly: params.get(FLAG_KEYS.restrictedOnly) === '1',
    search: params.get('q') ?? '',
  };
}
