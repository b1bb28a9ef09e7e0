import { describe, expect, it } from 'vitest';
import { DEFAULT_NAV_BG_COLOR } from './constants';
import { colourBrightness, navThemeFor, parseColour } from './nav-theme';

describe('navThemeFor', () => {
  it('is dark when brightness is below 128 and light otherwise', () => {
    expect(navThemeFor('#000000')).toBe('dark');
    expect(navThemeFor('#ffffff')).toBe('light');
    // (299·128 + 587·128 + 114·128) / 1000 = 128 exactly: not below, so light.
    expect(navThemeFor('#808080')).toBe('light');
    expect(navThemeFor('#7f7f7f')).toBe('dark');
  });

  it('uses the perceived-brightness formula', () => {
    expect(colourBrightness({ r: 255, g: 0, b: 0 })).toBeCloseTo(76.245);
    expect(colourBrightness({ r: 0, g: 255, b: 0 })).toBeCloseTo(149.685);
    expect(navThemeFor('#ff0000')).toBe('dark');
    expect(navThemeFor('#00ff00')).toBe('light');
  });

  it('reads short hex, hex without #, and rgb()', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColour('198754')).toEqual({ r: 25, g: 135, b: 84 });
    expect(parseColour('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColour('not a colour')).toBeUndefined();
  });

  it('gives the default green a dark theme, and unreadable colours the default theme', () => {
    expect(navThemeFor(DEFAULT_NAV_BG_COLOR)).toBe('dark');
    expect(navThemeFor('')).toBe('dark');
  });
});
