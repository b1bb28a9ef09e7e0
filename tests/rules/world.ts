/**
 * The event the attack matrix runs in: one record per actor and the documents and files each
 * collection and storage folder holds. Seeded with firebase-admin (rules do not apply to it).
 */
import { cardsWorld } from './world-cards';
import { locksWorld } from './world-locks';
import { suppliersFiles, suppliersWorld } from './world-suppliers';
import { notificationsWorld } from './world-notifications';
import { formsFiles, formsWorld } from './world-forms';
import { tasksFiles, tasksWorld } from './world-tasks';
import { activityWorld } from './world-activity';
import { webhooksWorld } from './world-webhooks';
import { emailWorld } from './world-email';
import { reportSummariesWorld } from './world-report-summaries';
import { calendarFeedsWorld } from './world-calendar-feeds';

export const EVENT = 'ev';
export const OTHER_EVENT = 'ev2';

/**
 * Everyone who may try something. `member` and `owner` share team A (type X), `child` owns team A's
 * stand share C (also type X), `rival` owns team B (type Y), `outsider` belongs to another event only.
 */
export const ACTORS = [
  'guest',
  'member',
  'owner',
  'rival',
  'child',
  'reports',
  'moderator',
  'admin',
  'staff',
  'outsider',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'guest'>;

export const emailOf = (uid: string) => `${uid}@rules.test`;

type Data = Record<string, unknown>;

function user(id: string, permissions: string, teamId: string, extra: Data = {}): Data {
  return {
    id,
    firstName: id,
    surname: 'Tester',
    email: emailOf(id),
    permissions,
    teamId,
    teamRole: 'member',
    hasLoggedIn: true,
    notificationIds: [],
    isOnboarded: true,
    ...extra,
  };
}

function team(id: string, extra: Data): Data {
  return {
    id,
    name: `Team ${id}`,
    ownerId: '',
    userIds: [],
    isOrganiser: false,
    customFields: {},
    standShareRole: 'none',
    parentTeamId: '',
    childTeamIds: [],
    teamTypeId: '',
    ...extra,
  };
}

function content(id: string, extra: Data): Data {
  return {
    id,
    title: id,
    path: id,
    description: '',
    sectionIds: [],
    isPublished: true,
    isPublic: false,
    icon: 'star',
    isArchived: false,
    isFeatured: false,
    showToChildTeams: false,
    allowedTeamTypeIds: [],
    assetId: '',
    ...extra,
  };
}

function download(id: string, extra: Data): Data {
  return {
    id,
    name: id,
    description: '',
    showDownload: true,
    showToChildTeams: false,
    showToTeamTypeIds: [],
    hideFromTeamTypeIds: [],
    viewerTeamTypeIds: ['(any)'],
    data: `https://files.test/${id}`,
    fileSize: 1,
    fileType: 'pdf',
    fileName: `${id}.pdf`,
    storagePath: `events/${EVENT}/downloads/${id}/${id}.pdf`,
    ...extra,
  };
}

const e = (path: string) => `events/${EVENT}/${path}`;

/** Every document of the world by path. */
export const WORLD: Record<string, Data> = {
  [`events/${EVENT}`]: { id: EVENT, name: 'The event' },
  [`events/${OTHER_EVENT}`]: { id: OTHER_EVENT, name: 'Another event' },
  [e('users/member')]: user('member', 'user', 'teamA'),
  [e('users/owner')]: user('owner', 'user', 'teamA'),
  [e('users/rival')]: user('rival', 'user', 'teamB'),
  [e('users/child')]: user('child', 'user', 'teamC'),
  [e('users/reports')]: user('reports', 'reportViewer', ''),
  [e('users/moderator')]: user('moderator', 'moderator', ''),
  [e('users/admin')]: user('admin', 'admin', ''),
  [e('users/staff')]: user('staff', 'eventflowAdmin', ''),
  [`events/${OTHER_EVENT}/users/outsider`]: user('outsider', 'admin', 'teamZ'),
  [`events/${OTHER_EVENT}/teams/teamZ`]: team('teamZ', { ownerId: 'outsider', userIds: ['outsider'] }),
  ...Object.fromEntries(
    ['member', 'owner', 'rival', 'child', 'reports', 'moderator', 'admin', 'staff', 'outsider'].map((uid) => [
      `profiles/${uid}`,
      {
        id: uid,
        firstName: uid,
        surname: 'Tester',
        email: emailOf(uid),
        eventIds: [uid === 'outsider' ? OTHER_EVENT : EVENT],
      },
    ]),
  ),

  [e('settings/branding')]: { id: 'branding', logo: '' },
  [e('public/branding')]: { eventName: 'Expo', logo: '', navBgColor: '#16325c' },
  [`events/${OTHER_EVENT}/public/branding`]: { eventName: 'Another expo', logo: '' },
  [`events/${OTHER_EVENT}/corePages/dashboard`]: { id: 'dashboard', title: 'Dashboard' },
  [e('settings/terminology')]: { id: 'terminology' },
  [e('settings/variables')]: { id: 'variables', teamMemberLimit: 10 },
  [e('settings/event')]: { id: 'event', eventName: 'Expo', timeZone: 'Europe/London' },
  [e('settings/featured')]: { id: 'featured', contentIds: ['open', 'forX', 'forY', 'public'] },
  [e('sidebar/main')]: {
    id: 'main',
    heading: 'Main',
    itemIds: ['open', 'forX', 'dashboard'],
    index: 0,
    isCollapsable: false,
  },
  [e('corePages/dashboard')]: { id: 'dashboard', title: 'Dashboard' },
  [e('emailTemplates/welcome')]: { id: 'welcome', subject: 'Welcome' },

  [e('content/open')]: content('open', { sectionIds: ['secOpen', 'secDraft'] }),
  [e('content/forChildren')]: content('forChildren', { showToChildTeams: true }),
  [e('content/forX')]: content('forX', { allowedTeamTypeIds: ['typeX'], showToChildTeams: true }),
  [e('content/forY')]: content('forY', { allowedTeamTypeIds: ['typeY'] }),
  [e('content/public')]: content('public', { isPublic: true, sectionIds: ['secPublic'] }),
  [e('content/draft')]: content('draft', { isPublished: false }),
  [e('content/archived')]: content('archived', { isArchived: true }),
  [e('sections/secOpen')]: { id: 'secOpen', contentId: 'open', type: 'text', isPublished: true },
  [e('sections/secDraft')]: { id: 'secDraft', contentId: 'open', type: 'text', isPublished: false },
  [e('sections/secPublic')]: { id: 'secPublic', contentId: 'public', type: 'text', isPublished: true },
  [e('sections/secForY')]: { id: 'secForY', contentId: 'forY', type: 'text', isPublished: true },
  [e('sections/secOfDraftPage')]: { id: 'secOfDraftPage', contentId: 'draft', type: 'text', isPublished: true },
  // The pending changes of the public page and one published version of it: organisers' only.
  [e('contentDrafts/public')]: { id: 'public', settings: { title: 'Public, changed' }, sections: [] },
  [e('contentVersions/publicV1')]: { id: 'publicV1', contentId: 'public', settings: { title: 'Public' }, sections: [] },
  [e('sections/secOfNoPage')]: { id: 'secOfNoPage', type: 'text', isPublished: true },

  [e('assets/image')]: { id: 'image', type: 'image', name: 'image', storageFolder: e('assets/image') },
  [e('assets/document')]: { id: 'document', type: 'document', name: 'document', storageFolder: e('assets/document') },

  [e('downloads/all')]: download('all', { showToChildTeams: true }),
  [e('downloads/forX')]: download('forX', { showToTeamTypeIds: ['typeX'], viewerTeamTypeIds: ['typeX'] }),
  [e('downloads/forY')]: download('forY', { showToTeamTypeIds: ['typeY'], viewerTeamTypeIds: ['typeY'] }),
  [e('downloads/hiddenFromX')]: download('hiddenFromX', {
    hideFromTeamTypeIds: ['typeX'],
    viewerTeamTypeIds: ['typeY', '(none)'],
  }),
  [e('downloads/off')]: download('off', { showDownload: false }),

  [e('teams/teamA')]: team('teamA', {
    ownerId: 'owner',
    userIds: ['owner', 'member'],
    standShareRole: 'parent',
    childTeamIds: ['teamC'],
    teamTypeId: 'typeX',
    customFields: { shown: 'visible' },
  }),
  [e('teams/teamB')]: team('teamB', { ownerId: 'rival', userIds: ['rival'], teamTypeId: 'typeY' }),
  [e('teams/teamC')]: team('teamC', {
    ownerId: 'child',
    userIds: ['child'],
    standShareRole: 'child',
    parentTeamId: 'teamA',
    teamTypeId: 'typeX',
  }),
  [e('teamAdminFields/teamA')]: { id: 'teamA', values: { secret: 'admins only' } },
  [e('teamTypes/typeX')]: { id: 'typeX', name: 'X', teamIds: ['teamA', 'teamC'] },
  [e('teamTypes/typeY')]: { id: 'typeY', name: 'Y', teamIds: ['teamB'] },
  [e('customFields/shown')]: {
    id: 'shown',
    label: 'Shown',
    type: 'text',
    showField: true,
    showToChildTeams: false,
    index: 0,
  },
  [e('customFields/secret')]: {
    id: 'secret',
    label: 'Secret',
    type: 'text',
    showField: false,
    showToChildTeams: false,
    index: 1,
  },

  [e('authTokens/token1')]: { id: 'token1', uid: 'member', kind: 'resetPassword' },
  // A caller's rate-limit counter (top level, kept by the functions through the Admin SDK).
  ['rateLimits/getTokenLink-member']: { callable: 'getTokenLink', windowStartedAt: 0, count: 30 },
  ...locksWorld(e),
  ...suppliersWorld(e),
  ...notificationsWorld(e),
  ...cardsWorld(e),
  ...tasksWorld(e),
  ...activityWorld(e),
  ...formsWorld(e),
  ...webhooksWorld(e),
  ...emailWorld(e),
  ...reportSummariesWorld(e),
  ...reportSummariesWorld((path) => `events/${OTHER_EVENT}/${path}`),
  ...calendarFeedsWorld(e),
};

/** Every stored file of the world: path → content type. */
export const FILES: Record<string, string> = {
  [e('assets/image/large.jpg')]: 'image/jpeg',
  [e('assets/document/guide.pdf')]: 'application/pdf',
  [e('downloads/all/all.pdf')]: 'application/pdf',
  [e('downloads/forY/forY.pdf')]: 'application/pdf',
  [e('content/open/secOpen/open.pdf')]: 'application/pdf',
  [e('content/forY/sec/forY.pdf')]: 'application/pdf',
  [e('content/public/secPublic/public.pdf')]: 'application/pdf',
  [e('content/draft/sec/draft.pdf')]: 'application/pdf',
  ...tasksFiles(e),
  ...formsFiles(e),
  ...suppliersFiles(e),
};
