import type { Field } from '../../domain/forms/field';
import type { FormSettingsInput } from '../../domain/forms/form';
import type { LogicMap } from '../../domain/forms/logic';
import type { Submission } from '../../domain/forms/submission';
import { api, listTags, storeEndpoints } from '../api-slice';
import type { ConfirmationValues } from './forms-store';
import type { GuestSubmissionInput, SubmissionInput } from './submissions-store';
import { lazyStore } from '../lazy-store';

const formNotificationsStore = lazyStore(() => import('../form-notifications/form-notifications-store'));
const formsStore = lazyStore(() => import('./forms-store'));
const submissionsStore = lazyStore(() => import('./submissions-store'));

const formList = { type: 'Form', id: 'LIST' } as const;
const submissionList = { type: 'Submission', id: 'LIST' } as const;

/**
 * Stores a team's answers (each file's upload progress comes through onProgress; the screen keeps
 * it in its own state). Once stored, the server mails the form's notifications that are due.
 */
async function storeSubmission({
  input,
  onProgress,
}: {
  input: SubmissionInput;
  onProgress?: (file: File, percent: number) => void;
}): Promise<Submission> {
  const stored = await submissionsStore.saveSubmission(input, onProgress);
  formNotificationsStore.notifySubmitted(stored);
  return stored;
}
/** A guest's answers; the server mails the form's notifications that are due. */
async function storeGuestSubmission(input: GuestSubmissionInput): Promise<{ submissionId: string }> {
  const stored = await submissionsStore.createGuestSubmission(input);
  formNotificationsStore.notifyGuestSubmitted(stored.submissionId);
  return stored;
}
const submissionStored = (result: Submission | undefined) => [
  ...listTags('Submission', result ? [result] : []),
  { type: 'TaskStatus' as const, id: 'LIST' },
];

/**
 * Forms, their fields, confirmations and submissions. Tagged Form / Field / Confirmation /
 * Submission with ids plus LIST; a submission also refreshes task statuses (the task link).
 */
