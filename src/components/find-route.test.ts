import { describe, expect, it } from 'vitest';
import type { Role } from '../domain/roles';
import { buildPath, canAccess, isRouteId, ROUTES, routeById, type RouteId } from '../domain/routes';
import { findRoute } from './find-route';

const accessOf = (path: string) => findRoute(path)?.route.access;
const idOf = (path: string) => findRoute(path)?.route.id;

describe('route table', () => {
  it('has unique ids and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('holds every route identifier the specs name', () => {
    const named = [
      // spec 001
      'manageForms',
      'archivedForms',
      'addForm',
      'editForm',
      'editFormSettings',
      'manageConfirmations',
      'addConfirmation',
      'editConfirmation',
      'manageFormNotifications',
      'addFormNotification',
      'editFormNotification',
      'manageWebhooks',
      'addWebhook',
      'editWebhook',
      'viewWebhook',
      'manageSubmissions',
      'editSubmission',
      'manageFieldGroups',
      'addFieldGroup',
      'editFieldGroup',
      'editFieldGroupSettings',
      'archivedFieldGroups',
      'manageCustomFields',
      'addCustomField',
      'editCustomField',
      'reorderCustomFields',
      'forms',
      'viewForm',
      'viewSubmission',
      'submissionRedirect',
      'guestForm',
      'viewConfirmation',
      'viewDraftConfirmation',
      'guestConfirmation',
      // spec 002
      'manageTeams',
      'viewTeam',
      'addTeam',
      'editTeam',
      'addStandShare',
      'addStandShareRoot',
      'addTeamMember',
      'editTeamMember',
      'importTeams',
      'manageTeamTypes',
      'addTeamType',
      'editTeamType',
      'manageUsers',
      'manageTasks',
      'archivedTasks',
      'addTask',
      'editTask',
      'manageTaskGroups',
      'archivedTaskGroups',
      'addTaskGroup',
      'editTaskGroup',
      'manageSuppliers',
      'archivedSuppliers',
      'addSupplier',
      'editSupplier',
      'manageSupplierGroups',
      'archivedSupplierGroups',
      'addSupplierGroup',
      'editSupplierGroup',
      'manageNotifications',
      'addNotification',
      'editNotification',
      'reports',
      'reportsTasksList',
      'reportsTask',
      'reportsFormsList',
      'reportsSubmissionsList',
      'reportsTeamsList',
      'reportsTeam',
      'tasks',
      'viewTask',
      'suppliers',
      'viewSupplier',
      'notifications',
      'timeTable',
      'myAccount',
      'myTeam',
      'myTeamAddTeamMember',
      'myTeamAddStandShare',
      'myTeamAddStandShareRoot',
      'myEvents',
      'unauthorised',
      'fourZeroFour',
    ];
    expect(named.filter((id) => !isRouteId(id))).toEqual([]);
  });

  it('holds every path of spec 000', () => {
    const paths = [
      '/auth/login',
      '/auth/forgot-password',
      '/auth/set-password',
      '/auth/reset-password',
      '/auth/update-email',
      '/auth/update-email/login',
      '/',
      '/onboarding',
      '/time-table',
      '/notifications',
      '/my-account',
      '/my-team',
      '/my-team/add-team-member',
      '/my-team/add-stand-share',
      '/my-team/add-stand-share/p1',
      '/my-events',
      '/unauthorised',
      '/404',
      '/content',
      '/content/c1',
      '/content/c1/supplier/s1',
      '/content/c1/task/t1',
      '/downloads',
      '/guests/content/c1',
      '/admin',
      '/admin/branding',
      '/admin/event',
      '/admin/featured-pages',
      '/admin/onboarding',
      '/admin/sidebar',
      '/admin/variables',
      '/admin/dashboard-header',
      '/admin/emails',
      '/admin/email-templates',
      '/admin/email-templates/edit/e1',
      '/admin/email-templates/view/e1',
      '/admin/assets',
      '/admin/assets/add',
      '/admin/assets/a1',
      '/admin/content',
      '/admin/content/add',
      '/admin/content/archived',
      '/admin/content/c1',
      '/admin/content/c1/settings',
      '/admin/downloads',
      '/admin/downloads/add',
      '/admin/downloads/d1',
    ];
    expect(paths.filter((path) => !findRoute(path))).toEqual([]);
  });

  it('holds the manage, add, archived and edit pages of tasks, task groups, suppliers and supplier groups', () => {
    for (const [area, thing] of [
      ['tasks', 'Task'],
      ['task-groups', 'TaskGroup'],
      ['suppliers', 'Supplier'],
      ['supplier-groups', 'SupplierGroup'],
    ]) {
      expect(idOf(`/admin/${area}/add`)).toBe(`add${thing}`);
      expect(idOf(`/admin/${area}/archived`)).toBe(`archived${thing}s`);
      expect(idOf(`/admin/${area}/x1`)).toBe(`edit${thing}`);
      expect(accessOf(`/admin/${area}`)).toBe('moderator');
    }
  });
});

