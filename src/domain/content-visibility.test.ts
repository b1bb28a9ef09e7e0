import { describe, expect, it } from 'vitest';
import { contentSchema } from './content';
import {
  canGuestViewContent,
  canViewContent,
  visibleContent,
  visibleSections,
  type ContentViewer,
} from './content-visibility';
import { sectionSchema } from './section';

const page = (fields: object) => contentSchema.parse({ id: 'p', title: 'Page', isPublished: true, ...fields });
const member: ContentViewer = { role: 'user', teamTypeId: 'exhibitors', standShareRole: 'none' };

describe('content visibility', () => {
  it('members see published, not archived pages without a restriction or restricted to their team type', () => {
    expect(canViewContent(page({}), member)).toBe(true);
    expect(canViewContent(page({ allowedTeamTypeIds: ['exhibitors'] }), member)).toBe(true);
    expect(canViewContent(page({ allowedTeamTypeIds: ['sponsors'] }), member)).toBe(false);
    expect(canViewContent(page({ isPublished: false }), member)).toBe(false);
    expect(canViewContent(page({ isArchived: true }), member)).toBe(false);
  });

  it('a person without a team type sees only unrestricted pages', () => {
    const noType = { ...member, teamTypeId: '' };
    expect(canViewContent(page({}), noType)).toBe(true);
    expect(canViewContent(page({ allowedTeamTypeIds: ['exhibitors'] }), noType)).toBe(false);
  });

  it('stand shares (child teams) see a page only when it is shown to them', () => {
    const child: ContentViewer = { ...member, standShareRole: 'child' };
    expect(canViewContent(page({}), child)).toBe(false);
    expect(canViewContent(page({ showToChildTeams: true }), child)).toBe(true);
    expect(canViewContent(page({}), { ...member, standShareRole: 'parent' })).toBe(true);
  });

  it('moderators and above see everything', () => {
    const moderator: ContentViewer = { role: 'moderator', teamTypeId: '', standShareRole: 'none' };
    expect(
      visibleContent(
        [page({ isPublished: false }), page({ id: 'q', isArchived: true, allowedTeamTypeIds: ['x'] })],
        moderator,
      ),
    ).toHaveLength(2);
  });

  it('guests get only public, published, not archived pages', () => {
    expect(canGuestViewContent(page({ isPublic: true }))).toBe(true);
    expect(canGuestViewContent(page({ isPublic: false }))).toBe(false);
    expect(canGuestViewContent(page({ isPublic: true, isPublished: false }))).toBe(false);
    expect(canGuestViewContent(page({ isPublic: true, isArchived: true }))).toBe(false);
  });

  it('hides unpublished sections from members and guests, not from organisers', () => {
    const sections = [
      sectionSchema.parse({ id: 'a', type: 'richText' }),
      sectionSchema.parse({ id: 'b', type: 'richText', isPublished: false }),
    ];
    expect(visibleSections(sections, member).map((section) => section.id)).toEqual(['a']);
    expect(visibleSections(sections, 'guest').map((section) => section.id)).toEqual(['a']);
    expect(visibleSections(sections, { role: 'admin' })).toHaveLength(2);
  });
});
