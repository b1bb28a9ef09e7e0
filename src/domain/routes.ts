import { hasRole, isRole, type Role } from './roles';
import type { TerminologyKey } from './terminology';

/**
 * Who may open a route: 'guest' is anyone, signed in or not; 'signedIn' is any signed-in user;
 * a role is the minimum role.
 */
export type RouteAccess = 'guest' | 'signedIn' | Role;

type RouteDefinition = {
  id: string;
  /** react-router pattern; `:name` marks a parameter. */
  path: string;
  access: RouteAccess;
  title: string;
  /** A route that only sends the user on to another route. */
  redirectTo?: string;
  /** The title is the event's terminology label for this key, when it has one. */
  terminologyKey?: TerminologyKey;
};

// Every screen of the three specification documents. Ids are the spec's route identifiers where
// it names them; the others follow the same scheme (manageX, addX, archivedX, editX, viewX).
const ROUTE_DEFINITIONS = [
  // ── Authentication (no login) ──
  { id: 'auth', path: '/auth', access: 'guest', title: 'Sign In', redirectTo: 'login' },
  { id: 'login', path: '/auth/login', access: 'guest', title: 'Sign In' },
  { id: 'forgotPassword', path: '/auth/forgot-password', access: 'guest', title: 'Forgot Password' },
  { id: 'setPassword', path: '/auth/set-password', access: 'guest', title: 'Set Password' },
  { id: 'resetPassword', path: '/auth/reset-password', access: 'guest', title: 'Reset Password' },
  { id: 'updateEmail', path: '/auth/update-email', access: 'guest', title: 'Update Email' },
  { id: 'updateEmailLogin', path: '/auth/update-email/login', access: 'guest', title: 'Sign In to Update Email' },

  // ── Guest (no login) ──
  { id: 'guestContent', path: '/guests/content/:contentId', access: 'guest', title: 'Content' },
  { id: 'guestForm', path: '/guests/forms/:formId', access: 'guest', title: 'Form' },
  { id: 'guestConfirmation', path: '/guests/forms/:formId/:confirmationId', access: 'guest', title: 'Confirmation' },

  // ── Signed-in user area ──
  { id: 'dashboard', path: '/', access: 'signedIn', title: 'Dashboard', terminologyKey: 'dashboard' },
  { id: 'onboarding', path: '/onboarding', access: 'signedIn', title: 'Welcome' },
  { id: 'timeTable', path: '/time-table', access: 'signedIn', title: 'Time Table', terminologyKey: 'timeTable' },
  { id: 'notifications', path: '/notifications', access: 'signedIn', title: 'Notifications', terminologyKey: 'notifications' },
  { id: 'myAccount', path: '/my-account', access: 'signedIn', title: 'My Account' },
  { id: 'myTeam', path: '/my-team', access: 'signedIn', title: 'My Team' },
  { id: 'myTeamAddTeamMember', path: '/my-team/add-team-member', access: 'signedIn', title: 'Add Team Member' },
  { id: 'myTeamAddStandShareRoot', path: '/my-team/add-stand-share', access: 'signedIn', title: 'My Team', redirectTo: 'myTeam' },
  { id: 'myTeamAddStandShare', path: '/my-team/add-stand-share/:parentId', access: 'signedIn', title: 'Add Stand Share' },
  { id: 'myEvents', path: '/my-events', access: 'signedIn', title: 'My Events' },
  { id: 'unauthorised', path: '/unauthorised', access: 'signedIn', title: 'Unauthorised' },
  { id: 'fourZeroFour', path: '/404', access: 'signedIn', title: 'Page Not Found' },
  { id: 'content', path: '/content', access: 'signedIn', title: 'Content' },
  { id: 'viewContent', path: '/content/:contentId', access: 'signedIn', title: 'Content' },
  { id: 'viewContentSupplier', path: '/content/:contentId/supplier/:supplierId', access: 'signedIn', title: 'Supplier', terminologyKey: 'suppliers' },
  { id: 'viewContentTask', path: '/content/:contentId/task/:taskId', access: 'signedIn', title: 'Task', terminologyKey: 'tasks' },
  { id: 'downloads', path: '/downloads', access: 'signedIn', title: 'Downloads', terminologyKey: 'downloads' },
  { id: 'tasks', path: '/tasks', access: 'signedIn', title: 'Tasks', terminologyKey: 'tasks' },
  { id: 'viewTask', path: '/tasks/:taskId', access: 'signedIn', title: 'Task', terminologyKey: 'tasks' },
  { id: 'suppliers', path: '/suppliers', access: 'signedIn', title: 'Suppliers', terminologyKey: 'suppliers' },
  { id: 'viewSupplier', path: '/suppliers/:supplierId', access: 'signedIn', title: 'Supplier', terminologyKey: 'suppliers' },
  { id: 'forms', path: '/forms', access: 'signedIn', title: 'Forms', terminologyKey: 'forms' },
  { id: 'viewForm', path: '/forms/:formId', access: 'signedIn', title: 'Form', terminologyKey: 'forms' },
  { id: 'viewConfirmation', path: '/forms/:formId/:confirmationId', access: 'signedIn', title: 'Confirmation' },
  { id: 'viewDraftConfirmation', path: '/forms/:formId/draft-saved', access: 'signedIn', title: 'Draft Saved' },
  { id: 'submissionRedirect', path: '/forms/:formId/submissions', access: 'signedIn', title: 'Forms', redirectTo: 'forms', terminologyKey: 'forms' },
  { id: 'viewSubmission', path: '/forms/:formId/submissions/:submissionId', access: 'signedIn', title: 'Submission' },

  // ── Admin landing ──
  { id: 'adminHome', path: '/admin', access: 'reportViewer', title: 'Admin' },

  // ── Settings (admin) ──
  { id: 'manageBranding', path: '/admin/branding', access: 'admin', title: 'Branding' },
  { id: 'manageEvent', path: '/admin/event', access: 'admin', title: 'Event Details' },
  { id: 'manageFeaturedPages', path: '/admin/featured-pages', access: 'admin', title: 'Featured Pages' },
  { id: 'manageOnboarding', path: '/admin/onboarding', access: 'admin', title: 'Onboarding' },
  { id: 'manageSidebar', path: '/admin/sidebar', access: 'admin', title: 'Sidebar' },
  { id: 'manageVariables', path: '/admin/variables', access: 'admin', title: 'Terms & Variables' },
  { id: 'manageDashboardHeader', path: '/admin/dashboard-header', access: 'admin', title: 'Dashboard Header' },
  // Ours: the spec has card layouts but names no screen for them; admins arrange them here.
  { id: 'manageCardLayouts', path: '/admin/card-layouts', access: 'admin', title: 'Dashboard Cards' },
  { id: 'manageEmails', path: '/admin/emails', access: 'admin', title: 'Email Settings' },
  { id: 'manageEmailTemplates', path: '/admin/email-templates', access: 'admin', title: 'Email Templates' },
  { id: 'editEmailTemplate', path: '/admin/email-templates/edit/:emailId', access: 'admin', title: 'Edit Email Template' },
  { id: 'viewEmailTemplate', path: '/admin/email-templates/view/:emailId', access: 'admin', title: 'View Email Template' },

  // ── Assets, content, downloads (moderator) ──
  { id: 'manageAssets', path: '/admin/assets', access: 'moderator', title: 'Assets' },
  { id: 'addAsset', path: '/admin/assets/add', access: 'moderator', title: 'Add Asset' },
  { id: 'editAsset', path: '/admin/assets/:assetId', access: 'moderator', title: 'Edit Asset' },
  { id: 'manageContent', path: '/admin/content', access: 'moderator', title: 'Content' },
  { id: 'addContent', path: '/admin/content/add', access: 'moderator', title: 'Add Content' },
  { id: 'archivedContent', path: '/admin/content/archived', access: 'moderator', title: 'Archived Content' },
  { id: 'editContent', path: '/admin/content/:contentId', access: 'moderator', title: 'Edit Content' },
  { id: 'editContentSettings', path: '/admin/content/:contentId/settings', access: 'moderator', title: 'Content Settings' },
  { id: 'manageDownloads', path: '/admin/downloads', access: 'moderator', title: 'Downloads', terminologyKey: 'downloads' },
  { id: 'addDownload', path: '/admin/downloads/add', access: 'moderator', title: 'Add Download' },
  { id: 'editDownload', path: '/admin/downloads/:downloadId', access: 'moderator', title: 'Edit Download' },

  // ── Forms (moderator; webhooks admin) ──
  { id: 'manageForms', path: '/admin/forms', access: 'moderator', title: 'Forms', terminologyKey: 'forms' },
  { id: 'addForm', path: '/admin/forms/add', access: 'moderator', title: 'Add Form' },
  { id: 'archivedForms', path: '/admin/forms/archived', access: 'moderator', title: 'Archived Forms' },
  { id: 'editForm', path: '/admin/forms/:formId', access: 'moderator', title: 'Edit Form' },
  { id: 'editFormSettings', path: '/admin/forms/:formId/settings', access: 'moderator', title: 'Form Settings' },
  { id: 'manageConfirmations', path: '/admin/forms/:formId/confirmations', access: 'moderator', title: 'Confirmations' },
  { id: 'addConfirmation', path: '/admin/forms/:formId/confirmations/add', access: 'moderator', title: 'Add Confirmation' },
  { id: 'editConfirmation', path: '/admin/forms/:formId/confirmations/:confirmationId', access: 'moderator', title: 'Edit Confirmation' },
  { id: 'manageFormNotifications', path: '/admin/forms/:formId/notifications', access: 'moderator', title: 'Form Notifications' },
  { id: 'addFormNotification', path: '/admin/forms/:formId/notifications/add', access: 'moderator', title: 'Add Form Notification' },
  { id: 'editFormNotification', path: '/admin/forms/:formId/notifications/:notificationId', access: 'moderator', title: 'Edit Form Notification' },
  { id: 'manageWebhooks', path: '/admin/forms/:formId/webhooks', access: 'admin', title: 'Webhooks' },
  { id: 'addWebhook', path: '/admin/forms/:formId/webhooks/add', access: 'admin', title: 'Add Webhook' },
  { id: 'viewWebhook', path: '/admin/forms/:formId/webhooks/:webhookId', access: 'admin', title: 'Webhook' },
  { id: 'editWebhook', path: '/admin/forms/:formId/webhooks/:webhookId/edit', access: 'admin', title: 'Edit Webhook' },
  { id: 'manageSubmissions', path: '/admin/forms/:formId/submissions', access: 'moderator', title: 'Submissions' },
  { id: 'editSubmission', path: '/admin/forms/:formId/submissions/:submissionId/edit', access: 'moderator', title: 'Edit Submission' },

  // ── Field groups and custom fields (admin) ──
  { id: 'manageFieldGroups', path: '/admin/field-groups', access: 'admin', title: 'Field Groups' },
  { id: 'addFieldGroup', path: '/admin/field-groups/add', access: 'admin', title: 'Add Field Group' },
  { id: 'archivedFieldGroups', path: '/admin/field-groups/archived', access: 'admin', title: 'Archived Field Groups' },
  { id: 'editFieldGroup', path: '/admin/field-groups/:fieldGroupId', access: 'admin', title: 'Edit Field Group' },
  { id: 'editFieldGroupSettings', path: '/admin/field-groups/:fieldGroupId/settings', access: 'admin', title: 'Field Group Settings' },
  { id: 'manageCustomFields', path: '/admin/custom-fields', access: 'admin', title: 'Custom Fields' },
  { id: 'addCustomField', path: '/admin/custom-fields/add', access: 'admin', title: 'Add Custom Field' },
  { id: 'reorderCustomFields', path: '/admin/custom-fields/reorder', access: 'admin', title: 'Reorder Custom Fields' },
  { id: 'editCustomField', path: '/admin/custom-fields/:customFieldId', access: 'admin', title: 'Edit Custom Field' },

  // ── Teams, team types, users (moderator; team types and import admin) ──
  { id: 'manageTeams', path: '/admin/teams', access: 'moderator', title: 'Teams' },
  { id: 'addTeam', path: '/admin/teams/add-team', access: 'moderator', title: 'Add Team' },
  { id: 'addStandShareRoot', path: '/admin/teams/add-stand-share', access: 'moderator', title: 'Teams', redirectTo: 'manageTeams' },
  { id: 'addStandShare', path: '/admin/teams/add-stand-share/:parentId', access: 'moderator', title: 'Add Stand Share' },
  { id: 'importTeams', path: '/admin/teams/import', access: 'admin', title: 'Import Teams' },
  { id: 'viewTeam', path: '/admin/teams/:teamId', access: 'moderator', title: 'Team' },
  { id: 'editTeam', path: '/admin/teams/:teamId/edit-team', access: 'moderator', title: 'Edit Team' },
  { id: 'addTeamMember', path: '/admin/teams/:teamId/add-team-member', access: 'moderator', title: 'Add Team Member' },
  { id: 'editTeamMember', path: '/admin/teams/:teamId/:userId', access: 'moderator', title: 'Edit Team Member' },
  { id: 'manageTeamTypes', path: '/admin/team-types', access: 'admin', title: 'Team Types' },
  { id: 'addTeamType', path: '/admin/team-types/add', access: 'admin', title: 'Add Team Type' },
  { id: 'editTeamType', path: '/admin/team-types/:teamTypeId', access: 'admin', title: 'Edit Team Type' },
  { id: 'manageUsers', path: '/admin/users', access: 'moderator', title: 'Users' },

  // ── Tasks, task groups, suppliers, supplier groups (moderator) ──
  { id: 'manageTasks', path: '/admin/tasks', access: 'moderator', title: 'Tasks', terminologyKey: 'tasks' },
  { id: 'addTask', path: '/admin/tasks/add', access: 'moderator', title: 'Add Task' },
  { id: 'archivedTasks', path: '/admin/tasks/archived', access: 'moderator', title: 'Archived Tasks' },
  { id: 'editTask', path: '/admin/tasks/:taskId', access: 'moderator', title: 'Edit Task' },
  { id: 'manageTaskGroups', path: '/admin/task-groups', access: 'moderator', title: 'Task Groups' },
  { id: 'addTaskGroup', path: '/admin/task-groups/add', access: 'moderator', title: 'Add Task Group' },
  { id: 'archivedTaskGroups', path: '/admin/task-groups/archived', access: 'moderator', title: 'Archived Task Groups' },
  { id: 'editTaskGroup', path: '/admin/task-groups/:taskGroupId', access: 'moderator', title: 'Edit Task Group' },
  { id: 'manageSuppliers', path: '/admin/suppliers', access: 'moderator', title: 'Suppliers', terminologyKey: 'suppliers' },
  { id: 'addSupplier', path: '/admin/suppliers/add', access: 'moderator', title: 'Add Supplier' },
  { id: 'archivedSuppliers', path: '/admin/suppliers/archived', access: 'moderator', title: 'Archived Suppliers' },
  { id: 'editSupplier', path: '/admin/suppliers/:supplierId', access: 'moderator', title: 'Edit Supplier' },
  { id: 'manageSupplierGroups', path: '/admin/supplier-groups', access: 'moderator', title: 'Supplier Groups' },
  { id: 'addSupplierGroup', path: '/admin/supplier-groups/add', access: 'moderator', title: 'Add Supplier Group' },
  { id: 'archivedSupplierGroups', path: '/admin/supplier-groups/archived', access: 'moderator', title: 'Archived Supplier Groups' },
  { id: 'editSupplierGroup', path: '/admin/supplier-groups/:supplierGroupId', access: 'moderator', title: 'Edit Supplier Group' },

  // ── Event notifications (admin) ──
  { id: 'manageNotifications', path: '/admin/notifications', access: 'admin', title: 'Notifications', terminologyKey: 'notifications' },
  { id: 'addNotification', path: '/admin/notifications/add', access: 'admin', title: 'Add Notification' },
  { id: 'editNotification', path: '/admin/notifications/:notificationId', access: 'admin', title: 'Edit Notification' },

  // ── Reports (reportViewer) ──
  { id: 'reports', path: '/admin/reports', access: 'reportViewer', title: 'Reports' },
  { id: 'reportsFormsList', path: '/reports/forms', access: 'reportViewer', title: 'Form Reports' },
  // The spec lists /reports/forms/{formId} without an id (here reportsForm: one form's submissions
  // with its report labels) and reportsSubmissionsList without a path (here /reports/submissions:
  // every submission across forms, filterable by form and team).
  { id: 'reportsForm', path: '/reports/forms/:formId', access: 'reportViewer', title: 'Form Report' },
  { id: 'reportsSubmissionsList', path: '/reports/submissions', access: 'reportViewer', title: 'Submissions Report' },
  { id: 'reportsTasksList', path: '/reports/tasks', access: 'reportViewer', title: 'Task Reports' },
  { id: 'reportsTask', path: '/reports/tasks/:taskId', access: 'reportViewer', title: 'Task Report' },
  { id: 'reportsTeamsList', path: '/reports/teams', access: 'reportViewer', title: 'Team Reports' },
  { id: 'reportsTeam', path: '/reports/teams/:teamId', access: 'reportViewer', title: 'Team Report' },
] as const satisfies readonly RouteDefinition[];

