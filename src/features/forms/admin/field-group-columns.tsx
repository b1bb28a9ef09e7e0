import type { ListColumn } from '../../../components/list-table';
import { useFieldGroupUsageQuery } from '../../../data/field-groups/field-groups-api';
import type { FieldGroup } from '../../../domain/forms/form';
import { UsedInForms } from './used-in-forms';

/** The columns both field group lists show after the title: how many fields, and the forms using each group (read apart). */
export function useFieldGroupSizeColumns(): ListColumn<FieldGroup>[] {
  const usage = useFieldGroupUsageQuery();
  return [
    {
      key: 'fields',
      header: 'Fields',
      cell: (group) => group.fieldIds.length,
      sortValue: (group) => group.fieldIds.length,
      className: 'd-none d-md-table-cell text-end',
    },
    {
      key: 'usedIn',
      header: 'Used in',
      cell: (group) => (usage.data ? <UsedInForms groupId={group.id} forms={usage.data[group.id]} /> : '…'),
      sortValue: (group) => usage.data?.[group.id]?.length ?? 0,
      className: 'text-nowrap',
    },
  ];
}
