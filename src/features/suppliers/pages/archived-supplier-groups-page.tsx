import { ArchivedListPage } from '../../../components/archived-list-page';
import { LinkButton } from '../../../components/link-button';
import { ListEmptyState } from '../../../components/list-table';
import { errorMessage } from '../../../data/api-slice';
import {
  useDeleteSupplierGroupsMutation,
  useSupplierGroupsQuery,
  useUpdateSupplierGroupsArchivedMutation,
} from '../../../data/suppliers/suppliers-api';
import { buildPath } from '../../../domain/routes';
import type { SupplierGroup } from '../../../domain/suppliers';
import { SUPPLIER_GROUP_DELETE_CONSEQUENCE, supplierGroupTable } from '../components/supplier-group-list';
import { useSuppliersAbility } from '../use-suppliers-ability';

/** /admin/supplier-groups/archived: archived supplier groups, to restore or delete. */
export default function ArchivedSupplierGroupsPage() {
  const { canBulkEdit } = useSuppliersAbility();
  const { data, error } = useSupplierGroupsQuery();
  const [setArchived] = useUpdateSupplierGroupsArchivedMutation();
  const [deleteGroups] = useDeleteSupplierGroupsMutation();
  return (
    <ArchivedListPage<SupplierGroup>
      title="Archived Supplier Groups"
      description="Not shown in the directory; their suppliers appear under their other types."
      actions={<LinkButton to={buildPath('manageSupplierGroups')}>Back to supplier groups</LinkButton>}
      noun={['supplier group', 'supplier groups']}
      nameOf={(group) => group.title}
      restoreRows={(groups) => setArchived({ groupIds: groups.map((group) => group.id), isArchived: false }).unwrap()}
      deleteRows={(groups) => deleteGroups(groups.map((group) => group.id)).unwrap()}
      consequence={SUPPLIER_GROUP_DELETE_CONSEQUENCE}
      canBulkEdit={canBulkEdit}
      table={{
        ...supplierGroupTable,
        label: 'Archived supplier groups',
        rows: data?.filter((group) => group.isArchived),
        error: errorMessage(error),
        emptyState: <ListEmptyState icon="archive" title="No archived supplier groups" />,
      }}
    />
  );
}
