import type { EmailTemplate } from '../../domain/email-templates';
import { api, listTags, storeEndpoints } from '../api-slice';
import type { EmailTemplateDraft } from './email-templates-store';
import { lazyStore } from '../lazy-store';

const emailTemplatesStore = lazyStore(() => import('./email-templates-store'));

/** The email templates of the event (admin screens). Tagged EmailTemplate per kind plus LIST. */
export const emailTemplatesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    emailTemplates: query(emailTemplatesStore.listEmailTemplates, (templates) => listTags('EmailTemplate', templates)),
    emailTemplate: query(emailTemplatesStore.getEmailTemplate, (_result, _error, kind) => [
      { type: 'EmailTemplate', id: kind },
    ]),
    updateEmailTemplate: mutation(
      ({ draft, previous }: { draft: EmailTemplateDraft; previous?: EmailTemplate }) =>
        emailTemplatesStore.updateEmailTemplate(draft, previous),
      (_result, _error, { draft }) => [
        { type: 'EmailTemplate', id: draft.id },
        { type: 'EmailTemplate', id: 'LIST' },
      ],
    ),
  })),
});

export const { useEmailTemplatesQuery, useEmailTemplateQuery, useUpdateEmailTemplateMutation } = emailTemplatesApi;
