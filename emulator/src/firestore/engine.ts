import { randomBytes } from 'node:crypto';
import { OWNER, type Caller } from '../rules/auth-token.js';
import type { QueryConstraints } from '../rules/contract.js';
import { RulesRegistry } from '../rules/registry.js';
import { aggregate } from './aggregation.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { IndexConfiguration } from './indexes.js';
import {
  documentNameOf,
  parseDatabaseName,
  parseDocumentName,
  parseFieldPath,
  parseParentName,
  type ResourceName,
} from './paths.js';
import { compileQuery, executeQuery, presentDocument, type CompiledQuery } from './query.js';
import {
  RulesCheck,
  SINGLE_REQUEST_LOOKUPS,
  lookupLimitFor,
  queryConstraints,
  type ReadState,
} from './rules-enforcement.js';
import { Database, type StoredDocument } from './store.js';
import { TransactionRegistry, recordRead, resultSignature, versionOf, type Transaction } from './transactions.js';
import type {
  BatchGetDocumentsRequest,
  BatchGetDocumentsResponse,
  BatchWriteRequest,
  BatchWriteResponse,
  BeginTransactionRequest,
  CommitRequest,
  CommitResponse,
  ConsistencySelector,
  Document,
  DocumentMask,
  Precondition,
  RunAggregationQueryRequest,
  RunAggregationQueryResponse,
  RunQueryRequest,
  RunQueryResponse,
  StructuredQuery,
  Write,
} from './types.js';
import { comparePaths, compareStrings, microsToTimestamp, normalizeFields, timestampToMicros } from './values.js';
import {
  checkPrecondition,
  checkWriteSequence,
  planWrite,
  requestMicros,
  storedDocument,
  type WriteContext,
  type WriteOutcome,
} from './writes.js';

/** How long past versions are kept for readTime reads (Firestore's point-in-time window is an hour). */
const HISTORY_RETENTION_MICROS = 60 * 60 * 1_000_000;
const SWEEP_INTERVAL_MICROS = 60 * 1_000_000;
const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

interface ReadContext {
  database: Database;
  /** undefined reads the latest state. */
  readMicros?: number;
  readTime: string;
  transaction?: Transaction;
  /** Set when the request began a transaction: its id goes back in the first response. */
  newTransactionId?: string;
}

interface ExportedState {
  version: 1;
  databases: Record<string, Document[]>;
}

function masks(mask: DocumentMask | undefined): string[][] | undefined {
  return mask ? (mask.fieldPaths ?? []).map(parseFieldPath) : undefined;
}

function autoId(): string {
  const bytes = randomBytes(20);
  let id = '';
  for (const byte of bytes) id += AUTO_ID_ALPHABET[byte % AUTO_ID_ALPHABET.length];
  return id;
}

function encodePageToken(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url');
}

function decodePageToken(token: string | undefined): number {
  if (!token) return 0;
  try {
    const { offset } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { offset: unknown };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // reported below
  }
  throw invalidArgument('Invalid page token');
}

function nowMicros(): number {
  return Math.floor((performance.timeOrigin + performance.now()) * 1000);
}

/**
 * One write of a request, planned without its precondition, with the document's state before it.
 * As on Google's emulator, the rules judge a write before its precondition is checked.
 */
interface PlannedWrite {
  write: Write;
  outcome: WriteOutcome;
  before: StoredDocument | null;
}

function withoutPrecondition(write: Write): Write {
  if (write?.currentDocument === undefined) return write;
  const { currentDocument: _precondition, ...rest } = write;
  return rest;
}

function checkPlannedPrecondition(database: string, { write, outcome, before }: PlannedWrite): void {
  checkPrecondition(documentNameOf(database, outcome.path), write.currentDocument, before);
}

/**
 * A write is a create or an update by its precondition (exists: false / true), otherwise by
 * whether the document exists; a delete is a delete either way.
 */
function authorizeWrite(rules: RulesCheck, { write, outcome, before }: PlannedWrite): void {
  if (write.verify !== undefined) return;
  if (write.delete !== undefined) {
    rules.authorize({ method: 'delete', path: outcome.path, resource: before });
    return;
  }
  const exists = write.currentDocument?.exists ?? before !== null;
  rules.authorize({
    method: exists ? 'update' : 'create',
    path: outcome.path,
    resource: before,
    requestResource: outcome.state,
  });
}

