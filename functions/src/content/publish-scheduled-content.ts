import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { contentSchema, type Content } from '../../../src/domain/content';
import {
  contentDraftSchema,
  contentVersionSchema,
  publishPage,
  SCHEDULED_PUBLISHER,
  scheduledChange,
  unpublishPage,
  type PageChange,
  type PageWrite,
} from '../../../src/domain/content-draft';
import { eventPaths, newDocumentId, type EventPaths } from '../../../src/domain/paths';
import { sectionSchema } from '../../../src/domain/section';
import { adminFirestore } from '../lib/admin';
import { SCHEDULER_ACTOR } from '../notifications/publish-due-notifications';
import type { JobReport } from '../schedule/jobs';

/** The job runs every minute, so a page appears within a minute of its time. */
export const PUBLISH_CONTENT_SCHEDULE = { everyMinutes: 1 };

/** The pages of one event with a publish or unpublish time at or before `at`. */
async function duePageIds(db: Firestore, paths: EventPaths, at: Date): Promise<string[]> {
  const pages = db.collection(paths.collection('content'));
  const until = at.toISOString();
  const [toPublish, toUnpublish] = await Promise.all(
    (['publishAt', 'unpublishAt'] as const).map((field) => pages.where(field, '>', '').where(field, '<=', until).get()),
  );
  return [...new Set([...toPublish.docs, ...toUnpublish.docs].map((doc) => doc.id))];
}

function apply(transaction: Transaction, db: Firestore, writes: readonly PageWrite[]): void {
  for (const write of writes) {
    if (write.type === 'set') transaction.set(db.doc(write.path), write.data);
    else transaction.delete(db.doc(write.path));
  }
}

/** Publishing on schedule, as Publish changes does, from the records read in the transaction. */
async function publishing(
  transaction: Transaction,
  db: Firestore,
  paths: EventPaths,
  content: Content,
  at: Date,
): Promise<PageChange> {
  const [sections, draft, versions] = await Promise.all([
    content.sectionIds.length
      ? transaction.getAll(...content.sectionIds.map((id) => db.doc(paths.doc('sections', id))))
      : Promise.resolve([]),
    transaction.get(db.doc(paths.doc('contentDrafts', content.id))),
    transaction.get(db.collection(paths.collection('contentVersions')).where('contentId', '==', content.id)),
  ]);
  return publishPage(paths, {
    content,
    liveSections: sections.filter((doc) => doc.exists).map((doc) => sectionSchema.parse(doc.data())),
    draft: draft.exists ? contentDraftSchema.parse(draft.data()) : undefined,
    versions: versions.docs.map((doc) => contentVersionSchema.parse(doc.data())),
    versionId: newDocumentId(),
    publishedBy: SCHEDULED_PUBLISHER,
    userId: SCHEDULER_ACTOR,
    at,
  });
}

/**
 * Applies a page's schedule in one transaction: publishes it (with its pending draft, as Publish
 * changes does) and/or unpublishes it, clearing each time it acts on. Reading the page inside the
 * transaction makes a second run, or a run racing an organiser's edit, find nothing left to do.
 * Answers how many changes it made.
 */
async function applySchedule(db: Firestore, paths: EventPaths, contentId: string, at: Date): Promise<number> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(db.doc(paths.doc('content', contentId)));
    if (!snapshot.exists) return 0;
    let content: Content = contentSchema.parse({ ...snapshot.data(), id: contentId });
    const writes: PageWrite[] = [];
    for (let change = scheduledChange(content, at); change; change = scheduledChange(content, at)) {
      const next =
        change === 'publish'
          ? await publishing(transaction, db, paths, content, at)
          : unpublishPage(paths, content, SCHEDULER_ACTOR, at);
      writes.push(...next.writes);
      content = next.content;
    }
    apply(transaction, db, writes);
    return writes.length ? 1 : 0;
  });
}

/**
 * The scheduled job: publishes and unpublishes every page of every event whose time has come by
 * `at`. A page that fails is a failure of the run and is tried again on the next one.
 */
export async function publishScheduledContent(at: Date): Promise<JobReport> {
  const db = adminFirestore();
  const report: JobReport = { done: 0, failed: 0, failures: [] };
  // listDocuments also finds events that exist only through their collections.
  for (const event of await db.collection('events').listDocuments()) {
    const paths = eventPaths(event.id);
    for (const contentId of await duePageIds(db, paths, at)) {
      try {
        report.done += await applySchedule(db, paths, contentId, at);
      } catch (error) {
        report.failed += 1;
        report.failures.push(`${event.id}/${contentId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return report;
}
