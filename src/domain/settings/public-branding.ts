import * as z from 'zod/mini';
import { DEFAULT_AUTO_LOGO, DEFAULT_NAV_BG_COLOR } from '../constants';
import { navThemeFor } from '../nav-theme';
import { flag, trimmedText } from '../schema-fields';
import type { BrandingSettings } from './branding-settings';
import type { EventSettings } from './event-settings';

/**
 * What a signed-out person sees of the event's brand on the sign-in and guest screens: its name,
 * logos, login picture and colour, and nothing else (events/{eventId}/public/branding, readable by
 * anyone). The admin's save of the branding or the event settings copies its part here in the same
 * batch; the rules refuse any other field, so no private setting can be stored where guests read.
 */
export const PUBLIC_BRANDING_FROM_BRANDING = ['logo', 'invertedLogo', 'iconLogo', 'loginImage', 'navBgColor', 'autoLogo'] as const;
export const PUBLIC_BRANDING_FROM_EVENT = ['eventName'] as const;

export const publicBrandingSchema = z.pipe(
  z.object({
    eventName: trimmedText(),
    logo: trimmedText(),
    invertedLogo: trimmedText(),
    iconLogo: trimmedText(),
    loginImage: trimmedText(),
    navBgColor: trimmedText(DEFAULT_NAV_BG_COLOR),
    autoLogo: flag(DEFAULT_AUTO_LOGO),
  }),
  z.transform((branding) => ({ ...branding, navTheme: navThemeFor(branding.navBgColor) })),
);
export type PublicBranding = z.output<typeof publicBrandingSchema>;

/** The public branding of an event that has saved none: the portal's own colour, no logo or name. */
export const DEFAULT_PUBLIC_BRANDING: PublicBranding = publicBrandingSchema.parse({});

type PublicPart = Partial<Omit<PublicBranding, 'navTheme'>>;

/** The branding settings' share of the public branding. */
export function publicPartOfBranding(branding: Pick<BrandingSettings, (typeof PUBLIC_BRANDING_FROM_BRANDING)[number]>): PublicPart {
  return Object.fromEntries(PUBLIC_BRANDING_FROM_BRANDING.map((field) => [field, branding[field]]));
}

/** The event settings' share of the public branding: the name people know the event by. */
export function publicPartOfEvent(event: Pick<EventSettings, 'eventName' | 'shortName'>): PublicPart {
  return { eventName: event.eventName || event.shortName };
}

/** Both shares: the whole public branding of an event (the seed and the backfill write it in one go). */
export function publicBrandingOf(branding: Parameters<typeof publicPartOfBranding>[0], event: Parameters<typeof publicPartOfEvent>[0]): PublicPart {
  return { ...publicPartOfBranding(branding), ...publicPartOfEvent(event) };
}
