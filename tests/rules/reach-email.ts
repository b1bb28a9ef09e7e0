import { where } from 'firebase/firestore/lite';
import { ADMINS, create, ev, list, NOBODY, read, remove, update, type FirestoreCase } from './reach-cases';

/**
 * The email log: admins read a person's history (the user admin screen); only the functions write
 * it, so nobody forges, edits or hides a send. Which submission versions were mailed is the
 * functions' alone: a team that could reset it would replay its notifications.
 */
export const EMAIL_REACH: readonly FirestoreCase[] = [
  read(ev('emailResponses/toMember'), ADMINS),
  list("a person's history", ev('emailResponses'), [where('userId', '==', 'member')], ADMINS),
  create(ev('emailResponses/forged'), { id: 'forged', type: 'delivery', userId: 'member' }, NOBODY),
  update('hide a bounce', ev('emailResponses/toMember'), { type: 'delivery' }, NOBODY),
  remove(ev('emailResponses/toMember'), NOBODY),
  read(ev('formNotificationSends/s1'), NOBODY),
  remove(ev('formNotificationSends/s1'), NOBODY),
  create(ev('formNotificationSends/s2'), { id: 's2', sentVersion: 'x', kind: 'formNotification' }, NOBODY),
];
