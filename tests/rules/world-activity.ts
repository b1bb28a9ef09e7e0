/** The activity history's documents in the attack matrix's world (see world.ts). */
export function activityWorld(e: (path: string) => string): Record<string, Record<string, unknown>> {
  const at = '2030-01-01T00:00:00.000Z';
  return {
    [e(`activity/open@${at}`)]: {
      id: `open@${at}`,
      at,
      actorId: 'admin',
      actorName: 'admin Tester',
      entityKind: 'task',
      entityId: 'open',
      taskId: 'open',
      teamId: '',
      verb: 'changed',
      summary: 'Title',
    },
  };
}