/** Microsecond commit clock that never goes backwards and never repeats. */
class CommitClock {
  private last = 0;

  next(): number {
    const now = nowMicros();
    this.last = Math.max(now, this.last + 1);
    return this.last;
  }

  advancePast(micros: number): void {
    this.last = Math.max(this.last, micros);
  }
}

/** One in-memory Firestore serving every project; each project's data is kept apart. */
export class FirestoreEngine {
  private readonly databases = new Map<string, Database>();
  private readonly transactions = new TransactionRegistry();
  private readonly clock = new CommitClock();
  /** Reads at a past time are faithful from here on: nothing this engine holds is older than its start. */
  private readonly startedMicros = this.clock.next();
  /** A database's latest clear or import, before which its history is gone. */
  private readonly historyRestarts = new Map<string, number>();
  private lastSweep = 0;
  /** The Firestore rules in force per project; callers other than the owner are held to them. */
  readonly rules = new RulesRegistry();
  /** null: no index configuration, so every query runs (as on Google's emulator). */
  private indexes: IndexConfiguration | null = null;
  /** Told the name of a database whose documents just changed (Listen streams re-read their targets). */
  private readonly changeListeners = new Set<(database: string) => void>();

  /** Enforces a `firestore.indexes.json` configuration from now on; null stops enforcing. */
  setIndexConfiguration(config: unknown | null): void {
    this.indexes = config === null ? null : IndexConfiguration.parse(config);
  }