type Definition = (typeof ROUTE_DEFINITIONS)[number];
export type RouteId = Definition['id'];

export type Route = {
  readonly id: RouteId;
  readonly path: string;
  readonly access: RouteAccess;
  readonly title: string;
  readonly redirectTo?: RouteId;
  readonly terminologyKey?: TerminologyKey;
  /** Routes with a minimum role carry a named permission equal to their id. */
  readonly permission?: RouteId;
};

export const ROUTES: readonly Route[] = ROUTE_DEFINITIONS.map((definition): Route => ({
  ...(definition as Route),
  ...(isRole(definition.access) ? { permission: definition.id } : {}),
}));

const ROUTES_BY_ID: ReadonlyMap<RouteId, Route> = new Map(ROUTES.map((route) => [route.id, route]));

/** Where the role wall sends a user who may not open a route, and where unknown paths go. */
export const UNAUTHORISED_ROUTE_ID = 'unauthorised' satisfies RouteId;
export const NOT_FOUND_ROUTE_ID = 'fourZeroFour' satisfies RouteId;
export const LOGIN_ROUTE_ID = 'login' satisfies RouteId;

export function isRouteId(value: unknown): value is RouteId {
  return typeof value === 'string' && ROUTES_BY_ID.has(value as RouteId);
}

