import { useEventTimeZone } from '../data/settings/use-event-time-zone';
import { fromDateTimeInput, toDateTimeInput, zoneAbbreviation } from '../domain/event-time';
import { InputField, type FieldFrameProps } from './form-fields';

/**
 * A labelled date and time picker whose value is an ISO date-time in UTC ('' for none). The time is
 * picked on the event's clock, whatever the zone of the person's device, and the hint names the zone.
 * `timeZone` overrides the stored zone (the event details form, where the zone is being edited too).
 */
export function DateTimeField({
  value,
  onChange,
  hint,
  timeZone: zoneBeingEdited,
  ...field
}: FieldFrameProps & { value: string; onChange: (iso: string) => void; timeZone?: string }) {
  const storedZone = useEventTimeZone();
  const timeZone = zoneBeingEdited ?? storedZone;
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
