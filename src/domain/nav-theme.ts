import { DARK_BRIGHTNESS_THRESHOLD, DEFAULT_NAV_BG_COLOR, type Theme } from './constants';

export type Rgb = { r: number; g: number; b: number };

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_COLOUR = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+%?\s*)?\)$/i;

/** Reads '#rgb', '#rrggbb' (with or without '#') and 'rgb(r, g, b)'; anything else is undefined. */
export function parseColour(colour: string): Rgb | undefined {
  const text = colour.trim();
  const hex = HEX_COLOUR.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return {
      r: parseInt(full.slice(0, 2), 16),
      g: parseInt(full.slice(2, 4), 16),
      b: parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = RGB_COLOUR.exec(text);
  if (rgb) {
    const [r, g, b] = rgb.slice(1, 4).map(Number);
    if ([r, g, b].every((channel) => channel <= 255)) return { r, g, b };
  }
  return undefined;
}

/** Perceived brightness, 0–255 (the W3C formula: (299 R + 587 G + 114 B) / 1000). */
export function colourBrightness({ r, g, b }: Rgb): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * The navigation theme for a background colour: dark (light text) when its brightness is below
 * 128, otherwise light. A colour that cannot be read gets the default navigation colour's theme.
 */
export function navThemeFor(colour: string): Theme {
  const rgb = parseColour(colour) ?? parseColour(DEFAULT_NAV_BG_COLOR);
  return rgb && colourBrightness(rgb) < DARK_BRIGHTNESS_THRESHOLD ? 'dark' : 'light';
}
