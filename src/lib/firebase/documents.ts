import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  where,
  writeBatch,
  type DocumentData,
  type SetOptions,
  type DocumentReference,
  type DocumentSnapshot,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
  type Unsubscribe,
} from 'firebase/firestore';
import * as z from 'zod/mini';
import { stampCreate, stampUpdate, type AuditFields, type UpdateStamp } from '../../domain/audit';
import { BATCH_WRITE_LIMIT } from '../../domain/constants';
import { MISSING_ID_MESSAGES } from '../../domain/messages';
import { firebaseClient, uncachedFirestore } from './client';
import { reportProblem } from './reporting';

/** One document as a read answers it, from the cached SDK or the uncached one (readWholeCollection). */
export interface StoredDocument {
  id: string;
  data(options?: SnapshotOptions): DocumentData | undefined;
}

/**
 * What every read parses from one snapshot: its data with the document id folded in. A write made
 * here and not yet stored holds its server timestamps as null in the local snapshot: they are read
 * as the local estimate, so a pending write shows (and passes its schema) instead of being dropped.
 */
export function documentData(snapshot: StoredDocument): Record<string, unknown> {
  return { ...snapshot.data({ serverTimestamps: 'estimate' }), id: snapshot.id };
}

/**
 * Parses one document. An invalid one is reported with its entity type and throws `message`
 * (a single read that fails its shape check cannot be shown).
 */
export function parseDocument<S extends z.core.$ZodType>(
  schema: S,
  entityType: string,
  snapshot: DocumentSnapshot,
  message: string,
): z.output<S> {
  const result = z.safeParse(schema, documentData(snapshot));
  if (result.success) return result.data;
  reportProblem(new Error(message), { entityType }, { id: snapshot.id, issues: z.prettifyError(result.error) });
  throw new Error(message);
}

/** Parses a list: invalid documents are dropped and reported, tagged by entity type. */
export function parseDocuments<S extends z.core.$ZodType>(
  schema: S,
  entityType: string,
  snapshots: readonly StoredDocument[],
): z.output<S>[] {
  const valid: z.output<S>[] = [];
  for (const snapshot of snapshots) {
    const result = z.safeParse(schema, documentData(snapshot));
    if (result.success) valid.push(result.data);
    else
      reportProblem(
        new Error(`Invalid ${entityType} dropped from list`),
        { entityType },
        { id: snapshot.id, issues: z.prettifyError(result.error) },
      );
  }
  return valid;
}

/** Check-on-write: the data must fit its schema before it is stored, else the spec's message. */
export function checkForWrite<S extends z.core.$ZodType>(schema: S, data: unknown, message: string): z.output<S> {
  const result = z.safeParse(schema, data);
  if (!result.success) throw new Error(message, { cause: z.prettifyError(result.error) });
  return result.data;
}

/** The current user's id, for audit fields; empty for guests. */
export function currentUserId(): string {
  return firebaseClient().auth.currentUser?.uid ?? '';
}

/**
 * The signed-in person's uid once Auth has restored the sign-in: a returning person's screen opens
 * before it has (see session-store.ts), so a write made as a screen opens (an edit lock) would
 * otherwise name nobody and be refused by the rules.
 */
export async function restoredUserId(): Promise<string> {
  await firebaseClient().auth.authStateReady();
  return currentUserId();
}

/** The signed-in person's uid for a call about their own records; 'userId is null' when nobody is signed in. */
export function requireCurrentUserId(): string {
  const uid = currentUserId();
  if (!uid) throw new Error(MISSING_ID_MESSAGES.userIdNull);
  return uid;
}

/** Every client-side update is stamped here (the stamp's shape lives in src/domain/audit). */
export function withUpdateStamp<T extends object>(data: T, now: Date = new Date()): T & UpdateStamp {
  return { ...data, ...stampUpdate(currentUserId(), now) };
}

/** A new record with all four audit fields. */
export function withCreateStamp<T extends object>(data: T, now: Date = new Date()): T & AuditFields {
  return { ...data, ...stampCreate(currentUserId(), now) };
}

export function docRef(path: string): DocumentReference {
  return doc(firebaseClient().db, path);
}

export async function readDocument(path: string): Promise<DocumentSnapshot> {
  return getDoc(docRef(path));
}

export async function readCollection(path: string, ...constraints: QueryConstraint[]): Promise<DocumentSnapshot[]> {
  const snapshot = await getDocs(query(collection(firebaseClient().db, path), ...constraints));
  return snapshot.docs;
}

/**
 * Every document of one of the event's collections that grow with its teams (teams, users, their
 * statuses and answers: tens of thousands of documents), read once from the server through the lite
 * SDK, past the local cache. Read through the cached SDK, each document is also written into the
 * persistent cache: tens of seconds of IndexedDB work on the page for a 20,000-row list, which would
 * also push out of the 40 MB what the screens keep for offline use. Offline this read fails with
 * the connection message, as a callable does; the screen keeps the list it already shows.
 */
