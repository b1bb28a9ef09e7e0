import * as z from 'zod/mini';
import {
  DEFAULT_PUBLIC_BRANDING,
  publicBrandingSchema,
  type PublicBranding,
} from '../../domain/settings/public-branding';
import { firebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { reportProblem } from '../../lib/firebase/reporting';

/**
 * The event's public branding, readable signed out. An event that has saved none reads as the
 * defaults; a malformed document is reported and read as the defaults too, since the sign-in
 * screens must show whatever happens.
 */
export async function getPublicBranding(): Promise<PublicBranding> {
  const snapshot = await readDocument(firebaseClient().paths.publicBranding);
  if (!snapshot.exists()) return DEFAULT_PUBLIC_BRANDING;
  const result = publicBrandingSchema.safeParse(snapshot.data());
  if (result.success) return result.data;
  reportProblem(
    new Error('Invalid public branding'),
    { entityType: 'publicBranding' },
    { issues: z.prettifyError(result.error) },
  );
  return DEFAULT_PUBLIC_BRANDING;
}
