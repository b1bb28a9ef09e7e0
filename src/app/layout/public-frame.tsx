import type { CSSProperties, ReactNode } from 'react';
import { parseColour } from '../../domain/nav-theme';
import type { PublicBranding } from '../../domain/settings/public-branding';
import { FramePublicBrandingProvider, usePublicBranding } from '../../data/settings/use-public-branding';
import { chooseLogo } from './brand-logo';
import { useFavicon } from './use-favicon';

/** The brand colour as Bootstrap's primary ('r, g, b'), when it is dark enough for white text on it. */
function brandPrimary(branding: PublicBranding | undefined): string | undefined {
  const rgb = branding?.navTheme === 'dark' ? parseColour(branding.navBgColor) : undefined;
  return rgb && `${rgb.r}, ${rgb.g}, ${rgb.b}`;
}

/**
 * The frame of every screen a signed-out person sees: the event's login picture under its colour,
 * its logo and name at the top, the screen centred. Without branding (an event that saved none),
 * the portal's own colour and no logo.
 */
export function PublicFrame({ branding, children }: { branding: PublicBranding | undefined; children: ReactNode }) {
  const logo = branding ? chooseLogo(branding, 'full') : '';
  const name = branding?.eventName ?? '';
  const primary = brandPrimary(branding);
  const style = {
    ...(branding && { '--portal-nav-bg': branding.navBgColor }),
    ...(primary && { '--bs-primary': branding?.navBgColor, '--bs-primary-rgb': primary }),
    ...(branding?.loginImage && { '--public-login-image': `url(${JSON.stringify(branding.loginImage)})` }),
  } as CSSProperties;
  return (
    <div
      className="public-frame min-vh-100 d-flex flex-column"
      style={style}
      data-nav-theme={branding?.navTheme ?? 'dark'}
      data-login-image={branding?.loginImage ? '' : undefined}
      data-brand-primary={primary ? '' : undefined}
    >
      {(logo || name) && (
        <header className="public-frame-brand">
          {logo && <img src={logo} alt={name || 'Event logo'} className="public-frame-logo" />}
          {name && (
            <span className="public-frame-name" aria-hidden={logo ? true : undefined}>
              {name}
            </span>
          )}
        </header>
      )}
      <main className="public-frame-main flex-grow-1 d-flex align-items-center justify-content-center p-3">
        {children}
      </main>
    </div>
  );
}

/** PublicFrame in the event's branding, with its icon logo as the tab's icon. */
export function BrandedPublicFrame({ children }: { children: ReactNode }) {
  const branding = usePublicBranding();
  useFavicon(branding?.iconLogo);
  return (
    <FramePublicBrandingProvider value={branding}>
      <PublicFrame branding={branding}>{children}</PublicFrame>
    </FramePublicBrandingProvider>
  );
}
