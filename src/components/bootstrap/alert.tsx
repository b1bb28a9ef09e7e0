import type { ComponentProps } from 'react';
import { classNames, type Variant } from './class-names';

type AlertProps = Omit<ComponentProps<'div'>, 'onClose'> & { variant: Variant } & (
    { dismissible: true; onClose: () => void } | { dismissible?: false; onClose?: never }
  );

/** Bootstrap's alert; a dismissible one has a close button named "Close alert", as react-bootstrap's. */
export function Alert({ variant, dismissible, onClose, className, role = 'alert', children, ...div }: AlertProps) {
  return (
    <div
      role={role}
      {...div}
      className={classNames(className, 'alert', `alert-${variant}`, dismissible && 'alert-dismissible')}
    >
      {dismissible && <button type="button" className="btn-close" aria-label="Close alert" onClick={onClose} />}
      {children}
    </div>
  );
}
