import type { EmailResponse } from '../../domain/email-responses';
import { api, listTags, queryFnFrom } from '../api-slice';
import { lazyStore } from '../lazy-store';

const { fetchEmailResponses } = lazyStore(() => import('./email-responses-store'));

/** The e-mail log by person, tagged EmailResponse (written only by the functions, so never invalidated here). */
export const emailResponsesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    emailResponses: build.query<EmailResponse[], string>({
      queryFn: queryFnFrom(fetchEmailResponses),
      providesTags: (result) => listTags('EmailResponse', result),
    }),
  }),
});

export const { useEmailResponsesQuery } = emailResponsesApi;
