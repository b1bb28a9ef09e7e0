import type { EmailTemplate } from '../../domain/email-templates';
import { api, listTags, queryFnFrom } from '../api-slice';
import { fetchEmailTemplate, fetchEmailTemplates, saveEmailTemplate, type EmailTemplateDraft, type EmailTemplateEntry } from './email-templates-store';

/** The e-mail templates of the event (admin screens). Tagged EmailTemplate per kind plus LIST. */
export const emailTemplatesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    emailTemplates: build.query<EmailTemplateEntry[], void>({
      queryFn: queryFnFrom(fetchEmailTemplates),
      providesTags: (templates) => listTags('EmailTemplate', templates),
    }),
    emailTemplate: build.query<EmailTemplateEntry, string>({
      queryFn: queryFnFrom(fetchEmailTemplate),
      providesTags: (_result, _error, kind) => [{ type: 'EmailTemplate', id: kind }],
    }),
    saveEmailTemplate: build.mutation<EmailTemplateEntry, { draft: EmailTemplateDraft; previous?: EmailTemplate }>({
      queryFn: queryFnFrom(({ draft, previous }) => saveEmailTemplate(draft, previous)),
      invalidatesTags: (_result, _error, { draft }) => [
        { type: 'EmailTemplate', id: draft.id },
        { type: 'EmailTemplate', id: 'LIST' },
      ],
    }),
  }),
});

export const { useEmailTemplatesQuery, useEmailTemplateQuery, useSaveEmailTemplateMutation } = emailTemplatesApi;
