import type { Field } from '../../domain/forms/field';
import type { Confirmation, Form, FormSettings } from '../../domain/forms/form';
import type { LogicMap } from '../../domain/forms/logic';
import type { Submission } from '../../domain/forms/submission';
import { api, listTags, queryFnFrom } from '../api-slice';
import type { ConfirmationValues, LoadedForm } from './forms-store';
import type { GuestSubmissionInput, SubmissionInput } from './submissions-store';
import { lazyStore } from '../lazy-store';

const { notifyGuestSubmitted, notifySubmitted } = lazyStore(() => import('../form-notifications/form-notifications-store'));
const {
  addConfirmation,
  addForm,
  deleteConfirmation,
  deleteForms,
  duplicateForm,
  fetchConfirmation,
  fetchConfirmations,
  fetchForm,
  fetchForms,
  fetchLoadedForm,
  fetchLoadedGuestForm,
  fetchOpenForms,
  saveFormFields,
  setFormsArchived,
  updateConfirmation,
  updateFormSettings,
} = lazyStore(() => import('./forms-store'));
const {
  addGuestSubmission,
  deleteSubmission,
  fetchGuestDraft,
  fetchFormSubmissions,
  fetchSubmission,
  fetchSubmissionCounts,
  fetchTeamDraft,
  fetchTeamSubmissions,
  saveGuestDraft,
  saveSubmission,
} = lazyStore(() => import('./submissions-store'));

const formList = { type: 'Form', id: 'LIST' } as const;
const submissionList = { type: 'Submission', id: 'LIST' } as const;

/**
 * Forms, their fields, confirmations and submissions. Tagged Form / Field / Confirmation /
 * Submission with ids plus LIST; a submission also refreshes task statuses (the task link).
 */
