import { hasRole, type Role } from './roles';
import { canAccess, routeById, type RouteId } from './routes';

export type AdminSectionLink = { readonly routeId: RouteId; readonly label: string };

export type AdminSection = {
  readonly title: string;
  readonly description: string;
  /** The pages the section links to; a user sees only those their role opens. */
  readonly links: readonly AdminSectionLink[];
};

/** The admin landing page's eleven sections, in the spec's order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    title: 'Reporting',
    description: "Follow each team's progress on tasks and forms, and spot teams at risk.",
    links: [
      { routeId: 'reports', label: 'Reports overview' },
      { routeId: 'reportsTeamsList', label: 'Team reports' },
      { routeId: 'reportsTasksList', label: 'Task reports' },
      { routeId: 'reportsFormsList', label: 'Form reports' },
      { routeId: 'reportsSubmissionsList', label: 'Submissions report' },
    ],
  },
  {
    title: 'General settings',
    description: 'Branding, event details, terms and variables, and the onboarding flow.',
    links: [
      { routeId: 'manageBranding', label: 'Branding' },
      { routeId: 'manageEvent', label: 'Event details' },
      { routeId: 'manageVariables', label: 'Terms & variables' },
      { routeId: 'manageOnboarding', label: 'Onboarding' },
    ],
  },
  {
    title: 'Dashboard',
    description: 'The dashboard header, its cards, the featured pages and the sidebar menu.',
    links: [
      { routeId: 'manageDashboardHeader', label: 'Dashboard header' },
      { routeId: 'manageCardLayouts', label: 'Dashboard cards' },
      { routeId: 'manageFeaturedPages', label: 'Featured pages' },
      { routeId: 'manageSidebar', label: 'Sidebar' },
    ],
  },
  {
    title: 'Assets & Downloads',
    description: 'The image and document library, and the files teams can download.',
    links: [
      { routeId: 'manageAssets', label: 'Assets' },
      { routeId: 'addAsset', label: 'Add an asset' },
      { routeId: 'manageDownloads', label: 'Downloads' },
      { routeId: 'addDownload', label: 'Add a download' },
    ],
  },
  {
    title: 'Tasks',
    description: 'Tasks for teams to complete, grouped into task groups.',
    links: [
      { routeId: 'manageTasks', label: 'Tasks' },
      { routeId: 'addTask', label: 'Add a task' },
      { routeId: 'manageTaskGroups', label: 'Task groups' },
      { routeId: 'archivedTasks', label: 'Archived tasks' },
    ],
  },
  {
    title: 'Content',
    description: 'Content pages built from sections, public or for signed-in teams.',
    links: [
      { routeId: 'manageContent', label: 'Content pages' },
      { routeId: 'addContent', label: 'Add a page' },
      { routeId: 'archivedContent', label: 'Archived pages' },
    ],
  },
  {
    title: 'Forms',
    description: 'Forms with logic, confirmations, notifications and webhooks, and reusable field groups.',
    links: [
      { routeId: 'manageForms', label: 'Forms' },
      { routeId: 'addForm', label: 'Add a form' },
      { routeId: 'archivedForms', label: 'Archived forms' },
      { routeId: 'manageFieldGroups', label: 'Field groups' },
    ],
  },
  {
    title: 'Emails',
    description: 'Sender and support addresses, task reminders and the e-mail templates.',
    links: [
      { routeId: 'manageEmails', label: 'Email settings' },
      { routeId: 'manageEmailTemplates', label: 'Email templates' },
    ],
  },
  {
    title: 'Notifications',
    description: 'Messages shown to teams, optionally e-mailed or scheduled.',
    links: [
      { routeId: 'manageNotifications', label: 'Notifications' },
      { routeId: 'addNotification', label: 'Add a notification' },
    ],
  },
  {
    title: 'Teams, Users & Custom Fields',
    description: 'Teams and their stand shares, team types, users, team import and custom fields.',
    links: [
      { routeId: 'manageTeams', label: 'Teams' },
      { routeId: 'addTeam', label: 'Add a team' },
      { routeId: 'manageTeamTypes', label: 'Team types' },
      { routeId: 'manageUsers', label: 'Users' },
      { routeId: 'importTeams', label: 'Import teams' },
      { routeId: 'manageCustomFields', label: 'Custom fields' },
    ],
  },
  {
    title: 'Suppliers',
    description: 'The supplier directory shown to teams, and supplier groups.',
    links: [
      { routeId: 'manageSuppliers', label: 'Suppliers' },
      { routeId: 'addSupplier', label: 'Add a supplier' },
      { routeId: 'manageSupplierGroups', label: 'Supplier groups' },
      { routeId: 'archivedSuppliers', label: 'Archived suppliers' },
    ],
  },
];

/**
 * The sections a role sees, each holding only the links the role may open and whose screens exist
 * (`isMounted`); sections left without links are left out, so the landing never leads nowhere.
 */
export function adminSectionsFor(role: Role | null | undefined, isMounted: (routeId: RouteId) => boolean = () => true): AdminSection[] {
  return ADMIN_SECTIONS.map((section) => ({
    ...section,
    links: section.links.filter((link) => isMounted(link.routeId) && canAccess(routeById(link.routeId), role)),
  })).filter((section) => section.links.length > 0);
}

export type QuickLink = { readonly routeId: RouteId; readonly adminOnly: boolean };

/** The quick-links bar of admin pages. Admin-only links are shown to admin and above. */
export const ADMIN_QUICK_LINKS: readonly QuickLink[] = [
  { routeId: 'adminHome', adminOnly: false },
  { routeId: 'manageContent', adminOnly: false },
  { routeId: 'manageTasks', adminOnly: false },
  { routeId: 'manageForms', adminOnly: false },
  { routeId: 'manageTeams', adminOnly: false },
  { routeId: 'manageUsers', adminOnly: false },
  { routeId: 'manageSuppliers', adminOnly: false },
  { routeId: 'reports', adminOnly: false },
  { routeId: 'manageNotifications', adminOnly: true },
  { routeId: 'manageBranding', adminOnly: true },
];

/** The shortcut bar of the forms and field-group screens: every link is admin-only. */
export const FORM_SHORTCUT_LINKS: readonly QuickLink[] = [
  { routeId: 'manageForms', adminOnly: true },
  { routeId: 'archivedForms', adminOnly: true },
  { routeId: 'manageFieldGroups', adminOnly: true },
  { routeId: 'archivedFieldGroups', adminOnly: true },
];

/** The links of a bar that a role sees: admin-only ones need admin, every one needs its route's role. */
export function visibleQuickLinks(links: readonly QuickLink[], role: Role | null | undefined): QuickLink[] {
  return links.filter(
    (link) => (!link.adminOnly || hasRole(role, 'admin')) && canAccess(routeById(link.routeId), role),
  );
}
