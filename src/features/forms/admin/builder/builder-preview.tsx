import { useState } from 'react';
import { GUEST_LOGIC_CONTEXT, type FormDefinition } from '../../../../domain/forms/logic';
import { FormRenderer } from '../../renderer/form-renderer';
import { FormFillStore } from '../../renderer/form-values-store';

/**
 * The items as a team member filling in sees them, redrawn on every edit. Answers typed into the
 * preview are kept across edits, so an organiser can try the logic while changing it.
 */
export function BuilderPreview({
  definition,
  currencyId,
}: {
  definition: FormDefinition;
  currencyId: string | undefined;
}) {
  const [current, setCurrent] = useState(() => ({
    definition,
    store: new FormFillStore(definition, GUEST_LOGIC_CONTEXT),
  }));
  let { store } = current;
  if (current.definition !== definition) {
    // A new definition: a new store with the answers so far (React's "adjust state on a prop change").
    store = new FormFillStore(definition, GUEST_LOGIC_CONTEXT, store.getState().values);
    setCurrent({ definition, store });
  }
  if (definition.fields.length === 0)
    return <p className="text-body-secondary small mb-0">Add items to see the form here.</p>;
  return <FormRenderer store={store} currencyId={currencyId} submitLabel="Submit (preview)" />;
}