describe('report routes', () => {
  it('gives a form report and the submissions list their own ids and paths', () => {
    expect(findRoute('/reports/forms/f1')?.route.id).toBe('reportsForm');
    expect(findRoute('/reports/forms/f1')?.params).toEqual({ formId: 'f1' });
    expect(findRoute('/reports/submissions')?.route.id).toBe('reportsSubmissionsList');
    expect(routeById('reportsForm').permission).toBe('reportsForm');
  });
});

describe('route access (spec minimum roles)', () => {
  it.each([
    ['/admin', 'reportViewer'],
    ['/admin/reports', 'reportViewer'],
    ['/reports/forms', 'reportViewer'],
    ['/reports/forms/f1', 'reportViewer'],
    ['/reports/submissions', 'reportViewer'],
    ['/reports/tasks/t1', 'reportViewer'],
    ['/reports/teams/t1', 'reportViewer'],
    ['/admin/branding', 'admin'],
    ['/admin/email-templates/edit/welcome', 'admin'],
    ['/admin/content', 'moderator'],
    ['/admin/assets/a1', 'moderator'],
    ['/admin/downloads/add', 'moderator'],
    ['/admin/forms/f1/confirmations/c1', 'moderator'],
    ['/admin/forms/f1/notifications/add', 'moderator'],
    ['/admin/forms/f1/submissions/s1/edit', 'moderator'],
    ['/admin/forms/f1/webhooks', 'admin'],
    ['/admin/forms/f1/webhooks/w1/edit', 'admin'],
    ['/admin/field-groups/archived', 'admin'],
    ['/admin/custom-fields/reorder', 'admin'],
    ['/admin/teams', 'moderator'],
    ['/admin/teams/t1/u1', 'moderator'],
    ['/admin/teams/import/', 'admin'],
    ['/admin/team-types/add', 'admin'],
    ['/admin/users', 'moderator'],
    ['/admin/notifications', 'admin'],
    ['/admin/notifications/n1', 'admin'],
  ] as const)('%s needs %s', (path, role) => {
    expect(accessOf(path)).toBe(role);
  });

  it('lets guests open guest content, guest forms and the auth pages without login', () => {
    for (const path of [
      '/guests/content/c1',
      '/guests/forms/f1/',
      '/guests/forms/f1/conf1',
      '/auth/login',
      '/auth/update-email/login',
    ]) {
      const route = findRoute(path)!.route;
      expect(route.access).toBe('guest');
      expect(canAccess(route, null)).toBe(true);
    }
  });

  it('needs a sign-in for the user area, including the confirmations', () => {
    for (const path of ['/', '/forms/f1/c1', '/forms/f1/draft-saved', '/my-team', '/downloads']) {
      const route = findRoute(path)!.route;
      expect(route.access).toBe('signedIn');
      expect(canAccess(route, null)).toBe(false);
      expect(canAccess(route, 'user')).toBe(true);
    }
  });

  it('gives every route with a minimum role a permission named as the route', () => {
    for (const route of ROUTES) {
      if (route.access === 'guest' || route.access === 'signedIn') expect(route.permission).toBeUndefined();
      else expect(route.permission).toBe(route.id);
    }
    expect(routeById('importTeams').permission).toBe('importTeams');
  });

  it('checks access by rank', () => {
    const webhooks = routeById('manageWebhooks');
    const allowed = (['user', 'reportViewer', 'moderator', 'admin', 'eventflowAdmin'] as Role[]).filter((role) =>
      canAccess(webhooks, role),
    );
    expect(allowed).toEqual(['admin', 'eventflowAdmin']);
  });
});

