import { describe, expect, it } from 'vitest';
import { isDue, scheduleExpression } from './job-schedule';

describe('job schedules', () => {
  it('spell themselves in Cloud Scheduler syntax', () => {
    expect(scheduleExpression({ everyMinutes: 1 })).toBe('every 1 minutes');
    expect(scheduleExpression({ dailyAt: { hour: 8, minute: 5 } })).toBe('every day 08:05');
  });

  it('are due every N minutes from the top of the hour', () => {
    expect(isDue({ everyMinutes: 1 }, new Date('2026-11-23T07:13:00Z'))).toBe(true);
    expect(isDue({ everyMinutes: 15 }, new Date('2026-11-23T07:30:40Z'))).toBe(true);
    expect(isDue({ everyMinutes: 15 }, new Date('2026-11-23T07:31:00Z'))).toBe(false);
  });

  it('run daily at London time, summer time included', () => {
    const eight = { dailyAt: { hour: 8, minute: 0 } };
    expect(isDue(eight, new Date('2026-11-23T08:00:30Z'))).toBe(true);
    expect(isDue(eight, new Date('2026-07-01T07:00:00Z'))).toBe(true);
    expect(isDue(eight, new Date('2026-07-01T08:00:00Z'))).toBe(false);
  });
});
