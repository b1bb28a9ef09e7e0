/** The email log and notification-send records of the attack matrix's world (written by the functions only). */
export function emailWorld(inEvent: (path: string) => string): Record<string, Record<string, unknown>> {
  return {
    [inEvent('emailResponses/toMember')]: {
      id: 'toMember',
      messageId: 'm1',
      type: 'pending',
      recipient: 'member@x.test',
      details: 'OK',
      teamId: 'teamA',
      eventId: 'e',
      userId: 'member',
      templateId: 'formNotification',
      platform: 'smtp',
      userAgent: null,
      ipAddress: null,
      createdAt: '2026-01-01T09:00:00.000Z',
    },
    [inEvent('formNotificationSends/s1')]: {
      id: 's1',
      sentVersion: '2026-01-01T09:00:00.000Z',
      kind: 'formNotification',
    },
  };
}
