import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { contentSchema, contentSettingsSchema, type Content } from './content';
import { canGuestViewContent, canViewContent, visibleSections, type ContentViewer } from './content-visibility';
import type { EventPaths } from './paths';
import { sectionSchema, storedSection, type Section } from './section';
import { dateTimeOrEmptySchema, idSchema, trimmedText } from './schema-fields';

/** Published versions kept per page; publishing beyond this removes the oldest. */
export const MAX_CONTENT_VERSIONS = 20;

export const CONTENT_DRAFT_MESSAGES = {
  duplicatePath: 'Another page already uses this address: choose a different path',
  unpublishBeforePublish: 'Unpublish at must be after publish at',
} as const;

/** The settings a draft changes; publishing is its own act (Publish changes, or the schedule). */
export const draftSettingsSchema = z.omit(contentSettingsSchema, { isPublished: true });
export type DraftSettings = z.output<typeof draftSettingsSchema>;

/**
 * A published page's pending changes, one per page (its id is the page's): the settings and the
 * sections as they will be once published. Only organisers read it; the live page stays as it is.
 */
export const contentDraftSchema = z.object({
  id: idSchema,
  settings: draftSettingsSchema,
  sections: z.array(sectionSchema),
  ...auditFieldsSchema.shape,
});
export type ContentDraft = z.output<typeof contentDraftSchema>;

/** A page as one publish made it live: who, when, its settings and its sections' content. */
export const contentVersionSchema = z.object({
  id: idSchema,
  contentId: idSchema,
  publishedAt: dateTimeOrEmptySchema,
  publishedBy: trimmedText(),
  settings: draftSettingsSchema,
  sections: z.array(sectionSchema),
  ...auditFieldsSchema.shape,
});
export type ContentVersion = z.output<typeof contentVersionSchema>;

/** Who a version names when the schedule published it. */
export const SCHEDULED_PUBLISHER = 'Scheduled publishing';

/** Edits of a published page wait in a draft; a page never published is edited in place. */
export function editsGoToDraft(content: Pick<Content, 'isPublished'>): boolean {
  return content.isPublished;
}

/** The live page's settings and sections as a draft starts from them. */
export function draftFromLive(
  content: Content,
  sections: readonly Section[],
): Pick<ContentDraft, 'settings' | 'sections'> {
  return { settings: draftSettingsSchema.parse(content), sections: [...sections] };
}

/** The page as its draft (or, without one, its live records) would show it: what the editor and the preview use. */
export function pageWithDraft(
  content: Content,
  liveSections: readonly Section[],
  draft: Pick<ContentDraft, 'settings' | 'sections'> | undefined,
): { content: Content; sections: Section[] } {
  if (!draft) return { content, sections: [...liveSections] };
  return {
    content: { ...content, ...draft.settings, sectionIds: draft.sections.map((section) => section.id) },
    sections: draft.sections,
  };
}

/** A draft or version as stored: its sections in the spec's stored shape (table cells under cell1…). */
export function storedPageCopy<T extends { sections: readonly Section[] }>(
  copy: T,
): Omit<T, 'sections'> & {
  sections: Record<string, unknown>[];
} {
  return { ...copy, sections: copy.sections.map(storedSection) };
}

export interface PublishInput {
  content: Content;
  liveSections: readonly Section[];
  draft: Pick<ContentDraft, 'settings' | 'sections'> | undefined;
  /** The page's stored versions, any order. */
  versions: readonly Pick<ContentVersion, 'id' | 'publishedAt'>[];
  versionId: string;
  /** Who publishes: a name for the history list. */
  publishedBy: string;
  /** The audit stamp's writer: the signed-in person, or the functions' actor. */
  userId: string;
  at: Date;
}

export type PageWrite = { type: 'set'; path: string; data: Record<string, unknown> } | { type: 'delete'; path: string };

/** A change of a page: the page as it becomes, and every write that makes it so (one batch). */
export interface PageChange {
  content: Content;
  writes: PageWrite[];
}

/**
 * Every write of one publish, for one batch: the page with the draft's settings, published, its
 * schedule to publish cleared; its sections as the draft has them (removed ones deleted); the draft
 * gone; a new version; and the oldest versions beyond MAX_CONTENT_VERSIONS deleted.
 */
