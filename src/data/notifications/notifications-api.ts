import type { EventNotification, NotificationValues, PublishOutcome } from '../../domain/notifications';
import { api, listTags, queryFnFrom, undoIfRejected } from '../api-slice';
import type { ReaderNotification } from './notifications-store';
import { lazyStore } from '../lazy-store';

const {
  deleteNotifications,
  getNotification,
  listNotifications,
  listReaderNotifications,
  publishNotification,
  saveNotification,
  sendTestEmail,
  setReadState,
} = lazyStore(() => import('./notifications-store'));

export const notificationsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    notifications: build.query<EventNotification[], void>({
      queryFn: queryFnFrom(listNotifications),
      providesTags: (result) => listTags('Notification', result),
    }),
    notification: build.query<EventNotification, string>({
      queryFn: queryFnFrom(getNotification),
      providesTags: (_result, _error, id) => [{ type: 'Notification', id }],
    }),
    /** A person's notifications, unread first (the /notifications screen and the bell). */
    readerNotifications: build.query<ReaderNotification[], { uid: string; seesAll: boolean }>({
      queryFn: queryFnFrom(listReaderNotifications),
      providesTags: (result) => listTags('Notification', result),
    }),
    updateReadState: build.mutation<null, { uid: string; notificationId: string; read: boolean }>({
      queryFn: queryFnFrom(setReadState),
      invalidatesTags: (_result, _error, { notificationId }) => [{ type: 'Notification', id: notificationId }],
    }),
    createNotification: build.mutation<EventNotification, { current?: EventNotification; values: NotificationValues }>({
      queryFn: queryFnFrom(saveNotification),
      invalidatesTags: (result) => listTags('Notification', result ? [result] : []),
    }),
    updateNotification: build.mutation<EventNotification, { current?: EventNotification; values: NotificationValues }>({
      queryFn: queryFnFrom(saveNotification),
      invalidatesTags: (result) => listTags('Notification', result ? [result] : []),
    }),
    publishNotification: build.mutation<PublishOutcome, string>({
      queryFn: queryFnFrom(publishNotification),
      invalidatesTags: (_result, _error, id) => listTags('Notification', [id]),
    }),
    deleteNotifications: build.mutation<null, string[]>({
      queryFn: queryFnFrom(deleteNotifications),
      invalidatesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    sendNotificationTestEmail: build.mutation<null, Parameters<typeof sendTestEmail>[0]>({
      queryFn: queryFnFrom(sendTestEmail),
    }),
  }),
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
