import { describe, expect, it } from 'vitest';
import { contentSchema, contentWriteSchema, DEFAULT_CONTENT_ICON, newContentValues, toContentPath } from './content';
import { toSlug } from './slug';

describe('content schema', () => {
  it('trims text, defaults booleans to false and the icon to the new-release icon', () => {
    const content = contentSchema.parse({ id: 7, title: '  Welcome  ', path: ' welcome ', description: ' Hi ' });
    expect(content).toMatchObject({
      id: '7',
      title: 'Welcome',
      path: 'welcome',
      description: 'Hi',
      isPublished: false,
      isPublic: false,
      isArchived: false,
      isFeatured: false,
      showToChildTeams: false,
      allowedTeamTypeIds: [],
      icon: DEFAULT_CONTENT_ICON,
    });
    expect(DEFAULT_CONTENT_ICON).toBe('patch-exclamation');
  });

  it('keeps icons from the fixed list and replaces others with the default', () => {
    expect(contentSchema.parse({ id: 'a', icon: 'map' }).icon).toBe('map');
    expect(contentSchema.parse({ id: 'a', icon: 'NewReleasesOutlined' }).icon).toBe(DEFAULT_CONTENT_ICON);
  });

  it('refuses to write a page without a title', () => {
    expect(contentWriteSchema.safeParse({ id: 'a', title: '  ' }).success).toBe(false);
    expect(contentWriteSchema.safeParse({ id: 'a', title: 'Floor plan' }).success).toBe(true);
  });

  it('a new page starts as an unpublished draft; its path is the title slug', () => {
    expect(newContentValues()).toMatchObject({ isPublished: false, isPublic: false, icon: DEFAULT_CONTENT_ICON });
    expect(toSlug('Floor Plan & Access!')).toBe('floor-plan-access');
    expect(toSlug('!!!')).toBe('default-id');
  });
});

describe('toContentPath', () => {
  it('slugs a title and leaves an existing slug unchanged', () => {
    expect(toContentPath('Exhibitor Guide 2025')).toBe('exhibitor-guide-2025');
    expect(toContentPath('exhibitor-guide-2025')).toBe('exhibitor-guide-2025');
    expect(toContentPath('')).toBe('default-id');
  });
});