export const formsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    forms: query(formsStore.listForms, (result) => listTags('Form', result)),
    openForms: query(formsStore.listOpenForms, (result) => listTags('Form', result)),
    form: query(formsStore.getForm, (_result, _error, formId) => [{ type: 'Form', id: formId }]),
    /** A form with its fields and the groups its templates place: what the renderer and the builder load. */
    loadedForm: query(formsStore.getLoadedForm, (result, _error, formId) => [
      { type: 'Form', id: formId },
      ...listTags('Field', result?.definition.fields),
      { type: 'FieldGroup', id: 'LIST' },
    ]),
    /** The same for a guest: only while the form is public ('Form is not public'). */
    guestForm: query(formsStore.getLoadedGuestForm, (_result, _error, formId) => [{ type: 'Form', id: formId }]),
    createForm: mutation(formsStore.createForm, [formList]),
    updateFormSettings: mutation(
      ({ formId, settings }: { formId: string; settings: FormSettingsInput }) =>
        formsStore.updateFormSettings(formId, settings),
      (_result, _error, { formId }) => listTags('Form', [formId]),
    ),
    updateFormFields: mutation(
      ({ formId, fields, logicMap }: { formId: string; fields: Field[]; logicMap: LogicMap }) =>
        formsStore.updateFormFields(formId, fields, logicMap),
      (_result, _error, { formId }) => [
        { type: 'Form', id: formId },
        { type: 'Field', id: 'LIST' },
        { type: 'FieldGroup', id: 'LIST' },
      ],
    ),
    updateFormsArchived: mutation(
      ({ formIds, isArchived }: { formIds: string[]; isArchived: boolean }) =>
        formsStore.updateFormsArchived(formIds, isArchived),
      (_result, _error, { formIds }) => listTags('Form', formIds),
    ),
    duplicateForm: mutation(formsStore.duplicateForm, [
      formList,
      { type: 'FieldGroup', id: 'LIST' },
      { type: 'Webhook', id: 'LIST' },
    ]),
    deleteForms: mutation(formsStore.deleteForms, (_result, _error, formIds) => [
      ...listTags('Form', formIds),
      submissionList,
      { type: 'FieldGroup', id: 'LIST' },
    ]),

    confirmations: query(formsStore.listConfirmations, (result, _error, formId) => [
      { type: 'Form', id: formId },
      ...listTags('Confirmation', result),
    ]),
    confirmation: query(formsStore.getConfirmation, (_result, _error, confirmationId) => [
      { type: 'Confirmation', id: confirmationId },
    ]),
    createConfirmation: mutation(
      ({ formId, values }: { formId: string; values: ConfirmationValues }) =>
        formsStore.createConfirmation(formId, values),
      (_result, _error, { formId }) => [
        { type: 'Form', id: formId },
        { type: 'Confirmation', id: 'LIST' },
      ],
    ),
    updateConfirmation: mutation(
      ({ formId, confirmationId, values }: { formId: string; confirmationId: string; values: ConfirmationValues }) =>
        formsStore.updateConfirmation(formId, confirmationId, values),
      (_result, _error, { formId }) => [
        { type: 'Form', id: formId },
        { type: 'Confirmation', id: 'LIST' },
      ],
    ),
    deleteConfirmation: mutation(
      ({ formId, confirmationId }: { formId: string; confirmationId: string }) =>
        formsStore.deleteConfirmation(formId, confirmationId),
      (_result, _error, { formId, confirmationId }) => [
        { type: 'Form', id: formId },
        ...listTags('Confirmation', [confirmationId]),
      ],
    ),

    /** Sent submissions and drafts per form, counted by query: forms keep no list of them. */
    submissionCounts: query(submissionsStore.getSubmissionCounts, [submissionList]),
    formSubmissions: query(submissionsStore.listFormSubmissions, (result) => listTags('Submission', result)),
    teamSubmissions: query(
      ({ teamId, formId }: { teamId: string; formId?: string }) => submissionsStore.listTeamSubmissions(teamId, formId),
      (result) => listTags('Submission', result),
    ),
    submission: query(submissionsStore.getSubmission, (_result, _error, submissionId) => [
      { type: 'Submission', id: submissionId },
    ]),
    createSubmission: mutation(storeSubmission, submissionStored),
    updateSubmission: mutation(storeSubmission, submissionStored),
    /** A guest's answers through addGuestSubmissionPublic ('Form is not public' when it is not). */
    createGuestSubmission: mutation(storeGuestSubmission, [submissionList]),
    /** Entries a capped form has taken (for the screens that say it is full). */
    formEntryCount: query(submissionsStore.getFormEntryCount, [submissionList]),
    /** A guest's answers so far, with a resume link emailed to them. */
    createGuestDraft: mutation(submissionsStore.saveGuestDraft),
    updateGuestDraft: mutation(submissionsStore.saveGuestDraft),
    /** The answers of a guest's resume link (/guests/forms/{formId}?draft={token}). */
    guestDraft: query(submissionsStore.getGuestDraft),
    /** What a team's admin-only custom fields hold that the form's rules read (for the logic only). */
    formLogicCustomFields: query(submissionsStore.getFormLogicCustomFields, (_result, _error, { formId, teamId }) => [
      { type: 'Form', id: formId },
      { type: 'Team', id: teamId },
    ]),
    deleteSubmission: mutation(submissionsStore.deleteSubmission, (_result, _error, submissionId) => [
      ...listTags('Submission', [submissionId]),
      { type: 'TaskStatus', id: 'LIST' },
    ]),
  })),
});

export const {
  useFormsQuery,
  useOpenFormsQuery,
  useFormQuery,
  useLoadedFormQuery,
  useGuestFormQuery,
  useFormEntryCountQuery,
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
  useSubmissionQuery,
  useCreateSubmissionMutation,
  useUpdateSubmissionMutation,
  useCreateGuestSubmissionMutation,
  useCreateGuestDraftMutation,
  useUpdateGuestDraftMutation,
  useGuestDraftQuery,
  useFormLogicCustomFieldsQuery,
  useDeleteSubmissionMutation,
} = formsApi;

/** The export of a form's submissions as a CSV or XLSX file, built by the submissions store's code (loaded apart from the screen's). */
export const submissionReportFile = submissionsStore.submissionReportFile;
