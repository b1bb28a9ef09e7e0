import { create, ev, list, NOBODY, ORGANISERS, read, remove, update, type FirestoreCase } from './reach-cases';

/** A lock as its writer stores it (create() adds the writer's update stamp); `createdBy` decides who may write it. */
function lock(id: string, createdBy: string, type = 'content') {
  return { id, type, createdBy, createdAt: '2026-01-01T11:00:00.000Z', expireAt: '2026-01-01T11:05:00.000Z' };
}

// Edit locks: organisers only; a lock always names its writer, and only the holder renews or releases it.
export const LOCK_REACH: readonly FirestoreCase[] = [
  read(ev('locks/open'), ORGANISERS),
  list('every lock', ev('locks'), [], ORGANISERS),
  create(ev('locks/taskA'), lock('taskA', 'moderator', 'task'), ['moderator']),
  create(ev('locks/taskB'), lock('taskB', 'admin', 'task'), ['admin']),
  // Forged: a lock in someone else's name, a member's, a mismatched id, an unknown type.
  create(ev('locks/forged'), lock('forged', 'member'), NOBODY),
  create(ev('locks/mismatch'), lock('other', 'moderator'), NOBODY),
  create(ev('locks/odd'), lock('odd', 'moderator', 'settings'), NOBODY),
  // Taking over the moderator's lock: the new lock names the one taking it.
  create(ev('locks/open'), lock('open', 'admin'), ['admin']),
  update('renewed', ev('locks/open'), { expireAt: '2026-01-01T11:10:00.000Z' }, ['moderator']),
  update('handed to someone else', ev('locks/open'), { createdBy: 'member' }, NOBODY),
  remove(ev('locks/open'), ['moderator']),
];
