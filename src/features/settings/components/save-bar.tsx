import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** The foot of a settings form: Save (disabled while saving) and any extra actions. */
export function SaveBar({ isSaving, isDirty = true, children }: { isSaving: boolean; isDirty?: boolean; children?: ReactNode }) {
  return (
    <div className="settings-save-bar d-flex flex-wrap align-items-center gap-2">
      <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
        {isSaving ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Saving…
          </>
        ) : (
          'Save changes'
        )}
      </Button>
      {children}
      {!isDirty && !isSaving && <span className="text-body-secondary small ms-1">No unsaved changes</span>}
    </div>
  );
}
