import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { stampCreate } from '../src/domain/audit';
import { defaultCorePages } from '../src/domain/core-pages';
import { eventPaths, profilePath } from '../src/domain/paths';
import { SETTINGS_KINDS, settingsDefaults, settingsSchemas } from '../src/domain/settings/settings-documents';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount, type DemoAccount } from './demo-accounts';
import { seedCards } from './seed-cards';
import { seedForms } from './seed-forms';
import { seedNavigation } from './seed-navigation';
import { seedSuppliers } from './seed-suppliers';
import { seedTasks } from './seed-tasks';
import { seedNotifications } from './seed-notifications';
import type { StackInfo } from './stack';

// The demo event a new checkout starts with: its record, the eight settings documents and the
// core pages at their defaults, one team type holding one team, and a sign-in per role.

export const DEMO_TEAM_ID = 'demo-team';
export const DEMO_TEAM_TYPE_ID = 'demo-team-type';
const DEMO_EVENT_NAME = 'Eventflow Demo Expo';
const DEMO_EVENT_DAYS = 3;
const DEMO_EVENT_STARTS_IN_DAYS = 90;

/** firebase-admin finds the emulators through these variables; set only while the seed runs. */
async function withEmulatorEnv<T>(stack: StackInfo, run: () => Promise<T>): Promise<T> {
  const values: Record<string, string> = {
    FIREBASE_AUTH_EMULATOR_HOST: stack.env.FIREBASE_AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST: stack.env.FIRESTORE_EMULATOR_HOST,
    FIREBASE_STORAGE_EMULATOR_HOST: stack.env.FIREBASE_STORAGE_EMULATOR_HOST,
    GCLOUD_PROJECT: stack.projectId,
    // Without credentials, Google's auth library probes for a cloud metadata server and warns.
    METADATA_SERVER_DETECTION: 'none',
  };
  const names = Object.keys(values);
  const previous = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  try {
    return await run();
  } finally {
    for (const name of names) {
      if (previous[name] === undefined) delete process.env[name];
      else process.env[name] = previous[name];
    }
  }
}

/** Creates the auth users that are missing (Auth and Firestore data are kept in different places). */
async function ensureAuthUsers(auth: Auth): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const exists = await auth.getUser(account.uid).then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'auth/user-not-found') return false;
        throw error;
      },
    );
    if (exists) continue;
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: `${account.firstName} ${account.surname}`,
      emailVerified: true,
    });
  }
}

function isoDate(daysFromNow: number, now: Date): string {
  const day = new Date(now);
  day.setUTCDate(day.getUTCDate() + daysFromNow);
  return day.toISOString().slice(0, 10);
}

/**
 * Seeds the demo event once: returns false without writing when `events/demo-event` already
 * exists. Every Firestore document goes in one batch, so a seed is never left half-written.
 */
export async function seedDemoEvent(stack: StackInfo): Promise<boolean> {
  return withEmulatorEnv(stack, async () => {
    const app = initializeApp({ projectId: stack.projectId }, `seed-${stack.ports.firestore}-${Date.now()}`);
    try {
      await ensureAuthUsers(getAuth(app));
      const db = getFirestore(app);
      const paths = eventPaths(stack.eventId);
      if ((await db.doc(paths.event).get()).exists) return false;

      const now = new Date();
      const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
      const created = stampCreate(admin?.uid ?? '', now);
      const event = {
        id: stack.eventId,
        eventName: DEMO_EVENT_NAME,
        startDate: isoDate(DEMO_EVENT_STARTS_IN_DAYS, now),
        endDate: isoDate(DEMO_EVENT_STARTS_IN_DAYS + DEMO_EVENT_DAYS - 1, now),
        appUrl: stack.env.APP_URL,
      };
      const batch = db.batch();
      batch.set(db.doc(paths.event), { ...event, ...created });

      for (const kind of SETTINGS_KINDS) {
        // The event settings describe the same event as its record; every other kind starts at its defaults.
        const overrides = kind === 'event' ? { eventName: event.eventName, startDate: event.startDate, endDate: event.endDate, appUrl: event.appUrl } : {};
        const settings = settingsSchemas[kind].parse({ ...settingsDefaults(kind), ...overrides, ...created });
        batch.set(db.doc(paths.settings(kind)), settings);
      }
      for (const page of defaultCorePages()) {
        batch.set(db.doc(paths.doc('corePages', page.id)), { ...page, ...created });
      }
      seedNavigation(batch, db, paths, created);
      seedSuppliers(batch, db, paths, created, DEMO_TEAM_TYPE_ID);
      seedTasks(batch, db, paths, created, now, { teamId: DEMO_TEAM_ID, exhibitorTypeId: DEMO_TEAM_TYPE_ID });
      seedCards(batch, db, paths, created, DEMO_TEAM_TYPE_ID);
      seedForms(batch, db, paths, created, { teamId: DEMO_TEAM_ID, memberUid: demoAccount('teamMember').uid });

      const teamUids = (role: DemoAccount['teamRole']) => DEMO_ACCOUNTS.filter((account: DemoAccount) => account.teamRole === role).map((account) => account.uid);
      const [ownerId] = teamUids('teamOwner');
      batch.set(db.doc(paths.doc('teamTypes', DEMO_TEAM_TYPE_ID)), {
        id: DEMO_TEAM_TYPE_ID,
        name: 'Exhibitor',
        teamIds: [DEMO_TEAM_ID],
        ...created,
      });
      batch.set(db.doc(paths.doc('teams', DEMO_TEAM_ID)), {
        id: DEMO_TEAM_ID,
        name: 'Northwind Displays',
        ownerId,
        // Every user of the team, the owner included, so "is this user in the team" is one lookup.
        userIds: [...teamUids('teamOwner'), ...teamUids('teamMember')],
        isOrganiser: false,
        customFields: {},
        standShareRole: 'none',
        childTeamIds: [],
        teamTypeId: DEMO_TEAM_TYPE_ID,
        ...created,
      });

      for (const account of DEMO_ACCOUNTS as readonly DemoAccount[]) {
        const person = { id: account.uid, firstName: account.firstName, surname: account.surname, email: account.email };
        batch.set(db.doc(paths.user(account.uid)), {
          ...person,
          permissions: account.role,
          ...(account.teamRole ? { teamId: DEMO_TEAM_ID } : {}),
          hasLoggedIn: false,
          lastLoginInTime: '',
          notificationIds: [],
          isOnboarded: false,
          emailResponseIds: [],
          ...created,
        });
        batch.set(db.doc(profilePath(account.uid)), { ...person, eventIds: [stack.eventId] });
      }
      seedNotifications(batch, db, paths, created, { teamTypeId: DEMO_TEAM_TYPE_ID, teamTypeMembers: [...teamUids('teamOwner'), ...teamUids('teamMember')], everyone: DEMO_ACCOUNTS.map((account) => account.uid) });
      await batch.commit();
      return true;
    } finally {
      await deleteApp(app);
    }
  });
}
