import { describe, expect, it } from 'vitest';
import {
  CORE_PAGE_ICON_CHOICES,
  corePageLabel,
  corePageSchema,
  defaultCorePages,
  MENU_SECTIONS,
  renameCorePagesForTerminology,
} from './core-pages';
import { DEFAULT_TERMINOLOGY, isTerminologyKey, TERMINOLOGY_KEYS } from './terminology';

describe('terminology', () => {
  it('has the seven keys with default labels', () => {
    expect(TERMINOLOGY_KEYS).toEqual([
      'dashboard',
      'downloads',
      'forms',
      'suppliers',
      'tasks',
      'notifications',
      'timeTable',
    ]);
    expect(DEFAULT_TERMINOLOGY.timeTable).toBe('Time Table');
    expect(isTerminologyKey('forms')).toBe(true);
    expect(isTerminologyKey('content')).toBe(false);
  });
});

describe('core pages', () => {
  it('seeds the seven pages, all published except the time table', () => {
    const pages = defaultCorePages();
    expect(pages.map((p) => p.id)).toEqual([
      'dashboard',
      'downloads',
      'forms',
      'suppliers',
      'tasks',
      'timeTable',
      'notifications',
    ]);
    expect(pages.filter((p) => !p.isPublished).map((p) => p.id)).toEqual(['timeTable']);
    expect(pages[0]).toMatchObject({ id: 'dashboard', title: 'Dashboard', assetId: '' });
    expect(pages.every((p) => p.icon !== '')).toBe(true);
  });

  it('reads a stored page, keeping its own values', () => {
    expect(corePageSchema.parse({ id: 'timeTable', title: ' Agenda ', isPublished: true, assetId: 5 })).toMatchObject({
      title: 'Agenda',
      isPublished: true,
      assetId: '5',
    });
    expect(corePageSchema.safeParse({ id: 'content' }).success).toBe(false);
  });

  it('renames the pages whose terminology label changed, returning only those', () => {
    const pages = defaultCorePages();
    const next = { ...DEFAULT_TERMINOLOGY, tasks: 'Checklist', forms: 'Applications' };
    const renamed = renameCorePagesForTerminology(DEFAULT_TERMINOLOGY, next, pages);
    expect(renamed.map((p) => [p.id, p.title])).toEqual([
      ['forms', 'Applications'],
      ['tasks', 'Checklist'],
    ]);
    expect(pages.find((p) => p.id === 'tasks')?.title).toBe('Tasks');
  });

  it('renames nothing when no label changed', () => {
    expect(renameCorePagesForTerminology(DEFAULT_TERMINOLOGY, { ...DEFAULT_TERMINOLOGY }, defaultCorePages())).toEqual(
      [],
    );
  });

  it('names a page in the menu by the title an admin gave it, else by the event’s wording', () => {
    const timeTable = corePageSchema.parse({ id: 'timeTable' });
    const wording = { ...DEFAULT_TERMINOLOGY, timeTable: 'Agenda' };
    expect(corePageLabel(timeTable, wording)).toBe('Agenda');
    expect(corePageLabel({ ...timeTable, title: 'Show schedule' }, wording)).toBe('Show schedule');
  });

  it('offers each page’s own icon among the icons an admin may choose, once each', () => {
    expect(CORE_PAGE_ICON_CHOICES).toEqual(expect.arrayContaining(defaultCorePages().map((page) => page.icon)));
    expect(CORE_PAGE_ICON_CHOICES).toContain('star');
    expect(new Set(CORE_PAGE_ICON_CHOICES).size).toBe(CORE_PAGE_ICON_CHOICES.length);
  });

  it('lists the menu sections', () => {
    expect(MENU_SECTIONS).toEqual([
      'dashboard',
      'downloads',
      'forms',
      'notifications',
      'suppliers',
      'tasks',
      'timeTable',
    ]);
  });
});