  /** Calls `listener` after every change to a database's documents; the returned function stops it. */
  onChange(listener: (database: string) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  // ---------------------------------------------------------------------------------------------
  // Reads

  batchGet(database: string, req: BatchGetDocumentsRequest, caller: Caller = OWNER): BatchGetDocumentsResponse[] {
    const context = this.readContext(database, req);
    const mask = masks(req.mask);
    if (req.documents !== undefined && !Array.isArray(req.documents))
      throw invalidArgument('documents must be a list of names');
    const rules = this.readRules(
      context,
      caller,
      'batchGet',
      lookupLimitFor(req.documents?.length ?? 0, context.transaction !== undefined),
    );
    const responses: BatchGetDocumentsResponse[] = (req.documents ?? []).map((name) => {
      const parsed = this.documentIn(name, context.database.name);
      const state = this.readDocument(context, parsed.path);
      rules?.authorize({ method: 'get', path: parsed.path, resource: state });
      return state
        ? { found: presentDocument(state, mask), readTime: context.readTime }
        : { missing: name, readTime: context.readTime };
    });
    if (context.newTransactionId) {
      if (responses.length === 0) return [{ transaction: context.newTransactionId, readTime: context.readTime }];
      responses[0] = { transaction: context.newTransactionId, ...responses[0] };
    }
    return responses;
  }

  runQuery(parent: string, req: RunQueryRequest, caller: Caller = OWNER): RunQueryResponse[] {
    const parsedParent = parseParentName(parent);
    const query = compileQuery(parsedParent, req.structuredQuery as StructuredQuery);
    this.indexes?.check(query, req.structuredQuery?.where);
    const context = this.readContext(parsedParent.database, req);
    this.authorizeList(
      context,
      caller,
      'runQuery',
      query,
      queryConstraints(req.structuredQuery as StructuredQuery, query),
    );
    const docs = this.runCompiled(context, query);
    const responses: RunQueryResponse[] = docs.map((doc) => ({
      document: presentDocument(doc, query.projection),
      readTime: context.readTime,
    }));
    if (responses.length === 0) responses.push({ readTime: context.readTime });
    if (context.newTransactionId) responses[0] = { transaction: context.newTransactionId, ...responses[0] };
    return responses;
  }

  runAggregationQuery(
    parent: string,
    req: RunAggregationQueryRequest,
    caller: Caller = OWNER,
  ): RunAggregationQueryResponse[] {
    const parsedParent = parseParentName(parent);
    const aggregationQuery = req.structuredAggregationQuery;
    if (!aggregationQuery) throw invalidArgument('A structuredAggregationQuery is required');
    const query = compileQuery(parsedParent, aggregationQuery.structuredQuery as StructuredQuery);
    this.indexes?.check(query, aggregationQuery.structuredQuery?.where, aggregationQuery.aggregations);
    const context = this.readContext(parsedParent.database, req);
    this.authorizeList(
      context,
      caller,
      'runAggregationQuery',
      query,
      queryConstraints(aggregationQuery.structuredQuery as StructuredQuery, query),
    );
    // Counts and sums need no order unless a limit, an offset or a cursor picks documents by position
    // (outside a transaction, which records what it read): skipping the sort keeps a count of 20,000 cheap.
    const byPosition =
      query.limit !== undefined || query.offset > 0 || query.startAt !== undefined || query.endAt !== undefined;
    const counted =
      byPosition || context.transaction
        ? this.runCompiled(context, query)
        : [...this.candidates(context.database, query, context.readMicros)].filter((doc) => query.matches(doc));
    const aggregateFields = aggregate(aggregationQuery.aggregations ?? [], counted);
    const response: RunAggregationQueryResponse = { result: { aggregateFields }, readTime: context.readTime };
    if (context.newTransactionId) response.transaction = context.newTransactionId;
    return [response];
  }

  getDocument(
    name: string,
    opts: { mask?: DocumentMask; transaction?: string; readTime?: string } = {},
    caller: Caller = OWNER,
  ): Document {
    const parsed = parseDocumentName(name);
    const context = this.readContext(parsed.database, { transaction: opts.transaction, readTime: opts.readTime });
    const state = this.readDocument(context, parsed.path);
    this.readRules(context, caller, 'getDocument', SINGLE_REQUEST_LOOKUPS)?.authorize({
      method: 'get',
      path: parsed.path,
      resource: state,
    });
    if (!state) throw new FirestoreError('NOT_FOUND', `Document "${name}" not found.`);
    return presentDocument(state, masks(opts.mask));
  }

  listDocuments(
    parent: string,
    collectionId: string,
    opts: {
      pageSize?: number;
      pageToken?: string;
      orderBy?: string;
      mask?: DocumentMask;
      showMissing?: boolean;
      transaction?: string;
      readTime?: string;
    } = {},
    caller: Caller = OWNER,
  ): { documents: Document[]; nextPageToken?: string } {
    const parsedParent = parseParentName(parent);
    if (!collectionId || collectionId.includes('/'))
      throw invalidArgument(`Invalid collection id: ${JSON.stringify(collectionId)}`);
    const context = this.readContext(parsedParent.database, { transaction: opts.transaction, readTime: opts.readTime });
    const orderBy = (opts.orderBy ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [fieldPath, direction = 'asc'] = part.split(/\s+/);
        if (!/^(asc|desc)$/i.test(direction)) throw invalidArgument(`Invalid orderBy: ${opts.orderBy}`);
        return {
          field: { fieldPath },
          direction: /^desc$/i.test(direction) ? ('DESCENDING' as const) : ('ASCENDING' as const),
        };
      });
    if (opts.showMissing && orderBy.length > 0) throw invalidArgument('orderBy cannot be used with showMissing');
    const listing: StructuredQuery = { from: [{ collectionId }], orderBy };
    const query = compileQuery(parsedParent, listing);
    const pageSize = Number(opts.pageSize ?? 0);
    if (!Number.isInteger(pageSize) || pageSize < 0) throw invalidArgument(`Invalid pageSize: ${opts.pageSize}`);
    const constraints = queryConstraints(listing, query);
    if (pageSize > 0) constraints.limit = pageSize;
    this.authorizeList(context, caller, 'listDocuments', query, constraints);
    const mask = masks(opts.mask);
    let documents: Document[] = this.runCompiled(context, query).map((doc) => presentDocument(doc, mask));

    if (opts.showMissing) {
      // "Missing" documents do not exist but have documents in subcollections below them.
      const collectionPath = parsedParent.path ? `${parsedParent.path}/${collectionId}` : collectionId;
      const present = new Set(documents.map((doc) => doc.name));
      const missing = new Set<string>();
      for (const subcollection of context.database.liveCollectionPaths(collectionPath)) {
        const documentId = subcollection.slice(collectionPath.length + 1).split('/')[0];
        const name = documentNameOf(parsedParent.database, `${collectionPath}/${documentId}`);
        if (!present.has(name)) missing.add(name);
      }
      if (missing.size > 0) {
        documents = [...documents, ...[...missing].map((name) => ({ name }))].sort((a, b) =>
          comparePaths(a.name as string, b.name as string),
        );
      }
    }

    const start = decodePageToken(opts.pageToken);
    const end = pageSize > 0 ? start + pageSize : documents.length;
    const page = { documents: documents.slice(start, end) } as { documents: Document[]; nextPageToken?: string };
    if (end < documents.length) page.nextPageToken = encodePageToken(end);
    return page;
  }

