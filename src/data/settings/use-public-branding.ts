import { createContext, useContext, useEffect, useState } from 'react';
import type { PublicBranding } from '../../domain/settings/public-branding';
import { BUILT_PUBLIC_BRANDING } from '../../lib/built-public-branding';

/**
 * The event's public branding for a signed-out screen: as the build read it at once (so the first
 * frame, prerendered or not, is already the event's), then as stored now, for a branding saved
 * since the build. The reader (Firestore) loads once the browser is idle, after the screen's own
 * loading: it stays out of the sign-in's first paint and does not compete with the screen.
 */
export function usePublicBranding(): PublicBranding | undefined {
  const [branding, setBranding] = useState(BUILT_PUBLIC_BRANDING);
  useEffect(() => {
    let open = true;
    const read = () =>
      import('./public-branding-store')
        .then(({ getPublicBranding }) => getPublicBranding())
        .then(
          (stored) => open && setBranding(stored),
          // Offline or unreachable: the build's branding stays, and the screen works without it.
          () => undefined,
        );
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(read) : undefined;
    const timer = idle === undefined ? window.setTimeout(read) : undefined;
    return () => {
      open = false;
      if (idle !== undefined) cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return branding;
}

const FramePublicBranding = createContext<PublicBranding | undefined>(BUILT_PUBLIC_BRANDING);

/** Hands the branding a signed-out screen's frame read (usePublicBranding) to the page inside it. */
export const FramePublicBrandingProvider = FramePublicBranding.Provider;

/** The public branding the frame around this page shows, read once by the frame, not again by the page. */
export function useFramePublicBranding(): PublicBranding | undefined {
  return useContext(FramePublicBranding);
}
