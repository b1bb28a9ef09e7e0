import { describe, expect, it } from 'vitest';
import { isDue, scheduleExpression } from './job-schedule';

describe('job schedules', () => {
  it('spell themselves in Cloud Scheduler syntax', () => {
    expect(scheduleExpression({ everyMinutes: 1 })).toBe('every 1 minutes');
  });

  it('are due every N minutes from the top of the hour', () => {
    expect(isDue({ everyMinutes: 1 }, new Date('2026-11-23T07:13:00Z'))).toBe(true);
    expect(isDue({ everyMinutes: 15 }, new Date('2026-11-23T07:30:40Z'))).toBe(true);
    expect(isDue({ everyMinutes: 15 }, new Date('2026-11-23T07:31:00Z'))).toBe(false);
  });
});