  listCollectionIds(
    parent: string,
    opts: { pageSize?: number; pageToken?: string } = {},
    caller: Caller = OWNER,
  ): { collectionIds: string[]; nextPageToken?: string } {
    const parsedParent = parseParentName(parent);
    // Rules cannot express this listing; Google's emulator keeps it to the Admin SDK.
    if (!caller.owner && this.rules.for(parsedParent.projectId)) {
      throw new FirestoreError('PERMISSION_DENIED', 'Metadata operations require admin authentication.');
    }
    const database = this.database(parsedParent.database);
    const prefixLength = parsedParent.path ? parsedParent.path.length + 1 : 0;
    const ids = new Set<string>();
    for (const collectionPath of database.liveCollectionPaths(parsedParent.path)) {
      ids.add(collectionPath.slice(prefixLength).split('/')[0]);
    }
    let sorted = [...ids].sort(compareStrings);
    if (opts.pageToken) sorted = sorted.filter((id) => compareStrings(id, opts.pageToken as string) > 0);
    const pageSize = Number(opts.pageSize ?? 0);
    if (pageSize > 0 && sorted.length > pageSize) {
      const collectionIds = sorted.slice(0, pageSize);
      return { collectionIds, nextPageToken: collectionIds[collectionIds.length - 1] };
    }
    return { collectionIds: sorted };
  }

  // ---------------------------------------------------------------------------------------------
  // Writes

  commit(database: string, req: CommitRequest, caller: Caller = OWNER): CommitResponse {
    parseDatabaseName(database);
    const writes = req.writes ?? [];
    if (!Array.isArray(writes)) throw invalidArgument('writes must be a list');
    checkWriteSequence(writes);
    const db = this.database(database);
    if (req.transaction !== undefined) {
      const transaction = this.transactions.get(req.transaction, database);
      this.transactions.end(transaction.id);
      if (transaction.readOnly && writes.length > 0)
        throw invalidArgument('Cannot modify entities in a read-only transaction.');
      this.transactions.checkUnchanged(transaction, (path) => versionOf(db.entries.get(path)?.current ?? null));
    }
    const context = this.writeContext(database);
    // Plan every write against the staged result of the ones before it, then store all or nothing.
    const staged = new Map<string, WriteOutcome>();
    const stagedState = (path: string) =>
      staged.has(path) ? (staged.get(path) as WriteOutcome).state : (db.entries.get(path)?.current ?? null);
    const planned: PlannedWrite[] = [];
    const results = writes.map((write) => {
      const outcome = planWrite(withoutPrecondition(write), stagedState, context);
      planned.push({ write, outcome, before: stagedState(outcome.path) });
      const previous = staged.get(outcome.path);
      staged.set(outcome.path, previous?.changed && !outcome.changed ? { ...outcome, changed: true } : outcome);
      return outcome.result;
    });
    const rules = this.writeRules(
      db,
      caller,
      'commit',
      lookupLimitFor(writes.length, req.transaction !== undefined),
      context,
    );
    if (rules) {
      rules.stage([...staged.values()].map((outcome) => [outcome.path, outcome.state]));
      for (const each of planned) authorizeWrite(rules, each);
    }
    for (const each of planned) checkPlannedPrecondition(database, each);
    this.store(db, staged.values(), context.commitMicros);
    return { writeResults: results, commitTime: context.commitTime };
  }

