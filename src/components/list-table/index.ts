export { ListTable, ListTableSkeleton, type ListColumn, type ListTableProps, type RowSelection } from './list-table';
export type { SelectionMode, SortState, SortValue } from './list-table-state';
export { ListEmptyState } from './list-empty-state';
export { ListPager, usePageParam } from './list-pager';
