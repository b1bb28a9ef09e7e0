import { sessionTaskViewer, type SessionUser } from '../../../../data/session/session-state';
import { useSettings } from '../../../../data/settings/settings-api';
import { useEventTimeZone } from '../../../../data/settings/use-event-time-zone';
import { useTeamTaskStatusesQuery, useViewableTasksQuery } from '../../../../data/tasks/tasks-api';
import type { Card as DashboardCard } from '../../../../domain/cards';
import { DEFAULT_DUE_SOON_DAYS } from '../../../../domain/constants';
import {
  sortTasksByDueDate,
  TASK_DISPLAY_STATUS_LABELS,
  taskDisplayStatus,
  type TaskDisplayStatus,
} from '../../../../domain/tasks';
import { CardFrame, cardStatus, Preview } from './card-frame';

/** A task's urgency for the card; a task with a date that cannot be read is left out. */
function urgencyOrNone(run: () => TaskDisplayStatus): TaskDisplayStatus | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

export default function TasksCard({ card, user }: { card: DashboardCard; user: SessionUser }) {
  const tasks = useViewableTasksQuery(sessionTaskViewer(user));
  const statuses = useTeamTaskStatusesQuery(user.teamId, { skip: !user.teamId });
  const dueSoonDays = useSettings('variables').data?.dueSoonDays ?? DEFAULT_DUE_SOON_DAYS;
  const timeZone = useEventTimeZone();
  const now = new Date();
  const urgent = sortTasksByDueDate(tasks.data ?? []).flatMap((task) => {
    const status = statuses.data?.find((candidate) => candidate.taskId === task.id);
    const urgency = urgencyOrNone(() => taskDisplayStatus(status, task, now, dueSoonDays, timeZone));
    return urgency === 'overdue' || urgency === 'dueSoon'
      ? [`${task.title} — ${TASK_DISPLAY_STATUS_LABELS[urgency]}`]
      : [];
  });
  const ready = tasks.data !== undefined && (!user.teamId || statuses.data !== undefined);
  return (
    <CardFrame card={card} status={cardStatus(ready, tasks.error ?? statuses.error)} figure={urgent.length}>
      <Preview items={urgent} empty="Nothing due soon or overdue." />
    </CardFrame>
  );
}
