import type { FirestoreEngine } from './engine.js';
import { FirestoreError, invalidArgument } from './errors.js';
import type { StreamingCall, StreamingSession } from './streaming.js';
import { parseDatabaseName } from './paths.js';
import type { Json, JsonObject } from './proto.js';
import type { Document, RunQueryRequest } from './types.js';
import { timestampToMicros } from './values.js';

/**
 * The Listen stream the full web SDK reads through (getDoc, getDocs and onSnapshot alike). Each
 * target is read for the caller through the engine's own reads, so rules judge a document target as
 * `get` and a query target as `list`, as BatchGetDocuments and RunQuery do. After every change to the
 * database the targets are read again and only the differences are sent, each round closed by a
 * global NO_CHANGE with the read time: the consistent snapshot point the SDK waits for.
 */

/** A target's current results: document name → the document. */
type Results = Map<string, Document>;

interface Target {
  readonly id: number;
  /**
   * Reads the target for the caller, now or as it stood at `readTime`; throws the FirestoreError of
   * a refused or invalid read.
   */
  readonly read: (readTime?: string) => { results: Results; readTime: string };
  known: Results;
}

const resumeTokenOf = (readTime: string): string => Buffer.from(readTime).toString('base64');

/** Resuming reads the target as it stood then; the engine keeps an hour of history, this stays well inside it. */
const RESUME_WINDOW_MICROS = 30 * 60 * 1_000_000;

/**
 * The read time a resumed target's client was up to date at, when the engine can still read the
 * target as it stood then: within the window, and after the database's history began.
 */
function resumePoint(engine: FirestoreEngine, database: string, spec: JsonObject): string | undefined {
  const readTime =
    typeof spec.readTime === 'string'
      ? spec.readTime
      : typeof spec.resumeToken === 'string'
        ? Buffer.from(spec.resumeToken, 'base64').toString()
        : undefined;
  let micros: number;
  try {
    micros = timestampToMicros(readTime ?? '');
  } catch {
    return undefined; // not a token of ours
  }
  const now = Date.now() * 1000;
  const since = Math.max(timestampToMicros(engine.historyStart(database)), now - RESUME_WINDOW_MICROS);
  return micros >= since && micros <= now ? readTime : undefined;
}

function targetReader(
  engine: FirestoreEngine,
  database: string,
  call: StreamingCall,
  target: JsonObject,
): Target['read'] {
  const { documents, query } = target as {
    documents?: { documents?: string[] };
    query?: { parent?: string; structuredQuery?: unknown };
  };
  if (documents) {
    const names = documents.documents ?? [];
    return (readTime) => {
      const responses = engine.batchGet(database, { documents: names, readTime }, call.caller);
      const results: Results = new Map();
      for (const response of responses) if (response.found?.name) results.set(response.found.name, response.found);
      return { results, readTime: responses[0]?.readTime ?? '' };
    };
  }
  if (query) {
    return (readTime) => {
      const request = { structuredQuery: query.structuredQuery, readTime } as RunQueryRequest;
      const responses = engine.runQuery(query.parent ?? '', request, call.caller);
      const results: Results = new Map();
      for (const response of responses)
        if (response.document?.name) results.set(response.document.name, response.document);
      return { results, readTime: responses[0].readTime };
    };
  }
  throw invalidArgument('A Listen target needs documents or a query');
}

