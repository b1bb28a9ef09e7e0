import { Link } from 'react-router';
import { useSessionUser } from '../data/session/use-session';
import { NOTIFICATION_TEAM_LIMIT, TOO_MANY_NOTIFICATION_TEAMS } from '../domain/notifications';
import { buildPath, canAccess, routeById } from '../domain/routes';
import { Button } from './bootstrap/button';
import { Icon } from './icon';

/** The new-notification screen's query parameter naming the teams it starts addressed to. */
const TEAMS_PARAM = 'teams';

/** The new-notification screen, addressed to these teams. */
export function messageTeamsPath(teamIds: readonly string[]): string {
  return `${buildPath('addNotification')}?${new URLSearchParams({ [TEAMS_PARAM]: teamIds.join(',') })}`;
}

/** The teams the new-notification screen was opened for (none unless "Message these teams" opened it). */
export function teamsToMessage(query: URLSearchParams): string[] {
  const teamIds = (query.get(TEAMS_PARAM) ?? '').split(',').filter(Boolean);
  return [...new Set(teamIds)].slice(0, NOTIFICATION_TEAM_LIMIT);
}

/**
 * "Message these teams": opens the new-notification screen addressed to the teams given (a list's
 * selection, a report's rows), for those who may write notifications; more teams than one
 * notification takes, it says so instead.
 */
export function MessageTeamsButton({ teamIds }: { teamIds: readonly string[] }) {
  const { role } = useSessionUser();
  if (!canAccess(routeById('addNotification'), role)) return null;
  const label = (
    <>
      <Icon name="send" className="me-1" />
      Message these teams
    </>
  );
  if (teamIds.length === 0 || teamIds.length > NOTIFICATION_TEAM_LIMIT)
    return (
      <Button
        size="sm"
        variant="outline-primary"
        disabled
        title={teamIds.length === 0 ? 'No team is listed.' : TOO_MANY_NOTIFICATION_TEAMS}
      >
        {label}
      </Button>
    );
  return (
    <Link to={messageTeamsPath(teamIds)} className="btn btn-sm btn-outline-primary">
      {label}
    </Link>
  );
}