export async function readWholeCollection(path: string): Promise<StoredDocument[]> {
  const { collection: liteCollection, getDocs: liteGetDocs } = await import('firebase/firestore/lite');
  const snapshot = await liteGetDocs(liteCollection(await uncachedFirestore(), path));
  return snapshot.docs;
}

/** How many documents a query matches: one count query (one read per 1,000 documents counted). */
export async function countDocuments(path: string, ...constraints: QueryConstraint[]): Promise<number> {
  const snapshot = await getCountFromServer(query(collection(firebaseClient().db, path), ...constraints));
  return snapshot.data().count;
}

/** Where a listen reports: each snapshot to `next`, the error that ends it (the rules refusing it) to `fail`. */
export interface Listener<Snapshot> {
  next(snapshot: Snapshot): void;
  fail(error: unknown): void;
}

/**
 * Listens to one document. Changes of its metadata are reported too, so a write made here is seen
 * as pending (snapshot.metadata.hasPendingWrites) and then as stored.
 */
export function listenDocument(path: string, { next, fail }: Listener<DocumentSnapshot>): Unsubscribe {
  return onSnapshot(docRef(path), { includeMetadataChanges: true }, next, fail);
}

/** Listens to the documents of a query, metadata changes included as for listenDocument. */
export function listenCollection(
  path: string,
  constraints: QueryConstraint[],
  { next, fail }: Listener<QueryDocumentSnapshot[]>,
): Unsubscribe {
  const matching = query(collection(firebaseClient().db, path), ...constraints);
  return onSnapshot(matching, { includeMetadataChanges: true }, (snapshot) => next(snapshot.docs), fail);
}

/**
 * Several listens as one: once each has answered, every answer of any of them reports the latest
 * of all; the first failure ends them all and is reported once.
 */
export function listenTogether<Parts extends unknown[]>(
  listens: { [Index in keyof Parts]: (listener: Listener<Parts[Index]>) => Unsubscribe },
  { next, fail }: Listener<Parts>,
): Unsubscribe {
  const latest: unknown[] = [];
  const answered = new Set<number>();
  let failed = false;
  const stops: Unsubscribe[] = [];
  const stopAll = () => stops.forEach((stop) => stop());
  listens.forEach((listen, index) =>
    stops.push(
      listen({
        next: (part) => {
          if (failed) return;
          latest[index] = part;
          answered.add(index);
          if (answered.size === listens.length) next([...latest] as Parts);
        },
        fail: (error) => {
          if (failed) return;
          failed = true;
          stopAll();
          fail(error);
        },
      }),
    ),
  );
  return stopAll;
}

/** Firestore's limit on the values of one 'in' filter. */
const IN_FILTER_LIMIT = 30;

/**
 * The documents of a collection whose `field` (or id, for 'id') is one of `values`: one query per
 * 30 values, run together, so a page of rows costs a few requests rather than one per row.
 */
export async function readWhereIn(path: string, field: string, values: readonly string[]): Promise<DocumentSnapshot[]> {
  const unique = [...new Set(values)];
  const chunks = Array.from({ length: Math.ceil(unique.length / IN_FILTER_LIMIT) }, (_, index) =>
    unique.slice(index * IN_FILTER_LIMIT, (index + 1) * IN_FILTER_LIMIT),
  );
  const results = await Promise.all(
    chunks.map((chunk) => readCollection(path, where(field === 'id' ? documentId() : field, 'in', chunk))),
  );
  return results.flat();
}

/** One write in a batched change. */
export type BatchOperation =
  | { type: 'set'; path: string; data: DocumentData; merge?: boolean }
  | { type: 'update'; path: string; data: DocumentData }
  | { type: 'delete'; path: string };

/** What a batch and a transaction both offer. */
interface DocumentWriter {
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** Adds one write to a batch or a transaction. */
export function addOperation(writer: DocumentWriter, operation: BatchOperation): void {
  const ref = docRef(operation.path);
  if (operation.type === 'set') writer.set(ref, operation.data, { merge: operation.merge ?? false });
  else if (operation.type === 'update') writer.update(ref, operation.data);
  else writer.delete(ref);
}

/** Commits any number of writes, 500 to a batch (Firestore's limit for one commit). */
export async function commitInBatches(operations: BatchOperation[]): Promise<void> {
  const { db } = firebaseClient();
  for (let start = 0; start < operations.length; start += BATCH_WRITE_LIMIT) {
    const batch = writeBatch(db);
    for (const operation of operations.slice(start, start + BATCH_WRITE_LIMIT)) addOperation(batch, operation);
    await batch.commit();
  }
}
