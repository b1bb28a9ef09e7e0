import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon';

/** What a list shows when it has nothing in it: an icon, a sentence and usually the way to add the first item. */
export function ListEmptyState({
  icon = 'inbox',
  title,
  children,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="text-center py-5 px-3 border rounded bg-body-tertiary">
      <div className="fs-1 text-body-tertiary mb-2">
        <Icon name={icon} />
      </div>
      <p className="fw-semibold mb-1">{title}</p>
      {children && <div className="text-body-secondary small">{children}</div>}
    </div>
  );
}
