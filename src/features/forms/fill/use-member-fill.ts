import { useMemo } from 'react';
import { useSessionUser } from '../../../data/session/use-session';
import { useSettings } from '../../../data/settings/settings-api';
import { useTeamQuery } from '../../../data/teams/teams-api';
import type { LogicContext } from '../../../domain/forms/logic';
import { useFormsAbility } from '../use-forms-ability';

export interface MemberFill {
  /** Who fills in, for the logic's custom, user and admin sources; undefined while the team loads. */
  context: LogicContext | undefined;
  /** The event's currency for item lists (variables settings). */
  currencyId: string | undefined;
  teamId: string;
}

/**
 * What a signed-in person fills forms in with: their team's custom fields and their own details
 * for the logic, whether they are an organiser, and the event's currency.
 */
export function useMemberFill(): MemberFill {
  const user = useSessionUser();
  const { canManageForms } = useFormsAbility();
  const team = useTeamQuery(user.teamId, { skip: !user.teamId });
  const variables = useSettings('variables');
  const teamLoaded = !user.teamId || !team.isLoading;
  const customFields = team.data?.customFields;
  const context = useMemo<LogicContext | undefined>(
    () =>
      teamLoaded
        ? {
            customFields: customFields ?? {},
            user: {
              teamId: user.teamId,
              teamTypeId: user.teamTypeId,
              standShareRole: user.standShareRole,
              role: user.role,
              email: user.email,
            },
            isAdmin: canManageForms,
          }
        : undefined,
    [
      teamLoaded,
      customFields,
      user.teamId,
      user.teamTypeId,
      user.standShareRole,
      user.role,
      user.email,
      canManageForms,
    ],
  );
  return { context, currencyId: variables.data?.currencyId, teamId: user.teamId };
}
