/**
 * How every form marks a required field: a red star after the label. Screen readers are told by
 * the control itself (its required attribute), so the star is hidden from them.
 */
export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
