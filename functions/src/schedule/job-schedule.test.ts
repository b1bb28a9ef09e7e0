import { describe, expect, it } from 'vitest';
import { isDue, jobTimeoutSeconds, scheduleExpression } from './job-schedule';
import { SCHEDULED_JOBS } from './jobs';

describe('job schedules', () => {
  it('spell themselves in Cloud Scheduler syntax', () => {
    expect(scheduleExpression({ everyMinutes: 1 })).toBe('every 1 minutes');
  });

  it('are due every N minutes from the top of the hour', () => {
    expect(isDue({ everyMinutes: 1 }, new Date('2026-11-23T07:13:00Z'))).toBe(true);
    expect(isDue({ everyMinutes: 15 }, new Date('2026-11-23T07:30:40Z'))).toBe(true);
    expect(isDue({ everyMinutes: 15 }, new Date('2026-11-23T07:31:00Z'))).toBe(false);
  });

  it('stop each run before the next one starts', () => {
    expect(jobTimeoutSeconds({ everyMinutes: 1 })).toBe(50);
    expect(jobTimeoutSeconds({ everyMinutes: 15 })).toBe(540);
    for (const job of Object.values(SCHEDULED_JOBS))
      expect(jobTimeoutSeconds(job.schedule)).toBeLessThan(job.schedule.everyMinutes * 60);
  });
});
