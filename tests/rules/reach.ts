import { arrayRemove, arrayUnion, documentId, limit, orderBy, where } from 'firebase/firestore/lite';
import {
  ADMINS,
  anHourAgo,
  create,
  createAuto,
  createBare,
  ev,
  EVENT_MEMBERS,
  EVERYONE,
  list,
  NOBODY,
  ORGANISERS,
  read,
  remove,
  REPORTING,
  TEAM_A,
  update,
  updateBare,
  type FirestoreCase,
} from './reach-cases';
import { CARDS_REACH } from './reach-cards';
import { FORMS_REACH } from './reach-forms';
import { LOCK_REACH } from './reach-locks';
import { SUPPLIERS_REACH } from './reach-suppliers';
import { NOTIFICATIONS_REACH } from './reach-notifications';
import { TASKS_REACH } from './reach-tasks';
import { WEBHOOKS_REACH } from './reach-webhooks';
import { EMAIL_REACH } from './reach-email';
import { REPORT_SUMMARIES_REACH } from './reach-report-summaries';
import { EVENT, OTHER_EVENT } from './world';

export type { FirestoreCase };

const published = [where('isPublished', '==', true), where('isArchived', '==', false)];

export const FIRESTORE_REACH: readonly FirestoreCase[] = [
  // ── The event record ──
  read(`events/${EVENT}`, EVENT_MEMBERS),
  read(`events/${OTHER_EVENT}`, ['outsider']),
  update('name', `events/${EVENT}`, { name: 'Renamed' }, NOBODY),

  // ── Users: own record, teammates (owner only), organisers ──
  read(ev('users/member'), ['member', 'owner', ...REPORTING]),
  read(ev('users/owner'), ['owner', ...REPORTING]),
  read(ev('users/admin'), ['admin', ...REPORTING]),
  list("My team's people (owner's query)", ev('users'), [where('teamId', '==', 'teamA')], ['owner', ...REPORTING]),
  list("another team's people", ev('users'), [where('teamId', '==', 'teamB')], ['rival', ...REPORTING]),
  list('everyone', ev('users'), [], REPORTING),
  list(
    "the users list's first page (by the first name's sort key)",
    ev('users'),
    [orderBy('firstNameSortKey'), limit(100)],
    REPORTING,
  ),
  // People of two teams: Google's emulator judges a query on named documents against each of them (ours
  // judges the query alone, so it would refuse an owner asking for two of their own people).
  list("a page's owners by id", ev('users'), [where(documentId(), 'in', ['member', 'rival'])], REPORTING),
  update('own name', ev('users/member'), { firstName: 'Renamed' }, ['member', ...ORGANISERS]),
  update('own name with its sort key', ev('users/member'), { firstName: 'Renamed', firstNameSortKey: 'renamed' }, [
    'member',
    ...ORGANISERS,
  ]),
  update("own name's sort key, not text", ev('users/member'), { firstNameSortKey: 0 }, NOBODY),
  update('own onboarding flag', ev('users/member'), { isOnboarded: false }, ['member']),
  // The sign-in record feeds the risk score: the recordSignIn function writes it, nobody's browser.
  update(
    'own sign-in recorded',
    ev('users/member'),
    () => ({ hasLoggedIn: true, lastLoginInTime: new Date().toISOString() }),
    NOBODY,
  ),
  update(
    'own last sign-in moved to the future',
    ev('users/member'),
    { lastLoginInTime: '2999-01-01T00:00:00.000Z' },
    NOBODY,
  ),
  update('own name stamped as someone else', ev('users/member'), { firstName: 'Renamed', updatedBy: 'owner' }, NOBODY),
  update('email', ev('users/member'), { email: 'attacker@evil.test' }, NOBODY),
  update('role to moderator', ev('users/member'), { permissions: 'moderator' }, ORGANISERS),
  update('role to admin', ev('users/member'), { permissions: 'admin' }, ADMINS),
  update('role to Eventflow Staff', ev('users/member'), { permissions: 'eventflowAdmin' }, ['staff']),
  update("an admin's name", ev('users/admin'), { firstName: 'Renamed' }, ADMINS),
  update("an admin's role", ev('users/admin'), { permissions: 'user' }, ADMINS),
  update("Eventflow Staff's role", ev('users/staff'), { permissions: 'user' }, ['staff']),
  update('team-level role (team member form)', ev('users/member'), { teamRole: 'admin' }, ORGANISERS),
  update('released from team A', ev('users/member'), { teamId: '' }, ['owner', ...ORGANISERS]),
  update('moved into team B', ev('users/member'), { teamId: 'teamB' }, ORGANISERS),
  update('released from team B', ev('users/rival'), { teamId: '' }, ORGANISERS),
  update('the team owner released', ev('users/owner'), { teamId: '' }, ORGANISERS),
  create(ev('users/intruder'), { id: 'intruder', permissions: 'admin', teamId: '' }, NOBODY),
  remove(ev('users/member'), NOBODY),

  // ── Profiles ──
  read('profiles/member', ['member']),
  list('every profile', 'profiles', [], NOBODY),
  update('own name', 'profiles/member', { firstName: 'Renamed' }, ['member']),
  update('own events', 'profiles/member', { eventIds: [EVENT, OTHER_EVENT] }, NOBODY),
  update('own email', 'profiles/member', { email: 'attacker@evil.test' }, NOBODY),
  create('profiles/intruder', { id: 'intruder', eventIds: [EVENT] }, NOBODY),

  // ── Settings, sidebar, core pages, email templates ──
  // The brand a signed-out person sees is the public branding; the settings behind it stay the members'.
  read(ev('settings/branding'), EVENT_MEMBERS),
  read(ev('settings/terminology'), EVERYONE),
  read(ev('public/branding'), EVERYONE),
  read(`events/${OTHER_EVENT}/public/branding`, EVERYONE),
  read(ev('public/secrets'), NOBODY),
  list('every public document', ev('public'), [], NOBODY),
  update(
    "the public branding's logo (the admin's branding save)",
    ev('public/branding'),
    { logo: 'https://files.test/logo.png', navBgColor: '#16325c' },
    ADMINS,
  ),
  update(
    "the public branding's name (the admin's event save)",
    ev('public/branding'),
    { eventName: 'Renamed Expo' },
    ADMINS,
  ),
  update(
    "the public support address (the admin's emails save)",
    ev('public/branding'),
    { supportEmail: 'support@rules.test' },
    ADMINS,
  ),
  update('the public support address, not text', ev('public/branding'), { supportEmail: ['a@b.test'] }, NOBODY),
  update(
    'a private setting copied into the public branding',
    ev('public/branding'),
    { fromEmail: 'no-reply@rules.test' },
    NOBODY,
  ),
  update('the public colour, not text', ev('public/branding'), { navBgColor: 22 }, NOBODY),
  updateBare('the public logo, unstamped', ev('public/branding'), { logo: 'https://evil.test/logo.png' }, NOBODY),
  update(
    "another event's public branding",
    `events/${OTHER_EVENT}/public/branding`,
    { logo: 'https://evil.test/logo.png' },
    ['outsider'],
  ),
  create(ev('public/secrets'), { logo: '' }, NOBODY),
  remove(ev('public/branding'), NOBODY),
  read(ev('settings/variables'), EVENT_MEMBERS),
  // Every screen shows dates in the event's time zone: every member reads it, admins set it.
  read(ev('settings/event'), EVENT_MEMBERS),
  update("the event's time zone", ev('settings/event'), { timeZone: 'America/New_York' }, ADMINS),
  list('all settings', ev('settings'), [], EVENT_MEMBERS),
  update('variables', ev('settings/variables'), { teamMemberLimit: 99 }, ADMINS),
  update(
    'a page taken out of the featured list',
    ev('settings/featured'),
    { contentIds: arrayRemove('open') },
    ORGANISERS,
  ),
  update('a page added to the featured list', ev('settings/featured'), { contentIds: arrayUnion('draft') }, ADMINS),
  remove(ev('settings/variables'), ADMINS),
  read(ev('sidebar/main'), EVENT_MEMBERS),
  list('the sidebar', ev('sidebar'), [], EVENT_MEMBERS),
  update('a page taken out', ev('sidebar/main'), { itemIds: arrayRemove('open') }, ORGANISERS),
  update('a page added', ev('sidebar/main'), { itemIds: arrayUnion('draft') }, ADMINS),
  update('heading', ev('sidebar/main'), { heading: 'Renamed' }, ADMINS),
  create(ev('sidebar/extra'), { id: 'extra', heading: 'Extra', itemIds: [], index: 1 }, ADMINS),
  remove(ev('sidebar/main'), ADMINS),
  read(ev('corePages/dashboard'), EVENT_MEMBERS),
  update('title', ev('corePages/dashboard'), { title: 'Home' }, ADMINS),
  update('unpublished', ev('corePages/dashboard'), { isPublished: false }, ADMINS),
  update('icon', ev('corePages/dashboard'), { icon: 'house' }, ADMINS),
  update('picture', ev('corePages/dashboard'), { assetId: 'headerImage' }, ADMINS),
  update('published, not a flag', ev('corePages/dashboard'), { isPublished: 'yes' }, NOBODY),
  update('icon, not text', ev('corePages/dashboard'), { icon: ['house'] }, NOBODY),
  update('a field core pages do not have', ev('corePages/dashboard'), { allowedTeamTypeIds: [] }, NOBODY),
  updateBare('title, unstamped', ev('corePages/dashboard'), { title: 'Home' }, NOBODY),
  create(ev('corePages/timeTable'), { id: 'timeTable', title: 'Time Table', isPublished: true }, ADMINS),
  create(ev('corePages/intruder'), { id: 'intruder', title: 'Intruder', isPublished: true }, NOBODY),
  remove(ev('corePages/dashboard'), NOBODY),
  update("another event's core page", `events/${OTHER_EVENT}/corePages/dashboard`, { isPublished: false }, [
    'outsider',
  ]),
  read(ev('emailTemplates/welcome'), ADMINS),
  list('every template', ev('emailTemplates'), [], ADMINS),
  update('subject', ev('emailTemplates/welcome'), { subject: 'Hello' }, ADMINS),

  // ── Content pages: published, not archived, unrestricted or the reader's team type ──
  read(ev('content/open'), ['member', 'owner', 'rival', 'reports', ...ORGANISERS]),
  read(ev('content/forChildren'), EVENT_MEMBERS),
  read(ev('content/forX'), ['member', 'owner', 'child', ...ORGANISERS]),
  read(ev('content/forY'), ['rival', ...ORGANISERS]),
  read(ev('content/public'), EVERYONE),
  read(ev('content/draft'), ORGANISERS),
  read(ev('content/archived'), ORGANISERS),
  list(
    'unrestricted pages (teams)',
    ev('content'),
    [...published, where('allowedTeamTypeIds', '==', [])],
    ['member', 'owner', 'rival', 'reports', ...ORGANISERS],
  ),
  list(
    'unrestricted pages (stand shares)',
    ev('content'),
    [...published, where('allowedTeamTypeIds', '==', []), where('showToChildTeams', '==', true)],
    EVENT_MEMBERS,
  ),
  list(
    'pages for type X',
    ev('content'),
    [...published, where('allowedTeamTypeIds', 'array-contains', 'typeX')],
    [...TEAM_A, ...ORGANISERS],
  ),
  list(
    'pages for type X (stand shares)',
    ev('content'),
    [...published, where('allowedTeamTypeIds', 'array-contains', 'typeX'), where('showToChildTeams', '==', true)],
    [...TEAM_A, 'child', ...ORGANISERS],
  ),
  list(
    'pages for type Y',
    ev('content'),
    [...published, where('allowedTeamTypeIds', 'array-contains', 'typeY')],
    ['rival', ...ORGANISERS],
  ),
  list('every published page', ev('content'), published, ORGANISERS),
  list('every page', ev('content'), [], ORGANISERS),
  update('title', ev('content/open'), { title: 'Renamed' }, ORGANISERS),
  // Every write carries its writer's stamp: updatedBy the writer, updatedAt the time of the request (ISO).
  updateBare('title without an update stamp', ev('content/open'), { title: 'Renamed' }, NOBODY),
  update('title stamped as someone else', ev('content/open'), { title: 'Renamed', updatedBy: 'someone-else' }, NOBODY),
  update('title stamped an hour ago', ev('content/open'), { title: 'Renamed', updatedAt: anHourAgo() }, NOBODY),
  update(
    'title stamped in the future',
    ev('content/open'),
    { title: 'Renamed', updatedAt: '2999-01-01T00:00:00.000Z' },
    NOBODY,
  ),
  update(
    'title stamped with a time that is not ISO',
    ev('content/open'),
    () => ({ title: 'Renamed', updatedAt: new Date().toUTCString() }),
    NOBODY,
  ),
  createBare(
    'without an update stamp',
    ev('content/made'),
    { id: 'made', title: 'New', isPublished: true, isArchived: false, allowedTeamTypeIds: [] },
    NOBODY,
  ),
  update('opened to every team type', ev('content/forY'), { allowedTeamTypeIds: [] }, ORGANISERS),
  createAuto(ev('content'), { title: 'New', isPublished: true, isArchived: false, allowedTeamTypeIds: [] }, NOBODY),
  create(
    ev('content/made'),
    { id: 'made', title: 'New', isPublished: true, isArchived: false, allowedTeamTypeIds: [] },
    ORGANISERS,
  ),
  remove(ev('content/open'), ORGANISERS),
  // Sections: read by id by whoever may open their page.
  read(ev('sections/secOpen'), ['member', 'owner', 'rival', 'reports', ...ORGANISERS]),
  read(ev('sections/secPublic'), EVERYONE),
  read(ev('sections/secForY'), ['rival', ...ORGANISERS]),
  read(ev('sections/secOfDraftPage'), ORGANISERS),
  read(ev('sections/secOfNoPage'), ORGANISERS),
  read(ev('sections/secDraft'), ORGANISERS),
  list('every section', ev('sections'), [], ORGANISERS),
  update('published', ev('sections/secDraft'), { isPublished: true }, ORGANISERS),
  remove(ev('sections/secOpen'), ORGANISERS),

  // ── Assets and downloads ──
  read(ev('assets/image'), EVERYONE),
  read(ev('assets/document'), EVENT_MEMBERS),
  list('the library', ev('assets'), [], EVENT_MEMBERS),
  update('name', ev('assets/image'), { name: 'Renamed' }, ORGANISERS),
  update('type to script', ev('assets/image'), { type: 'script' }, NOBODY),
  remove(ev('assets/document'), ORGANISERS),
  read(ev('downloads/all'), EVENT_MEMBERS),
  read(ev('downloads/forX'), [...TEAM_A, ...ORGANISERS]),
  read(ev('downloads/forY'), ['rival', ...ORGANISERS]),
  read(ev('downloads/hiddenFromX'), ['rival', 'reports', ...ORGANISERS]),
  read(ev('downloads/off'), ORGANISERS),
  list(
    'downloads for type X',
    ev('downloads'),
    [where('showDownload', '==', true), where('viewerTeamTypeIds', 'array-contains-any', ['typeX', '(any)'])],
    [...TEAM_A, ...ORGANISERS],
  ),
  list(
    'downloads for type X (stand shares)',
    ev('downloads'),
    [
      where('showDownload', '==', true),
      where('showToChildTeams', '==', true),
      where('viewerTeamTypeIds', 'array-contains-any', ['typeX', '(any)']),
    ],
    [...TEAM_A, 'child', ...ORGANISERS],
  ),
  list(
    'downloads for people without a type',
    ev('downloads'),
    [where('showDownload', '==', true), where('viewerTeamTypeIds', 'array-contains-any', ['(none)', '(any)'])],
    ['reports', ...ORGANISERS],
  ),
  list('every shown download', ev('downloads'), [where('showDownload', '==', true)], ORGANISERS),
  list('every download', ev('downloads'), [], ORGANISERS),
  update(
    'shown to type X',
    ev('downloads/forY'),
    { showToTeamTypeIds: ['typeX'], viewerTeamTypeIds: ['typeX'] },
    ORGANISERS,
  ),
  remove(ev('downloads/all'), ORGANISERS),

  // ── Teams ──
  read(ev('teams/teamA'), [...TEAM_A, 'child', ...REPORTING]),
  read(ev('teams/teamB'), ['rival', ...REPORTING]),
  read(ev('teams/teamC'), [...TEAM_A, 'child', ...REPORTING]),
  list("team A's stand shares", ev('teams'), [where('parentTeamId', '==', 'teamA')], [...TEAM_A, ...REPORTING]),
  list('every team', ev('teams'), [], REPORTING),
  list(
    "the teams list's first page (top-level teams by the name's sort key)",
    ev('teams'),
    [where('parentTeamId', '==', ''), orderBy('nameSortKey'), limit(100)],
    REPORTING,
  ),
  list("a page's stand shares", ev('teams'), [where('parentTeamId', 'in', ['teamA', 'teamB'])], REPORTING),
  update('a member removed', ev('teams/teamA'), { userIds: arrayRemove('member') }, ['owner', ...ORGANISERS]),
  update('a person added', ev('teams/teamA'), { userIds: arrayUnion('rival') }, ORGANISERS),
  update('the owner removed', ev('teams/teamA'), { userIds: arrayRemove('owner') }, ORGANISERS),
  update('ownership taken', ev('teams/teamA'), { ownerId: 'member' }, ORGANISERS),
  update('name', ev('teams/teamA'), { name: 'Renamed' }, ORGANISERS),
  update('name with its sort key', ev('teams/teamA'), { name: 'Renamed', nameSortKey: 'renamed' }, ORGANISERS),
  update("name's sort key, not text", ev('teams/teamA'), { nameSortKey: 0 }, NOBODY),
  update('team type', ev('teams/teamA'), { teamTypeId: 'typeY' }, ORGANISERS),
  // An organiser team's people read every task: its own owner and members never make it one.
  update('made an organiser team', ev('teams/teamA'), { isOrganiser: true }, ORGANISERS),
  update('a visible custom field', ev('teams/teamA'), { 'customFields.shown': 'changed' }, ORGANISERS),
  update('a member removed from another team', ev('teams/teamB'), { userIds: [] }, ORGANISERS),
  create(ev('teams/made'), { id: 'made', name: 'Made', ownerId: 'member', userIds: ['member'] }, NOBODY),
  remove(ev('teams/teamB'), NOBODY),
  read(ev('teamAdminFields/teamA'), ADMINS),
  list('every team', ev('teamAdminFields'), [], ADMINS),
  update('an admin-only value', ev('teamAdminFields/teamA'), { 'values.secret': 'changed' }, ADMINS),
  create(ev('teamAdminFields/teamB'), { id: 'teamB', values: { secret: 'x' } }, ADMINS),

  // ── Team types and custom fields ──
  read(ev('teamTypes/typeX'), EVENT_MEMBERS),
  list('every team type', ev('teamTypes'), [], EVENT_MEMBERS),
  update('a team moved in (team form)', ev('teamTypes/typeY'), { teamIds: arrayUnion('teamA') }, ORGANISERS),
  update('name', ev('teamTypes/typeX'), { name: 'Renamed' }, ADMINS),
  create(ev('teamTypes/typeZ'), { id: 'typeZ', name: 'Z', teamIds: [] }, ADMINS),
  remove(ev('teamTypes/typeY'), ADMINS),
  read(ev('customFields/shown'), EVENT_MEMBERS),
  read(ev('customFields/secret'), ADMINS),
  list('fields shown to teams', ev('customFields'), [where('showField', '==', true)], EVENT_MEMBERS),
  list('every field', ev('customFields'), [], ADMINS),
  update('shown to teams', ev('customFields/secret'), { showField: true }, ADMINS),
  remove(ev('customFields/shown'), ADMINS),

  // ── Written by the functions only ──
  read(ev('authTokens/token1'), NOBODY),
  list('every token', ev('authTokens'), [], NOBODY),
  create(ev('authTokens/forged'), { id: 'forged', uid: 'admin', kind: 'resetPassword' }, NOBODY),
  // Rate-limit counters: a caller who could reset or delete theirs would lift their own limit.
  read('rateLimits/getTokenLink-member', NOBODY),
  list('every counter', 'rateLimits', [], NOBODY),
  update('reset a counter', 'rateLimits/getTokenLink-member', { count: 0 }, NOBODY),
  create('rateLimits/getTokenLink-owner', { callable: 'getTokenLink', windowStartedAt: 0, count: 0 }, NOBODY),
  remove('rateLimits/getTokenLink-member', NOBODY),

  ...LOCK_REACH,
  ...SUPPLIERS_REACH,
  ...NOTIFICATIONS_REACH,
  ...WEBHOOKS_REACH,
  ...EMAIL_REACH,
  ...CARDS_REACH,
  ...REPORT_SUMMARIES_REACH,

  // ── Another event ──
  read(`events/${OTHER_EVENT}/users/outsider`, ['outsider']),
  read(`events/${OTHER_EVENT}/teams/teamZ`, ['outsider']),
  list('every user', `events/${OTHER_EVENT}/users`, [], ['outsider']),

  ...TASKS_REACH,
  ...FORMS_REACH,
];
