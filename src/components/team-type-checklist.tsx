import { Alert } from './bootstrap/alert';
import { Form } from './bootstrap/form';
import type { TeamType } from '../domain/team-type';

export interface TeamTypeChecklistProps {
  legend: string;
  hint: string;
  teamTypes: readonly TeamType[];
  selected: readonly string[];
  onChange: (teamTypeIds: string[]) => void;
  /** Team types that cannot be ticked here (e.g. hidden ones in the "show to" list), with why. */
  disabledIds?: readonly string[];
  disabledReason?: string;
  idPrefix: string;
  disabled?: boolean;
}

/** A fieldset of team type checkboxes. */
export function TeamTypeChecklist({
  legend,
  hint,
  teamTypes,
  selected,
  onChange,
  disabledIds = [],
  disabledReason,
  idPrefix,
  disabled = false,
}: TeamTypeChecklistProps) {
  const toggle = (teamTypeId: string, checked: boolean) =>
    onChange(checked ? [...selected, teamTypeId] : selected.filter((id) => id !== teamTypeId));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="form-text mt-0 mb-2">{hint}</div>
      {teamTypes.length === 0 ? (
        <p className="small text-body-secondary fst-italic mb-0">There are no team types in this event yet.</p>
      ) : (
        <div className="team-type-checklist">
          {teamTypes.map((teamType) => {
            const isBlocked = disabledIds.includes(teamType.id);
            return (
              <Form.Check
                key={teamType.id}
                id={`${idPrefix}-${teamType.id}`}
                type="checkbox"
                label={isBlocked && disabledReason ? `${teamType.name} (${disabledReason})` : teamType.name}
                checked={selected.includes(teamType.id) && !isBlocked}
                disabled={disabled || isBlocked}
                onChange={(event) => toggle(teamType.id, event.target.checked)}
              />
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

type AudienceField = 'showToTeamTypeIds' | 'hideFromTeamTypeIds';

export interface TeamTypeAudienceProps {
  /** Prefixes the checkboxes' ids: `${idPrefix}-show-to-…` and `${idPrefix}-hide-from-…`. */
  idPrefix: string;
  teamTypes: readonly TeamType[] | undefined;
  isLoading: boolean;
  loadError: { message?: string } | undefined;
  values: Readonly<Record<AudienceField, readonly string[]>>;
  onChange: (field: AudienceField, teamTypeIds: string[]) => void;
  disabled?: boolean;
}

/** Which team types see an item: "show to" (none ticked: every type) and "hide from" (a hidden type cannot be shown to). */
export function TeamTypeAudience({
  idPrefix,
  teamTypes = [],
  isLoading,
  loadError,
  values,
  onChange,
  disabled = false,
}: TeamTypeAudienceProps) {
  const checklist = (field: AudienceField, legend: string, hint: string, blockedIds: readonly string[] = []) => (
    <TeamTypeChecklist
      legend={legend}
      hint={hint}
      idPrefix={`${idPrefix}-${field === 'showToTeamTypeIds' ? 'show-to' : 'hide-from'}`}
      teamTypes={teamTypes}
      selected={values[field]}
      onChange={(ids) => onChange(field, ids)}
      disabledIds={blockedIds}
      disabledReason="hidden"
      disabled={disabled}
    />
  );
  return (
    <>
      {loadError && <Alert variant="warning">Team types could not be loaded: {loadError.message}</Alert>}
      {isLoading ? (
        <p className="small text-body-secondary">Loading team types…</p>
      ) : (
        <>
          {checklist(
            'showToTeamTypeIds',
            'Show to team types',
            'Leave all unticked to show it to every team type.',
            values.hideFromTeamTypeIds,
          )}
          {checklist('hideFromTeamTypeIds', 'Hide from team types', 'Hidden team types never see it.')}
        </>
      )}
    </>
  );
}
