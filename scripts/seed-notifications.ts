import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import type { AuditFields } from '../src/domain/audit';
import { notificationSchema, type EventNotification } from '../src/domain/notifications';
import type { EventPaths } from '../src/domain/paths';

type DemoNotification = Omit<EventNotification, keyof AuditFields>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo audience: the team type of the demo team, its people, and everyone of the event. */
interface DemoAudience {
  teamTypeId: string;
  teamTypeMembers: string[];
  everyone: string[];
}

function demoNotifications({ teamTypeId, teamTypeMembers, everyone }: DemoAudience, now: Date): DemoNotification[] {
  const base = {
    sendEmail: false,
    teamTypeIds: [],
    teamId: '',
    teamIds: [],
    linkUrl: '',
    buttonUrl: '',
    buttonText: '',
    scheduledAt: '',
    sentAt: '',
    providerResponse: '',
    recipientIds: [],
    emailedIds: [],
  };
  const sentAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  return [
    {
      ...base,
      id: 'demo-notification-build',
      title: 'Stand build starts Monday at 8am',
      description:
        'Hall B opens for stand build at 8am on Monday. Please bring photo ID to collect your passes at the exhibitor desk.',
      linkUrl: '/content',
      status: 'pushed',
      sentAt: sentAt(2),
      recipientIds: everyone,
    },
    {
      ...base,
      id: 'demo-notification-manual',
      title: 'The exhibitor manual has been updated',
      description:
        'Version 3 adds the rigging rules and the new delivery slots. Download it before you book your freight.',
      teamTypeIds: [teamTypeId],
      linkUrl: '/downloads',
      buttonUrl: '/downloads',
      buttonText: 'Open downloads',
      status: 'pushed',
      sentAt: sentAt(1),
      recipientIds: teamTypeMembers,
    },
    {
      ...base,
      id: 'demo-notification-parking',
      title: 'Parking passes are ready',
      description: 'Each team may collect two parking passes from the exhibitor desk.',
      sendEmail: true,
      scheduledAt: new Date(now.getTime() + 3 * DAY_MS).toISOString(),
      status: 'scheduled',
    },
    {
      ...base,
      id: 'demo-notification-catering',
      title: 'Catering orders close on Friday',
      description: 'Order stand catering through the catering form by Friday at noon.',
      status: 'draft',
    },
  ];
}

/**
 * Adds the demo notifications to the seed's batch, the published ones linked to the people they
 * reached as unread (call it after the people are in the batch).
 */
export function seedNotifications(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  created: AuditFields,
  audience: DemoAudience,
): void {
  const notifications = demoNotifications(audience, new Date(created.createdAt));
  for (const { id, ...notification } of notifications) {
    batch.set(
      db.doc(paths.doc('notifications', id)),
      z.omit(notificationSchema, { id: true }).parse({ ...notification, ...created }),
    );
  }
  for (const uid of audience.everyone) {
    const unread = notifications
      .filter((notification) => notification.recipientIds.includes(uid))
      .map((notification) => notification.id);
    batch.update(db.doc(paths.user(uid)), { notificationIds: unread });
  }
}