  batchWrite(database: string, req: BatchWriteRequest, caller: Caller = OWNER): BatchWriteResponse {
    parseDatabaseName(database);
    const writes = req.writes ?? [];
    if (!Array.isArray(writes)) throw invalidArgument('writes must be a list');
    const db = this.database(database);
    const context = this.writeContext(database);
    const rules = this.writeRules(db, caller, 'batchWrite', lookupLimitFor(writes.length, false), context);
    const response: BatchWriteResponse = { writeResults: [], status: [] };
    const currentState = (path: string) => db.entries.get(path)?.current ?? null;
    for (const write of writes) {
      try {
        const outcome = planWrite(withoutPrecondition(write), currentState, context);
        const each = { write, outcome, before: currentState(outcome.path) };
        if (rules) {
          // Not atomic: each write is judged, and applied, on its own.
          rules.stage([[outcome.path, outcome.state]]);
          authorizeWrite(rules, each);
        }
        checkPlannedPrecondition(database, each);
        this.store(db, [outcome], context.commitMicros);
        response.writeResults.push(outcome.result);
        response.status.push({});
      } catch (error) {
        if (!(error instanceof FirestoreError)) throw error;
        response.writeResults.push({});
        response.status.push({ code: error.grpcCode, message: error.message });
      }
    }
    return response;
  }

  beginTransaction(database: string, req: BeginTransactionRequest = {}): { transaction: string } {
    const { projectId } = parseDatabaseName(database);
    return { transaction: this.transactions.begin(database, projectId, req.options, this.clock.next()).id };
  }

  rollback(database: string, req: { transaction: string }): Record<string, never> {
    parseDatabaseName(database);
    this.transactions.end(this.transactions.get(req?.transaction, database).id);
    return {};
  }

  createDocument(
    parent: string,
    collectionId: string,
    documentId: string | undefined,
    document: Document,
    opts: { mask?: DocumentMask } = {},
    caller: Caller = OWNER,
  ): Document {
    const parsedParent = parseParentName(parent);
    if (!collectionId || collectionId.includes('/'))
      throw invalidArgument(`Invalid collection id: ${JSON.stringify(collectionId)}`);
    if (documentId !== undefined && (documentId === '' || documentId.includes('/'))) {
      throw invalidArgument(`Invalid document id: ${JSON.stringify(documentId)}`);
    }
    const path = [parsedParent.path, collectionId, documentId ?? autoId()].filter(Boolean).join('/');
    const name = documentNameOf(parsedParent.database, path);
    this.commit(
      parsedParent.database,
      { writes: [{ update: { name, fields: document?.fields }, currentDocument: { exists: false } }] },
      caller,
    );
    return presentDocument(
      this.database(parsedParent.database).entries.get(path)?.current as StoredDocument,
      masks(opts.mask),
    );
  }

  patchDocument(
    name: string,
    document: Document,
    opts: { updateMask?: DocumentMask; mask?: DocumentMask; currentDocument?: Precondition } = {},
    caller: Caller = OWNER,
  ): Document {
    const parsed = parseDocumentName(name);
    const write: Write = { update: { name, fields: document?.fields } };
    if (opts.updateMask) write.updateMask = opts.updateMask;
    if (opts.currentDocument) write.currentDocument = opts.currentDocument;
    this.commit(parsed.database, { writes: [write] }, caller);
    return presentDocument(
      this.database(parsed.database).entries.get(parsed.path)?.current as StoredDocument,
      masks(opts.mask),
    );
  }

  deleteDocument(
    name: string,
    opts: { currentDocument?: Precondition } = {},
    caller: Caller = OWNER,
  ): Record<string, never> {
    const parsed = parseDocumentName(name);
    this.commit(parsed.database, { writes: [{ delete: name, currentDocument: opts.currentDocument }] }, caller);
    return {};
  }

  // ---------------------------------------------------------------------------------------------
  // Whole-state operations

  clear(projectId: string): void {
    for (const name of this.databases.keys()) {
      if (name.startsWith(`projects/${projectId}/databases/`)) {
        this.databases.delete(name);
        this.historyRestarts.set(name, this.clock.next());
        this.notifyChange(name);
      }
    }
    this.transactions.clearProject(projectId);
  }

