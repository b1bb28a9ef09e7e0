import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore/lite';
import { loadEnv, type Plugin } from 'vite';
import { eventPaths } from '../src/domain/paths';
import {
  DEFAULT_PUBLIC_BRANDING,
  publicBrandingSchema,
  type PublicBranding,
} from '../src/domain/settings/public-branding';
import { parseClientEnv } from '../src/lib/firebase/env';
import { PUBLIC_BRANDING_DEFINE } from '../src/lib/built-public-branding';

const READ_TIMEOUT_MS = 5_000;

/** The event's public branding as anyone may read it, signed out, through the web SDK. */
async function readPublicBranding(env: Record<string, unknown>): Promise<PublicBranding> {
  const client = parseClientEnv(env);
  const app = initializeApp(client.firebase, `public-branding-${Date.now()}`);
  try {
    const db = getFirestore(app);
    if (client.emulators) connectFirestoreEmulator(db, client.emulators.host, client.emulators.firestorePort);
    const timeout = new Promise<never>((_, fail) =>
      setTimeout(() => fail(new Error(`no answer in ${READ_TIMEOUT_MS / 1000} s`)), READ_TIMEOUT_MS).unref(),
    );
    const snapshot = await Promise.race([getDoc(doc(db, eventPaths(client.eventId).publicBranding)), timeout]);
    return snapshot.exists() ? publicBrandingSchema.parse(snapshot.data()) : DEFAULT_PUBLIC_BRANDING;
  } finally {
    await deleteApp(app);
  }
}

/**
 * Builds the event's public branding into the app (src/lib/built-public-branding.ts): the
 * prerendered sign-in screen and the first frame of every signed-out screen show the event's
 * name, logo, colour and login picture without waiting for a read, and so never flash the
 * portal's own look. Read once when the build (or the dev server) starts; the screens read it
 * again when they open. A build that cannot read it draws the portal's defaults and says so.
 */
export function publicBranding(): Plugin {
  return {
    name: 'eventflow-public-branding',
    async config(config, { mode }) {
      const env = { ...loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_'), ...process.env };
      let branding = DEFAULT_PUBLIC_BRANDING;
      try {
        branding = await readPublicBranding(env);
      } catch (error) {
        console.warn(
          `[public branding] not read, the signed-out screens start in the portal's own colours: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return { define: { [PUBLIC_BRANDING_DEFINE]: JSON.stringify(branding) } };
    },
  };
}
