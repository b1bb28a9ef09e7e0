import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_KINDS } from './constants';
import {
  defaultEmailTemplate,
  EMAIL_TEMPLATE_DEFAULTS,
  EMAIL_TEMPLATE_DEFINITIONS,
  emailTemplateSchema,
  emailTemplateWriteSchema,
  EmailTemplateVariablesError,
  isCustomisedEmailTemplate,
  placeholdersIn,
  renderEmailTemplate,
  sampleEmailVariables,
  welcomeParagraphsText,
} from './email-templates';

const audit = { createdAt: '', createdBy: '', updatedAt: '', updatedBy: '' };

describe('email template defaults', () => {
  it('has a default for every kind, with its kind as id', () => {
    expect(Object.keys(EMAIL_TEMPLATE_DEFAULTS).sort()).toEqual([...EMAIL_TEMPLATE_KINDS].sort());
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      const template = defaultEmailTemplate(kind);
      expect(template.id).toBe(kind);
      expect(template.subject).not.toBe('');
      expect(template.body).not.toBe('');
      expect(template).toMatchObject(audit);
    }
  });

  it('uses only the variables each kind declares, and every default passes the write check', () => {
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      const { variables, subject, body } = EMAIL_TEMPLATE_DEFINITIONS[kind];
      const declared = variables.map((v) => v.name);
      expect(placeholdersIn(subject + body).every((name) => declared.includes(name))).toBe(true);
      expect(emailTemplateWriteSchema.safeParse(defaultEmailTemplate(kind)).success, kind).toBe(true);
      expect(new Set(declared).size).toBe(declared.length);
    }
  });

  it('gives every kind with a link an actionUrl, and every variable a description', () => {
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      const { variables } = EMAIL_TEMPLATE_DEFINITIONS[kind];
      expect(
        variables.some((v) => v.name === 'actionUrl' && v.isLink),
        kind,
      ).toBe(true);
      for (const variable of variables) expect(variable.description).not.toBe('');
    }
  });

  it('makes the link required where the email is pointless without it', () => {
    const required = EMAIL_TEMPLATE_KINDS.filter((kind) =>
      EMAIL_TEMPLATE_DEFINITIONS[kind].variables.some((v) => v.required),
    );
    expect(required).toEqual([
      'welcome',
      'welcomeExisting',
      'welcomeTeamMember',
      'welcomeTeamMemberExisting',
      'standShareWelcome',
      'standShareWelcomeExisting',
      'welcomeChaser',
      'welcomeChaserExisting',
      'verifyEmailChange',
      'verifyPasswordChange',
    ]);
  });

  it("titles the admin notification 'You have a new notification'", () => {
    expect(EMAIL_TEMPLATE_DEFAULTS.adminNotification.subject).toBe('You have a new notification');
  });

  it('puts the welcome paragraphs into every welcome kind', () => {
    for (const kind of [
      'welcome',
      'welcomeExisting',
      'welcomeTeamMember',
      'welcomeTeamMemberExisting',
      'standShareWelcome',
      'standShareWelcomeExisting',
    ] as const) {
      expect(placeholdersIn(EMAIL_TEMPLATE_DEFAULTS[kind].body)).toContain('welcomeParagraphs');
    }
  });
});

describe('reading a stored template', () => {
  it('trims, requires a known kind as id and falls back to the default text when blank', () => {
    const read = emailTemplateSchema.parse({ id: 'welcome', subject: '  Hello  ', body: ' ', updatedBy: 4 });
    expect(read.subject).toBe('Hello');
    expect(read.body).toBe(EMAIL_TEMPLATE_DEFINITIONS.welcome.body);
    expect(read.updatedBy).toBe('4');
    expect(emailTemplateSchema.safeParse({ id: 'newsletter', subject: 'x', body: 'y' }).success).toBe(false);
  });

  it('tells a customised template from a default one', () => {
    expect(isCustomisedEmailTemplate(EMAIL_TEMPLATE_DEFAULTS.taskStatus)).toBe(false);
    expect(isCustomisedEmailTemplate({ ...EMAIL_TEMPLATE_DEFAULTS.taskStatus, subject: 'Changed' })).toBe(true);
  });
});

