import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './icon';

interface LinkButtonProps {
  /** A path made with buildPath. */
  to: string;
  /** Shown before the label. */
  icon?: IconName;
  variant?: 'primary' | 'outline-primary' | 'outline-secondary';
  children: ReactNode;
}

/** A link to another screen that looks like a button: the toolbars' Add, Archived, Back ... */
export function LinkButton({ to, icon, variant = 'outline-secondary', children }: LinkButtonProps) {
  return (
    <Link to={to} className={`btn btn-${variant}`}>
      {icon && <Icon name={icon} className="me-2" />}
      {children}
    </Link>
  );
}
