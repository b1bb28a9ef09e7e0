import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_KINDS } from '../../../../src/domain/constants';
import {
  EMAIL_ACTION_LABELS,
  EMAIL_TEMPLATE_DEFAULTS,
  renderEmailTemplate,
  sampleEmailVariables,
} from '../../../../src/domain/email-templates';
import { layoutEmail, type EmailBrand } from './email-layout';

const brand: EmailBrand = {
  eventName: 'Spring Expo',
  logoUrl: 'https://cdn.test/logo.png',
  navColour: '#16325c',
  isDark: true,
  supportEmail: 'help@expo.test',
};

describe('layoutEmail', () => {
  it.each(EMAIL_TEMPLATE_KINDS.map((kind) => [kind]))(
    'dresses %s in the brand: logo, action button, fallback link, support footer, text part',
    async (kind) => {
      const rendered = renderEmailTemplate(EMAIL_TEMPLATE_DEFAULTS[kind], {
        ...sampleEmailVariables(kind),
        actionUrl: 'https://portal.test/act?token=a&b=1',
      });
      const layout = await layoutEmail(rendered, brand);
      const html = layout.html.replace(/\s+/g, ' ');
      const { text } = layout;
      expect(html).toContain('<img alt="Spring Expo" src="https://cdn.test/logo.png"');
      expect(html).toContain('background:#16325c');
      // The action is a button (a link styled by MJML) carrying the kind's label, then the raw link once as a fallback line.
      expect(html).toMatch(
        new RegExp(
          `<a href="https://portal.test/act\\?token=a&amp;b=1"[^>]*style="[^"]*background:#16325c[^>]*>\\s*${EMAIL_ACTION_LABELS[kind]}\\s*</a>`,
        ),
      );
      expect(html).toContain('If the button does not work, copy this link into your browser:');
      expect(html.split('>https://portal.test/act?token=a&amp;b=1</a>')).toHaveLength(2);
      expect(html).toContain('<a href="mailto:help@expo.test"');
      expect(html).toContain('@media only screen and (min-width:480px)');
      expect(text).toContain('https://portal.test/act?token=a&b=1');
      expect(text).toMatch(/\n--\nQuestions\? Contact help@expo\.test\.$/);
      expect(text).not.toContain('<');
    },
  );

  it('gives each mail of the same kind and brand its own content, inserted as it is', async () => {
    const mail = (firstName: string, actionUrl: string) =>
      layoutEmail(
        renderEmailTemplate(EMAIL_TEMPLATE_DEFAULTS.welcome, {
          ...sampleEmailVariables('welcome'),
          firstName,
          actionUrl,
        }),
        brand,
      );
    const first = await mail('Ada', 'https://portal.test/first');
    const second = await mail('Bo $& $1 <b>', 'https://portal.test/second?x=1&y=2');
    expect(first.html).toContain('Ada');
    expect(first.html).toContain('href="https://portal.test/first"');
    expect(second.html).not.toContain('Ada');
    expect(second.html).not.toContain('portal.test/first');
    expect(second.html).toContain('Bo $&amp; $1 &lt;b&gt;');
    expect(second.html).toContain('href="https://portal.test/second?x=1&amp;y=2"');
    expect(second.html).not.toContain('mjslot');
  });

  it('shows the event name instead of a logo when the event has none, in dark text on a light colour', async () => {
    const rendered = renderEmailTemplate(
      EMAIL_TEMPLATE_DEFAULTS.verifyPasswordChange,
      sampleEmailVariables('verifyPasswordChange'),
    );
    const { html } = await layoutEmail(rendered, { ...brand, logoUrl: '', navColour: '#f8f9fa', isDark: false });
    expect(html).not.toContain('<img');
    expect(html.replace(/\s+/g, ' ')).toMatch(/color:#212529;"\s*>Spring Expo</);
  });
});
