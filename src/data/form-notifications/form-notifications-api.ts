import type { FormNotificationValues } from '../../domain/form-notifications';
import type { FormNotification } from '../../domain/forms/form';
import { api, listTags, queryFnFrom } from '../api-slice';
import { lazyStore } from '../lazy-store';

const {
  addFormNotification,
  deleteFormNotification,
  fetchFormNotification,
  fetchFormNotifications,
  updateFormNotification,
} = lazyStore(() => import('./form-notifications-store'));

/** A form's notifications, tagged FormNotification (ids plus LIST); writes also refresh the form (its notificationIds). */
export const formNotificationsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    formNotifications: build.query<FormNotification[], string>({
      queryFn: queryFnFrom(fetchFormNotifications),
      providesTags: (result, _error, formId) => [{ type: 'Form', id: formId }, ...listTags('FormNotification', result)],
    }),
    formNotification: build.query<FormNotification, string>({
      queryFn: queryFnFrom(fetchFormNotification),
      providesTags: (_result, _error, notificationId) => [{ type: 'FormNotification', id: notificationId }],
    }),
    createFormNotification: build.mutation<FormNotification, { formId: string; values: FormNotificationValues }>({
      queryFn: queryFnFrom(({ formId, values }) => addFormNotification(formId, values)),
      invalidatesTags: (_result, _error, { formId }) => [{ type: 'Form', id: formId }, { type: 'FormNotification', id: 'LIST' }],
    }),
    updateFormNotification: build.mutation<FormNotification, { formId: string; notificationId: string; values: FormNotificationValues }>({
      queryFn: queryFnFrom(({ formId, notificationId, values }) => updateFormNotification(formId, notificationId, values)),
      invalidatesTags: (_result, _error, { formId, notificationId }) => [{ type: 'Form', id: formId }, ...listTags('FormNotification', [notificationId])],
    }),
    deleteFormNotification: build.mutation<null, { formId: string; notificationId: string }>({
      queryFn: queryFnFrom(({ formId, notificationId }) => deleteFormNotification(formId, notificationId)),
      invalidatesTags: (_result, _error, { formId, notificationId }) => [{ type: 'Form', id: formId }, ...listTags('FormNotification', [notificationId])],
    }),
  }),
});

export const {
  useFormNotificationsQuery,
  useFormNotificationQuery,
  useCreateFormNotificationMutation,
  useUpdateFormNotificationMutation,
  useDeleteFormNotificationMutation,
} = formNotificationsApi;
