import { hasRole, isRole, type Role } from './roles';
import type { TerminologyKey } from './terminology';

/**
 * Who may open a route: 'guest' is anyone, signed in or not; 'signedIn' is any signed-in user;
 * a role is the minimum role.
 */
export type RouteAccess = 'guest' | 'signedIn' | Role;

type RouteDefinition = {
  id: string;
  /** A path pattern as React Router writes it: `:name` marks a parameter. */
  path: string;
  access: RouteAccess;
  title: string;
  /** A route that only sends the user on to another route. */
  redirectTo?: string;
  /** The title is the event's terminology label for this key, when it has one. */
  terminologyKey?: TerminologyKey;
};

/** One row of the route table: id, path, title, and where it has one a redirect or a terminology key. */
type RouteRow = readonly [
  id: string,
  path: string,
  title: string,
  extra?: Pick<RouteDefinition, 'redirectTo' | 'terminologyKey'>,
];

type RowDefinition<Access extends RouteAccess, Row extends RouteRow> = {
  id: Row[0];
  path: Row[1];
  access: Access;
  title: string;
} & (Row extends readonly [string, string, string, infer Extra extends object] ? Extra : unknown);

/**
 * The rows of one access level as route definitions: the table names the access once per run of
 * routes instead of on every row. Ids and paths keep their literal types (RouteId, RouteParams).
 */
function withAccess<const Access extends RouteAccess, const Rows extends readonly RouteRow[]>(
  access: Access,
  rows: Rows,
) {
  return rows.map(([id, path, title, extra]) => ({ id, path, access, title, ...extra })) as {
    [Index in keyof Rows]: RowDefinition<Access, Rows[Index]>;
  };
}

