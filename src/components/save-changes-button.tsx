import { BusyButton, type BusyButtonProps } from './busy-button';

/** Whether an edit form holds something other than what is stored (compared as plain data). */
export function hasChanges(draft: unknown, saved: unknown): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}

/**
 * The Save of an edit form: disabled while the form holds what is stored (so nothing is sent and no
 * success is announced for a save that changed nothing) and while a save runs. A form submits
 * through it, so Enter in a field does nothing either while it is disabled.
 */
export function SaveChangesButton({
  isDirty,
  busy,
  children = 'Save changes',
  ...props
}: BusyButtonProps & { isDirty: boolean }) {
  return (
    <BusyButton type="submit" {...props} busy={busy} disabled={!isDirty || props.disabled}>
      {children}
    </BusyButton>
  );
}
