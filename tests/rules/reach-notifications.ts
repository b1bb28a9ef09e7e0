import { arrayUnion, where } from 'firebase/firestore/lite';
import {
  ADMINS,
  create,
  ev,
  EVENT_MEMBERS,
  list,
  NOBODY,
  read,
  remove,
  update,
  type FirestoreCase,
} from './reach-cases';
import { NOTIFICATION_TEAM_LIMIT } from '../../src/domain/notifications';

const manyTeams = (count: number) => Array.from({ length: count }, (_, index) => `team${index}`);

const draft = {
  title: 'New',
  description: 'Body',
  sendEmail: false,
  teamTypeIds: [],
  teamId: '',
  teamIds: [],
  linkUrl: '',
  buttonUrl: '',
  buttonText: '',
  scheduledAt: '',
  status: 'draft',
  sentAt: '',
  providerResponse: '',
  recipientIds: [],
  emailedIds: [],
};

// Event notifications: admins read all and write drafts and schedules; a notification reaches
// others only through the functions (recipientIds), and read state is each person's own.
export const NOTIFICATIONS_REACH: readonly FirestoreCase[] = [
  read(ev('notifications/forX'), ['member', 'owner', 'child', ...ADMINS]),
  // Addressed to team A by name: its people read it; team B's owner and team A's stand share do not.
  read(ev('notifications/forTeamA'), ['member', 'owner', ...ADMINS]),
  read(ev('notifications/forAll'), EVENT_MEMBERS),
  read(ev('notifications/draft'), ADMINS),
  list(
    "the member's notifications",
    ev('notifications'),
    [where('recipientIds', 'array-contains', 'member')],
    ['member', ...ADMINS],
  ),
  list(
    "the rival's notifications",
    ev('notifications'),
    [where('recipientIds', 'array-contains', 'rival')],
    ['rival', ...ADMINS],
  ),
  list('every notification', ev('notifications'), [], ADMINS),
  // Asking by the address rather than by oneself finds nothing to read: the rules read recipientIds alone.
  list("team A's notifications by address", ev('notifications'), [where('teamIds', 'array-contains', 'teamA')], ADMINS),
  list("team A's notification by its teamId", ev('notifications'), [where('teamId', '==', 'teamA')], ADMINS),
  create(ev('notifications/new'), draft, ADMINS),
  create(
    ev('notifications/scheduled'),
    { ...draft, status: 'scheduled', scheduledAt: '2999-01-01T09:00:00.000Z' },
    ADMINS,
  ),
  // Publishing is the functions' alone: not as a new document, a status change or a recipient list.
  create(ev('notifications/forged'), { ...draft, status: 'pushed' }, NOBODY),
  create(ev('notifications/linked'), { ...draft, recipientIds: ['rival'] }, NOBODY),
  create(ev('notifications/toTeams'), { ...draft, teamIds: ['teamA', 'teamB'] }, ADMINS),
  // Named teams are capped as the publishing function reads them (NOTIFICATION_TEAM_LIMIT).
  create(ev('notifications/toHundredTeams'), { ...draft, teamIds: manyTeams(NOTIFICATION_TEAM_LIMIT) }, ADMINS),
  create(ev('notifications/toTooManyTeams'), { ...draft, teamIds: manyTeams(NOTIFICATION_TEAM_LIMIT + 1) }, NOBODY),
  update(
    'addressed to too many teams',
    ev('notifications/draft'),
    { teamIds: manyTeams(NOTIFICATION_TEAM_LIMIT + 1) },
    NOBODY,
  ),
  // Admins re-address one; who reads it follows when the functions publish it again (recipientIds).
  update('addressed to team B', ev('notifications/forTeamA'), { teamId: 'teamB', teamIds: ['teamB'] }, ADMINS),
  update('subject of a draft', ev('notifications/draft'), { title: 'Renamed' }, ADMINS),
  update(
    'draft scheduled',
    ev('notifications/draft'),
    { status: 'scheduled', scheduledAt: '2999-01-01T09:00:00.000Z' },
    ADMINS,
  ),
  update('draft published', ev('notifications/draft'), { status: 'pushed' }, NOBODY),
  update('published back to draft', ev('notifications/forX'), { status: 'draft' }, NOBODY),
  update('subject of a published one', ev('notifications/forX'), { title: 'Corrected' }, ADMINS),
  update('shown to another team', ev('notifications/forX'), { recipientIds: arrayUnion('rival') }, NOBODY),
  update('marked as emailed', ev('notifications/forAll'), { emailedIds: [] }, NOBODY),
  update('claimed as being sent', ev('notifications/forAll'), { sendingUntil: '2999-01-01T00:00:00.000Z' }, NOBODY),
  update("the provider's answer", ev('notifications/forAll'), { providerResponse: 'forged' }, NOBODY),
  remove(ev('notifications/draft'), NOBODY),
  // Read state lives on each person's own record (notificationIds), which only they change.
  update('marked unread', ev('users/member'), { notificationIds: arrayUnion('forX') }, ['member']),
];
