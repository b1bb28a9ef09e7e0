// Writes an event's public branding (events/{eventId}/public/branding: its name, logos, login
// picture and colour, what the sign-in and guest screens show signed out) from its branding and
// event settings, for an event whose settings were saved before the public branding existed.
// Saving either settings screen keeps it up to date from then on. Running it again changes nothing.
// Usage: npx tsx scripts/backfill-public-branding.ts <eventId>, with firebase-admin's usual settings
// (GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT for a project, FIRESTORE_EMULATOR_HOST for an emulator).
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { stampUpdate } from '../src/domain/audit';
import { eventPaths } from '../src/domain/paths';
import { publicBrandingOf, publicBrandingSchema } from '../src/domain/settings/public-branding';
import { settingsSchemas } from '../src/domain/settings/settings-documents';

/** Writes the public branding when it is missing or differs from the settings; answers whether it wrote. */
export async function backfillPublicBranding(db: Firestore, eventId: string, now = new Date()): Promise<boolean> {
  const paths = eventPaths(eventId);
  const [branding, event, emails, variables, current] = await Promise.all([
    db.doc(paths.settings('branding')).get(),
    db.doc(paths.settings('event')).get(),
    db.doc(paths.settings('emails')).get(),
    db.doc(paths.settings('variables')).get(),
    db.doc(paths.publicBranding).get(),
  ]);
  const wanted = publicBrandingOf(
    settingsSchemas.branding.parse(branding.data() ?? {}),
    settingsSchemas.event.parse(event.data() ?? {}),
    settingsSchemas.emails.parse(emails.data() ?? {}),
    settingsSchemas.variables.parse(variables.data() ?? {}),
  );
  const stored = current.exists ? publicBrandingSchema.parse(current.data()) : undefined;
  if (stored && Object.entries(wanted).every(([field, value]) => stored[field as keyof typeof stored] === value))
    return false;
  // Written by no person: the stamp names nobody.
  await db.doc(paths.publicBranding).set({ ...wanted, ...stampUpdate('', now) });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const eventId = process.argv[2];
  if (!eventId) {
    console.error('Usage: npx tsx scripts/backfill-public-branding.ts <eventId>');
    process.exit(2);
  }
  const wrote = await backfillPublicBranding(getFirestore(initializeApp()), eventId);
  console.log(
    wrote
      ? `Public branding written for event ${eventId}`
      : `Public branding of event ${eventId} already matches its settings`,
  );
}
