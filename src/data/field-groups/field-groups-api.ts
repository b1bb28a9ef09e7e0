import type { Field } from '../../domain/forms/field';
import type { FieldGroupSettings } from '../../domain/forms/form';
import type { LogicMap } from '../../domain/forms/logic';
import { api, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const fieldGroupsStore = lazyStore(() => import('./field-groups-store'));

// Cached under the Field Groups tag and invalidated on every change (spec 001 §7); a duplicate also
// refreshes the Fields cache.
const groups = { type: 'FieldGroup', id: 'LIST' } as const;

export const fieldGroupsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    fieldGroups: query(fieldGroupsStore.listFieldGroups, (result) => listTags('FieldGroup', result)),
    /** The forms that use each group, by group id (the list's tooltip and the delete check). */
    fieldGroupUsage: query(fieldGroupsStore.getFieldGroupUsage, [groups, { type: 'Form', id: 'LIST' }]),
    fieldGroupWithFields: query(fieldGroupsStore.getFieldGroupWithFields, (_result, _error, groupId) => [
      { type: 'FieldGroup', id: groupId },
      { type: 'Field', id: 'LIST' },
    ]),
    createFieldGroup: mutation(fieldGroupsStore.createFieldGroup, [groups]),
    updateFieldGroupSettings: mutation(
      ({ groupId, settings }: { groupId: string; settings: FieldGroupSettings }) =>
        fieldGroupsStore.updateFieldGroupSettings(groupId, settings),
      (_result, _error, { groupId }) => [groups, { type: 'FieldGroup', id: groupId }],
    ),
    updateFieldGroupFields: mutation(
      ({ groupId, fields, logicMap }: { groupId: string; fields: Field[]; logicMap: LogicMap }) =>
        fieldGroupsStore.updateFieldGroupFields(groupId, fields, logicMap),
      (_result, _error, { groupId }) => [groups, { type: 'FieldGroup', id: groupId }, { type: 'Field', id: 'LIST' }],
    ),
    duplicateFieldGroup: mutation(fieldGroupsStore.duplicateFieldGroup, [groups, { type: 'Field', id: 'LIST' }]),
    updateFieldGroupsArchived: mutation(
      ({ groupIds, isArchived }: { groupIds: string[]; isArchived: boolean }) =>
        fieldGroupsStore.updateFieldGroupsArchived(groupIds, isArchived),
      [groups],
    ),
    deleteFieldGroups: mutation(fieldGroupsStore.deleteFieldGroups, [groups, { type: 'Field', id: 'LIST' }]),
  })),
});

export const {
  useFieldGroupsQuery,
  useFieldGroupUsageQuery,
  useFieldGroupWithFieldsQuery,
  useCreateFieldGroupMutation,
  useUpdateFieldGroupSettingsMutation,
  useUpdateFieldGroupFieldsMutation,
  useDuplicateFieldGroupMutation,
  useUpdateFieldGroupsArchivedMutation,
  useDeleteFieldGroupsMutation,
} = fieldGroupsApi;
