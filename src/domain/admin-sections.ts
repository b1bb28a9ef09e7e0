import { hasRole, type Role } from './roles';
import { canAccess, routeById, type RouteId } from './routes';

/** A screen the landing links to; its text is the screen's own title unless `label` says more. */
export type AdminSectionLink = { readonly routeId: RouteId; readonly label?: string };

/** A link's text: the title the screen shows, so the landing and the page read the same. */
export function adminLinkLabel(link: AdminSectionLink): string {
  return link.label ?? routeById(link.routeId).title;
}

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
      { routeId: 'reports', label: 'Reports Overview' },
      { routeId: 'reportsTeamsList' },
      { routeId: 'reportsTasksList' },
      { routeId: 'reportsFormsList' },
      { routeId: 'reportsSubmissionsList' },
    ],
  },
  {
    title: 'General settings',
    description: 'Branding, event details, terms and variables, and the onboarding flow.',
    links: [
      { routeId: 'manageBranding' },
      { routeId: 'manageEvent' },
      { routeId: 'manageVariables' },
      { routeId: 'manageOnboarding' },
    ],
  },
  {
    title: 'Dashboard',
    description: 'The dashboard header, its cards, the featured pages, the core pages and the sidebar menu.',
    links: [
      { routeId: 'manageDashboardHeader' },
      { routeId: 'manageCorePages' },
      { routeId: 'manageCardLayouts' },
      { routeId: 'manageFeaturedPages' },
      { routeId: 'manageSidebar' },
    ],
  },
  {
    title: 'Assets & Downloads',
    description: 'The image and document library, and the files teams can download.',
    links: [
      { routeId: 'manageAssets' },
      { routeId: 'addAsset' },
      { routeId: 'manageDownloads' },
      { routeId: 'addDownload' },
    ],
  },
  {
    title: 'Tasks',
    description: "Tasks for teams to complete, grouped into task groups, and the teams' comments on them.",
    links: [
      { routeId: 'manageTasks' },
      { routeId: 'addTask' },
      { routeId: 'manageTaskGroups' },
      { routeId: 'taskApprovals' },
      { routeId: 'commentsInbox' },
      { routeId: 'archivedTasks' },
    ],
  },
  {
    title: 'Content',
    description: 'Content pages built from sections, public or for signed-in teams.',
    links: [{ routeId: 'manageContent' }, { routeId: 'addContent' }, { routeId: 'archivedContent' }],
  },
  {
    title: 'Forms',
    description: 'Forms with logic, confirmations, notifications and webhooks, and reusable field groups.',
    links: [
      { routeId: 'manageForms' },
      { routeId: 'addForm' },
      { routeId: 'archivedForms' },
      { routeId: 'manageFieldGroups' },
    ],
  },
  {
    title: 'Emails',
    description: 'Sender and support addresses, task reminders and the email templates.',
    links: [{ routeId: 'manageEmails' }, { routeId: 'manageEmailTemplates' }],
  },
  {
    title: 'Notifications',
    description: 'Messages shown to teams, optionally emailed or scheduled.',
    links: [{ routeId: 'manageNotifications' }, { routeId: 'addNotification' }],
  },
  {
    title: 'Teams, Users & Custom Fields',
    description: 'Teams and their stand shares, team types, users, team import and custom fields.',
    links: [
      { routeId: 'manageTeams' },
      { routeId: 'addTeam' },
      { routeId: 'manageTeamTypes' },
      { routeId: 'manageUsers' },
      { routeId: 'importTeams' },
      { routeId: 'manageCustomFields' },
    ],
  },
  {
    title: 'Suppliers',
    description: 'The supplier directory shown to teams, and supplier groups.',
    links: [
      { routeId: 'manageSuppliers' },
      { routeId: 'addSupplier' },
      { routeId: 'manageSupplierGroups' },
      { routeId: 'archivedSuppliers' },
    ],
  },
];

/**
 * The sections a role sees, each holding only the links the role may open and whose screens exist
 * (`isMounted`); sections left without links are left out, so the landing never leads nowhere.
 */
export function adminSectionsFor(
  role: Role | null | undefined,
  isMounted: (routeId: RouteId) => boolean = () => true,
): AdminSection[] {
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