export function publishPage(paths: EventPaths, input: PublishInput): PageChange {
  const { content, liveSections, draft, at, userId } = input;
  const stamp = { updatedAt: at.toISOString(), updatedBy: userId };
  const next = pageWithDraft(content, liveSections, draft);
  const published = contentSchema.parse({ ...next.content, isPublished: true, publishAt: '', ...stamp });
  const keptIds = new Set(next.sections.map((section) => section.id));
  const sections = next.sections.map((section) =>
    sectionSchema.parse({
      ...section,
      contentId: content.id,
      isNewSection: false,
      createdAt: section.createdAt || stamp.updatedAt,
      createdBy: section.createdBy || userId,
      ...stamp,
    }),
  );
  const version: ContentVersion = {
    id: input.versionId,
    contentId: content.id,
    publishedAt: stamp.updatedAt,
    publishedBy: input.publishedBy,
    settings: draftSettingsSchema.parse(published),
    sections,
    createdAt: stamp.updatedAt,
    createdBy: userId,
    ...stamp,
  };
  const pruned = versionsToPrune([...input.versions, version]);
  const writes: PageWrite[] = [
    ...sections.map((section): PageWrite => ({
      type: 'set',
      path: paths.doc('sections', section.id),
      data: storedSection(section),
    })),
    ...liveSections
      .filter((section) => !keptIds.has(section.id))
      .map((section): PageWrite => ({ type: 'delete', path: paths.doc('sections', section.id) })),
    { type: 'set', path: paths.doc('content', content.id), data: published },
    { type: 'delete', path: paths.doc('contentDrafts', content.id) },
    { type: 'set', path: paths.doc('contentVersions', version.id), data: storedPageCopy(version) },
    ...pruned.map((id): PageWrite => ({ type: 'delete', path: paths.doc('contentVersions', id) })),
  ];
  return { content: published, writes };
}

/** Newest first (by publish time). */
export function newestFirst<T extends Pick<ContentVersion, 'publishedAt'>>(versions: readonly T[]): T[] {
  return [...versions].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** The ids of the versions beyond the newest MAX_CONTENT_VERSIONS. */
export function versionsToPrune(versions: readonly Pick<ContentVersion, 'id' | 'publishedAt'>[]): string[] {
  return newestFirst(versions)
    .slice(MAX_CONTENT_VERSIONS)
    .map((version) => version.id);
}

/** A draft holding a version's settings and sections, to be published again. */
export function draftFromVersion(version: ContentVersion): Pick<ContentDraft, 'settings' | 'sections'> {
  return { settings: version.settings, sections: version.sections };
}

/**
 * What the schedule does next to a page at `at`: publish, unpublish, or nothing (no time reached).
 * Publishing clears its time, so a job that asks again after each change does both when both times
 * have passed, in their order (the unpublish time is always the later one).
 */
export function scheduledChange(
  content: Pick<Content, 'publishAt' | 'unpublishAt' | 'isArchived'>,
  at: Date,
): 'publish' | 'unpublish' | undefined {
  if (content.isArchived) return undefined;
  const reached = (iso: string) => iso !== '' && Date.parse(iso) <= at.getTime();
  if (reached(content.publishAt)) return 'publish';
  if (reached(content.unpublishAt)) return 'unpublish';
  return undefined;
}

/** A schedule the organiser can save: an unpublish time, when both are set, after the publish time. */
export function scheduleProblem(schedule: Pick<Content, 'publishAt' | 'unpublishAt'>): string | undefined {
  if (
    schedule.publishAt &&
    schedule.unpublishAt &&
    Date.parse(schedule.unpublishAt) <= Date.parse(schedule.publishAt)
  ) {
    return CONTENT_DRAFT_MESSAGES.unpublishBeforePublish;
  }
  return undefined;
}

/** Unpublishing a page on schedule: unpublished, its unpublish time cleared. */
export function unpublishPage(paths: EventPaths, content: Content, userId: string, at: Date): PageChange {
  const unpublished = contentSchema.parse({
    ...content,
    isPublished: false,
    unpublishAt: '',
    updatedAt: at.toISOString(),
    updatedBy: userId,
  });
  return { content: unpublished, writes: [{ type: 'set', path: paths.doc('content', content.id), data: unpublished }] };
}

/** Whether another page of the event already uses this path (paths are the pages' addresses). */
export function isPathTaken(pages: readonly Pick<Content, 'id' | 'path'>[], contentId: string, path: string): boolean {
  return pages.some((page) => page.id !== contentId && page.path === path);
}

/** The path, or with -2, -3… added, the first that no other page uses (for copies, named "… (copy)"). */
export function availablePath(pages: readonly Pick<Content, 'id' | 'path'>[], contentId: string, path: string): string {
  let candidate = path;
  for (let count = 2; isPathTaken(pages, contentId, candidate); count += 1) candidate = `${path}-${count}`;
  return candidate;
}

/** Whom the editor's preview shows the page to: a member of a team type, or a guest with the public link. */
export type PreviewAudience = { kind: 'guest' } | { kind: 'team'; teamTypeId: string };

/**
 * The page as that audience would see it once published, through the same visibility rules as the
 * live screens: whether they may open it at all, and the sections they would see.
 */
export function previewFor(
  page: { content: Content; sections: readonly Section[] },
  audience: PreviewAudience,
): { canView: boolean; sections: Section[] } {
  const published = { ...page.content, isPublished: true };
  if (audience.kind === 'guest') {
    return { canView: canGuestViewContent(published), sections: visibleSections(page.sections, 'guest') };
  }
  const viewer: ContentViewer = { role: 'user', teamTypeId: audience.teamTypeId, standShareRole: 'none' };
  return { canView: canViewContent(published, viewer), sections: visibleSections(page.sections, viewer) };
}
