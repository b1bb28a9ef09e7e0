import type { ReactNode } from 'react';
import { SaveChangesButton } from '../../../components/save-changes-button';

/** The foot of a settings form: Save (only when something changed, busy while saving) and any extra actions. */
export function SaveBar({
  isSaving,
  isDirty,
  children,
}: {
  isSaving: boolean;
  isDirty: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="settings-save-bar d-flex flex-wrap align-items-center gap-2">
      <SaveChangesButton isDirty={isDirty} busy={isSaving}>
        {isSaving ? 'Saving…' : 'Save changes'}
      </SaveChangesButton>
      {children}
      {!isDirty && !isSaving && <span className="text-body-secondary small ms-1">No unsaved changes</span>}
    </div>
  );
}