  exportState(): ExportedState {
    const databases: Record<string, Document[]> = {};
    for (const [name, database] of this.databases) {
      const documents: Document[] = [];
      for (const entry of database.entries.values()) if (entry.current) documents.push(entry.current.document);
      if (documents.length > 0) databases[name] = documents;
    }
    return { version: 1, databases };
  }

  importState(state: unknown): void {
    const exported = state as Partial<ExportedState> | null;
    if (
      !exported ||
      typeof exported !== 'object' ||
      typeof exported.databases !== 'object' ||
      exported.databases === null
    ) {
      throw invalidArgument('Invalid Firestore export: expected {version: 1, databases: {...}}');
    }
    const replaced = [...this.databases.keys()];
    this.databases.clear();
    for (const [name, documents] of Object.entries(exported.databases)) {
      parseDatabaseName(name);
      const database = this.database(name);
      for (const document of documents) {
        const parsed = this.documentIn(document.name, name);
        const fields = normalizeFields(document.fields, { forWrite: true });
        const createMicros = timestampToMicros(document.createTime as string);
        const updateMicros = timestampToMicros(document.updateTime as string);
        this.clock.advancePast(updateMicros);
        const stored = storedDocument(
          document.name as string,
          parsed.path,
          fields,
          createMicros,
          microsToTimestamp(createMicros),
          updateMicros,
          microsToTimestamp(updateMicros),
        );
        database.write(parsed.path, stored, updateMicros, updateMicros);
      }
    }
    const importedAt = this.clock.next();
    for (const name of new Set([...replaced, ...this.databases.keys()])) {
      this.historyRestarts.set(name, importedAt);
      this.notifyChange(name);
    }
  }

  /**
   * The earliest read time at which a database reads as it then was (for resuming a listen): this
   * engine's start, or the database's latest clear or import, whichever is later.
   */
  historyStart(database: string): string {
    return microsToTimestamp(Math.max(this.startedMicros, this.historyRestarts.get(database) ?? 0));
  }

  // ---------------------------------------------------------------------------------------------
  // Internals

  private database(name: string): Database {
    let database = this.databases.get(name);
    if (!database) {
      database = new Database(name);
      this.databases.set(name, database);
    }
    return database;
  }

  private documentIn(name: unknown, database: string): ResourceName {
    const parsed = parseDocumentName(name);
    if (parsed.database !== database)
      throw invalidArgument(`Document "${name as string}" is not in database "${database}"`);
    return parsed;
  }

  private readContext(databaseName: string, selector: ConsistencySelector): ReadContext {
    parseDatabaseName(databaseName);
    const database = this.database(databaseName);
    const chosen = [selector.transaction, selector.newTransaction, selector.readTime].filter(
      (option) => option !== undefined,
    );
    if (chosen.length > 1) throw invalidArgument('Only one of transaction, newTransaction and readTime may be set');
    if (selector.transaction !== undefined) {
      const transaction = this.transactions.get(selector.transaction, databaseName);
      const readMicros = transaction.readMicros;
      return { database, transaction, readMicros, readTime: microsToTimestamp(readMicros ?? this.clock.next()) };
    }
    if (selector.newTransaction !== undefined) {
      const { projectId } = parseDatabaseName(databaseName);
      const transaction = this.transactions.begin(databaseName, projectId, selector.newTransaction, this.clock.next());
      const readMicros = transaction.readMicros;
      return {
        database,
        transaction,
        readMicros,
        readTime: microsToTimestamp(readMicros ?? this.clock.next()),
        newTransactionId: transaction.id,
      };
    }
    if (selector.readTime !== undefined) {
      const readMicros = timestampToMicros(selector.readTime);
      return { database, readMicros, readTime: microsToTimestamp(readMicros) };
    }
    return { database, readTime: microsToTimestamp(this.clock.next()) };
  }

  private readDocument(context: ReadContext, path: string): StoredDocument | null {
    const entry = context.database.entries.get(path);
    const state = entry ? entry.at(context.readMicros) : null;
    recordRead(context.transaction, path, state);
    return state;
  }

