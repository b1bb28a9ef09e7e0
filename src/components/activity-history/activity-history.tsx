import { useState } from 'react';
import { useActivityPageQuery } from '../../data/activity/activity-api';
import type { ActivityCursor, ActivityPageRequest } from '../../data/activity/activity-store';
import { useSessionUser } from '../../data/session/use-session';
import { useEventTimeZone } from '../../data/settings/use-event-time-zone';
import { useTasksQuery } from '../../data/tasks/tasks-api';
import { useTeamsQuery } from '../../data/teams/teams-api';
import { ACTIVITY_VERB_LABELS, type ActivityEntry } from '../../domain/activity';
import { formatDateTime } from '../../domain/event-time';
import { hasRole } from '../../domain/roles';
import { Button } from '../bootstrap/button';
import { Card } from '../bootstrap/card';
import { LoadingOrError } from '../loading-or-error';

type Subject = ActivityPageRequest['subject'];

/** What an entry was about, as the history of `subject` names it (the subject itself is "the task" / "the team"). */
function entryTarget(entry: ActivityEntry, subject: Subject, names: ReadonlyMap<string, string>): string {
  if (entry.entityKind !== 'taskStatus') return subject.kind === 'team' ? 'the team' : 'the task';
  const otherId = subject.kind === 'team' ? entry.taskId : entry.teamId;
  return `for ${names.get(otherId) ?? (subject.kind === 'team' ? 'a deleted task' : 'a deleted team')}`;
}

function ActivityPage({
  subject,
  after,
  isLast,
  names,
  onOlder,
}: {
  subject: Subject;
  after?: ActivityCursor;
  isLast: boolean;
  names: ReadonlyMap<string, string>;
  onOlder: (next: ActivityCursor) => void;
}) {
  const zone = useEventTimeZone();
  const page = useActivityPageQuery({ subject, after }, { refetchOnMountOrArgChange: true });
  if (!page.data)
    return (
      <li className="list-group-item px-0">
        <LoadingOrError isLoading={page.isLoading} error={page.error} rows={3} />
      </li>
    );
  const { entries, next } = page.data;
  if (!after && entries.length === 0)
    return <li className="list-group-item px-0 text-body-secondary small">No activity yet.</li>;
  return (
    <>
      {entries.map((entry) => (
        <li key={entry.id} className="list-group-item px-0 d-flex flex-wrap column-gap-3">
          <time dateTime={entry.at} className="small text-body-secondary text-nowrap">
            {formatDateTime(entry.at, zone)}
          </time>
          <span className="flex-grow-1">
            <strong>{entry.actorName || 'Someone'}</strong> {ACTIVITY_VERB_LABELS[entry.verb]}{' '}
            {entryTarget(entry, subject, names)}
            {entry.summary !== '-' && <span className="d-block small text-body-secondary">{entry.summary}</span>}
          </span>
        </li>
      ))}
      {isLast && next && (
        <li className="list-group-item px-0 border-0">
          <Button size="sm" variant="outline-secondary" onClick={() => onOlder(next)}>
            Show older
          </Button>
        </li>
      )}
    </>
  );
}

/**
 * The History of a task (its changes and its teams' statuses) or of a team, newest first, a page at
 * a time, in the event's time zone. Admins only: the rules refuse everyone else, so others see nothing.
 */
export function ActivityHistory({ subject }: { subject: Subject }) {
  const { role } = useSessionUser();
  const isAdmin = hasRole(role, 'admin');
  const [cursors, setCursors] = useState<(ActivityCursor | undefined)[]>([undefined]);
  const teams = useTeamsQuery(undefined, { skip: !isAdmin || subject.kind !== 'task' });
  const tasks = useTasksQuery(undefined, { skip: !isAdmin || subject.kind !== 'team' });
  if (!isAdmin) return null;
  const names = new Map<string, string>([
    ...(teams.data ?? []).map((team) => [team.id, team.name] as const),
    ...(tasks.data ?? []).map((task) => [task.id, task.title] as const),
  ]);
  return (
    <Card as="section" className="mt-4" aria-labelledby="activity-history-title">
      <Card.Header>
        <h2 id="activity-history-title" className="h6 mb-0">
          History
        </h2>
      </Card.Header>
      <Card.Body>
        <ol className="list-group list-group-flush mb-0">
          {cursors.map((after, index) => (
            <ActivityPage
              key={after?.id ?? 'newest'}
              subject={subject}
              after={after}
              isLast={index === cursors.length - 1}
              names={names}
              onOlder={(next) => setCursors((shown) => [...shown, next])}
            />
          ))}
        </ol>
      </Card.Body>
    </Card>
  );
}
