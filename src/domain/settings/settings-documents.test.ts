import { describe, expect, it } from 'vitest';
import { SETTINGS_PARSE_FAILED } from '../messages';
import { parseOrThrow } from '../schema-fields';
import {
  FIXED_ID_SETTINGS_KINDS,
  SETTINGS_KINDS,
  settingsDefaults,
  settingsInvalidMessage,
  settingsMissingMessage,
  settingsSchemas,
  settingsWriteSchemas,
} from './settings-documents';

const audit = { createdAt: '', createdBy: '', updatedAt: '', updatedBy: '' };

describe('settings defaults', () => {
  it('covers the eight documents', () => {
    expect(SETTINGS_KINDS).toEqual([
      'branding',
      'emails',
      'event',
      'featured',
      'onboarding',
      'terminology',
      'variables',
      'welcomeEmail',
    ]);
  });

  it('gives each document its kind as id', () => {
    for (const kind of SETTINGS_KINDS) expect(settingsDefaults(kind).id).toBe(kind);
  });

  it('seeds branding with the green nav colour, auto logo on and the derived dark theme', () => {
    expect(settingsDefaults('branding')).toEqual({
      id: 'branding',
      logo: '',
      invertedLogo: '',
      iconLogo: '',
      loginImage: '',
      navBgColor: '#198754',
      autoLogo: true,
      navTheme: 'dark',
      ...audit,
    });
  });

  it('seeds emails with reminders off, sent to all users', () => {
    expect(settingsDefaults('emails')).toEqual({
      id: 'emails',
      supportEmail: '',
      fromEmail: '',
      taskRemindersEnabled: false,
      sendTaskRemindersTo: 'all-users',
      ...audit,
    });
  });

  it('seeds the event with the placeholder product name, no launch date and the London time zone', () => {
    expect(settingsDefaults('event')).toEqual({
      id: 'event',
      startDate: '',
      endDate: '',
      longName: 'Eventflow',
      shortName: 'Eventflow',
      eventName: 'Eventflow',
      teamName: 'Eventflow',
      companyName: 'Eventflow',
      companyAddress: '',
      appUrl: '',
      launchDate: '',
      timeZone: 'Europe/London',
      ...audit,
    });
  });

  it("refuses an event time zone Intl does not know, with the event's message", () => {
    expect(settingsSchemas.event.safeParse({ timeZone: 'Asia/Tokyo' }).success).toBe(true);
    expect(settingsSchemas.event.safeParse({ timeZone: 'Mars/Olympus_Mons' }).success).toBe(false);
    expect(settingsSchemas.event.safeParse({ timeZone: '+01:00' }).success).toBe(false);
    expect(() =>
      parseOrThrow(settingsWriteSchemas.event, { timeZone: 'Europe/Londres' }, settingsInvalidMessage('event')),
    ).toThrow('Invalid event settings data');
  });

  it('seeds featured pages empty', () => {
    expect(settingsDefaults('featured')).toEqual({ id: 'featured', contentIds: [], ...audit });
  });

  it('seeds onboarding off, titled Welcome!, saluting Dear, greeting and signature on, YouTube', () => {
    expect(settingsDefaults('onboarding')).toEqual({
      id: 'onboarding',
      showOnboarding: false,
      showGreeting: true,
      showSignature: true,
      showSurname: false,
      title: 'Welcome!',
      description: '',
      salutation: 'Dear',
      videoUrl: '',
      videoSourceType: 'youTube',
      ...audit,
    });
  });

  it('seeds terminology with the default labels', () => {
    expect(settingsDefaults('terminology')).toEqual({
      id: 'terminology',
      dashboard: 'Dashboard',
      downloads: 'Downloads',
      forms: 'Forms',
      suppliers: 'Suppliers',
      tasks: 'Tasks',
      notifications: 'Notifications',
      timeTable: 'Time Table',
      ...audit,
    });
  });

  it('seeds variables with 10 members, 30 due-soon days and GBP', () => {
    expect(settingsDefaults('variables')).toEqual({
      id: 'variables',
      teamMemberLimit: 10,
      dueSoonDays: 30,
      currencyId: 'GBP',
      ...audit,
    });
  });

  it('seeds the welcome email with both paragraphs hidden', () => {
    expect(settingsDefaults('welcomeEmail')).toEqual({
      id: 'welcomeEmail',
      paragraph1: '',
      paragraph2: '',
      showParagraph1: false,
      showParagraph2: false,
      ...audit,
    });
  });

  it('makes a fresh document each time', () => {
    settingsDefaults('featured').contentIds.push('c1');
    expect(settingsDefaults('featured').contentIds).toEqual([]);
  });

  it('writes what it reads: every default document passes its write check', () => {
    for (const kind of SETTINGS_KINDS)
      expect(settingsWriteSchemas[kind].safeParse(settingsDefaults(kind)).success).toBe(true);
  });
});