export function openListenStream(engine: FirestoreEngine, call: StreamingCall): StreamingSession {
  const targets = new Map<number, Target>();
  let database: string | undefined;
  let stopListening: (() => void) | undefined;
  let refreshScheduled = false;

  const send = (response: unknown) => call.send(response as Json);
  const targetChange = (targetChangeType: string, targetIds: number[], extra: JsonObject = {}) =>
    send({ targetChange: { targetChangeType, targetIds, ...extra } });

  /**
   * Reads a target and sends how its results differ from what the client holds; the read time is
   * missing when the read was refused and the target removed.
   */
  const refresh = (target: Target): { changed: boolean; readTime?: string } => {
    let read: ReturnType<Target['read']>;
    try {
      read = target.read();
    } catch (error) {
      if (!(error instanceof FirestoreError)) throw error;
      // How the service refuses one target (permission denied, invalid query) and keeps the stream.
      targets.delete(target.id);
      targetChange('REMOVE', [target.id], { cause: { code: error.grpcCode, message: error.message } });
      return { changed: true };
    }
    let changed = false;
    for (const [name, document] of read.results) {
      if (target.known.get(name)?.updateTime === document.updateTime) continue;
      send({ documentChange: { document, targetIds: [target.id] } });
      changed = true;
    }
    const gone = [...target.known.keys()].filter((name) => !read.results.has(name));
    if (gone.length > 0) {
      // The client still holds these documents: it is told their new state (read past the rules, as
      // the service does, since the caller saw them before), else it would take its stale copy for
      // a match and ask after each one.
      for (const response of engine.batchGet(database as string, { documents: gone })) {
        send(
          response.found
            ? { documentChange: { document: response.found, targetIds: [], removedTargetIds: [target.id] } }
            : {
                documentDelete: { document: response.missing, removedTargetIds: [target.id], readTime: read.readTime },
              },
        );
      }
      changed = true;
    }
    target.known = read.results;
    return { changed, readTime: read.readTime };
  };

  const snapshotPoint = (readTime: string) =>
    targetChange('NO_CHANGE', [], { readTime, resumeToken: resumeTokenOf(readTime) });

  const refreshAll = () => {
    refreshScheduled = false;
    let latest: string | undefined;
    let changed = false;
    for (const target of [...targets.values()]) {
      const outcome = refresh(target);
      changed ||= outcome.changed;
      if (outcome.readTime && (!latest || outcome.readTime > latest)) latest = outcome.readTime;
    }
    if (changed && latest) snapshotPoint(latest);
  };

  // A commit notifies from inside the engine; reading waits until it has returned, and a burst of
  // commits is answered once.
  const onDatabaseChange = (changed: string) => {
    if (changed !== database || refreshScheduled) return;
    refreshScheduled = true;
    setImmediate(() => {
      if (!refreshScheduled) return;
      try {
        refreshAll();
      } catch (error) {
        call.end(error);
      }
    });
  };

  const addTarget = (spec: JsonObject) => {
    const id = Number(spec.targetId ?? 0);
    if (targets.has(id)) throw invalidArgument(`Target ${id} is already being listened to`);
    const target: Target = { id, read: targetReader(engine, database as string, call, spec), known: new Map() };
    targets.set(id, target);
    targetChange('ADD', [id]);
    // A resumed target gets only what changed since the client's read time: what it held then is
    // read again as of then. Past the window, or when that read fails, it starts over instead: the
    // client drops what it held and takes the current results.
    const resumedFrom = resumePoint(engine, database as string, spec);
    let resumed = false;
    if (resumedFrom !== undefined) {
      try {
        target.known = target.read(resumedFrom).results;
        resumed = true;
      } catch (error) {
        if (!(error instanceof FirestoreError)) throw error;
      }
    }
    if (!resumed && (spec.resumeToken !== undefined || spec.readTime !== undefined)) targetChange('RESET', [id]);
    const { readTime } = refresh(target);
    if (!readTime) return; // removed with its cause
    targetChange('CURRENT', [id], { resumeToken: resumeTokenOf(readTime), readTime });
    snapshotPoint(readTime);
  };

  return {
    onMessage(request: JsonObject) {
      if (database === undefined) {
        parseDatabaseName(request.database);
        database = request.database as string;
        stopListening = engine.onChange(onDatabaseChange);
      } else if (request.database !== undefined && request.database !== database) {
        throw invalidArgument('A Listen stream stays on the database it started with');
      }
      if (request.addTarget) addTarget(request.addTarget as JsonObject);
      if (request.removeTarget !== undefined) {
        const id = Number(request.removeTarget);
        if (targets.delete(id)) targetChange('REMOVE', [id]);
      }
    },
    onClose() {
      refreshScheduled = false;
      stopListening?.();
      targets.clear();
    },
  };
}
