import { useMemo } from 'react';
import { seesEverySupplier, supplierDirectory, type Supplier, type SupplierGroup, type SupplierGroupValues } from '../../domain/suppliers';
import { useSessionUser } from '../session/use-session';
import { api, listTags, queryFnFrom } from '../api-slice';
import type { SupplierSave } from './suppliers-store';
import { lazyStore } from '../lazy-store';

const {
  deleteSupplierGroups,
  deleteSuppliers,
  getSupplier,
  getSupplierGroup,
  listSupplierGroups,
  listSuppliers,
  listViewableSuppliers,
  saveSupplier,
  saveSupplierGroup,
  setSupplierGroupsArchived,
  setSuppliersArchived,
} = lazyStore(() => import('./suppliers-store'));

const GROUP_LIST = { type: 'SupplierGroup', id: 'LIST' } as const;

/** Suppliers and supplier groups: the admin screens and the team directory. Saving a supplier also changes groups' lists. */
export const suppliersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    suppliers: build.query<Supplier[], void>({
      queryFn: queryFnFrom(listSuppliers),
      providesTags: (result) => listTags('Supplier', result),
    }),
    /** What a team of this type may read (the directory of a non-organiser). */
    viewableSuppliers: build.query<Supplier[], string>({
      queryFn: queryFnFrom(listViewableSuppliers),
      providesTags: (result) => listTags('Supplier', result),
    }),
    supplier: build.query<Supplier, string>({
      queryFn: queryFnFrom(getSupplier),
      providesTags: (_result, _error, supplierId) => [{ type: 'Supplier', id: supplierId }],
    }),
    createSupplier: build.mutation<Supplier, SupplierSave>({
      queryFn: queryFnFrom(saveSupplier),
      invalidatesTags: (_result, _error, { supplierId }) => [...listTags('Supplier', [supplierId]), GROUP_LIST],
    }),
    updateSupplier: build.mutation<Supplier, SupplierSave>({
      queryFn: queryFnFrom(saveSupplier),
      invalidatesTags: (_result, _error, { supplierId }) => [...listTags('Supplier', [supplierId]), GROUP_LIST],
    }),
    updateSuppliersArchived: build.mutation<null, { supplierIds: string[]; isArchived: boolean }>({
      queryFn: queryFnFrom(({ supplierIds, isArchived }) => setSuppliersArchived(supplierIds, isArchived)),
      invalidatesTags: (_result, _error, { supplierIds }) => listTags('Supplier', supplierIds),
    }),
    deleteSuppliers: build.mutation<null, string[]>({
      queryFn: queryFnFrom(deleteSuppliers),
      invalidatesTags: (_result, _error, supplierIds) => [...listTags('Supplier', supplierIds), GROUP_LIST],
    }),

    supplierGroups: build.query<SupplierGroup[], void>({
      queryFn: queryFnFrom(listSupplierGroups),
      providesTags: (result) => listTags('SupplierGroup', result),
    }),
    supplierGroup: build.query<SupplierGroup, string>({
      queryFn: queryFnFrom(getSupplierGroup),
      providesTags: (_result, _error, groupId) => [{ type: 'SupplierGroup', id: groupId }],
    }),
    createSupplierGroup: build.mutation<SupplierGroup, { groupId: string; values: SupplierGroupValues; current?: SupplierGroup }>({
      queryFn: queryFnFrom(({ groupId, values, current }) => saveSupplierGroup(groupId, values, current)),
      invalidatesTags: (_result, _error, { groupId }) => listTags('SupplierGroup', [groupId]),
    }),
    updateSupplierGroup: build.mutation<SupplierGroup, { groupId: string; values: SupplierGroupValues; current?: SupplierGroup }>({
      queryFn: queryFnFrom(({ groupId, values, current }) => saveSupplierGroup(groupId, values, current)),
      invalidatesTags: (_result, _error, { groupId }) => listTags('SupplierGroup', [groupId]),
    }),
    updateSupplierGroupsArchived: build.mutation<null, { groupIds: string[]; isArchived: boolean }>({
      queryFn: queryFnFrom(({ groupIds, isArchived }) => setSupplierGroupsArchived(groupIds, isArchived)),
      invalidatesTags: (_result, _error, { groupIds }) => listTags('SupplierGroup', groupIds),
    }),
    deleteSupplierGroups: build.mutation<null, string[]>({
      queryFn: queryFnFrom(deleteSupplierGroups),
      invalidatesTags: (_result, _error, groupIds) => listTags('SupplierGroup', groupIds),
    }),
  }),
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
  const sections = useMemo(() => (suppliers.data && groups.data ? supplierDirectory(suppliers.data, groups.data, search) : undefined), [suppliers.data, groups.data, search]);
  return { sections, error: suppliers.error ?? groups.error, isLoading: suppliers.isLoading || groups.isLoading, total: suppliers.data?.filter((supplier) => !supplier.isArchived).length };
}
