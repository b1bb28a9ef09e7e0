import { describe, expect, it } from 'vitest';
import { contentSchema } from './content';
import {
  availablePath,
  CONTENT_DRAFT_MESSAGES,
  isPathTaken,
  MAX_CONTENT_VERSIONS,
  previewFor,
  publishPage,
  scheduledChange,
  scheduleProblem,
  unpublishPage,
  versionsToPrune,
  type PublishInput,
} from './content-draft';
import { eventPaths } from './paths';
import { sectionSchema } from './section';

const paths = eventPaths('ev');
const AT = new Date('2026-12-01T09:00:00.000Z');
const page = contentSchema.parse({
  id: 'page',
  title: 'Welcome',
  path: 'welcome',
  isPublished: true,
  sectionIds: ['kept', 'removed'],
  publishAt: '2026-12-01T08:59:00.000Z',
});
const text = (id: string, words: string) =>
  sectionSchema.parse({ id, contentId: 'page', type: 'richText', data: { text: words } });

function input(overrides: Partial<PublishInput> = {}): PublishInput {
  return {
    content: page,
    liveSections: [text('kept', 'Old'), text('removed', 'Gone')],
    draft: {
      settings: { ...page, title: 'Welcome, updated' },
      sections: [text('kept', 'New'), text('added', 'Added')],
    },
    versions: [],
    versionId: 'v-new',
    publishedBy: 'Olivia Organiser',
    userId: 'olivia',
    at: AT,
    ...overrides,
  };
}

describe('publishing a draft', () => {
  it('makes the draft live: settings, sections in order, removed sections deleted, draft gone, a version stored', () => {
    const { content, writes } = publishPage(paths, input());
    expect(content).toMatchObject({
      title: 'Welcome, updated',
      sectionIds: ['kept', 'added'],
      isPublished: true,
      publishAt: '',
    });
    expect(content).toMatchObject({ updatedAt: AT.toISOString(), updatedBy: 'olivia' });
    const sets = writes.filter((write) => write.type === 'set').map((write) => write.path);
    const deletes = writes.filter((write) => write.type === 'delete').map((write) => write.path);
    expect(sets).toEqual([
      'events/ev/sections/kept',
      'events/ev/sections/added',
      'events/ev/content/page',
      'events/ev/contentVersions/v-new',
    ]);
    expect(deletes).toEqual(['events/ev/sections/removed', 'events/ev/contentDrafts/page']);
    const version = writes.find((write) => write.path === 'events/ev/contentVersions/v-new');
    expect(version).toMatchObject({
      data: {
        contentId: 'page',
        publishedBy: 'Olivia Organiser',
        publishedAt: AT.toISOString(),
        settings: { title: 'Welcome, updated' },
      },
    });
    const kept = writes.find((write) => write.path === 'events/ev/sections/kept');
    expect(kept).toMatchObject({ data: { contentId: 'page', data: { text: 'New' } } });
  });

  it('publishes the live page as it is when there is no draft (a scheduled first publish)', () => {
    const { content, writes } = publishPage(
      paths,
      input({ draft: undefined, content: { ...page, isPublished: false } }),
    );
    expect(content).toMatchObject({ title: 'Welcome', isPublished: true, sectionIds: ['kept', 'removed'] });
    expect(writes.filter((write) => write.type === 'delete').map((write) => write.path)).toEqual([
      'events/ev/contentDrafts/page',
    ]);
  });

  it(`keeps the newest ${MAX_CONTENT_VERSIONS} versions: publishing the next one deletes the oldest`, () => {
    const versions = Array.from({ length: MAX_CONTENT_VERSIONS }, (_, index) => ({
      id: `v${index}`,
      publishedAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
    }));
    const { writes } = publishPage(paths, input({ versions }));
    expect(writes.filter((write) => write.path.includes('contentVersions/') && write.type === 'delete')).toEqual([
      { type: 'delete', path: 'events/ev/contentVersions/v0' },
    ]);
    expect(versionsToPrune(versions)).toEqual([]);
  });
});