describe('saving a template', () => {
  const welcome = { ...EMAIL_TEMPLATE_DEFAULTS.welcome };

  it('refuses placeholders the kind does not know', () => {
    const result = emailTemplateWriteSchema.safeParse({ ...welcome, subject: 'Hi {{nickname}} and {{pet}}' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'This template has no variables {{nickname}}, {{pet}}',
    ]);
  });

  it('refuses a body without the required link', () => {
    const result = emailTemplateWriteSchema.safeParse({ ...welcome, body: 'Hello {{firstName}}' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['The email text must include {{actionUrl}}']);
  });

  it('refuses an empty subject or body', () => {
    const result = emailTemplateWriteSchema.safeParse({
      ...EMAIL_TEMPLATE_DEFAULTS.taskStatus,
      subject: ' ',
      body: '',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Enter a subject', 'Enter the email text']);
  });
});

describe('renderEmailTemplate', () => {
  const template = {
    id: 'verifyEmailChange' as const,
    subject: 'Hi {{firstName}}',
    body: 'Dear {{ firstName }},\n\nConfirm {{newEmail}}:\n{{actionUrl}}\n\nBye',
  };

  it('fills subject, text and html, paragraphs and line breaks', () => {
    const rendered = renderEmailTemplate(template, {
      firstName: 'Ann',
      newEmail: 'a@b.test',
      actionUrl: 'https://x.test/v?a=1&b=2',
    });
    expect(rendered.subject).toBe('Hi Ann');
    expect(rendered.text).toBe('Dear Ann,\n\nConfirm a@b.test:\nhttps://x.test/v?a=1&b=2\n\nBye');
    expect(rendered.html).toBe(
      '<p>Dear Ann,</p>\n<p>Confirm a@b.test:<br>\n<a href="https://x.test/v?a=1&amp;b=2">https://x.test/v?a=1&amp;b=2</a></p>\n<p>Bye</p>',
    );
  });

  it("gives the body as blocks: a link alone on its line is the action, with the kind's label", () => {
    const rendered = renderEmailTemplate(template, {
      firstName: 'Ann',
      newEmail: 'a@b.test',
      actionUrl: 'https://x.test/v?a=1&b=2',
    });
    expect(rendered.blocks).toEqual([
      { kind: 'paragraph', html: 'Dear Ann,' },
      { kind: 'paragraph', html: 'Confirm a@b.test:' },
      { kind: 'action', url: 'https://x.test/v?a=1&b=2', label: 'Confirm the new address' },
      { kind: 'paragraph', html: 'Bye' },
    ]);
    const inline = renderEmailTemplate(
      { ...template, body: 'Open {{actionUrl}} now' },
      { firstName: 'Ann', actionUrl: 'https://x.test/' },
    );
    expect(inline.blocks).toEqual([
      { kind: 'paragraph', html: 'Open <a href="https://x.test/">https://x.test/</a> now' },
    ]);
  });

  it('escapes values and the template text in the html', () => {
    const rendered = renderEmailTemplate(
      { id: 'commentNotification', subject: 'x', body: '<b>{{comment}}</b> {{actionUrl}}' },
      { comment: '<script>alert("hi")</script> & \'you\'', actionUrl: 'javascript:alert(1)' },
    );
    expect(rendered.html).toBe(
      '<p>&lt;b&gt;&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &#39;you&#39;&lt;/b&gt; javascript:alert(1)</p>',
    );
    expect(rendered.html).not.toContain('<a');
  });

  it('throws listing every missing required variable', () => {
    const render = () => renderEmailTemplate(EMAIL_TEMPLATE_DEFAULTS.welcome, { firstName: 'Ann', actionUrl: '  ' });
    expect(render).toThrow(EmailTemplateVariablesError);
    expect(render).toThrow('Cannot send the welcome email: missing actionUrl');
  });

  it('renders missing optional variables and unknown placeholders as empty text', () => {
    const rendered = renderEmailTemplate(
      { id: 'taskStatus', subject: '{{taskName}} {{mystery}} done', body: 'A {{comment}}\n\n{{mystery}}\n\nB' },
      {},
    );
    expect(rendered.subject).toBe('done');
    expect(rendered.text).toBe('A\n\nB');
    expect(rendered.html).toBe('<p>A</p>\n<p>B</p>');
  });

  it('renders every default with its sample values', () => {
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      const rendered = renderEmailTemplate(EMAIL_TEMPLATE_DEFAULTS[kind], sampleEmailVariables(kind));
      expect(rendered.text).not.toMatch(/\{\{/);
      expect(rendered.html).toContain('<a href="https://portal.example.com/');
    }
  });
});

describe('welcome paragraphs', () => {
  const settings = { paragraph1: ' First. ', paragraph2: 'Second.', showParagraph1: true, showParagraph2: true };

  it('joins the paragraphs that are switched on', () => {
    expect(welcomeParagraphsText(settings)).toBe('First.\n\nSecond.');
    expect(welcomeParagraphsText({ ...settings, showParagraph1: false })).toBe('Second.');
    expect(welcomeParagraphsText({ ...settings, showParagraph1: false, showParagraph2: false })).toBe('');
    expect(welcomeParagraphsText({ ...settings, paragraph1: '  ' })).toBe('Second.');
  });

  it('become their own paragraphs in the welcome email, and vanish when off', () => {
    const variables = { ...sampleEmailVariables('welcome'), welcomeParagraphs: welcomeParagraphsText(settings) };
    const rendered = renderEmailTemplate(EMAIL_TEMPLATE_DEFAULTS.welcome, variables);
    expect(rendered.html).toContain('<p>First.</p>\n<p>Second.</p>');
    const without = renderEmailTemplate(EMAIL_TEMPLATE_DEFAULTS.welcome, { ...variables, welcomeParagraphs: '' });
    expect(without.text).not.toContain('\n\n\n');
    expect(without.html).not.toContain('<p></p>');
  });
});
