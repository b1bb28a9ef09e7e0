import { useMemo } from 'react';
import { useFormLogicCustomFieldsQuery } from '../../../data/forms/forms-api';
import { useSessionUser } from '../../../data/session/use-session';
import { useSettings } from '../../../data/settings/settings-api';
import { useTeamQuery } from '../../../data/teams/teams-api';
import { memberLogicContext, type LogicContext } from '../../../domain/forms/logic';

export interface MemberFill {
  /** Who fills in, for the logic's custom, user and admin sources; undefined while the team loads. */
  context: LogicContext | undefined;
  /** The event's currency for item lists (variables settings). */
  currencyId: string | undefined;
  teamId: string;
}

/**
 * What a signed-in person fills a form in with: their team's custom fields (with the admin-only
 * values the form's rules read, which the team cannot read itself) and their own details for the
 * logic, whether they are an organiser, and the event's currency.
 */
export function useMemberFill(formId: string): MemberFill {
  const user = useSessionUser();
  const team = useTeamQuery(user.teamId, { skip: !user.teamId });
  const adminOnly = useFormLogicCustomFieldsQuery({ formId, teamId: user.teamId }, { skip: !user.teamId });
  const variables = useSettings('variables');
  // A failed look-up of admin-only values leaves those rules reading empty rather than the screen waiting.
  const loaded = !user.teamId || (!team.isLoading && !adminOnly.isLoading);
  const context = useMemo<LogicContext | undefined>(
    () =>
      loaded
        ? memberLogicContext({ teamId: user.teamId, email: user.email, role: user.role }, team.data, {
            outcomes: adminOnly.data,
          })
        : undefined,
    [loaded, team.data, adminOnly.data, user.teamId, user.email, user.role],
  );
  return { context, currencyId: variables.data?.currencyId, teamId: user.teamId };
}
