import { seesEveryCustomField, type CustomField, type CustomFieldUpdate } from '../../domain/custom-field';
import { api, listTags, undoIfRejected, storeEndpoints } from '../api-slice';
import { useSessionUser } from '../session/use-session';
import { lazyStore } from '../lazy-store';

const customFieldsStore = lazyStore(() => import('./custom-fields-store'));

// Adding or deleting a field writes every team, so those also refresh team lists.
const fieldAndTeamLists = [
  { type: 'CustomField' as const, id: 'LIST' },
  { type: 'Team' as const, id: 'LIST' },
];

export const customFieldsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    /** The event's custom fields in form order; the admin-only ones when asked for (admins only). */
    customFields: query(customFieldsStore.listCustomFields, (result) => listTags('CustomField', result)),
    customField: query(customFieldsStore.getCustomField, (_result, _error, id) => [{ type: 'CustomField', id }]),
    createCustomField: mutation(customFieldsStore.createCustomField, fieldAndTeamLists),
    updateCustomField: mutation(
      ({ id, update }: { id: string; update: CustomFieldUpdate }) => customFieldsStore.updateCustomField(id, update),
      (_result, _error, { id }) => listTags('CustomField', [id]),
    ),
    deleteCustomFields: mutation(customFieldsStore.deleteCustomFields, fieldAndTeamLists),
    updateCustomFieldOrder: mutation(customFieldsStore.reorderCustomFields, [{ type: 'CustomField', id: 'LIST' }]),
  })),
});

/** A new order of the custom fields shows at once in every list of them, taken back if the write fails. */
customFieldsApi.enhanceEndpoints({
  endpoints: {
    updateCustomFieldOrder: {
      onQueryStarted(fieldIds, { dispatch, getState, queryFulfilled }) {
        const position = (field: CustomField) => fieldIds.indexOf(field.id);
        const patches = customFieldsApi.util
          .selectCachedArgsForQuery(getState(), 'customFields')
          .map((seesEvery) =>
            dispatch(
              customFieldsApi.util.updateQueryData(
                'customFields',
                seesEvery,
                (fields) => void fields.sort((a, b) => position(a) - position(b)),
              ),
            ),
          );
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
