import { z } from 'zod';
import { auditFieldsSchema } from '../audit';
import { DEFAULT_AUTO_LOGO, DEFAULT_NAV_BG_COLOR, THEMES } from '../constants';
import { navThemeFor } from '../nav-theme';
import { flag, trimmedText } from '../schema-fields';

/**
 * Branding. navTheme always follows navBgColor (dark below brightness 128): a stored navTheme is
 * replaced on every read, so the two can never disagree and writes store the derived value.
 */
export const brandingSettingsSchema = z
  .object({
    id: z.literal('branding').default('branding'),
    logo: trimmedText(),
    invertedLogo: trimmedText(),
    iconLogo: trimmedText(),
    loginImage: trimmedText(),
    navBgColor: trimmedText(DEFAULT_NAV_BG_COLOR),
    autoLogo: flag(DEFAULT_AUTO_LOGO),
    navTheme: z.enum(THEMES).optional(),
  })
  .extend(auditFieldsSchema.shape)
  .transform((branding) => ({ ...branding, navTheme: navThemeFor(branding.navBgColor) }));
export type BrandingSettings = z.output<typeof brandingSettingsSchema>;
