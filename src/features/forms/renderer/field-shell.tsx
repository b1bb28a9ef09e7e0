import type { ReactNode } from 'react';
import { RequiredMark } from '../../../components/required-mark';

/** The ids that tie a field's input to its help text and its message (aria-describedby). */
export interface FieldIds {
  input: string;
  description: string;
  error: string;
}

export function fieldIds(key: string): FieldIds {
  const base = `field-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return { input: base, description: `${base}-description`, error: `${base}-error` };
}

/** What an input says about itself to assistive technology: its help text and its message. */
export function describedBy(ids: FieldIds, { hasDescription, error }: { hasDescription: boolean; error?: string }) {
  const describers = [hasDescription ? ids.description : '', error ? ids.error : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': describers || undefined, 'aria-invalid': error ? true : undefined } as const;
}

interface FieldShellProps {
  ids: FieldIds;
  label: string;
  description: string;
  isRequired: boolean;
  error?: string;
  /** A group of inputs (address, options ...) is a fieldset whose legend is the label. */
  asGroup?: boolean;
  children: ReactNode;
}

/**
 * One question: its label (with a star when required), its help text, the input(s), and the
 * message beside it. Groups of inputs are a fieldset named by the label.
 */
export function FieldShell({ ids, label, description, isRequired, error, asGroup = false, children }: FieldShellProps) {
  const heading = (
    <>
      {label}
      {isRequired && <RequiredMark />}
      {isRequired && <span className="visually-hidden"> (required)</span>}
    </>
  );
  const details = (
    <>
      {description && (
        <div id={ids.description} className="form-text mt-0 mb-2 form-fill-description">
          {description}
        </div>
      )}
      {children}
      {error && (
        <div id={ids.error} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </>
  );
  if (asGroup) {
    return (
      <fieldset
        className="form-fill-field"
        aria-describedby={
          [description ? ids.description : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined
        }
      >
        <legend className="form-label fw-semibold fs-6 mb-1">{heading}</legend>
        {details}
      </fieldset>
    );
  }
  return (
    <div className="form-fill-field">
      <label htmlFor={ids.input} className="form-label fw-semibold mb-1">
        {heading}
      </label>
      {details}
    </div>
  );
}