  private *candidates(
    database: Database,
    query: CompiledQuery,
    readMicros: number | undefined,
  ): Iterable<StoredDocument> {
    const entries = query.allDescendants
      ? query.collectionId === ''
        ? database.descendants(query.parentPath)
        : database.collectionGroup(query.parentPath, query.collectionId)
      : database.collection(query.parentPath ? `${query.parentPath}/${query.collectionId}` : query.collectionId);
    for (const entry of entries) {
      const state = readMicros === undefined ? entry.current : entry.at(readMicros);
      if (state) yield state;
    }
  }

  private runCompiled(context: ReadContext, query: CompiledQuery): StoredDocument[] {
    const docs = executeQuery(query, this.candidates(context.database, query, context.readMicros));
    const transaction = context.transaction;
    if (transaction && !transaction.readOnly) {
      for (const doc of docs) recordRead(transaction, doc.path, doc);
      const rerun = () => resultSignature(executeQuery(query, this.candidates(context.database, query, undefined)));
      transaction.queries.push({ rerun, signature: resultSignature(docs) });
    }
    return docs;
  }

  /** The rules check a caller's request is held to, or null when none applies (the owner, or no rules loaded). */
  private rulesCheck(
    database: string,
    caller: Caller,
    rpc: string,
    lookupLimit: number,
    timeMicros: number,
    readBefore: ReadState,
  ): RulesCheck | null {
    if (caller.owner) return null;
    const { projectId } = parseDatabaseName(database);
    const ruleset = this.rules.for(projectId);
    if (!ruleset) return null;
    const databaseId = database.slice(database.lastIndexOf('/') + 1);
    return new RulesCheck({
      ruleset,
      auth: caller.auth,
      database: databaseId,
      rpc,
      lookupLimit,
      timeMicros,
      readBefore,
    });
  }

  /** Reads: the rules' own lookups see the state the request reads (a transaction's or readTime's). */
  private readRules(context: ReadContext, caller: Caller, rpc: string, lookupLimit: number): RulesCheck | null {
    const { database, readMicros } = context;
    return this.rulesCheck(
      database.name,
      caller,
      rpc,
      lookupLimit,
      nowMicros(),
      (path) => database.entries.get(path)?.at(readMicros) ?? null,
    );
  }

  /** Writes: request.time is the request time a serverTimestamp becomes, so the two are equal. */
  private writeRules(
    database: Database,
    caller: Caller,
    rpc: string,
    lookupLimit: number,
    context: WriteContext,
  ): RulesCheck | null {
    return this.rulesCheck(
      database.name,
      caller,
      rpc,
      lookupLimit,
      requestMicros(context),
      (path) => database.entries.get(path)?.current ?? null,
    );
  }

  /** A query is judged once, on what it asks for, never document by document. */
  private authorizeList(
    context: ReadContext,
    caller: Caller,
    rpc: string,
    query: CompiledQuery,
    constraints: QueryConstraints,
  ): void {
    const rules = this.readRules(context, caller, rpc, SINGLE_REQUEST_LOOKUPS);
    if (!rules) return;
    const path = query.allDescendants
      ? query.parentPath
      : [query.parentPath, query.collectionId].filter(Boolean).join('/');
    rules.authorize(
      query.allDescendants
        ? { method: 'list', path, collectionId: query.collectionId, allDescendants: true, query: constraints }
        : { method: 'list', path, query: constraints },
    );
  }

  private writeContext(database: string): WriteContext {
    const commitMicros = this.clock.next();
    return { database, commitMicros, commitTime: microsToTimestamp(commitMicros) };
  }

  private store(database: Database, outcomes: Iterable<WriteOutcome>, commitMicros: number): void {
    const keepSince = commitMicros - HISTORY_RETENTION_MICROS;
    let changed = false;
    for (const outcome of outcomes) {
      if (!outcome.changed) continue;
      database.write(outcome.path, outcome.state, commitMicros, keepSince);
      changed = true;
    }
    if (changed) this.notifyChange(database.name);
    if (commitMicros - this.lastSweep > SWEEP_INTERVAL_MICROS) {
      this.lastSweep = commitMicros;
      for (const each of this.databases.values()) each.sweep(keepSince);
    }
  }

  private notifyChange(database: string): void {
    for (const listener of this.changeListeners) listener(database);
  }
}
