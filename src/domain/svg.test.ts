// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeSvg, SVG_UNREADABLE_MESSAGE } from './svg';

const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert('x')</script>
  <foreignObject width="10" height="10"><iframe src="https://evil.test"></iframe></foreignObject>
  <a href="javascript:alert(2)"><rect width="5" height="5" fill="red" onclick="alert(3)"/></a>
  <image href="https://evil.test/track.png" width="1" height="1"/>
  <defs><linearGradient id="glow"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#glow)"/>
  <circle id="dot" cx="5" cy="5" r="2" style="fill: url(https://evil.test/x)"/>
</svg>`;

describe('sanitizeSvg', () => {
  const clean = sanitizeSvg(hostile);

  it('removes scripts, event handlers and foreignObject', () => {
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/onload|onclick/i);
    expect(clean).not.toMatch(/foreignObject|iframe/i);
    expect(clean).not.toMatch(/javascript:/i);
  });

  it('removes references to other documents but keeps in-document ones', () => {
    expect(clean).not.toContain('evil.test');
    expect(clean).toContain('url(#glow)');
  });

  it('keeps it an SVG image with its drawing and namespace', () => {
    expect(clean).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('<rect');
    expect(clean).toContain('<circle');
  });

  it('adds the SVG namespace when the file left it out', () => {
    expect(sanitizeSvg('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
  });

  it('refuses something that is not an SVG', () => {
    expect(() => sanitizeSvg('<p>hello</p>')).toThrow(SVG_UNREADABLE_MESSAGE);
  });
});
