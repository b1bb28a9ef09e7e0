import Form from 'react-bootstrap/Form';
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
export function TeamTypeChecklist({ legend, hint, teamTypes, selected, onChange, disabledIds = [], disabledReason, idPrefix, disabled = false }: TeamTypeChecklistProps) {
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
