import { useMemo } from 'react';
import { useNotificationsQuery, useReaderNotificationsQuery } from '../../data/notifications/notifications-api';
import { sessionTaskViewer } from '../../data/session/session-state';
import { useSessionUser } from '../../data/session/use-session';
import { useSettings } from '../../data/settings/settings-api';
import { useEventTimeZone } from '../../data/settings/use-event-time-zone';
import { useTeamTaskStatusesQuery, useViewableTasksQuery } from '../../data/tasks/tasks-api';
import { DEFAULT_DUE_SOON_DAYS } from '../../domain/constants';
import { isPublished } from '../../domain/notifications';
import { timelineEntries } from '../../domain/time-table';
import { useTimeTableAbility } from './use-time-table-ability';

/**
 * The person's time table: the event's dates and launch date, the tasks their team sees with the
 * team's status, and notifications (scheduled and published for those who manage them; the ones
 * that reached them for everyone else: the rules keep unpublished ones from teams).
 */
export function useTimeTable() {
  const person = useSessionUser();
  const { seesScheduledNotifications } = useTimeTableAbility();
  const event = useSettings('event');
  const timeZone = useEventTimeZone();
  const variables = useSettings('variables');
  const tasks = useViewableTasksQuery(sessionTaskViewer(person));
  const statuses = useTeamTaskStatusesQuery(person.teamId, { skip: !person.teamId });
  const allNotifications = useNotificationsQuery(undefined, { skip: !seesScheduledNotifications });
  const received = useReaderNotificationsQuery(
    { uid: person.uid, seesAll: false },
    { skip: seesScheduledNotifications },
  );
  const notifications = seesScheduledNotifications ? allNotifications : received;

  const entries = useMemo(() => {
    // A team's statuses too: drawn without them, a completed task would show as due for a moment.
    if (!event.data || !tasks.data || !notifications.data || (person.teamId && !statuses.data)) return undefined;
    const statusByTask = new Map((statuses.data ?? []).map((status) => [status.taskId, status]));
    return timelineEntries({
      event: event.data,
      tasks: tasks.data,
      statusOf: (taskId) => statusByTask.get(taskId),
      notifications: notifications.data.filter(
        (notification) => notification.status === 'scheduled' || isPublished(notification.status),
      ),
      now: new Date(),
      dueSoonDays: variables.data?.dueSoonDays ?? DEFAULT_DUE_SOON_DAYS,
      timeZone,
    });
  }, [event.data, tasks.data, statuses.data, notifications.data, variables.data, timeZone, person.teamId]);

  const error = event.error ?? tasks.error ?? notifications.error ?? statuses.error;
  return { entries, error, isLoading: !entries && !error };
}
