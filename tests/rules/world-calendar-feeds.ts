/** Calendar feeds in the attack matrix's world: the member's and the admin's, as the functions store them. */
export function calendarFeedsWorld(inEvent: (path: string) => string): Record<string, Record<string, unknown>> {
  const feed = (uid: string) => ({ uid, tokenHash: `hash-of-${uid}`, createdAt: '2026-01-01T10:00:00.000Z' });
  return {
    [inEvent('calendarFeeds/member')]: feed('member'),
    [inEvent('calendarFeeds/admin')]: feed('admin'),
  };
}
