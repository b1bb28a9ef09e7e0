import { api } from '../api-slice';
import type { CustomField, CustomFieldForm, CustomFieldUpdate } from '../../domain/custom-field';
import { normaliseError } from '../../lib/firebase/errors';
import { addCustomField, deleteCustomFields, getCustomField, listCustomFields, reorderCustomFields, updateCustomField } from './custom-fields-store';

async function attempt<T>(work: () => Promise<T>) {
  try {
    return { data: await work() };
  } catch (error) {
    return { error: normaliseError(error) };
  }
}

// Adding or deleting a field writes every team, so those also refresh team lists.
const fieldAndTeamLists = [{ type: 'CustomField' as const, id: 'LIST' }, { type: 'Team' as const, id: 'LIST' }];

export const customFieldsApi = api.injectEndpoints({
  endpoints: (build) => ({
    customFields: build.query<CustomField[], void>({
      queryFn: () => attempt(() => listCustomFields(true)),
      providesTags: (result) => [{ type: 'CustomField', id: 'LIST' }, ...(result ?? []).map((field) => ({ type: 'CustomField' as const, id: field.id }))],
    }),
    customField: build.query<CustomField, string>({
      queryFn: (id) => attempt(() => getCustomField(id)),
      providesTags: (_result, _error, id) => [{ type: 'CustomField', id }],
    }),
    addCustomField: build.mutation<CustomField, CustomFieldForm>({
      queryFn: (form) => attempt(() => addCustomField(form)),
      invalidatesTags: fieldAndTeamLists,
    }),
    updateCustomField: build.mutation<null, { id: string; update: CustomFieldUpdate }>({
      queryFn: ({ id, update }) => attempt(async () => (await updateCustomField(id, update), null)),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'CustomField', id }, { type: 'CustomField', id: 'LIST' }],
    }),
    deleteCustomFields: build.mutation<null, string[]>({
      queryFn: (ids) => attempt(async () => (await deleteCustomFields(ids), null)),
      invalidatesTags: fieldAndTeamLists,
    }),
    reorderCustomFields: build.mutation<null, string[]>({
      queryFn: (ids) => attempt(async () => (await reorderCustomFields(ids), null)),
      invalidatesTags: [{ type: 'CustomField', id: 'LIST' }],
    }),
  }),
});

export const {
  useCustomFieldsQuery,
  useCustomFieldQuery,
  useAddCustomFieldMutation,
  useUpdateCustomFieldMutation,
  useDeleteCustomFieldsMutation,
  useReorderCustomFieldsMutation,
} = customFieldsApi;
