import {
  CONTRAST_THRESHOLDS,
  DARK_BRIGHTNESS_THRESHOLD,
  DEFAULT_NAV_BG_COLOR,
  NAV_TEXT_COLORS,
  type Theme,
} from './constants';

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
  return themeOfRgb(parseColour(colour) ?? parseColour(DEFAULT_NAV_BG_COLOR)!);
}

/** The navigation theme for a colour already read: dark below the brightness threshold. */
function themeOfRgb(rgb: Rgb): Theme {
  return colourBrightness(rgb) < DARK_BRIGHTNESS_THRESHOLD ? 'dark' : 'light';
}

/** A channel's linear light (WCAG 2's relative luminance of one sRGB channel). */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2's contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const luminance = ({ r, g, b: blue }: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(blue);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** How readable the navigation's text is on a colour: the level it reaches and what to tell the admin. */
export interface NavContrast {
  ratio: number;
  level: 'fails' | 'largeTextOnly' | 'normalText' | 'enhanced';
  message: string;
}

/** The navigation's text (its theme's colour) on a background colour, judged by the WCAG thresholds. */
export function navContrast(colour: Rgb): NavContrast {
  const text = parseColour(NAV_TEXT_COLORS[themeOfRgb(colour)])!;
  const ratio = contrastRatio(colour, text);
  const shown = `${Math.floor(ratio * 10) / 10}:1`;
  if (ratio >= CONTRAST_THRESHOLDS.enhanced)
    return { ratio, level: 'enhanced', message: `Contrast ${shown}: the menu text reaches AAA, the highest level.` };
  if (ratio >= CONTRAST_THRESHOLDS.normalText)
    return { ratio, level: 'normalText', message: `Contrast ${shown}: the menu text meets AA.` };
  if (ratio >= CONTRAST_THRESHOLDS.largeText)
    return {
      ratio,
      level: 'largeTextOnly',
      message: `Contrast ${shown}: below AA (${CONTRAST_THRESHOLDS.normalText}:1) for the menu text; only large text is readable enough. Choose a darker or lighter colour.`,
    };
  return {
    ratio,
    level: 'fails',
    message: `Contrast ${shown}: the menu text fails AA even for large text (${CONTRAST_THRESHOLDS.largeText}:1). Choose a darker or lighter colour.`,
  };
}