describe('the publishing schedule', () => {
  const schedule = (publishAt: string, unpublishAt: string) => ({ publishAt, unpublishAt, isArchived: false });

  it('publishes once the publish time is reached, not before', () => {
    expect(scheduledChange(schedule('2026-12-01T09:00:00.000Z', ''), AT)).toBe('publish');
    expect(scheduledChange(schedule('2026-12-01T09:00:01.000Z', ''), AT)).toBeUndefined();
    expect(scheduledChange(schedule('', ''), AT)).toBeUndefined();
  });

  it('unpublishes at the unpublish time; with both passed it publishes first, then unpublishes', () => {
    expect(scheduledChange(schedule('', '2026-12-01T08:00:00.000Z'), AT)).toBe('unpublish');
    expect(scheduledChange(schedule('2026-12-01T07:00:00.000Z', '2026-12-01T08:00:00.000Z'), AT)).toBe('publish');
    const { content } = unpublishPage(paths, { ...page, unpublishAt: '2026-12-01T08:00:00.000Z' }, 'scheduler', AT);
    expect(content).toMatchObject({ isPublished: false, unpublishAt: '' });
    expect(scheduledChange(content, AT)).toBe('publish');
  });

  it('leaves archived pages alone', () => {
    expect(scheduledChange({ ...schedule('2026-12-01T07:00:00.000Z', ''), isArchived: true }, AT)).toBeUndefined();
  });

  it('refuses an unpublish time at or before the publish time', () => {
    expect(scheduleProblem({ publishAt: '2026-12-02T09:00:00.000Z', unpublishAt: '2026-12-02T09:00:00.000Z' })).toBe(
      CONTENT_DRAFT_MESSAGES.unpublishBeforePublish,
    );
    expect(
      scheduleProblem({ publishAt: '2026-12-02T09:00:00.000Z', unpublishAt: '2026-12-03T09:00:00.000Z' }),
    ).toBeUndefined();
    expect(scheduleProblem({ publishAt: '', unpublishAt: '2026-12-03T09:00:00.000Z' })).toBeUndefined();
  });
});

describe('page paths', () => {
  const pages = [
    { id: 'a', path: 'welcome' },
    { id: 'b', path: 'welcome-copy' },
  ];
  it('a path is taken when another page has it (the page itself may keep its own)', () => {
    expect(isPathTaken(pages, 'b', 'welcome')).toBe(true);
    expect(isPathTaken(pages, 'a', 'welcome')).toBe(false);
  });
  it('a copy gets the first free path', () => {
    expect(availablePath(pages, 'new', 'welcome-copy')).toBe('welcome-copy-2');
    expect(availablePath(pages, 'new', 'floor-plan')).toBe('floor-plan');
  });
});

describe('previewing a draft', () => {
  const draft = {
    content: contentSchema.parse({
      id: 'p',
      title: 'Stand build',
      isPublished: false,
      allowedTeamTypeIds: ['sponsor'],
    }),
    sections: [
      text('shown', 'Shown'),
      sectionSchema.parse({ id: 'hidden', type: 'richText', isPublished: false, data: { text: 'Hidden' } }),
    ],
  };
  it('shows a team type the published sections of a page meant for it, as if published', () => {
    const preview = previewFor(draft, { kind: 'team', teamTypeId: 'sponsor' });
    expect(preview.canView).toBe(true);
    expect(preview.sections.map((section) => section.id)).toEqual(['shown']);
  });
  it('says another team type, or a guest of a page that is not public, would not see it', () => {
    expect(previewFor(draft, { kind: 'team', teamTypeId: 'exhibitor' }).canView).toBe(false);
    expect(previewFor(draft, { kind: 'guest' }).canView).toBe(false);
    expect(previewFor({ ...draft, content: { ...draft.content, isPublic: true } }, { kind: 'guest' }).canView).toBe(
      true,
    );
  });
});
