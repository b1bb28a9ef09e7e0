import { useState } from 'react';
import { Card } from '../../../components/bootstrap/card';
import { Form } from '../../../components/bootstrap/form';
import { Placeholder } from '../../../components/bootstrap/placeholder';
import { Link } from 'react-router';
import { DEFAULT_TEAM_MEMBER_LIMIT } from '../../../domain/constants';
import { buildPath } from '../../../domain/routes';
import { teamTypeFormSchema, teamTypeTeamOptions, type TeamType, type TeamTypeForm } from '../../../domain/team-type';
import { useSettings } from '../../../data/settings/settings-api';
import { useTeamTypesQuery } from '../../../data/team-types/team-types-api';
import { useTeamsQuery } from '../../../data/teams/teams-api';
import { useSingleSubmit } from '../../../components/use-single-submit';
import { FormActions } from '../../../components/form-actions';
import { InputField } from '../../../components/form-fields';
import { useFieldProblems } from '../../../components/use-field-problems';
import { schemaProblems } from '../../../domain/field-checks';

interface TeamTypeFormProps {
  initial: TeamTypeForm;
  /** The type being edited; undefined when adding. */
  teamType?: TeamType;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (values: TeamTypeForm) => Promise<unknown> | void;
}

/**
 * Name and teams of a team type. Teams in another type show '(Already In A Group)' and cannot be
 * picked; teams at the member limit show '(Team Full)'.
 */
export function TeamTypeFormCard({ initial, teamType, submitLabel, isSaving, onSubmit }: TeamTypeFormProps) {
  const [values, setValues] = useState(initial);
  const teams = useTeamsQuery();
  const teamTypes = useTeamTypesQuery();
  const variables = useSettings('variables');
  const limit = variables.data?.teamMemberLimit ?? DEFAULT_TEAM_MEMBER_LIMIT;
  const fieldProblems = useFieldProblems(() =>
    schemaProblems(teamTypeFormSchema.safeParse(values), { name: 'team-type-name' }),
  );
  const options =
    teams.data && teamTypes.data ? teamTypeTeamOptions(teams.data, teamTypes.data, teamType?.id, limit) : undefined;

  const save = useSingleSubmit(onSubmit);
  const submit = fieldProblems.handleSubmit(() => save(teamTypeFormSchema.parse(values)));

  const toggleTeam = (teamId: string, picked: boolean) =>
    setValues({
      ...values,
      teamIds: picked ? [...values.teamIds, teamId] : values.teamIds.filter((id) => id !== teamId),
    });

  return (
    <Form noValidate onSubmit={submit}>
      <Card body>
        <InputField
          id="team-type-name"
          className="mb-4"
          label="Name"
          required
          value={values.name}
          onChange={(name) => setValues({ ...values, name })}
          error={fieldProblems.at('team-type-name')}
          autoFocus
          maxLength={120}
        />
        <fieldset>
          <legend className="form-label fs-6 mb-1">Teams</legend>
          <p className="small text-body-secondary mb-2">A team belongs to at most one team type.</p>
          {!options ? (
            <Placeholder animation="glow" aria-label="Loading teams">
              <Placeholder xs={6} /> <Placeholder xs={4} /> <Placeholder xs={5} />
            </Placeholder>
          ) : options.length === 0 ? (
            <p className="text-body-secondary small mb-0">
              No teams yet. <Link to={buildPath('addTeam')}>Add a team</Link> and pick its type there.
            </p>
          ) : (
            <div className="team-type-team-list border rounded p-2">
              {options.map((option) => (
                <Form.Check
                  key={option.value}
                  id={`team-${option.value}`}
                  label={option.label}
                  disabled={option.disabled}
                  checked={values.teamIds.includes(option.value)}
                  onChange={(event) => toggleTeam(option.value, event.target.checked)}
                />
              ))}
            </div>
          )}
        </fieldset>
        <FormActions cancel={buildPath('manageTeamTypes')} busy={isSaving} submitLabel={submitLabel} />
      </Card>
    </Form>
  );
}
