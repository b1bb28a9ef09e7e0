import { describe, expect, it } from 'vitest';
import { DEFAULT_NAV_BG_COLOR } from './constants';
import { colourBrightness, contrastRatio, navContrast, navThemeFor, parseColour } from './nav-theme';

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

describe('navContrast', () => {
  const judged = (colour: string) => navContrast(parseColour(colour)!);

  it('measures WCAG 2 contrast ratios', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21);
    expect(contrastRatio({ r: 255, g: 255, b: 255 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(1);
  });

  it('judges the menu text on the colour by the 4.5, 3 and 7 thresholds, and says what to do below AA', () => {
    expect(judged('#000000')).toMatchObject({
      level: 'enhanced',
      message: 'Contrast 21:1: the menu text reaches AAA, the highest level.',
    });
    expect(judged(DEFAULT_NAV_BG_COLOR)).toMatchObject({
      level: 'normalText',
      message: 'Contrast 4.5:1: the menu text meets AA.',
    });
    expect(judged('#ff0000')).toMatchObject({
      level: 'largeTextOnly',
      message:
        'Contrast 3.9:1: below AA (4.5:1) for the menu text; only large text is readable enough. Choose a darker or lighter colour.',
    });
    expect(judged('#00a0ff')).toMatchObject({
      level: 'fails',
      message: 'Contrast 2.8:1: the menu text fails AA even for large text (3:1). Choose a darker or lighter colour.',
    });
  });
});
