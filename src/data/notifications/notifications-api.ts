import type { EventNotification } from '../../domain/notifications';
import { api, listTags, undoIfRejected, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const notificationsStore = lazyStore(() => import('./notifications-store'));

const notificationSaved = (result: EventNotification | undefined) => listTags('Notification', result ? [result] : []);

export const notificationsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation, live }) => ({
    notifications: query(notificationsStore.listNotifications, (result) => listTags('Notification', result)),
    notification: query(notificationsStore.getNotification, (_result, _error, id) => [{ type: 'Notification', id }]),
    /** A person's notifications, unread first, live (the /notifications screen and the bell). */
    readerNotifications: live(notificationsStore.listenReaderNotifications, (result) =>
      listTags('Notification', result),
    ),
    updateReadState: mutation(notificationsStore.updateReadState, (_result, _error, { notificationId }) => [
      { type: 'Notification', id: notificationId },
    ]),
    createNotification: mutation(notificationsStore.createNotification, notificationSaved),
    updateNotification: mutation(notificationsStore.updateNotification, notificationSaved),
    publishNotification: mutation(notificationsStore.publishNotification, (_result, _error, id) =>
      listTags('Notification', [id]),
    ),
    deleteNotifications: mutation(notificationsStore.deleteNotifications, [{ type: 'Notification', id: 'LIST' }]),
    sendNotificationTestEmail: mutation(notificationsStore.sendTestEmail),
  })),
});

/** Marking a notification read or unread shows at once (the bell's count too), taken back if the write fails. */
notificationsApi.enhanceEndpoints({
  endpoints: {
    updateReadState: {
      onQueryStarted({ uid, notificationId, read }, { dispatch, getState, queryFulfilled }) {
        const patches = notificationsApi.util
          .selectCachedArgsForQuery(getState(), 'readerNotifications')
          .filter((reader) => reader.uid === uid)
          .map((reader) =>
            dispatch(
              notificationsApi.util.updateQueryData('readerNotifications', reader, (notifications) => {
                const changed = notifications.find((each) => each.id === notificationId);
                if (changed) changed.isUnread = !read;
              }),
            ),
          );
        return undoIfRejected(patches, queryFulfilled);
      },
    },
  },
});

export const {
  useNotificationsQuery,
  useNotificationQuery,
  useReaderNotificationsQuery,
  useUpdateReadStateMutation,
  useCreateNotificationMutation,
  useUpdateNotificationMutation,
  usePublishNotificationMutation,
  useDeleteNotificationsMutation,
  useSendNotificationTestEmailMutation,
} = notificationsApi;
