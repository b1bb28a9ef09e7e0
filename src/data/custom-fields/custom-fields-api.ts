import { seesEveryCustomField, type CustomField, type CustomFieldForm, type CustomFieldUpdate } from '../../domain/custom-field';
import { api, listTags, queryFnFrom, undoIfRejected } from '../api-slice';
import { useSessionUser } from '../session/use-session';
import { lazyStore } from '../lazy-store';

const {
  createCustomField,
  deleteCustomFields,
  getCustomField,
  listCustomFields,
  reorderCustomFields,
  updateCustomField,
} = lazyStore(() => import('./custom-fields-store'));

// Adding or deleting a field writes every team, so those also refresh team lists.
const fieldAndTeamLists = [{ type: 'CustomField' as const, id: 'LIST' }, { type: 'Team' as const, id: 'LIST' }];

export const customFieldsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The event's custom fields in form order; the admin-only ones when asked for (admins only). */
    customFields: build.query<CustomField[], boolean>({
      queryFn: queryFnFrom(listCustomFields),
      providesTags: (result) => listTags('CustomField', result),
    }),
    customField: build.query<CustomField, string>({
      queryFn: queryFnFrom(getCustomField),
      providesTags: (_result, _error, id) => [{ type: 'CustomField', id }],
    }),
    createCustomField: build.mutation<CustomField, CustomFieldForm>({
      queryFn: queryFnFrom(createCustomField),
      invalidatesTags: fieldAndTeamLists,
    }),
    updateCustomField: build.mutation<null, { id: string; update: CustomFieldUpdate }>({
      queryFn: queryFnFrom(({ id, update }) => updateCustomField(id, update)),
      invalidatesTags: (_result, _error, { id }) => listTags('CustomField', [id]),
    }),
    deleteCustomFields: build.mutation<null, string[]>({
      queryFn: queryFnFrom(deleteCustomFields),
      invalidatesTags: fieldAndTeamLists,
    }),
    updateCustomFieldOrder: build.mutation<null, string[]>({
      queryFn: queryFnFrom(reorderCustomFields),
      invalidatesTags: [{ type: 'CustomField', id: 'LIST' }],
    }),
  }),
});

/** A new order of the custom fields shows at once in every list of them, taken back if the write fails. */
customFieldsApi.enhanceEndpoints({
  endpoints: {
    updateCustomFieldOrder: {
      onQueryStarted(fieldIds, { dispatch, getState, queryFulfilled }) {
        const position = (field: CustomField) => fieldIds.indexOf(field.id);
        const patches = customFieldsApi.util
          .selectCachedArgsForQuery(getState(), 'customFields')
          .map((seesEvery) => dispatch(customFieldsApi.util.updateQueryData('customFields', seesEvery, (fields) => void fields.sort((a, b) => position(a) - position(b)))));
        return undoIfRejected(patches, queryFulfilled);
      },
    },
  },
});

export const {
  useCustomFieldQuery,
  useCreateCustomFieldMutation,
  useUpdateCustomFieldMutation,
  useDeleteCustomFieldsMutation,
  useUpdateCustomFieldOrderMutation,
} = customFieldsApi;

/**
 * The event's custom fields as the signed-in person may read them: every one for admins, those
 * shown to teams for everyone else (team forms, the team import, the custom fields screens).
 */
export function useCustomFieldsQuery() {
  return customFieldsApi.useCustomFieldsQuery(seesEveryCustomField(useSessionUser().role));
}
