import type { EmailTemplate } from '../../domain/email-templates';
import { api, listTags, queryFnFrom } from '../api-slice';
import type { EmailTemplateDraft, EmailTemplateEntry } from './email-templates-store';
import { lazyStore } from '../lazy-store';

const { getEmailTemplate, listEmailTemplates, updateEmailTemplate } = lazyStore(() => import('./email-templates-store'));

/** The e-mail templates of the event (admin screens). Tagged EmailTemplate per kind plus LIST. */
export const emailTemplatesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    emailTemplates: build.query<EmailTemplateEntry[], void>({
      queryFn: queryFnFrom(listEmailTemplates),
      providesTags: (templates) => listTags('EmailTemplate', templates),
    }),
    emailTemplate: build.query<EmailTemplateEntry, string>({
      queryFn: queryFnFrom(getEmailTemplate),
      providesTags: (_result, _error, kind) => [{ type: 'EmailTemplate', id: kind }],
    }),
    updateEmailTemplate: build.mutation<EmailTemplateEntry, { draft: EmailTemplateDraft; previous?: EmailTemplate }>({
      queryFn: queryFnFrom(({ draft, previous }) => updateEmailTemplate(draft, previous)),
      invalidatesTags: (_result, _error, { draft }) => [
        { type: 'EmailTemplate', id: draft.id },
        { type: 'EmailTemplate', id: 'LIST' },
      ],
    }),
  }),
});

export const { useEmailTemplatesQuery, useEmailTemplateQuery, useUpdateEmailTemplateMutation } = emailTemplatesApi;