describe('findRoute', () => {
  it('prefers static segments over parameters', () => {
    expect(idOf('/forms/f1/draft-saved')).toBe('viewDraftConfirmation');
    expect(idOf('/forms/f1/conf-9')).toBe('viewConfirmation');
    expect(idOf('/forms/f1/submissions')).toBe('submissionRedirect');
    expect(idOf('/admin/forms/archived')).toBe('archivedForms');
    expect(idOf('/admin/teams/add-team')).toBe('addTeam');
    expect(idOf('/admin/teams/add-stand-share/p1')).toBe('addStandShare');
    expect(idOf('/admin/teams/t1/edit-team')).toBe('editTeam');
    expect(idOf('/admin/teams/t1/add-team-member')).toBe('addTeamMember');
    expect(idOf('/admin/teams/t1/u1')).toBe('editTeamMember');
    expect(idOf('/admin/forms/f1/webhooks/add')).toBe('addWebhook');
    expect(idOf('/admin/forms/f1/webhooks/w1')).toBe('viewWebhook');
  });

  it('returns decoded parameters and ignores query, hash and trailing slash', () => {
    expect(findRoute('/admin/forms/f%201/webhooks/w1/edit?page=2#top')).toMatchObject({
      route: { id: 'editWebhook' },
      params: { formId: 'f 1', webhookId: 'w1' },
    });
    expect(idOf('/forms/f1/submissions/')).toBe('submissionRedirect');
  });

  it('finds nothing for unknown paths', () => {
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/admin/content/c1/settings/extra')).toBeUndefined();
  });
});

describe('redirects', () => {
  it.each([
    ['/auth', 'login'],
    ['/admin/teams/add-stand-share', 'manageTeams'],
    ['/my-team/add-stand-share', 'myTeam'],
    ['/forms/f1/submissions', 'forms'],
  ] as const)('%s redirects to %s', (path, target) => {
    expect(findRoute(path)?.route.redirectTo).toBe(target);
  });

  it('redirects only to routes without parameters', () => {
    const targets = ROUTES.flatMap((route) => (route.redirectTo ? [routeById(route.redirectTo)] : []));
    expect(targets).toHaveLength(4);
    for (const target of targets) expect(target.path).not.toContain(':');
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('dashboard')).toBe('/');
    expect(buildPath('editWebhook', { formId: 'f1', webhookId: 'w/1' })).toBe('/admin/forms/f1/webhooks/w%2F1/edit');
    expect(buildPath('viewContentTask', { contentId: 'c1', taskId: 't1' })).toBe('/content/c1/task/t1');
  });

  it('round-trips through findRoute for every route', () => {
    for (const route of ROUTES) {
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, `${name}-1`]));
      const path = (buildPath as (id: RouteId, params?: Record<string, string>) => string)(route.id, params);
      expect(findRoute(path)).toEqual({ route, params });
    }
  });

  it('refuses a missing parameter', () => {
    const untyped = buildPath as (id: RouteId, params?: Record<string, string>) => string;
    expect(() => untyped('editTeam', {})).toThrow('Missing route parameter teamId for editTeam');
  });
});
