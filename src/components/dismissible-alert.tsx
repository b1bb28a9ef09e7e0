import type { ReactNode } from 'react';

export interface DismissibleAlertProps {
  variant: 'danger' | 'success' | 'info' | 'warning';
  onClose: () => void;
  /** 'alert' (the default) interrupts a screen reader; 'status' waits its turn. */
  role?: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}

/**
 * Bootstrap's dismissible alert as plain markup with react-bootstrap's classes and close label, so
 * the sign-in screens and the feedback banner load without react-bootstrap.
 */
export function DismissibleAlert({ variant, onClose, role = 'alert', className, children }: DismissibleAlertProps) {
  return (
    <div
      role={role}
      className={[className, 'alert', `alert-${variant}`, 'alert-dismissible'].filter(Boolean).join(' ')}
    >
      <button type="button" className="btn-close" aria-label="Close alert" onClick={onClose} />
      {children}
    </div>
  );
}
