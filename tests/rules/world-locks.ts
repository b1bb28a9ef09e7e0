/** The edit locks of the attack matrix's world: one active lock held by the moderator. */
export function locksWorld(inEvent: (path: string) => string): Record<string, Record<string, unknown>> {
  return {
    [inEvent('locks/open')]: {
      id: 'open',
      type: 'content',
      createdBy: 'moderator',
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
      updatedBy: 'moderator',
      expireAt: '2999-01-01T10:05:00.000Z',
    },
  };
}
