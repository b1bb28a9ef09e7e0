import * as z from 'zod/mini';
import { navThemeFor } from '../nav-theme';
import { trimmedText } from '../schema-fields';
import { brandingLookFields, type BrandingSettings } from './branding-settings';
import type { EmailsSettings } from './emails-settings';
import type { EventSettings } from './event-settings';
import type { VariablesSettings } from './variables-settings';
import { DEFAULT_CURRENCY_ID } from '../constants';
import { timeZoneSchema } from '../event-time';

/**
 * What a signed-out person sees of the event: its name, logos, login picture and colour on the
 * sign-in and guest screens, the support address that a failed connection names, the currency a
 * guest form's prices are in and the time zone its opening times are said in, nothing else
 * (events/{eventId}/public/branding, readable by anyone). The admin's save of the branding, event,
 * emails or variables settings copies its part here in the same batch; the rules refuse any other field, so no
 * private setting can be stored where guests read.
 */
export const publicBrandingSchema = z.pipe(
  z.object({
    eventName: trimmedText(),
    supportEmail: trimmedText(),
    currencyId: trimmedText(DEFAULT_CURRENCY_ID),
    timeZone: timeZoneSchema,
    ...brandingLookFields,
  }),
  z.transform((branding) => ({ ...branding, navTheme: navThemeFor(branding.navBgColor) })),
);
export type PublicBranding = z.output<typeof publicBrandingSchema>;

/** The public branding of an event that has saved none: the portal's own colour, no logo or name. */
export const DEFAULT_PUBLIC_BRANDING: PublicBranding = publicBrandingSchema.parse({});

type PublicPart = Partial<Omit<PublicBranding, 'navTheme'>>;

type BrandingLook = Pick<BrandingSettings, keyof typeof brandingLookFields>;

/** The branding settings' share of the public branding: its look, not its record fields. */
export function publicPartOfBranding(branding: BrandingLook): PublicPart {
  return Object.fromEntries(
    Object.keys(brandingLookFields).map((field) => [field, branding[field as keyof BrandingLook]]),
  );
}

/** The event settings' share of the public branding: the name people know the event by, and its time zone. */
export function publicPartOfEvent(event: Pick<EventSettings, 'eventName' | 'shortName' | 'timeZone'>): PublicPart {
  return { eventName: event.eventName || event.shortName, timeZone: event.timeZone };
}

/** The emails settings' share: the support address a signed-out person is told to write to. */
export function publicPartOfEmails(emails: Pick<EmailsSettings, 'supportEmail'>): PublicPart {
  return { supportEmail: emails.supportEmail };
}

/** The variables settings' share: the currency of the prices a guest form shows. */
export function publicPartOfVariables(variables: Pick<VariablesSettings, 'currencyId'>): PublicPart {
  return { currencyId: variables.currencyId };
}

/** Every share: the whole public branding of an event (the seed and the backfill write it in one go). */
export function publicBrandingOf(
  branding: Parameters<typeof publicPartOfBranding>[0],
  event: Parameters<typeof publicPartOfEvent>[0],
  emails: Parameters<typeof publicPartOfEmails>[0],
  variables: Parameters<typeof publicPartOfVariables>[0],
): PublicPart {
  return {
    ...publicPartOfBranding(branding),
    ...publicPartOfEvent(event),
    ...publicPartOfEmails(emails),
    ...publicPartOfVariables(variables),
  };
}
