import { describe, expect, it } from 'vitest';
import {
  ADMIN_QUICK_LINKS,
  ADMIN_SECTIONS,
  adminLinkLabel,
  adminSectionsFor,
  FORM_SHORTCUT_LINKS,
  visibleQuickLinks,
} from './admin-sections';
import { isRouteId } from './routes';

describe('admin landing sections', () => {
  it('has the eleven sections in the spec order', () => {
    expect(ADMIN_SECTIONS.map((s) => s.title)).toEqual([
      'Reporting',
      'General settings',
      'Dashboard',
      'Assets & Downloads',
      'Tasks',
      'Content',
      'Forms',
      'Emails',
      'Notifications',
      'Teams, Users & Custom Fields',
      'Suppliers',
    ]);
  });

  it('links only to known routes, and every section has a description', () => {
    for (const section of ADMIN_SECTIONS) {
      expect(section.description).not.toBe('');
      expect(section.links.length).toBeGreaterThan(0);
      for (const link of section.links) expect(isRouteId(link.routeId)).toBe(true);
    }
  });

  it('names each link as the screen it opens names itself (one capitalisation), the overview with a word more', () => {
    const teams = ADMIN_SECTIONS.find((section) => section.title === 'Teams, Users & Custom Fields')!;
    expect(teams.links.map(adminLinkLabel)).toEqual([
      'Teams',
      'Add Team',
      'Team Types',
      'Users',
      'Import Teams',
      'Custom Fields',
    ]);
    expect(adminLinkLabel(ADMIN_SECTIONS[0]!.links[0]!)).toBe('Reports Overview');
  });

  it('shows an admin all eleven sections with every link', () => {
    expect(adminSectionsFor('admin')).toEqual(ADMIN_SECTIONS);
  });

  it('shows a report viewer only reporting', () => {
    expect(adminSectionsFor('reportViewer').map((s) => s.title)).toEqual(['Reporting']);
  });

  it('hides admin-only pages from a moderator', () => {
    const sections = adminSectionsFor('moderator');
    const titles = sections.map((s) => s.title);
    expect(titles).not.toContain('General settings');
    expect(titles).not.toContain('Emails');
    expect(titles).not.toContain('Notifications');
    const teams = sections.find((s) => s.title === 'Teams, Users & Custom Fields')!;
    expect(teams.links.map((l) => l.routeId)).toEqual(['manageTeams', 'addTeam', 'manageUsers']);
  });

  it('leaves out links to screens that do not exist yet, and sections left without links', () => {
    const built = new Set(['manageBranding', 'manageContent', 'addContent']);
    const sections = adminSectionsFor('admin', (routeId) => built.has(routeId));
    expect(sections.map((s) => [s.title, s.links.map((l) => l.routeId)])).toEqual([
      ['General settings', ['manageBranding']],
      ['Content', ['manageContent', 'addContent']],
    ]);
    expect(adminSectionsFor('reportViewer', (routeId) => built.has(routeId))).toEqual([]);
  });

  it('shows nothing to a team user', () => {
    expect(adminSectionsFor('user')).toEqual([]);
  });
});

describe('quick links', () => {
  it('shows admin-only quick links to admin and above only', () => {
    const adminOnly = ADMIN_QUICK_LINKS.filter((l) => l.adminOnly).map((l) => l.routeId);
    expect(visibleQuickLinks(ADMIN_QUICK_LINKS, 'moderator').map((l) => l.routeId)).not.toEqual(
      expect.arrayContaining(adminOnly),
    );
    expect(visibleQuickLinks(ADMIN_QUICK_LINKS, 'admin')).toEqual(ADMIN_QUICK_LINKS);
    expect(visibleQuickLinks(ADMIN_QUICK_LINKS, 'eventflowAdmin')).toEqual(ADMIN_QUICK_LINKS);
  });

  it('gives a report viewer only the pages it may open', () => {
    expect(visibleQuickLinks(ADMIN_QUICK_LINKS, 'reportViewer').map((l) => l.routeId)).toEqual([
      'adminHome',
      'reports',
    ]);
  });

  it('keeps the forms and field-group shortcuts for admins', () => {
    expect(visibleQuickLinks(FORM_SHORTCUT_LINKS, 'moderator')).toEqual([]);
    expect(visibleQuickLinks(FORM_SHORTCUT_LINKS, 'admin').map((l) => l.routeId)).toEqual([
      'manageForms',
      'archivedForms',
      'manageFieldGroups',
      'archivedFieldGroups',
    ]);
  });
});