export const formsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    forms: build.query<Form[], void>({
      queryFn: queryFnFrom(fetchForms),
      providesTags: (result) => listTags('Form', result),
    }),
    openForms: build.query<Form[], void>({
      queryFn: queryFnFrom(fetchOpenForms),
      providesTags: (result) => listTags('Form', result),
    }),
    form: build.query<Form, string>({
      queryFn: queryFnFrom(fetchForm),
      providesTags: (_result, _error, formId) => [{ type: 'Form', id: formId }],
    }),
    /** A form with its fields and the groups its templates place: what the renderer and the builder load. */
    loadedForm: build.query<LoadedForm, string>({
      queryFn: queryFnFrom(fetchLoadedForm),
      providesTags: (result, _error, formId) => [{ type: 'Form', id: formId }, ...listTags('Field', result?.definition.fields), { type: 'FieldGroup', id: 'LIST' }],
    }),
    /** The same for a guest: only while the form is public ('Form is not public'). */
    guestForm: build.query<LoadedForm, string>({
      queryFn: queryFnFrom(fetchLoadedGuestForm),
      providesTags: (_result, _error, formId) => [{ type: 'Form', id: formId }],
    }),
    createForm: build.mutation<Form, FormSettings>({
      queryFn: queryFnFrom(addForm),
      invalidatesTags: [formList],
    }),
    updateFormSettings: build.mutation<Form, { formId: string; settings: FormSettings }>({
      queryFn: queryFnFrom(({ formId, settings }) => updateFormSettings(formId, settings)),
      invalidatesTags: (_result, _error, { formId }) => listTags('Form', [formId]),
    }),
    updateFormFields: build.mutation<Form, { formId: string; fields: Field[]; logicMap: LogicMap }>({
      queryFn: queryFnFrom(({ formId, fields, logicMap }) => saveFormFields(formId, fields, logicMap)),
      invalidatesTags: (_result, _error, { formId }) => [{ type: 'Form', id: formId }, { type: 'Field', id: 'LIST' }, { type: 'FieldGroup', id: 'LIST' }],
    }),
    updateFormsArchived: build.mutation<null, { formIds: string[]; isArchived: boolean }>({
      queryFn: queryFnFrom(({ formIds, isArchived }) => setFormsArchived(formIds, isArchived)),
      invalidatesTags: (_result, _error, { formIds }) => listTags('Form', formIds),
    }),
    duplicateForm: build.mutation<Form, string>({
      queryFn: queryFnFrom(duplicateForm),
      invalidatesTags: [formList, { type: 'FieldGroup', id: 'LIST' }],
    }),
    deleteForms: build.mutation<null, string[]>({
      queryFn: queryFnFrom(deleteForms),
      invalidatesTags: (_result, _error, formIds) => [...listTags('Form', formIds), submissionList, { type: 'FieldGroup', id: 'LIST' }],
    }),

    confirmations: build.query<Confirmation[], string>({
      queryFn: queryFnFrom(fetchConfirmations),
      providesTags: (result, _error, formId) => [{ type: 'Form', id: formId }, ...listTags('Confirmation', result)],
    }),
    confirmation: build.query<Confirmation, string>({
      queryFn: queryFnFrom(fetchConfirmation),
      providesTags: (_result, _error, confirmationId) => [{ type: 'Confirmation', id: confirmationId }],
    }),
    createConfirmation: build.mutation<Confirmation, { formId: string; values: ConfirmationValues }>({
      queryFn: queryFnFrom(({ formId, values }) => addConfirmation(formId, values)),
      invalidatesTags: (_result, _error, { formId }) => [{ type: 'Form', id: formId }, { type: 'Confirmation', id: 'LIST' }],
    }),
    updateConfirmation: build.mutation<Confirmation, { formId: string; confirmationId: string; values: ConfirmationValues }>({
      queryFn: queryFnFrom(({ formId, confirmationId, values }) => updateConfirmation(formId, confirmationId, values)),
      invalidatesTags: (_result, _error, { formId }) => [{ type: 'Form', id: formId }, { type: 'Confirmation', id: 'LIST' }],
    }),
    deleteConfirmation: build.mutation<null, { formId: string; confirmationId: string }>({
      queryFn: queryFnFrom(({ formId, confirmationId }) => deleteConfirmation(formId, confirmationId)),
      invalidatesTags: (_result, _error, { formId, confirmationId }) => [{ type: 'Form', id: formId }, ...listTags('Confirmation', [confirmationId])],
    }),

    /** Submissions (drafts included) per form, counted by query: forms keep no list of them. */
    submissionCounts: build.query<Record<string, number>, readonly string[]>({
      queryFn: queryFnFrom(fetchSubmissionCounts),
      providesTags: [submissionList],
    }),
    formSubmissions: build.query<Submission[], string>({
      queryFn: queryFnFrom(fetchFormSubmissions),
      providesTags: (result) => listTags('Submission', result),
    }),
    teamSubmissions: build.query<Submission[], { teamId: string; formId?: string }>({
      queryFn: queryFnFrom(({ teamId, formId }) => fetchTeamSubmissions(teamId, formId)),
      providesTags: (result) => listTags('Submission', result),
    }),
    teamDraft: build.query<Submission | null, { teamId: string; formId: string }>({
      queryFn: queryFnFrom(async ({ teamId, formId }) => (await fetchTeamDraft(teamId, formId)) ?? null),
      providesTags: (result) => listTags('Submission', result ? [result] : []),
    }),
    submission: build.query<Submission, string>({
      queryFn: queryFnFrom(fetchSubmission),
      providesTags: (_result, _error, submissionId) => [{ type: 'Submission', id: submissionId }],
    }),
    /** Progress of the uploads comes through onProgress; the screen keeps it in its own state. */
    createSubmission: build.mutation<Submission, { input: SubmissionInput; onProgress?: (percent: number) => void }>({
      // Once stored, the server mails the form's notifications that are due.
      queryFn: queryFnFrom(async ({ input, onProgress }: { input: SubmissionInput; onProgress?: (percent: number) => void }): Promise<Submission> => {
        const stored = await saveSubmission(input, onProgress);
        notifySubmitted(stored);
        return stored;
      }),
      invalidatesTags: (result) => [...listTags('Submission', result ? [result] : []), { type: 'TaskStatus', id: 'LIST' }],
    }),
    updateSubmission: build.mutation<Submission, { input: SubmissionInput; onProgress?: (percent: number) => void }>({
      // Once stored, the server mails the form's notifications that are due.
      queryFn: queryFnFrom(async ({ input, onProgress }: { input: SubmissionInput; onProgress?: (percent: number) => void }): Promise<Submission> => {
        const stored = await saveSubmission(input, onProgress);
        notifySubmitted(stored);
        return stored;
      }),
      invalidatesTags: (result) => [...listTags('Submission', result ? [result] : []), { type: 'TaskStatus', id: 'LIST' }],
    }),
    /** A guest's answers through addGuestSubmissionPublic ('Form is not public' when it is not). */
    createGuestSubmission: build.mutation<{ submissionId: string }, GuestSubmissionInput>({
      queryFn: queryFnFrom(async (input: GuestSubmissionInput): Promise<{ submissionId: string }> => {
        const stored = await addGuestSubmission(input);
        notifyGuestSubmitted(stored.submissionId);
        return stored;
      }),
      invalidatesTags: [submissionList],
    }),
    /** A guest's answers so far, with a resume link e-mailed to them. */
    createGuestDraft: build.mutation<null, { formId: string; email: string; values: Record<string, unknown>; draftToken?: string }>({
      queryFn: queryFnFrom(saveGuestDraft),
    }),
    updateGuestDraft: build.mutation<null, { formId: string; email: string; values: Record<string, unknown>; draftToken?: string }>({
      queryFn: queryFnFrom(saveGuestDraft),
    }),
    /** The answers of a guest's resume link (/guests/forms/{formId}?draft={token}). */
    guestDraft: build.query<Record<string, unknown>, { formId: string; draftToken: string }>({
      queryFn: queryFnFrom(fetchGuestDraft),
    }),
    deleteSubmission: build.mutation<null, string>({
      queryFn: queryFnFrom(deleteSubmission),
      invalidatesTags: (_result, _error, submissionId) => [...listTags('Submission', [submissionId]), { type: 'TaskStatus', id: 'LIST' }],
    }),
  }),
});

export const {
  useFormsQuery,
  useOpenFormsQuery,
  useFormQuery,
  useLoadedFormQuery,
  useGuestFormQuery,
  useCreateFormMutation,
  useUpdateFormSettingsMutation,
  useUpdateFormFieldsMutation,
  useUpdateFormsArchivedMutation,
  useDuplicateFormMutation,
  useDeleteFormsMutation,
  useConfirmationsQuery,
  useConfirmationQuery,
  useCreateConfirmationMutation,
  useUpdateConfirmationMutation,
  useDeleteConfirmationMutation,
  useSubmissionCountsQuery,
  useFormSubmissionsQuery,
  useTeamSubmissionsQuery,
  useTeamDraftQuery,
  useSubmissionQuery,
  useCreateSubmissionMutation,
  useUpdateSubmissionMutation,
  useCreateGuestSubmissionMutation,
  useCreateGuestDraftMutation,
  useUpdateGuestDraftMutation,
  useGuestDraftQuery,
  useDeleteSubmissionMutation,
} = formsApi;
