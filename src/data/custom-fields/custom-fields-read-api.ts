import { useSessionUser } from '../session/use-session';
import type { CustomField } from '../../domain/custom-field';
import { hasRole } from '../../domain/roles';
import { listCustomFields } from './custom-fields-store';
import { normaliseError } from '../../lib/firebase/errors';
import { api } from '../api-slice';

/**
 * The event's custom fields in form order, read-only, for the areas that show or fill them (team
 * forms, the team import). The custom fields area's mutations invalidate the same LIST tag.
 */
export const customFieldsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventCustomFields: build.query<CustomField[], boolean>({
      queryFn: async (includeAdminOnly) => {
        try {
          return { data: await listCustomFields(includeAdminOnly) };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (result) => [{ type: 'CustomField', id: 'LIST' }, ...(result ?? []).map((field) => ({ type: 'CustomField' as const, id: field.id }))],
    }),
  }),
});

/** The fields the signed-in person may read: every one for admins, those shown to teams for everyone else. */
export function useEventCustomFieldsQuery() {
  return customFieldsReadApi.useEventCustomFieldsQuery(hasRole(useSessionUser().role, 'admin'));
}
