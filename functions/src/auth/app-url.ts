import { z } from 'zod';
import { adminFirestore } from '../lib/admin';
import { eventPaths } from '../../../src/domain/paths';

/**
 * The portal's address that emailed links open: APP_URL from the functions' environment (the
 * stack sets it to the local portal), else the event record's application URL.
 */
export async function appUrl(eventId: string): Promise<string> {
  const fromEnv = process.env.APP_URL?.trim();
  if (fromEnv) return fromEnv;
  const event = await adminFirestore().doc(eventPaths(eventId).event).get();
  const stored = z.object({ appUrl: z.url() }).safeParse(event.data());
  if (!stored.success)
    throw new Error(`Neither APP_URL nor the appUrl of event ${eventId} is set, so no link can be built`);
  return stored.data.appUrl;
}

/** A full address of a screen of the portal, for emails. */
export async function appLink(eventId: string, path: string): Promise<string> {
  return new URL(path, await appUrl(eventId)).toString();
}
