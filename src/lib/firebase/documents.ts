import type { SnapshotMetadata, Unsubscribe } from 'firebase/firestore';
import * as z from 'zod/mini';
import { stampCreate, stampUpdate, type AuditFields, type UpdateStamp } from '../../domain/audit';
import { MISSING_ID_MESSAGES } from '../../domain/messages';
import { firebaseClient } from './client';
import {
  DOCUMENT_ID,
  where,
  type BatchOperation,
  type Constraint,
  type DocumentReader,
  type DocumentTransaction,
  type Listener,
  type StoredDocument,
} from './firestore-terms';
import { cachedFirestore, cachedFirestoreAfterFirstScreen, readThroughLite, readsGoLite } from './firestore-sdks';
import { reportProblem } from './reporting';

export {
  arrayRemove,
  arrayUnion,
  deleteField,
  limit,
  orderBy,
  startAfter,
  where,
  DOCUMENT_ID,
  type BatchOperation,
  type Constraint,
  type DocumentTransaction,
  type Listener,
  type StoredDocument,
} from './firestore-terms';

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
  snapshot: StoredDocument,
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

/** The lite SDK's answers waiting for the cached SDK, to be kept in its cache for offline use. */
const answersToKeep: StoredDocument[] = [];

/** Keeps the documents a first screen read in the cached SDK's cache once that screen is read (one bundle for all of them, no request). */
function keepForOffline(snapshots: readonly StoredDocument[]): void {
  const firstWaiting = answersToKeep.length === 0;
  answersToKeep.push(...snapshots);
  if (firstWaiting && snapshots.length > 0)
    void cachedFirestoreAfterFirstScreen()
      .then(({ keepInCache }) => keepInCache(answersToKeep.splice(0)))
      .catch(() => undefined);
}

/**
 * A one-off read. A page's first reads go to the server through the lite SDK, so its first screen
 * waits neither for the full SDK's code nor for its cache to open; what they answered is then put
 * into the cached SDK's cache once the screen is read (`keep` says which documents an answer holds),
 * so the screen is kept for offline use too. Once the cached SDK is loaded (or offline) reads go
 * through it: they see this page's writes, stored or not, and answer from the cache offline.
 */
async function read<Result>(
  run: (reader: DocumentReader) => Promise<Result>,
  keep?: (answer: Result) => readonly StoredDocument[],
): Promise<Result> {
  if (readsGoLite()) {
    const answer = await throughLite(run);
    if (answer) {
      if (keep) keepForOffline(keep(answer.value));
      return answer.value;
    }
  }
  return run((await cachedFirestore()).cachedReader);
}

/** The server's own answers to a read (the rules refusing it, a query it cannot run): the full SDK would get the same. */
const SERVER_VERDICTS = new Set(['permission-denied', 'invalid-argument', 'failed-precondition', 'out-of-range']);

/**
 * A read through the lite SDK: its answer, or none when it did not get one from the server
 * (offline after all, its code not loaded), for the cached SDK to answer instead. A verdict of the
 * server's is thrown as it is.
 */
async function throughLite<Result>(
  run: (reader: DocumentReader) => Promise<Result>,
): Promise<{ value: Result } | undefined> {
  try {
    return { value: await readThroughLite(({ liteReader }) => run(liteReader)) };
  } catch (error) {
    if (SERVER_VERDICTS.has((error as { code?: unknown }).code as string)) throw error;
    return undefined;
  }
}

export async function readDocument(path: string): Promise<StoredDocument> {
  return read(
    (reader) => reader.readDocument(path),
    (snapshot) => [snapshot],
  );
}

export async function readCollection(path: string, ...constraints: Constraint[]): Promise<StoredDocument[]> {
  return read(
    (reader) => reader.readCollection(path, constraints),
    (snapshots) => snapshots,
  );
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
  return readThroughLite(({ readWhole }) => readWhole(path));
}

