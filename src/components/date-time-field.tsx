import { InputField, type FieldFrameProps } from './form-fields';

/** An ISO date-time as a datetime-local input's value: the browser's own time zone, to the minute ('' for none or an unreadable one). */
export function toLocalDateTimeInput(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local input's value as an ISO date-time ('' when it is empty). */
export function fromLocalDateTimeInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** A labelled date and time picker whose value is an ISO date-time ('' for none). */
export function DateTimeField({ value, onChange, ...field }: FieldFrameProps & { value: string; onChange: (iso: string) => void }) {
  return <InputField {...field} type="datetime-local" value={toLocalDateTimeInput(value)} onChange={(local) => onChange(fromLocalDateTimeInput(local))} />;
}
