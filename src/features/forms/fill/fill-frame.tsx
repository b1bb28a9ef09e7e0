import type { ReactNode } from 'react';
import '../renderer/form-renderer.css';

/** The sheet a form is filled in (or its confirmation read) on: the form's title and description above. */
export function FillFrame({
  title,
  description,
  aside,
  children,
}: {
  title: string;
  description?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="form-fill-frame">
      <header className="mb-4">
        <h1 className="h3 mb-1">{title}</h1>
        {description && <p className="text-body-secondary mb-0 form-fill-description">{description}</p>}
        {aside}
      </header>
      {children}
    </div>
  );
}