export function routeById(id: RouteId): Route {
  return ROUTES_BY_ID.get(id)!;
}

export function canAccess(route: Route, role: Role | null | undefined): boolean {
  if (route.access === 'guest') return true;
  if (route.access === 'signedIn') return role != null;
  return hasRole(role, route.access);
}

// ── Matching paths ───────────────────────────────────────────────────────────────────────────

function segmentsOf(path: string): string[] {
  return path.split(/[?#]/, 1)[0].split('/').filter(Boolean);
}

type CompiledRoute = { route: Route; segments: string[] };
const COMPILED_ROUTES: readonly CompiledRoute[] = ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) }));

export type RouteMatch = { route: Route; params: Record<string, string> };

function matchRoute({ route, segments }: CompiledRoute, pathSegments: string[]): RouteMatch | undefined {
  if (segments.length !== pathSegments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const actual = pathSegments[index];
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(actual);
    else if (segment !== actual) return undefined;
  }
  return { route, params };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Static segments outrank parameters, position by position, as in react-router's ranking. */
function isMoreSpecific(candidate: CompiledRoute, current: CompiledRoute): boolean {
  for (const [index, segment] of candidate.segments.entries()) {
    const candidateStatic = !segment.startsWith(':');
    const currentStatic = !current.segments[index].startsWith(':');
    if (candidateStatic !== currentStatic) return candidateStatic;
  }
  return false;
}

/**
 * The route a path (with or without query, hash or trailing slash) opens, with its decoded
 * parameters; undefined for a path no route matches (the 404 page).
 */
export function findRoute(path: string): RouteMatch | undefined {
  const pathSegments = segmentsOf(path);
  let best: { compiled: CompiledRoute; match: RouteMatch } | undefined;
  for (const compiled of COMPILED_ROUTES) {
    const match = matchRoute(compiled, pathSegments);
    if (match && (!best || isMoreSpecific(compiled, best.compiled))) best = { compiled, match };
  }
  return best?.match;
}

// ── Building paths ───────────────────────────────────────────────────────────────────────────

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The parameters a route's path takes, e.g. { formId: string; webhookId: string }. */
export type RouteParams<Id extends RouteId> = Record<ParamNames<Extract<Definition, { id: Id }>['path']>, string>;

/** No argument for a route without parameters; distributes, so an id known only as RouteId may omit it. */
type ParamsArgument<Id extends RouteId> = Id extends RouteId
  ? [ParamNames<Extract<Definition, { id: Id }>['path']>] extends [never]
    ? []
    : [params: RouteParams<Id>]
  : never;

/** The concrete path of a route, its parameters filled in and URL-encoded. */
export function buildPath<Id extends RouteId>(id: Id, ...[params]: ParamsArgument<Id>): string {
  const values: Record<string, string> = params ?? {};
  return routeById(id).path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Missing route parameter ${name} for ${id}`);
    return encodeURIComponent(value);
  });
}
