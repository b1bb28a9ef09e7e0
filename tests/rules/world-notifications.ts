/**
 * The event notifications of the attack matrix's world: one for type X's teams, one for team A by
 * name (its people alone: not team C, its stand share, nor team B), one for everyone, a draft.
 */
export function notificationsWorld(inEvent: (path: string) => string): Record<string, Record<string, unknown>> {
  const notification = (extra: Record<string, unknown>) => ({
    title: 'Doors open at 9am',
    description: 'Use the exhibitor entrance.',
    sendEmail: false,
    teamTypeIds: [],
    teamId: '',
    teamIds: [],
    linkUrl: '',
    buttonUrl: '',
    buttonText: '',
    scheduledAt: '',
    status: 'pushed',
    sentAt: '2026-01-01T09:00:00.000Z',
    providerResponse: '',
    recipientIds: [],
    emailedIds: [],
    ...extra,
  });
  return {
    [inEvent('notifications/forX')]: notification({
      teamTypeIds: ['typeX'],
      recipientIds: ['member', 'owner', 'child'],
    }),
    [inEvent('notifications/forTeamA')]: notification({
      teamId: 'teamA',
      teamIds: ['teamA'],
      recipientIds: ['member', 'owner'],
    }),
    [inEvent('notifications/forAll')]: notification({
      status: 'sent',
      sendEmail: true,
      recipientIds: ['member', 'owner', 'rival', 'child', 'reports', 'moderator', 'admin', 'staff'],
      emailedIds: ['member', 'owner', 'rival', 'child', 'reports', 'moderator', 'admin', 'staff'],
    }),
    [inEvent('notifications/draft')]: notification({ status: 'draft', sentAt: '' }),
  };
}
