import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { stampCreate, stampUpdate } from '../src/domain/audit';
import { defaultCorePages } from '../src/domain/core-pages';
import { eventPaths } from '../src/domain/paths';
import {
  SETTINGS_KINDS,
  settingsDefaults,
  settingsSchemas,
  type Settings,
  type SettingsKind,
} from '../src/domain/settings/settings-documents';
import { publicBrandingOf } from '../src/domain/settings/public-branding';
import { backfillPublicBranding } from './backfill-public-branding';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from './demo-accounts';
import { seedCards } from './seed-cards';
import { seedDemoAssets } from './seed-demo-assets';
import { seedDemoContent } from './seed-demo-content';
import { DEMO_SPONSOR_TYPE_ID, DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID, seedDemoTeams } from './seed-demo-teams';
import { seedForms } from './seed-forms';
import { seedNavigation } from './seed-navigation';
import { seedSuppliers } from './seed-suppliers';
import { seedTasks } from './seed-tasks';
import { seedWebhooks } from './seed-webhooks';
import { seedNotifications } from './seed-notifications';
import type { StackInfo } from './stack';

// The demo event a new checkout starts with: its record, the eight settings documents (branded,
// with email addresses and onboarding text), the core pages, teams with people, content pages,
// assets and downloads, each area's own demo data, and a sign-in per role.

export { DEMO_TEAM_ID, DEMO_TEAM_TYPE_ID };
const DEMO_EVENT_NAME = 'Eventflow Demo Expo';
const DEMO_SUPPORT_EMAIL = 'support@demo.eventflow.test';
const DEMO_FROM_EMAIL = 'Eventflow Demo Expo <hello@demo.eventflow.test>';
const DEMO_ONBOARDING = {
  title: 'Welcome to Eventflow Demo Expo',
  salutation: 'Hello',
  description:
    'This portal is where your team prepares for the show: your tasks and their due dates, the forms to send us, the downloads and the suppliers who can help. Start with the dashboard; the sidebar has everything else.',
  videoUrl: 'dQw4w9WgXcQ',
  videoSourceType: 'youTube',
};
const DEMO_EVENT_DAYS = 3;
const DEMO_EVENT_STARTS_IN_DAYS = 90;

/** firebase-admin finds the emulators through these variables; set only while the seed runs. */
async function withEmulatorEnv<T>(stack: StackInfo, run: () => Promise<T>): Promise<T> {
  const values: Record<string, string> = {
    FIREBASE_AUTH_EMULATOR_HOST: stack.env.FIREBASE_AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST: stack.env.FIRESTORE_EMULATOR_HOST,
    FIREBASE_STORAGE_EMULATOR_HOST: stack.env.FIREBASE_STORAGE_EMULATOR_HOST,
    // firebase-admin's Storage sets this itself on first use; listed so that it is put back too.
    STORAGE_EMULATOR_HOST: `http://${stack.env.FIREBASE_STORAGE_EMULATOR_HOST}`,
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
    const app = initializeApp(
      { projectId: stack.projectId, storageBucket: stack.env.VITE_FIREBASE_STORAGE_BUCKET },
      `seed-${stack.ports.firestore}-${Date.now()}`,
    );
    try {
      await ensureAuthUsers(getAuth(app));
      const db = getFirestore(app);
      const paths = eventPaths(stack.eventId);
      if ((await db.doc(paths.event).get()).exists) {
        // Data kept from a checkout older than the public branding gets it, so its sign-in is branded too.
        await backfillPublicBranding(db, stack.eventId);
        return false;
      }

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

      const assets = await seedDemoAssets(
        { batch, db, storage: getStorage(app), paths, created },
        { name: event.eventName, startDate: event.startDate, endDate: event.endDate },
        [DEMO_TEAM_TYPE_ID, DEMO_SPONSOR_TYPE_ID],
      );
      const content = seedDemoContent(batch, db, paths, created, {
        manualUrl: assets.manualUrl,
        sponsorTypeId: DEMO_SPONSOR_TYPE_ID,
      });
      // Onboarding stays switched off so that a sign-in goes straight to work; its text is ready for an admin to switch it on.
      const settingsOverrides: Partial<Record<SettingsKind, object>> = {
        event: { eventName: event.eventName, startDate: event.startDate, endDate: event.endDate, appUrl: event.appUrl },
        emails: { supportEmail: DEMO_SUPPORT_EMAIL, fromEmail: DEMO_FROM_EMAIL },
        onboarding: DEMO_ONBOARDING,
        branding: assets.branding,
        featured: content.featured,
      };
      const seeded = Object.fromEntries(
        SETTINGS_KINDS.map((kind) => [
          kind,
          settingsSchemas[kind].parse({ ...settingsDefaults(kind), ...settingsOverrides[kind], ...created }),
        ]),
      ) as { [K in SettingsKind]: Settings<K> };
      for (const kind of SETTINGS_KINDS) batch.set(db.doc(paths.settings(kind)), seeded[kind]);
      batch.set(db.doc(paths.publicBranding), {
        ...publicBrandingOf(seeded.branding, seeded.event, seeded.emails, seeded.variables),
        ...stampUpdate(created.updatedBy, now),
      });
      for (const page of defaultCorePages()) {
        batch.set(db.doc(paths.doc('corePages', page.id)), { ...page, ...created });
      }
      seedDemoTeams(batch, db, paths, stack.eventId, created);
      seedNavigation(batch, db, paths, created, content.pageIds);
      seedSuppliers(batch, db, paths, created, DEMO_TEAM_TYPE_ID);
      seedTasks(batch, db, paths, created, now, { teamId: DEMO_TEAM_ID, exhibitorTypeId: DEMO_TEAM_TYPE_ID });
      seedCards(batch, db, paths, created, DEMO_TEAM_TYPE_ID);
      seedForms(batch, db, paths, created, { teamId: DEMO_TEAM_ID, memberUid: demoAccount('teamMember').uid });
      seedWebhooks(batch, db, paths, created);
      const signInTeamUids = DEMO_ACCOUNTS.filter((account) => 'teamRole' in account).map((account) => account.uid);
      seedNotifications(batch, db, paths, created, {
        teamTypeId: DEMO_TEAM_TYPE_ID,
        teamTypeMembers: signInTeamUids,
        everyone: DEMO_ACCOUNTS.map((account) => account.uid),
      });
      await batch.commit();
      return true;
    } finally {
      await deleteApp(app);
    }
  });
}
