import { create, ev, list, NOBODY, read, remove, REPORTING, update, type FirestoreCase } from './reach-cases';
import { OTHER_EVENT } from './world';

// The reports overview's summary: report viewers and organisers read it (a team member, owner or
// another event's person never does); only the functions write it.
export const REPORT_SUMMARIES_REACH: readonly FirestoreCase[] = [
  read(ev('reportSummaries/overview'), REPORTING),
  list('every report summary', ev('reportSummaries'), [], REPORTING),
  update(
    'risk spread',
    ev('reportSummaries/overview'),
    { riskSpread: { low: 2, medium: 0, high: 0, critical: 0 } },
    NOBODY,
  ),
  create(ev('reportSummaries/forged'), { id: 'forged', computedAt: '2026-01-01T10:00:00.000Z' }, NOBODY),
  remove(ev('reportSummaries/overview'), NOBODY),
  // Another event's summary: only its own organisers (the outsider is an admin there).
  read(`events/${OTHER_EVENT}/reportSummaries/overview`, ['outsider']),
];
