import { useMemo } from 'react';
import {
  seesEverySupplier,
  supplierDirectory,
  type SupplierGroup,
  type SupplierGroupValues,
} from '../../domain/suppliers';
import { useSessionUser } from '../session/use-session';
import { api, listTags, storeEndpoints } from '../api-slice';
import type { SupplierSave } from './suppliers-store';
import { lazyStore } from '../lazy-store';

const suppliersStore = lazyStore(() => import('./suppliers-store'));

const GROUP_LIST = { type: 'SupplierGroup', id: 'LIST' } as const;

const supplierSaved = (_result: unknown, _error: unknown, { supplierId }: SupplierSave) => [
  ...listTags('Supplier', [supplierId]),
  GROUP_LIST,
];

type SupplierGroupSave = { groupId: string; values: SupplierGroupValues; current?: SupplierGroup };
const supplierGroupSaved = (_result: unknown, _error: unknown, { groupId }: SupplierGroupSave) =>
  listTags('SupplierGroup', [groupId]);

/** Suppliers and supplier groups: the admin screens and the team directory. Saving a supplier also changes groups' lists. */
export const suppliersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    suppliers: query(suppliersStore.listSuppliers, (result) => listTags('Supplier', result)),
    /** What a team of this type may read (the directory of a non-organiser). */
    viewableSuppliers: query(suppliersStore.listViewableSuppliers, (result) => listTags('Supplier', result)),
    supplier: query(suppliersStore.getSupplier, (_result, _error, supplierId) => [
      { type: 'Supplier', id: supplierId },
    ]),
    createSupplier: mutation(suppliersStore.createSupplier, supplierSaved),
    updateSupplier: mutation(suppliersStore.updateSupplier, supplierSaved),
    updateSuppliersArchived: mutation(
      ({ supplierIds, isArchived }: { supplierIds: string[]; isArchived: boolean }) =>
        suppliersStore.updateSuppliersArchived(supplierIds, isArchived),
      (_result, _error, { supplierIds }) => listTags('Supplier', supplierIds),
    ),
    deleteSuppliers: mutation(suppliersStore.deleteSuppliers, (_result, _error, supplierIds) => [
      ...listTags('Supplier', supplierIds),
      GROUP_LIST,
    ]),

    supplierGroups: query(suppliersStore.listSupplierGroups, (result) => listTags('SupplierGroup', result)),
    supplierGroup: query(suppliersStore.getSupplierGroup, (_result, _error, groupId) => [
      { type: 'SupplierGroup', id: groupId },
    ]),
    createSupplierGroup: mutation(
      ({ groupId, values }: SupplierGroupSave) => suppliersStore.createSupplierGroup(groupId, values),
      supplierGroupSaved,
    ),
    updateSupplierGroup: mutation(
      ({ groupId, values, current }: SupplierGroupSave & { current: SupplierGroup }) =>
        suppliersStore.updateSupplierGroup(groupId, values, current),
      supplierGroupSaved,
    ),
    updateSupplierGroupsArchived: mutation(
      ({ groupIds, isArchived }: { groupIds: string[]; isArchived: boolean }) =>
        suppliersStore.updateSupplierGroupsArchived(groupIds, isArchived),
      (_result, _error, { groupIds }) => listTags('SupplierGroup', groupIds),
    ),
    deleteSupplierGroups: mutation(suppliersStore.deleteSupplierGroups, (_result, _error, groupIds) =>
      listTags('SupplierGroup', groupIds),
    ),
  })),
});

export const {
  useSuppliersQuery,
  useViewableSuppliersQuery,
  useSupplierQuery,
  useCreateSupplierMutation,
  useUpdateSupplierMutation,
  useUpdateSuppliersArchivedMutation,
  useDeleteSuppliersMutation,
  useSupplierGroupsQuery,
  useSupplierGroupQuery,
  useCreateSupplierGroupMutation,
  useUpdateSupplierGroupMutation,
  useUpdateSupplierGroupsArchivedMutation,
  useDeleteSupplierGroupsMutation,
} = suppliersApi;

/**
 * The supplier directory of the signed-in person, grouped by supplier type with featured first:
 * organisers read every live supplier; teams exactly those their team type may see (the rules' filters).
 */
export function useSupplierDirectory(search: string) {
  const person = useSessionUser();
  const isOrganiser = seesEverySupplier(person.role);
  const all = useSuppliersQuery(undefined, { skip: !isOrganiser });
  const viewable = useViewableSuppliersQuery(person.teamTypeId, { skip: isOrganiser });
  const suppliers = isOrganiser ? all : viewable;
  const groups = useSupplierGroupsQuery();
  const sections = useMemo(
    () => (suppliers.data && groups.data ? supplierDirectory(suppliers.data, groups.data, search) : undefined),
    [suppliers.data, groups.data, search],
  );
  return {
    sections,
    error: suppliers.error ?? groups.error,
    isLoading: suppliers.isLoading || groups.isLoading,
    total: suppliers.data?.filter((supplier) => !supplier.isArchived).length,
  };
}
