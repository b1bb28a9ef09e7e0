import type { FormNotificationValues } from '../../domain/form-notifications';
import { api, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const formNotificationsStore = lazyStore(() => import('./form-notifications-store'));

/** A form's notifications, tagged FormNotification (ids plus LIST); writes also refresh the form (its notificationIds). */
export const formNotificationsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    formNotifications: query(formNotificationsStore.listFormNotifications, (result, _error, formId) => [
      { type: 'Form', id: formId },
      ...listTags('FormNotification', result),
    ]),
    formNotification: query(formNotificationsStore.getFormNotification, (_result, _error, notificationId) => [
      { type: 'FormNotification', id: notificationId },
    ]),
    createFormNotification: mutation(
      ({ formId, values }: { formId: string; values: FormNotificationValues }) =>
        formNotificationsStore.createFormNotification(formId, values),
      (_result, _error, { formId }) => [
        { type: 'Form', id: formId },
        { type: 'FormNotification', id: 'LIST' },
      ],
    ),
    updateFormNotification: mutation(
      ({
        formId,
        notificationId,
        values,
      }: {
        formId: string;
        notificationId: string;
        values: FormNotificationValues;
      }) => formNotificationsStore.updateFormNotification(formId, notificationId, values),
      (_result, _error, { formId, notificationId }) => [
        { type: 'Form', id: formId },
        ...listTags('FormNotification', [notificationId]),
      ],
    ),
    deleteFormNotification: mutation(
      ({ formId, notificationId }: { formId: string; notificationId: string }) =>
        formNotificationsStore.deleteFormNotification(formId, notificationId),
      (_result, _error, { formId, notificationId }) => [
        { type: 'Form', id: formId },
        ...listTags('FormNotification', [notificationId]),
      ],
    ),
  })),
});

export const {
  useFormNotificationsQuery,
  useFormNotificationQuery,
  useCreateFormNotificationMutation,
  useUpdateFormNotificationMutation,
  useDeleteFormNotificationMutation,
} = formNotificationsApi;
