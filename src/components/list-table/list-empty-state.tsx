import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it: an icon, a sentence and usually the way to add the first item. */
export function ListEmptyState({ icon = 'bi-inbox', title, children }: { icon?: string; title: string; children?: ReactNode }) {
  return (
    <div className="text-center py-5 px-3 border rounded bg-body-tertiary">
      <i className={`bi ${icon} fs-1 text-body-tertiary d-block mb-2`} aria-hidden="true" />
      <p className="fw-semibold mb-1">{title}</p>
      {children && <div className="text-body-secondary small">{children}</div>}
    </div>
  );
}
