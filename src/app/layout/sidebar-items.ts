import type { CorePageId } from '../../domain/core-page-ids';
import { corePageLabel, type CorePage } from '../../domain/core-pages';
import type { Content } from '../../domain/content';
import { buildPath, type RouteId } from '../../domain/routes';
import type { SidebarSection } from '../../domain/sidebar-section';
import type { Terminology } from '../../domain/terminology';

/** One link of the menu, resolved from a sidebar item id. */
export type SidebarLink = { id: string; label: string; icon: string; path: string; routeId: RouteId };

/** A section of the menu as shown: its heading and the links the viewer may open. */
export type SidebarMenuSection = { id: string; heading: string; isCollapsable: boolean; links: SidebarLink[] };

/** The screen each core page opens. */
export const CORE_PAGE_ROUTES: Readonly<Record<CorePageId, RouteId>> = {
  dashboard: 'dashboard',
  downloads: 'downloads',
  forms: 'forms',
  suppliers: 'suppliers',
  tasks: 'tasks',
  timeTable: 'timeTable',
  notifications: 'notifications',
};

function corePageLink(page: CorePage, terminology: Terminology): SidebarLink {
  const routeId = CORE_PAGE_ROUTES[page.id];
  return { id: page.id, label: corePageLabel(page, terminology), icon: page.icon, path: buildPath(routeId), routeId };
}

function contentLink(content: Content): SidebarLink {
  return {
    id: content.id,
    label: content.title,
    icon: content.icon,
    path: buildPath('viewContent', { contentId: content.id }),
    routeId: 'viewContent',
  };
}

export type SidebarSources = {
  sections: readonly SidebarSection[];
  /** Published core pages only. */
  corePages: readonly CorePage[];
  /** The content pages this viewer may open. */
  contents: readonly Content[];
  terminology: Terminology;
  /** Whether a route has a screen yet (links to screens that don't exist are left out). */
  isMounted(routeId: RouteId): boolean;
};

/**
 * The menu from the sidebar settings: sections in index order, each item a core page or a
 * content page. Items the viewer cannot open (unpublished, restricted, deleted) are dropped, and
 * so are sections left empty. An event without sidebar settings gets its published core pages.
 */
export function buildSidebarMenu(sources: SidebarSources): SidebarMenuSection[] {
  const menu = menuFromSidebar(sources);
  return [...menu, ...pagesEntry(sources, menu)];
}

/**
 * A 'Pages' entry (the list of every page the person may read) when a page they may read is not
 * in the menu, so no published page is out of reach.
 */
function pagesEntry(
  { contents, isMounted }: SidebarSources,
  menu: readonly SidebarMenuSection[],
): SidebarMenuSection[] {
  const linked = new Set(menu.flatMap((section) => section.links.map((link) => link.id)));
  if (!isMounted('content') || contents.every((content) => content.isArchived || linked.has(content.id))) return [];
  const link: SidebarLink = {
    id: 'pages',
    label: 'Pages',
    icon: 'journal-text',
    path: buildPath('content'),
    routeId: 'content',
  };
  return [{ id: 'pages', heading: '', isCollapsable: false, links: [link] }];
}

function menuFromSidebar({
  sections,
  corePages,
  contents,
  terminology,
  isMounted,
}: SidebarSources): SidebarMenuSection[] {
  const linksById = new Map<string, SidebarLink>([
    ...corePages.map((page): [string, SidebarLink] => [page.id, corePageLink(page, terminology)]),
    ...contents.map((content): [string, SidebarLink] => [content.id, contentLink(content)]),
  ]);
  const available = (link: SidebarLink | undefined): link is SidebarLink =>
    link !== undefined && isMounted(link.routeId);
  if (sections.length === 0) {
    const links = corePages.map((page) => linksById.get(page.id)).filter(available);
    return links.length ? [{ id: 'core-pages', heading: '', isCollapsable: false, links }] : [];
  }
  return [...sections]
    .sort((a, b) => a.index - b.index)
    .map((section) => ({
      id: section.id,
      heading: section.heading,
      isCollapsable: section.isCollapsable,
      links: section.itemIds.map((id) => linksById.get(id)).filter(available),
    }))
    .filter((section) => section.links.length > 0);
}
