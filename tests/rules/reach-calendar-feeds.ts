import { where } from 'firebase/firestore/lite';
import { create, ev, list, NOBODY, read, remove, update, type FirestoreCase } from './reach-cases';

// A person's calendar feed link: only its owner reads it (when it was made); nobody, organisers
// included, reads another's or lists them, and only the functions write the token's hash.
export const CALENDAR_FEEDS_REACH: readonly FirestoreCase[] = [
  read(ev('calendarFeeds/member'), ['member']),
  read(ev('calendarFeeds/admin'), ['admin']),
  list('every calendar feed', ev('calendarFeeds'), [], NOBODY),
  list("a token hash's feed", ev('calendarFeeds'), [where('tokenHash', '==', 'hash-of-member')], NOBODY),
  create(
    ev('calendarFeeds/owner'),
    { uid: 'owner', tokenHash: 'chosen', createdAt: '2026-01-01T10:00:00.000Z' },
    NOBODY,
  ),
  update("a feed's token hash", ev('calendarFeeds/member'), { tokenHash: 'chosen' }, NOBODY),
  remove(ev('calendarFeeds/member'), NOBODY),
];
