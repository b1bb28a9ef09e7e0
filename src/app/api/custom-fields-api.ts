import type { CustomField } from '../../domain/custom-field';
import { listCustomFields } from '../../lib/custom-fields/custom-field-store';
import { normaliseError } from '../../lib/firebase/errors';
import { api } from '../api';

/**
 * The event's custom fields in form order, read-only, for the areas that show or fill them (team
 * forms, the team import). The custom fields area's mutations invalidate the same LIST tag.
 */
export const customFieldsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventCustomFields: build.query<CustomField[], void>({
      queryFn: async () => {
        try {
          return { data: await listCustomFields() };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      providesTags: (result) => [{ type: 'CustomField', id: 'LIST' }, ...(result ?? []).map((field) => ({ type: 'CustomField' as const, id: field.id }))],
    }),
  }),
});

export const { useEventCustomFieldsQuery } = customFieldsReadApi;
