import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { DATE_MESSAGES } from '../../domain/messages';
import type { NotificationValues } from '../../domain/notifications';
import { initFirebase } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { createNotification, getNotification, updateNotification } from './notifications-store';

const values = (extra: Partial<NotificationValues> = {}): NotificationValues => ({
  title: `Hall B opens early ${Date.now()}`,
  description: 'Stand build starts at 7am.',
  sendEmail: false,
  teamTypeIds: [],
  teamId: '',
  teamIds: [],
  linkUrl: '',
  buttonUrl: '',
  buttonText: '',
  scheduledAt: '',
  ...extra,
});

// The admin's saves through the real web SDK, rules enforced (publishing, reading and read state:
// tests/integration/notifications-publish.test.ts and tests/e2e/notifications-schedule.test.ts).
describe('event notifications against the local stack', () => {
  beforeAll(async () => {
    await signInAsDemo(initFirebase(parseClientEnv(getStack().env)).auth, 'admin');
  });

  it('saves a draft, schedules it for a time in the future, and refuses a time in the past', async () => {
    const draft = await createNotification({ values: values() });
    expect(draft.status).toBe('draft');
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await updateNotification({ current: draft, values: values({ scheduledAt: inAnHour }) })).status).toBe(
      'scheduled',
    );
    expect(await getNotification(draft.id)).toMatchObject({ status: 'scheduled', scheduledAt: inAnHour });
    await expect(
      updateNotification({ current: draft, values: values({ scheduledAt: '2020-01-01T09:00:00.000Z' }) }),
    ).rejects.toThrow(DATE_MESSAGES.invalidTargetDate);
  });
});
