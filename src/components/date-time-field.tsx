import { useEventTimeZone } from '../data/settings/use-event-time-zone';
import { fromDateTimeInput, toDateTimeInput, zoneAbbreviation } from '../domain/event-time';
import { InputField, type FieldFrameProps } from './form-fields';

/**
 * A labelled date and time picker whose value is an ISO date-time in UTC ('' for none). The time is
 * picked on the event's clock, whatever the zone of the person's device, and the hint names the zone.
 */
export function DateTimeField({
  value,
  onChange,
  hint,
  ...field
}: FieldFrameProps & { value: string; onChange: (iso: string) => void }) {
  const timeZone = useEventTimeZone();
  const zoneNote = `Event time: ${timeZone} (${zoneAbbreviation(timeZone, new Date(value))}).`;
  return (
    <InputField
      {...field}
      hint={
        hint ? (
          <>
            {hint} {zoneNote}
          </>
        ) : (
          zoneNote
        )
      }
      type="datetime-local"
      value={toDateTimeInput(value, timeZone)}
      onChange={(local) => onChange(fromDateTimeInput(local, timeZone))}
    />
  );
}
