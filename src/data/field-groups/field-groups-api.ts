import type { Field } from '../../domain/forms/field';
import type { FieldGroup, FieldGroupSettings, Form } from '../../domain/forms/form';
import type { LogicMap } from '../../domain/forms/logic';
import { api, listTags, queryFnFrom } from '../api-slice';
import { lazyStore } from '../lazy-store';

const {
  addFieldGroup,
  deleteFieldGroups,
  duplicateFieldGroup,
  fetchFieldGroups,
  fetchFieldGroupUsage,
  fetchFieldGroupWithFields,
  saveFieldGroupFields,
  setFieldGroupsArchived,
  updateFieldGroupSettings,
} = lazyStore(() => import('./field-groups-store'));

// Cached under the Field Groups tag and invalidated on every change (spec 001 §7); a duplicate also
// refreshes the Fields cache.
const groups = { type: 'FieldGroup', id: 'LIST' } as const;

export const fieldGroupsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    fieldGroups: build.query<FieldGroup[], void>({
      queryFn: queryFnFrom(fetchFieldGroups),
      providesTags: (result) => listTags('FieldGroup', result),
    }),
    /** The forms that use each group, by group id (the list's tooltip and the delete check). */
    fieldGroupUsage: build.query<Record<string, Form[]>, void>({
      queryFn: queryFnFrom(fetchFieldGroupUsage),
      providesTags: [groups, { type: 'Form', id: 'LIST' }],
    }),
    fieldGroupWithFields: build.query<{ group: FieldGroup; fields: Field[] }, string>({
      queryFn: queryFnFrom(fetchFieldGroupWithFields),
      providesTags: (_result, _error, groupId) => [{ type: 'FieldGroup', id: groupId }, { type: 'Field', id: 'LIST' }],
    }),
    createFieldGroup: build.mutation<FieldGroup, FieldGroupSettings>({
      queryFn: queryFnFrom(addFieldGroup),
      invalidatesTags: [groups],
    }),
    updateFieldGroupSettings: build.mutation<FieldGroup, { groupId: string; settings: FieldGroupSettings }>({
      queryFn: queryFnFrom(({ groupId, settings }) => updateFieldGroupSettings(groupId, settings)),
      invalidatesTags: (_result, _error, { groupId }) => [groups, { type: 'FieldGroup', id: groupId }],
    }),
    updateFieldGroupFields: build.mutation<FieldGroup, { groupId: string; fields: Field[]; logicMap: LogicMap }>({
      queryFn: queryFnFrom(({ groupId, fields, logicMap }) => saveFieldGroupFields(groupId, fields, logicMap)),
      invalidatesTags: (_result, _error, { groupId }) => [groups, { type: 'FieldGroup', id: groupId }, { type: 'Field', id: 'LIST' }],
    }),
    duplicateFieldGroup: build.mutation<FieldGroup, string>({
      queryFn: queryFnFrom(duplicateFieldGroup),
      invalidatesTags: [groups, { type: 'Field', id: 'LIST' }],
    }),
    updateFieldGroupsArchived: build.mutation<null, { groupIds: string[]; isArchived: boolean }>({
      queryFn: queryFnFrom(({ groupIds, isArchived }) => setFieldGroupsArchived(groupIds, isArchived)),
      invalidatesTags: [groups],
    }),
    deleteFieldGroups: build.mutation<null, string[]>({
      queryFn: queryFnFrom(deleteFieldGroups),
      invalidatesTags: [groups, { type: 'Field', id: 'LIST' }],
    }),
  }),
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
