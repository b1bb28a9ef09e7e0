import type { PublicBranding } from '../domain/settings/public-branding';

/** The name the build defines the public branding under (scripts/vite-public-branding.ts). */
export const PUBLIC_BRANDING_DEFINE = '__EVENTFLOW_PUBLIC_BRANDING__';

declare const __EVENTFLOW_PUBLIC_BRANDING__: PublicBranding | undefined;

/**
 * The event's public branding as the build read it; undefined where no build defined it (the
 * component tests), which draws the portal's own look.
 */
export const BUILT_PUBLIC_BRANDING: PublicBranding | undefined =
  typeof __EVENTFLOW_PUBLIC_BRANDING__ === 'undefined' ? undefined : __EVENTFLOW_PUBLIC_BRANDING__;
