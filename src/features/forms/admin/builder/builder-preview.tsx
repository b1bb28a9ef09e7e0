import { useState } from 'react';
import { Alert } from '../../../../components/bootstrap/alert';
import { Form } from '../../../../components/bootstrap/form';
import {
  GUEST_LOGIC_CONTEXT,
  memberLogicContext,
  type FormDefinition,
  type LogicContext,
} from '../../../../domain/forms/logic';
import type { TeamType } from '../../../../domain/team-type';
import { FormRenderer } from '../../renderer/form-renderer';
import { FormFillStore } from '../../renderer/form-values-store';

/** The picker's value for a guest (team types are chosen by their ids). */
export const PREVIEW_AS_GUEST = '';

/** Who the preview evaluates the logic as: a guest, or a team member of a team of that type (never an organiser). */
export function previewContext(teamTypeId: string): LogicContext {
  if (teamTypeId === PREVIEW_AS_GUEST) return GUEST_LOGIC_CONTEXT;
  return memberLogicContext(
    { teamId: '', email: '', role: 'user' },
    { teamTypeId, standShareRole: 'none', customFields: {} },
  );
}

/**
 * The items as the person chosen (a guest, or a team member of a team type) sees them, redrawn on
 * every edit: the form's logic runs as that person, so what only organisers get stays hidden, and
 * nothing can be sent. Answers typed in are kept across edits and across a change of person, so an
 * organiser can try the logic while changing it.
 */
export function BuilderPreview({
  definition,
  currencyId,
  teamTypes,
}: {
  definition: FormDefinition;
  currencyId: string | undefined;
  teamTypes: readonly Pick<TeamType, 'id' | 'name'>[];
}) {
  const [previewAs, setPreviewAs] = useState(PREVIEW_AS_GUEST);
  const [current, setCurrent] = useState(() => ({
    definition,
    previewAs,
    store: new FormFillStore(definition, previewContext(previewAs)),
  }));
  let { store } = current;
  if (current.definition !== definition || current.previewAs !== previewAs) {
    // A new definition or person: a new store with the answers so far (React's "adjust state on a prop change").
    store = new FormFillStore(definition, previewContext(previewAs), store.getState().values);
    setCurrent({ definition, previewAs, store });
  }
  if (definition.fields.length === 0)
    return <p className="text-body-secondary small mb-0">Add items to see the form here.</p>;
  const personName =
    previewAs === PREVIEW_AS_GUEST
      ? 'a guest'
      : `a team member (${teamTypes.find((type) => type.id === previewAs)?.name ?? ''})`;
  return (
    <>
      <Form.Group controlId="form-preview-as" className="mb-2">
        <Form.Label className="small mb-1">Preview as</Form.Label>
        <Form.Select size="sm" value={previewAs} onChange={(event) => setPreviewAs(event.target.value)}>
          <option value={PREVIEW_AS_GUEST}>Guest</option>
          {teamTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Alert variant="info" className="small py-2">
        This is a preview as {personName}: answers can't be sent.
      </Alert>
      <FormRenderer store={store} currencyId={currencyId} submitLabel="Submit (preview)" />
    </>
  );
}