describe('reading settings', () => {
  it('trims text and applies defaults to missing fields', () => {
    const event = settingsSchemas.event.parse({ id: 'event', longName: '  Big Expo  ', appUrl: ' https://expo.test ' });
    expect(event.longName).toBe('Big Expo');
    expect(event.appUrl).toBe('https://expo.test');
    expect(event.shortName).toBe('Eventflow');
  });

  it('turns ids that arrive as numbers into text', () => {
    const featured = settingsSchemas.featured.parse({ id: 'featured', contentIds: [12, 'c2'], updatedBy: 7 });
    expect(featured.contentIds).toEqual(['12', 'c2']);
    expect(featured.updatedBy).toBe('7');
    expect(settingsSchemas.onboarding.parse({ id: 3 }).id).toBe('3');
  });

  it('does not turn other numbers into text', () => {
    expect(settingsSchemas.event.safeParse({ longName: 2025 }).success).toBe(false);
  });

  it('accepts createdAt and updatedAt as date-times or empty', () => {
    const read = settingsSchemas.emails.parse({ createdAt: '2026-01-02T03:04:05.678Z', updatedAt: '' });
    expect(read.createdAt).toBe('2026-01-02T03:04:05.678Z');
    expect(settingsSchemas.emails.safeParse({ updatedAt: '2nd of May' }).success).toBe(false);
  });

  it('requires terminology, event, branding and emails to carry their fixed ids', () => {
    expect(FIXED_ID_SETTINGS_KINDS).toEqual(['terminology', 'event', 'branding', 'emails']);
    for (const kind of FIXED_ID_SETTINGS_KINDS) {
      expect(settingsSchemas[kind].safeParse({ id: 'something-else' }).success).toBe(false);
      expect(settingsSchemas[kind].safeParse({ id: kind }).success).toBe(true);
    }
  });

  it('derives the branding nav theme from the colour, whatever is stored', () => {
    expect(settingsSchemas.branding.parse({ navBgColor: ' #f8f9fa ', navTheme: 'dark' })).toMatchObject({
      navBgColor: '#f8f9fa',
      navTheme: 'light',
    });
    expect(settingsSchemas.branding.parse({ navBgColor: '#212529', navTheme: 'light' }).navTheme).toBe('dark');
  });

  it('reads a blank terminology label as its default', () => {
    const terms = settingsSchemas.terminology.parse({ tasks: '  ', forms: ' Applications ' });
    expect(terms.tasks).toBe('Tasks');
    expect(terms.forms).toBe('Applications');
  });

  it('rejects values outside the fixed lists', () => {
    expect(settingsSchemas.emails.safeParse({ sendTaskRemindersTo: 'everyone' }).success).toBe(false);
    expect(settingsSchemas.onboarding.safeParse({ videoSourceType: 'tiktok' }).success).toBe(false);
    expect(settingsSchemas.variables.safeParse({ currencyId: 'ABC' }).success).toBe(false);
    expect(settingsSchemas.variables.safeParse({ teamMemberLimit: -1 }).success).toBe(false);
    expect(settingsSchemas.variables.parse({ currencyId: ' usd ' }).currencyId).toBe('USD');
  });

  it('reads a featured list of any count, but saves only 0, 4 or 8 distinct pages', () => {
    const three = { contentIds: ['a', 'b', 'c'] };
    expect(settingsSchemas.featured.safeParse(three).success).toBe(true);
    expect(settingsWriteSchemas.featured.safeParse(three).success).toBe(false);
    for (const count of [0, 4, 8]) {
      const ids = Array.from({ length: count }, (_, i) => `c${i}`);
      expect(settingsWriteSchemas.featured.safeParse({ contentIds: ids }).success).toBe(true);
    }
    expect(settingsWriteSchemas.featured.safeParse({ contentIds: ['a', 'a', 'b', 'c'] }).success).toBe(false);
    const error = settingsWriteSchemas.featured.safeParse(three).error;
    expect(error?.issues[0].message).toBe('Choose exactly 0, 4 or 8 featured pages');
  });
});

describe('settings messages', () => {
  it('names the spec message thrown for each invalid document', () => {
    expect(Object.fromEntries(SETTINGS_KINDS.map((kind) => [kind, settingsInvalidMessage(kind)]))).toEqual({
      branding: 'Invalid branding settings data',
      emails: 'Invalid emails values',
      event: 'Invalid event settings data',
      featured: 'Invalid featured pages settings',
      onboarding: 'Invalid onboarding settings',
      terminology: 'Invalid terminology settings',
      variables: 'Invalid variables settings',
      welcomeEmail: 'Invalid welcome text',
    });
  });

  it('says which kind of settings is missing', () => {
    expect(settingsMissingMessage('branding')).toBe('No branding settings found');
    expect(settingsMissingMessage('featured')).toBe('No featured pages settings found');
    expect(settingsMissingMessage('welcomeEmail')).toBe('No welcome email settings found');
    expect(new Set(SETTINGS_KINDS.map(settingsMissingMessage)).size).toBe(8);
    expect(SETTINGS_PARSE_FAILED).toBe('Failed to parse settings data');
  });
});
