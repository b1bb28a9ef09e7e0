import type { OnboardingSettings } from '../../domain/settings/onboarding-settings';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{5,12}$/;

/** The YouTube shortcode: as given, or taken from a pasted watch / short / embed link. */
function youTubeShortcode(value: string): string | undefined {
  if (YOUTUBE_ID.test(value)) return value;
  try {
    const url = new URL(value);
    const fromQuery = url.searchParams.get('v');
    const fromPath = url.pathname.split('/').filter(Boolean).pop();
    const candidate =
      fromQuery ?? (url.hostname.endsWith('youtu.be') || url.pathname.includes('/embed/') ? fromPath : undefined);
    return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** The numeric Vimeo id: as given, or the last number of a pasted link. */
function vimeoId(value: string): string | undefined {
  if (VIMEO_ID.test(value)) return value;
  const match = /vimeo\.com\/(?:video\/)?(\d{5,12})/.exec(value);
  return match?.[1];
}

/** The player address for the onboarding video, or undefined when none is set or it can't be read. */
export function videoEmbedUrl({
  videoUrl,
  videoSourceType,
}: Pick<OnboardingSettings, 'videoUrl' | 'videoSourceType'>): string | undefined {
  const value = videoUrl.trim();
  if (!value) return undefined;
  if (videoSourceType === 'vimeo') {
    const id = vimeoId(value);
    return id && `https://player.vimeo.com/video/${id}`;
  }
  const shortcode = youTubeShortcode(value);
  return shortcode && `https://www.youtube-nocookie.com/embed/${shortcode}`;
}
