// The person's device is in New York; the event is in London.
process.env.TZ = 'America/New_York';

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeField } from './date-time-field';

vi.mock('../data/settings/use-event-time-zone', () => ({ useEventTimeZone: () => 'Europe/London' }));

describe('the date and time field', () => {
  it('shows a stored time on the event’s clock and names the zone', () => {
    render(<DateTimeField id="when" label="When" value="2026-06-30T23:30:00.000Z" onChange={() => {}} />);
    expect(screen.getByLabelText(/^When/)).toHaveValue('2026-07-01T00:30');
    expect(screen.getByText('Event time: Europe/London (BST).')).toBeInTheDocument();
  });

  it('hands the picked event time on as a UTC ISO date-time', () => {
    const onChange = vi.fn();
    render(<DateTimeField id="when" label="When" required hint="Teams see it then." value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(/^When/), { target: { value: '2026-07-01T09:00' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-07-01T08:00:00.000Z');
    fireEvent.change(screen.getByLabelText(/^When/), { target: { value: '2026-01-15T23:30' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-01-15T23:30:00.000Z');
    expect(screen.getByLabelText(/^When/)).toBeRequired();
    expect(screen.getByText(/Teams see it then\. Event time: Europe\/London \((GMT|BST)\)\./)).toBeInTheDocument();
  });

  it('is empty for no time and for one that cannot be read', () => {
    const { rerender } = render(<DateTimeField id="when" label="When" value="" onChange={() => {}} />);
    expect(screen.getByLabelText(/^When/)).toHaveValue('');
    rerender(<DateTimeField id="when" label="When" value="not a date" onChange={() => {}} />);
    expect(screen.getByLabelText(/^When/)).toHaveValue('');
  });
});
