import { doc, orderBy, updateDoc, deleteDoc, where, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { ADMINS, ev, list, NOBODY, ORGANISERS, read, TEAM_A, type FirestoreCase } from './reach-cases';
import type { Actor } from './world';

const KEPT_ENTRY = ev('activity/open@2030-01-01T00:00:00.000Z');

type Subject = { entityKind: 'task'; entityId: string } | { entityKind: 'taskStatus'; taskId: string; teamId: string };

/** An entry as the browser writes one (see activityEntry), by default naming the writer at `at`. */
function entry(actor: Actor, at: string, subject: Subject, verb: string, extra: Record<string, unknown> = {}) {
  const ids =
    subject.entityKind === 'task'
      ? { entityId: subject.entityId, taskId: subject.entityId, teamId: '' }
      : { entityId: `${subject.taskId}_${subject.teamId}`, taskId: subject.taskId, teamId: subject.teamId };
  const written = { at, actorId: actor, actorName: `${actor} Tester`, entityKind: subject.entityKind, ...ids, verb };
  const forged = { ...written, summary: '-', ...extra };
  return { id: `${forged.entityId}@${at}`, ...forged };
}

/**
 * A batch of a change and its entry (or an entry alone): `change` writes the entity stamped by the
 * writer at `at` (null: deletes it; undefined: no change at all), `forge` alters the entry.
 */
function recorded(
  name: string,
  allow: readonly Actor[],
  entity: string,
  subject: Subject,
  verb: string,
  change: Record<string, unknown> | null | undefined,
  forge: Record<string, unknown> = {},
): FirestoreCase {
  return {
    name: `create activity: ${name}`,
    allow,
    touches: [ev(entity)],
    run: (db: Firestore, actor: Actor) => {
      const at = new Date().toISOString();
      const written = entry(actor, at, subject, verb, forge);
      const path = ev(`activity/${written.id}`);
      const batch = writeBatch(db);
      if (change === null) batch.delete(doc(db, ev(entity)));
      else if (change) batch.update(doc(db, ev(entity)), { ...change, updatedAt: at, updatedBy: actor });
      batch.set(doc(db, path), written);
      return batch.commit();
    },
  };
}

const openTask = { entityKind: 'task', entityId: 'open' } as const;
const teamAStatus = { entityKind: 'taskStatus', taskId: 'open', teamId: 'teamA' } as const;

/** The activity history: admins read it; an entry is written only with the change it records, by its actor. */
export const ACTIVITY_REACH: readonly FirestoreCase[] = [
  read(KEPT_ENTRY, ADMINS),
  list('a task history', ev('activity'), [where('taskId', '==', 'open'), orderBy('at', 'desc')], ADMINS),
  list('every entry', ev('activity'), [], ADMINS),
  {
    name: `update ${KEPT_ENTRY}`,
    allow: NOBODY,
    touches: [KEPT_ENTRY],
    run: (db) => updateDoc(doc(db, KEPT_ENTRY), { summary: 'Nothing happened' }),
  },
  { name: `delete ${KEPT_ENTRY}`, allow: NOBODY, touches: [KEPT_ENTRY], run: (db) => deleteDoc(doc(db, KEPT_ENTRY)) },
  recorded('a task change with its entry', ORGANISERS, 'tasks/open', openTask, 'changed', { title: 'Renamed' }),
  recorded('a task archived with its entry', ORGANISERS, 'tasks/open', openTask, 'archived', { isArchived: true }),
  recorded('an entry for no change', NOBODY, 'tasks/open', openTask, 'changed', undefined),
  recorded(
    'an entry naming someone else',
    NOBODY,
    'tasks/open',
    openTask,
    'changed',
    { title: 'Renamed' },
    {
      actorId: 'member',
      actorName: 'member Tester',
    },
  ),
  recorded(
    'an entry under another name',
    NOBODY,
    'tasks/open',
    openTask,
    'changed',
    { title: 'Renamed' },
    {
      actorName: 'Someone Else',
    },
  ),
  recorded('a verb the change does not show', NOBODY, 'tasks/open', openTask, 'archived', { title: 'Renamed' }),
  recorded(
    'an entry for another entity',
    NOBODY,
    'tasks/open',
    openTask,
    'changed',
    { title: 'Renamed' },
    {
      entityId: 'forX',
      taskId: 'forX',
    },
  ),
  recorded('a task deleted with its entry', ORGANISERS, 'tasks/open', openTask, 'deleted', null),
  recorded('a deletion that did not happen', NOBODY, 'tasks/open', openTask, 'deleted', undefined),
  recorded(
    'a completion with its entry',
    [...TEAM_A, ...ORGANISERS],
    'taskStatuses/open_teamA',
    teamAStatus,
    'completed',
    {
      isComplete: true,
      progressStatus: 'complete',
    },
  ),
  recorded('an approval claimed by the browser', NOBODY, 'taskStatuses/open_teamA', teamAStatus, 'approved', {
    isComplete: true,
    progressStatus: 'complete',
  }),
];
