import * as z from 'zod/mini';
import { auditFieldsSchema } from '../audit';
import { DEFAULT_AUTO_LOGO, DEFAULT_NAV_BG_COLOR, THEMES } from '../constants';
import { navThemeFor } from '../nav-theme';
import { flag, trimmedText } from '../schema-fields';

/**
 * Branding. navTheme always follows navBgColor (dark below brightness 128): a stored navTheme is
 * replaced on every read, so the two can never disagree and writes store the derived value.
 */
/** The event's look: its logos, login picture and colour (the public branding shows the same fields signed out). */
export const brandingLookFields = {
  logo: trimmedText(),
  invertedLogo: trimmedText(),
  iconLogo: trimmedText(),
  loginImage: trimmedText(),
  navBgColor: trimmedText(DEFAULT_NAV_BG_COLOR),
  autoLogo: flag(DEFAULT_AUTO_LOGO),
};

export const brandingSettingsSchema = z.pipe(
  z.object({
    id: z._default(z.literal('branding'), 'branding'),
    ...brandingLookFields,
    navTheme: z.optional(z.enum(THEMES)),
    ...auditFieldsSchema.shape,
  }),
  z.transform((branding) => ({ ...branding, navTheme: navThemeFor(branding.navBgColor) })),
);
export type BrandingSettings = z.output<typeof brandingSettingsSchema>;
