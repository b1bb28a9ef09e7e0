import { api, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const emailResponsesStore = lazyStore(() => import('./email-responses-store'));

/** The email log by person, tagged EmailResponse (written only by the functions, so never invalidated here). */
export const emailResponsesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query }) => ({
    emailResponses: query(emailResponsesStore.listEmailResponses, (result) => listTags('EmailResponse', result)),
  })),
});

export const { useEmailResponsesQuery } = emailResponsesApi;
