import type { CSSProperties, ReactNode } from 'react';
import { Form } from '../../components/bootstrap/form';
import { Placeholder } from '../../components/bootstrap/placeholder';

export interface FilterOption {
  value: string;
  label: string;
}

/** One labelled filter of a report's bar: a small select whose choice the report keeps in its address. */
export function ReportFilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  className,
  style,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Form.Group controlId={id} className={className} style={style}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/**
 * The heading of one form's or one task's report: its title and a line about it once read (the
 * shape of both while reading), with the report's export beside it.
 */
export function ReportHeading({
  title,
  details,
  placeholderWidth,
  exportMenu,
}: {
  title?: string;
  details: ReactNode;
  placeholderWidth: number;
  exportMenu: ReactNode;
}) {
  return (
    <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
      <div className="flex-grow-1 min-w-0">
        {title === undefined ? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={6} className="mb-2" />
            <Placeholder xs={placeholderWidth} size="sm" />
          </Placeholder>
        ) : (
          <>
            <h2 className="h5 mb-1">{title}</h2>
            <p className="small text-body-secondary mb-0">{details}</p>
          </>
        )}
      </div>
      {exportMenu}
    </div>
  );
}