// Every screen of the three specification documents. Ids are the spec's route identifiers where
// it names them; the others follow the same scheme (manageX, addX, archivedX, editX, viewX).
const ROUTE_DEFINITIONS = [
  // ── Authentication (no login) ──
  ...withAccess('guest', [
    ['auth', '/auth', 'Sign In', { redirectTo: 'login' }],
    ['login', '/auth/login', 'Sign In'],
    ['forgotPassword', '/auth/forgot-password', 'Forgot Password'],
    ['setPassword', '/auth/set-password', 'Set Password'],
    ['resetPassword', '/auth/reset-password', 'Reset Password'],
    ['updateEmail', '/auth/update-email', 'Update Email'],
    ['updateEmailLogin', '/auth/update-email/login', 'Sign In to Update Email'],
  ]),

  // ── Guest (no login) ──
  ...withAccess('guest', [
    ['guestContent', '/guests/content/:contentId', 'Content'],
    ['guestForm', '/guests/forms/:formId', 'Form'],
    ['guestConfirmation', '/guests/forms/:formId/:confirmationId', 'Confirmation'],
  ]),

  // ── Signed-in user area ──
  ...withAccess('signedIn', [
    ['dashboard', '/', 'Dashboard', { terminologyKey: 'dashboard' }],
    ['onboarding', '/onboarding', 'Welcome'],
    ['timeTable', '/time-table', 'Time Table', { terminologyKey: 'timeTable' }],
    ['notifications', '/notifications', 'Notifications', { terminologyKey: 'notifications' }],
    ['myAccount', '/my-account', 'My Account'],
    ['myTeam', '/my-team', 'My Team'],
    ['myTeamAddTeamMember', '/my-team/add-team-member', 'Add Team Member'],
    ['myTeamAddStandShareRoot', '/my-team/add-stand-share', 'My Team', { redirectTo: 'myTeam' }],
    ['myTeamAddStandShare', '/my-team/add-stand-share/:parentId', 'Add Stand Share'],
    ['myEvents', '/my-events', 'My Events'],
    ['unauthorised', '/unauthorised', 'Unauthorised'],
    ['fourZeroFour', '/404', 'Page Not Found'],
    ['content', '/content', 'Content'],
    ['viewContent', '/content/:contentId', 'Content'],
    ['viewContentSupplier', '/content/:contentId/supplier/:supplierId', 'Supplier', { terminologyKey: 'suppliers' }],
    ['viewContentTask', '/content/:contentId/task/:taskId', 'Task', { terminologyKey: 'tasks' }],
    ['downloads', '/downloads', 'Downloads', { terminologyKey: 'downloads' }],
    ['tasks', '/tasks', 'Tasks', { terminologyKey: 'tasks' }],
    ['viewTask', '/tasks/:taskId', 'Task', { terminologyKey: 'tasks' }],
    ['suppliers', '/suppliers', 'Suppliers', { terminologyKey: 'suppliers' }],
    ['viewSupplier', '/suppliers/:supplierId', 'Supplier', { terminologyKey: 'suppliers' }],
    ['forms', '/forms', 'Forms', { terminologyKey: 'forms' }],
    ['viewForm', '/forms/:formId', 'Form', { terminologyKey: 'forms' }],
    ['viewConfirmation', '/forms/:formId/:confirmationId', 'Confirmation'],
    ['viewDraftConfirmation', '/forms/:formId/draft-saved', 'Draft Saved'],
    ['submissionRedirect', '/forms/:formId/submissions', 'Forms', { redirectTo: 'forms', terminologyKey: 'forms' }],
    ['viewSubmission', '/forms/:formId/submissions/:submissionId', 'Submission'],
  ]),

  // ── Admin landing ──
  ...withAccess('reportViewer', [['adminHome', '/admin', 'Admin']]),

  // ── Settings (admin) ──
  ...withAccess('admin', [
    ['manageBranding', '/admin/branding', 'Branding'],
    ['manageEvent', '/admin/event', 'Event Details'],
    ['manageFeaturedPages', '/admin/featured-pages', 'Featured Pages'],
    ['manageOnboarding', '/admin/onboarding', 'Onboarding'],
    ['manageSidebar', '/admin/sidebar', 'Sidebar'],
    ['manageVariables', '/admin/variables', 'Terms & Variables'],
    ['manageDashboardHeader', '/admin/dashboard-header', 'Dashboard Header'],
    // Ours: the spec's core pages have a published flag, title, icon and picture but no screen; admins set them here.
    ['manageCorePages', '/admin/core-pages', 'Core Pages'],
    // Ours: the spec has card layouts but names no screen for them; admins arrange them here.
    ['manageCardLayouts', '/admin/card-layouts', 'Dashboard Cards'],
    ['manageEmails', '/admin/emails', 'Email Settings'],
    ['manageEmailTemplates', '/admin/email-templates', 'Email Templates'],
    ['editEmailTemplate', '/admin/email-templates/edit/:emailId', 'Edit Email Template'],
    ['viewEmailTemplate', '/admin/email-templates/view/:emailId', 'View Email Template'],
  ]),

  // ── Assets, content, downloads (moderator) ──
  ...withAccess('moderator', [
    ['manageAssets', '/admin/assets', 'Assets'],
    ['addAsset', '/admin/assets/add', 'Add Asset'],
    ['editAsset', '/admin/assets/:assetId', 'Edit Asset'],
    ['manageContent', '/admin/content', 'Content'],
    ['addContent', '/admin/content/add', 'Add Content'],
    ['archivedContent', '/admin/content/archived', 'Archived Content'],
    ['editContent', '/admin/content/:contentId', 'Edit Content'],
    ['editContentSettings', '/admin/content/:contentId/settings', 'Content Settings'],
    ['previewContent', '/admin/content/:contentId/preview', 'Preview'],
    ['manageDownloads', '/admin/downloads', 'Downloads', { terminologyKey: 'downloads' }],
    ['addDownload', '/admin/downloads/add', 'Add Download'],
    ['editDownload', '/admin/downloads/:downloadId', 'Edit Download'],
  ]),

  // ── Forms (moderator; webhooks admin) ──
  ...withAccess('moderator', [
    ['manageForms', '/admin/forms', 'Forms', { terminologyKey: 'forms' }],
    ['addForm', '/admin/forms/add', 'Add Form'],
    ['archivedForms', '/admin/forms/archived', 'Archived Forms'],
    ['editForm', '/admin/forms/:formId', 'Edit Form'],
    ['editFormSettings', '/admin/forms/:formId/settings', 'Form Settings'],
    ['manageConfirmations', '/admin/forms/:formId/confirmations', 'Confirmations'],
    ['addConfirmation', '/admin/forms/:formId/confirmations/add', 'Add Confirmation'],
    ['editConfirmation', '/admin/forms/:formId/confirmations/:confirmationId', 'Edit Confirmation'],
    ['manageFormNotifications', '/admin/forms/:formId/notifications', 'Form Notifications'],
    ['addFormNotification', '/admin/forms/:formId/notifications/add', 'Add Form Notification'],
    ['editFormNotification', '/admin/forms/:formId/notifications/:notificationId', 'Edit Form Notification'],
  ]),
  ...withAccess('admin', [
    ['manageWebhooks', '/admin/forms/:formId/webhooks', 'Webhooks'],
    ['addWebhook', '/admin/forms/:formId/webhooks/add', 'Add Webhook'],
    ['viewWebhook', '/admin/forms/:formId/webhooks/:webhookId', 'Webhook'],
    ['editWebhook', '/admin/forms/:formId/webhooks/:webhookId/edit', 'Edit Webhook'],
  ]),
  ...withAccess('moderator', [
    ['manageSubmissions', '/admin/forms/:formId/submissions', 'Submissions'],
    ['editSubmission', '/admin/forms/:formId/submissions/:submissionId/edit', 'Edit Submission'],
  ]),

  // ── Field groups and custom fields (admin) ──
  ...withAccess('admin', [
    ['manageFieldGroups', '/admin/field-groups', 'Field Groups'],
    ['addFieldGroup', '/admin/field-groups/add', 'Add Field Group'],
    ['archivedFieldGroups', '/admin/field-groups/archived', 'Archived Field Groups'],
    ['editFieldGroup', '/admin/field-groups/:fieldGroupId', 'Edit Field Group'],
    ['editFieldGroupSettings', '/admin/field-groups/:fieldGroupId/settings', 'Field Group Settings'],
    ['manageCustomFields', '/admin/custom-fields', 'Custom Fields'],
    ['addCustomField', '/admin/custom-fields/add', 'Add Custom Field'],
    ['reorderCustomFields', '/admin/custom-fields/reorder', 'Reorder Custom Fields'],
    ['editCustomField', '/admin/custom-fields/:customFieldId', 'Edit Custom Field'],
  ]),

  // ── Teams, team types, users (moderator; team types and import admin) ──
  ...withAccess('moderator', [
    ['manageTeams', '/admin/teams', 'Teams'],
    ['addTeam', '/admin/teams/add-team', 'Add Team'],
    ['addStandShareRoot', '/admin/teams/add-stand-share', 'Teams', { redirectTo: 'manageTeams' }],
    ['addStandShare', '/admin/teams/add-stand-share/:parentId', 'Add Stand Share'],
  ]),
  ...withAccess('admin', [['importTeams', '/admin/teams/import', 'Import Teams']]),
  ...withAccess('moderator', [
    ['viewTeam', '/admin/teams/:teamId', 'Team'],
    ['editTeam', '/admin/teams/:teamId/edit-team', 'Edit Team'],
    ['addTeamMember', '/admin/teams/:teamId/add-team-member', 'Add Team Member'],
    ['editTeamMember', '/admin/teams/:teamId/:userId', 'Edit Team Member'],
  ]),
  ...withAccess('admin', [
    ['manageTeamTypes', '/admin/team-types', 'Team Types'],
    ['addTeamType', '/admin/team-types/add', 'Add Team Type'],
    ['editTeamType', '/admin/team-types/:teamTypeId', 'Edit Team Type'],
  ]),
  ...withAccess('moderator', [['manageUsers', '/admin/users', 'Users']]),

  // ── Tasks, task groups, suppliers, supplier groups (moderator) ──
  ...withAccess('moderator', [
    ['manageTasks', '/admin/tasks', 'Tasks', { terminologyKey: 'tasks' }],
    ['addTask', '/admin/tasks/add', 'Add Task'],
    ['archivedTasks', '/admin/tasks/archived', 'Archived Tasks'],
    ['taskApprovals', '/admin/tasks/approvals', 'Approvals'],
    ['commentsInbox', '/admin/comments', 'Comments'],
    ['editTask', '/admin/tasks/:taskId', 'Edit Task'],
    ['manageTaskGroups', '/admin/task-groups', 'Task Groups'],
    ['addTaskGroup', '/admin/task-groups/add', 'Add Task Group'],
    ['archivedTaskGroups', '/admin/task-groups/archived', 'Archived Task Groups'],
    ['editTaskGroup', '/admin/task-groups/:taskGroupId', 'Edit Task Group'],
    ['manageSuppliers', '/admin/suppliers', 'Suppliers', { terminologyKey: 'suppliers' }],
    ['addSupplier', '/admin/suppliers/add', 'Add Supplier'],
    ['archivedSuppliers', '/admin/suppliers/archived', 'Archived Suppliers'],
    ['editSupplier', '/admin/suppliers/:supplierId', 'Edit Supplier'],
    ['manageSupplierGroups', '/admin/supplier-groups', 'Supplier Groups'],
    ['addSupplierGroup', '/admin/supplier-groups/add', 'Add Supplier Group'],
    ['archivedSupplierGroups', '/admin/supplier-groups/archived', 'Archived Supplier Groups'],
    ['editSupplierGroup', '/admin/supplier-groups/:supplierGroupId', 'Edit Supplier Group'],
  ]),

  // ── Event notifications (admin) ──
  ...withAccess('admin', [
    ['manageNotifications', '/admin/notifications', 'Notifications', { terminologyKey: 'notifications' }],
    ['addNotification', '/admin/notifications/add', 'Add Notification'],
    ['editNotification', '/admin/notifications/:notificationId', 'Edit Notification'],
  ]),

  // ── Reports (reportViewer) ──
  ...withAccess('reportViewer', [
    ['reports', '/admin/reports', 'Reports'],
    ['reportsFormsList', '/reports/forms', 'Form Reports'],
    // The spec lists /reports/forms/{formId} without an id (here reportsForm: one form's submissions
    // with its report labels) and reportsSubmissionsList without a path (here /reports/submissions:
    // every submission across forms, filterable by form and team).
    ['reportsForm', '/reports/forms/:formId', 'Form Report'],
    ['reportsSubmissionsList', '/reports/submissions', 'Submissions Report'],
    ['reportsTasksList', '/reports/tasks', 'Task Reports'],
    ['reportsTask', '/reports/tasks/:taskId', 'Task Report'],
    ['reportsTeamsList', '/reports/teams', 'Team Reports'],
    ['reportsTeam', '/reports/teams/:teamId', 'Team Report'],
  ]),
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
