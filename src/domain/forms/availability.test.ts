import { describe, expect, it } from 'vitest';
import { formCapProblem, formWindowProblem, newEntryProblem, type FormLimits } from './availability';

const LONDON = 'Europe/London';
const open: FormLimits = { opensAt: '', closesAt: '', isOnePerTeam: false, entryLimit: 0 };
const window: FormLimits = { ...open, opensAt: '2026-07-01T08:00:00.000Z', closesAt: '2026-07-10T16:00:00.000Z' };

describe('form opening times', () => {
  it('says when a form not open yet opens, on the event clock with its zone', () => {
    expect(formWindowProblem(window, new Date('2026-07-01T07:59:59Z'), LONDON)).toEqual({
      reason: 'notOpenYet',
      message: 'This form opens on 1 Jul 2026, 09:00 BST.',
    });
  });

  it('takes answers from the opening time until just before the closing time', () => {
    expect(formWindowProblem(window, new Date('2026-07-01T08:00:00Z'), LONDON)).toBeUndefined();
    expect(formWindowProblem(window, new Date('2026-07-10T15:59:59Z'), LONDON)).toBeUndefined();
  });

  it('says when a closed form closed, in the zone of the event', () => {
    expect(formWindowProblem(window, new Date('2026-07-10T16:00:00Z'), 'Asia/Tokyo')).toEqual({
      reason: 'closed',
      message: 'This form closed on 11 Jul 2026, 01:00 GMT+9.',
    });
  });

  it('is always open without times', () => {
    expect(formWindowProblem(open, new Date('2000-01-01T00:00:00Z'), LONDON)).toBeUndefined();
  });
});

describe('form entry caps', () => {
  it('refuses a second entry of a team on a one-per-team form, not a first', () => {
    const onePerTeam = { ...open, isOnePerTeam: true };
    expect(formCapProblem(onePerTeam, { total: 5, byTeam: 0 })).toBeUndefined();
    expect(formCapProblem(onePerTeam, { total: 5, byTeam: 1 })?.message).toBe(
      'Your team has already sent this form. It takes one entry per team.',
    );
  });

  it('is full once the entries in all reach the limit', () => {
    const capped = { ...open, entryLimit: 3 };
    expect(formCapProblem(capped, { total: 2 })).toBeUndefined();
    expect(formCapProblem(capped, { total: 3 })).toEqual({
      reason: 'full',
      message: 'This form is full: it has received all the entries it takes.',
    });
  });

  it('names the closing before the cap', () => {
    expect(
      newEntryProblem({ ...window, entryLimit: 1 }, new Date('2026-08-01T00:00:00Z'), LONDON, { total: 9 })?.reason,
    ).toBe('closed');
  });
});
