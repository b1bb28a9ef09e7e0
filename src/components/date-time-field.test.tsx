import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeField, fromLocalDateTimeInput, toLocalDateTimeInput } from './date-time-field';

describe('datetime-local values', () => {
  it('shows an ISO time in the local zone to the minute and reads it back', () => {
    const iso = new Date(2030, 4, 6, 17, 30).toISOString();
    expect(toLocalDateTimeInput(iso)).toBe('2030-05-06T17:30');
    expect(fromLocalDateTimeInput('2030-05-06T17:30')).toBe(iso);
  });

  it('gives empty for none and for what cannot be read', () => {
    expect(toLocalDateTimeInput('')).toBe('');
    expect(toLocalDateTimeInput('not a date')).toBe('');
    expect(fromLocalDateTimeInput('')).toBe('');
  });

  it('hands the picked time on as an ISO date-time', () => {
    const onChange = vi.fn();
    render(<DateTimeField id="when" label="When" required value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText(/^When/), { target: { value: '2030-05-06T09:15' } });
    expect(onChange).toHaveBeenCalledWith(new Date(2030, 4, 6, 9, 15).toISOString());
    expect(screen.getByLabelText(/^When/)).toBeRequired();
  });
});
