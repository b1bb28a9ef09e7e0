import type { BrandingSettings } from '../../domain/settings/branding-settings';

export type LogoPlace = 'full' | 'icon';

/**
 * Which logo the navigation shows. The icon logo fits the collapsed sidebar and the small-screen
 * top bar. With the automatic logo option on, the full logo follows the nav colour: the inverted
 * logo on a dark nav (falling back to the logo); with it off the logo is always the main one.
 * '' when the event has not uploaded a fitting logo.
 */
export function chooseLogo(
  branding: Pick<BrandingSettings, 'logo' | 'invertedLogo' | 'iconLogo' | 'autoLogo' | 'navTheme'>,
  place: LogoPlace,
): string {
  if (place === 'icon') return branding.iconLogo;
  if (branding.autoLogo && branding.navTheme === 'dark') return branding.invertedLogo || branding.logo;
  return branding.logo;
}