/** How many documents a query matches: one count query (one read per 1,000 documents counted), from the server. */
export async function countDocuments(path: string, ...constraints: Constraint[]): Promise<number> {
  return read((reader) => reader.countDocuments(path, constraints));
}

/**
 * A live read: on a page's first screen, first read once through the lite SDK (see read), then
 * listened to through the cached SDK once the screen is read; otherwise listened to at once. The
 * listen's first answers may come from the cache: older than what the lite read showed, they are
 * held back until the server's, unless they hold a write of this page's.
 */
function listenAfterFirstRead<Data>(
  readOnce: (reader: DocumentReader) => Promise<Data>,
  listen: (
    sdk: Awaited<ReturnType<typeof cachedFirestore>>,
    listener: Listener<{ data: Data; metadata: SnapshotMetadata }>,
  ) => Unsubscribe,
  { next, fail }: Listener<Data>,
): Unsubscribe {
  let stopped = false;
  let stopListening: Unsubscribe | undefined;
  const start = async () => {
    let shown = false;
    if (readsGoLite()) {
      const answer = await throughLite(readOnce);
      if (stopped) return;
      if (answer) {
        next(answer.value);
        shown = true;
      }
    }
    const sdk = shown ? await cachedFirestoreAfterFirstScreen() : await cachedFirestore();
    if (stopped) return;
    let synced = false;
    stopListening = listen(sdk, {
      next: ({ data, metadata }) => {
        synced ||= !metadata.fromCache;
        if (shown && !synced && !metadata.hasPendingWrites) return;
        next(data);
      },
      fail,
    });
  };
  start().catch((error: unknown) => {
    if (!stopped) fail(error);
  });
  return () => {
    stopped = true;
    stopListening?.();
  };
}

/**
 * Listens to one document. Changes of its metadata are reported too, so a write made here is seen
 * as pending (snapshot.metadata.hasPendingWrites) and then as stored.
 */
export function listenDocument(path: string, listener: Listener<StoredDocument>): Unsubscribe {
  return listenAfterFirstRead(
    (reader) => reader.readDocument(path),
    (sdk, { next, fail }) =>
      sdk.listenToDocument(path, { next: (snapshot) => next({ data: snapshot, metadata: snapshot.metadata }), fail }),
    listener,
  );
}

/** Listens to the documents of a query, metadata changes included as for listenDocument. */
export function listenCollection(
  path: string,
  constraints: readonly Constraint[],
  listener: Listener<StoredDocument[]>,
): Unsubscribe {
  return listenAfterFirstRead(
    (reader) => reader.readCollection(path, constraints),
    (sdk, { next, fail }) =>
      sdk.listenToQuery(path, constraints, {
        next: (snapshot) => next({ data: snapshot.docs, metadata: snapshot.metadata }),
        fail,
      }),
    listener,
  );
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
export async function readWhereIn(path: string, field: string, values: readonly string[]): Promise<StoredDocument[]> {
  const unique = [...new Set(values)];
  const chunks = Array.from({ length: Math.ceil(unique.length / IN_FILTER_LIMIT) }, (_, index) =>
    unique.slice(index * IN_FILTER_LIMIT, (index + 1) * IN_FILTER_LIMIT),
  );
  const results = await Promise.all(
    chunks.map((chunk) => readCollection(path, where(field === 'id' ? DOCUMENT_ID : field, 'in', chunk))),
  );
  return results.flat();
}

/** Commits any number of writes, 500 to a batch (Firestore's limit for one commit). */
export async function commitInBatches(operations: readonly BatchOperation[]): Promise<void> {
  await (await cachedFirestore()).commitInBatches(operations);
}

/** Runs `work` in a transaction (retried by the SDK when what it read changed meanwhile). */
export async function runInTransaction<Result>(
  work: (transaction: DocumentTransaction) => Promise<Result>,
): Promise<Result> {
  return (await cachedFirestore()).runInTransaction(work);
}
