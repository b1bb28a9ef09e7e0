import type { Content } from './content';
import { hasRole, type Role } from './roles';
import type { Section } from './section';
import type { StandShareRole } from './team';

/** What decides which content a signed-in person sees. */
export interface ContentViewer {
  role: Role;
  /** The team type of the person's team; '' when they have no team or the team has no type. */
  teamTypeId: string;
  standShareRole: StandShareRole;
}

/** Organisers (moderator and above) manage content, so they see every page and section. */
export function seesAllContent(viewer: Pick<ContentViewer, 'role'>): boolean {
  return hasRole(viewer.role, 'moderator');
}

/**
 * Whether a person may open a content page: published, not archived, and either unrestricted or
 * restricted to their team type; stand shares (child teams) only when the page is shown to them.
 */
export function canViewContent(content: Content, viewer: ContentViewer): boolean {
  if (seesAllContent(viewer)) return true;
  if (!content.isPublished || content.isArchived) return false;
  if (viewer.standShareRole === 'child' && !content.showToChildTeams) return false;
  if (content.allowedTeamTypeIds.length === 0) return true;
  return viewer.teamTypeId !== '' && content.allowedTeamTypeIds.includes(viewer.teamTypeId);
}

/** The pages of a list this person may see. */
export function visibleContent(contents: readonly Content[], viewer: ContentViewer): Content[] {
  return contents.filter((content) => canViewContent(content, viewer));
}

/**
 * The public link works only for a page that is public; ours also requires it to be published
 * and not archived, so unpublishing or archiving a page closes its public link too.
 */
export function canGuestViewContent(content: Content): boolean {
  return content.isPublic && content.isPublished && !content.isArchived;
}

/** Unpublished sections are hidden from users and guests; organisers preview them (marked). */
export function visibleSections(
  sections: readonly Section[],
  viewer: Pick<ContentViewer, 'role'> | 'guest',
): Section[] {
  if (viewer !== 'guest' && seesAllContent(viewer)) return [...sections];
  return sections.filter((section) => section.isPublished);
}
