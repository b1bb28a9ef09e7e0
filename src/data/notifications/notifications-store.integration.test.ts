import { signOut } from 'firebase/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { DATE_MESSAGES } from '../../domain/messages';
import type { NotificationValues } from '../../domain/notifications';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { parseClientEnv } from '../../lib/firebase/env';
import { deleteNotifications, getNotification, listReaderNotifications, publishNotification, saveNotification, setReadState } from './notifications-store';

const values = (extra: Partial<NotificationValues> = {}): NotificationValues => ({
  title: `Hall B opens early ${Date.now()}`,
  description: 'Stand build starts at 7am.',
  sendEmail: false,
  teamTypeIds: [],
  linkUrl: '',
  buttonUrl: '',
  buttonText: '',
  scheduledAt: '',
  ...extra,
});

// The admin's saves and the reader's list and read state through the real web SDK, rules enforced.
describe('event notifications against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('saves a draft, schedules it for a time in the future, and refuses a time in the past', async () => {
    const draft = await saveNotification({ values: values() });
    expect(draft.status).toBe('draft');
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await saveNotification({ current: draft, values: values({ scheduledAt: inAnHour }) })).status).toBe('scheduled');
    expect(await getNotification(draft.id)).toMatchObject({ status: 'scheduled', scheduledAt: inAnHour });
    await expect(saveNotification({ current: draft, values: values({ scheduledAt: '2020-01-01T09:00:00.000Z' }) })).rejects.toThrow(DATE_MESSAGES.invalidTargetDate);
    await deleteNotifications([draft.id]);
  });

  it("lists a reader's notifications unread first and keeps their read state on their own record", async () => {
    const older = await saveNotification({ values: values({ title: 'Older' }) });
    const newer = await saveNotification({ values: values({ title: 'Newer' }) });
    await publishNotification(older.id);
    await publishNotification(newer.id);
    await signOut(client.auth);
    await signInAsDemo(client.auth, 'teamMember');
    const uid = client.auth.currentUser!.uid;
    await setReadState({ uid, notificationId: newer.id, read: true });
    const mine = (await listReaderNotifications({ uid, seesAll: false })).filter((item) => [older.id, newer.id].includes(item.id));
    expect(mine.map((item) => [item.title, item.isUnread])).toEqual([
      ['Older', true],
      ['Newer', false],
    ]);
    await setReadState({ uid, notificationId: newer.id, read: false });
    expect((await listReaderNotifications({ uid, seesAll: false })).find((item) => item.id === newer.id)?.isUnread).toBe(true);
    await signOut(client.auth);
    await signInAsDemo(client.auth, 'admin');
    await deleteNotifications([older.id, newer.id]);
  });
});
