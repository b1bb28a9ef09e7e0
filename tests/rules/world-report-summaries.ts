/** The reports' maintained summary in the attack matrix's world: the overview, as the functions store it. */
export function reportSummariesWorld(inEvent: (path: string) => string): Record<string, Record<string, unknown>> {
  return {
    [inEvent('reportSummaries/overview')]: {
      id: 'overview',
      computedAt: '2026-01-01T10:00:00.000Z',
      computedBy: 'scheduler',
      teamCount: 2,
      teamsLoggedIn: 1,
      riskSpread: { low: 1, medium: 0, high: 0, critical: 1 },
    },
  };
}
