import { useEffect, useState } from 'react';
import { Button } from '../../../components/bootstrap/button';
import { Form } from '../../../components/bootstrap/form';
import { Icon } from '../../../components/icon';
import { useTeamsByIdsQuery, useTeamsByNameQuery } from '../../../data/teams/teams-api';
import { NOTIFICATION_TEAM_LIMIT, TOO_MANY_NOTIFICATION_TEAMS } from '../../../domain/notifications';

/** How long typing pauses before the team search asks, so a name typed quickly is one read, not one a letter. */
const SEARCH_PAUSE_MS = 250;

export interface NotificationTeamsFieldProps {
  teamIds: readonly string[];
  onChange: (teamIds: string[]) => void;
}

/**
 * The teams a notification is addressed to by name: each chosen team by name with a way to remove
 * it, and a search by the start of a name to add one (a few teams are read, never the whole list).
 */
export function NotificationTeamsField({ teamIds, onChange }: NotificationTeamsFieldProps) {
  const chosen = useTeamsByIdsQuery([...teamIds], { skip: teamIds.length === 0 });
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const found = useTeamsByNameQuery(asked, { skip: asked === '' });
  const names = new Map((chosen.data ?? []).map((team) => [team.id, team.name]));
  const nameOf = (teamId: string) => names.get(teamId) ?? (chosen.isFetching ? 'Loading…' : 'Removed team');
  const full = teamIds.length >= NOTIFICATION_TEAM_LIMIT;
  const matches = (found.data ?? []).filter((team) => !teamIds.includes(team.id));

  const add = (teamId: string) => {
    onChange([...teamIds, teamId]);
    setSearch('');
    setAsked('');
  };

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">Teams</legend>
      <div className="form-text mt-0 mb-2">Chosen teams see it, as well as the team types ticked below.</div>
      {teamIds.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label="Chosen teams">
          {teamIds.map((teamId) => (
            <li key={teamId} className="notification-team-chip">
              <span className="text-truncate">{nameOf(teamId)}</span>
              <Button
                variant="link"
                size="sm"
                className="p-0 ms-1 text-body-secondary"
                aria-label={`Remove ${nameOf(teamId)}`}
                title="Remove"
                onClick={() => onChange(teamIds.filter((id) => id !== teamId))}
              >
                <Icon name="x-lg" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form.Control
        id="notification-team-search"
        type="search"
        aria-label="Add a team"
        placeholder="Add a team: type the start of its name"
        autoComplete="off"
        value={search}
        disabled={full}
        onChange={(event) => setSearch(event.target.value)}
      />
      {full && <div className="form-text">{TOO_MANY_NOTIFICATION_TEAMS}</div>}
      {asked !== '' && !full && (
        <div className="list-group list-group-flush small mt-1" role="group" aria-label="Teams found">
          {found.isFetching && !found.data ? (
            <div className="list-group-item text-body-secondary">Searching…</div>
          ) : matches.length === 0 ? (
            <div className="list-group-item text-body-secondary">No other team’s name starts with “{asked}”.</div>
          ) : (
            matches.map((team) => (
              <button
                key={team.id}
                type="button"
                className="list-group-item list-group-item-action"
                onClick={() => add(team.id)}
              >
                <Icon name="plus-lg" className="me-1" />
                {team.name}
              </button>
            ))
          )}
        </div>
      )}
    </fieldset>
  );
}
