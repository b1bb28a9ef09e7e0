import type { ComponentPropsWithoutRef } from 'react';

type ThemeColour = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'light' | 'dark';
/** Bootstrap's button looks (btn-primary, btn-outline-danger, btn-link…). */
export type ButtonVariant = ThemeColour | `outline-${ThemeColour}` | 'link';

export interface BusyButtonProps extends ComponentPropsWithoutRef<'button'> {
  busy: boolean;
  variant?: ButtonVariant;
  size?: 'sm' | 'lg';
}

/**
 * A button that shows it is working: a spinner, and disabled so a second click sends nothing.
 * Plain markup with Bootstrap's classes (as react-bootstrap's Button rendered), so the sign-in
 * screens that use it load without react-bootstrap.
 */
export function BusyButton({
  busy,
  disabled,
  variant = 'primary',
  size,
  type = 'button',
  className,
  children,
  ...props
}: BusyButtonProps) {
  const classes = [className, 'btn', `btn-${variant}`, size && `btn-${size}`].filter(Boolean).join(' ');
  return (
    <button {...props} type={type} className={classes} disabled={busy || disabled} aria-busy={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
