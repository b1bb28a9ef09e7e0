import { randomBytes } from 'node:crypto';
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
import { compareStrings, microsToTimestamp, normalizeFields, timestampToMicros } from './values.js';
import { planWrite, storedDocument, type WriteContext, type WriteOutcome } from './writes.js';

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

/** Microsecond commit clock that never goes backwards and never repeats. */
class CommitClock {
  private last = 0;

  next(): number {
    const now = Math.floor((performance.timeOrigin + performance.now()) * 1000);
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
  private lastSweep = 0;
  /** null: no index configuration, so every query runs (as on Google's emulator). */
  private indexes: IndexConfiguration | null = null;

  /** Enforces a `firestore.indexes.json` configuration from now on; null stops enforcing. */
  setIndexConfiguration(config: unknown | null): void {
    this.indexes = config === null ? null : IndexConfiguration.parse(config);
  }

  // ---------------------------------------------------------------------------------------------
  // Reads

  batchGet(database: string, req: BatchGetDocumentsRequest): BatchGetDocumentsResponse[] {
    const context = this.readContext(database, req);
    const mask = masks(req.mask);
    if (req.documents !== undefined && !Array.isArray(req.documents)) throw invalidArgument('documents must be a list of names');
    const responses: BatchGetDocumentsResponse[] = (req.documents ?? []).map((name) => {
      const parsed = this.documentIn(name, context.database.name);
      const state = this.readDocument(context, parsed.path);
      return state ? { found: presentDocument(state, mask), readTime: context.readTime } : { missing: name, readTime: context.readTime };
    });
    if (context.newTransactionId) {
      if (responses.length === 0) return [{ transaction: context.newTransactionId, readTime: context.readTime }];
      responses[0] = { transaction: context.newTransactionId, ...responses[0] };
    }
    return responses;
  }

  runQuery(parent: string, req: RunQueryRequest): RunQueryResponse[] {
    const parsedParent = parseParentName(parent);
    const query = compileQuery(parsedParent, req.structuredQuery as StructuredQuery);
    this.indexes?.check(query, req.structuredQuery?.where);
    const context = this.readContext(parsedParent.database, req);
    const docs = this.runCompiled(context, query);
    const responses: RunQueryResponse[] = docs.map((doc) => ({
      document: presentDocument(doc, query.projection),
      readTime: context.readTime,
    }));
    if (responses.length === 0) responses.push({ readTime: context.readTime });
    if (context.newTransactionId) responses[0] = { transaction: context.newTransactionId, ...responses[0] };
    return responses;
  }

  runAggregationQuery(parent: string, req: RunAggregationQueryRequest): RunAggregationQueryResponse[] {
    const parsedParent = parseParentName(parent);
    const aggregationQuery = req.structuredAggregationQuery;
    if (!aggregationQuery) throw invalidArgument('A structuredAggregationQuery is required');
    const query = compileQuery(parsedParent, aggregationQuery.structuredQuery as StructuredQuery);
    this.indexes?.check(query, aggregationQuery.structuredQuery?.where);
    const context = this.readContext(parsedParent.database, req);
    const aggregateFields = aggregate(aggregationQuery.aggregations ?? [], this.runCompiled(context, query));
    const response: RunAggregationQueryResponse = { result: { aggregateFields }, readTime: context.readTime };
    if (context.newTransactionId) response.transaction = context.newTransactionId;
    return [response];
  }

  getDocument(name: string, opts: { mask?: DocumentMask; transaction?: string; readTime?: string } = {}): Document {
    const parsed = parseDocumentName(name);
    const context = this.readContext(parsed.database, { transaction: opts.transaction, readTime: opts.readTime });
    const state = this.readDocument(context, parsed.path);
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
  ): { documents: Document[]; nextPageToken?: string } {
    const parsedParent = parseParentName(parent);
    if (!collectionId || collectionId.includes('/')) throw invalidArgument(`Invalid collection id: ${JSON.stringify(collectionId)}`);
    const context = this.readContext(parsedParent.database, { transaction: opts.transaction, readTime: opts.readTime });
    const orderBy = (opts.orderBy ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [fieldPath, direction = 'asc'] = part.split(/\s+/);
        if (!/^(asc|desc)$/i.test(direction)) throw invalidArgument(`Invalid orderBy: ${opts.orderBy}`);
        return { field: { fieldPath }, direction: /^desc$/i.test(direction) ? ('DESCENDING' as const) : ('ASCENDING' as const) };
      });
    if (opts.showMissing && orderBy.length > 0) throw invalidArgument('orderBy cannot be used with showMissing');
    const query = compileQuery(parsedParent, { from: [{ collectionId }], orderBy });
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
          compareStrings(a.name as string, b.name as string),
        );
      }
    }

    const start = decodePageToken(opts.pageToken);
    const pageSize = Number(opts.pageSize ?? 0);
    if (!Number.isInteger(pageSize) || pageSize < 0) throw invalidArgument(`Invalid pageSize: ${opts.pageSize}`);
    const end = pageSize > 0 ? start + pageSize : documents.length;
    const page = { documents: documents.slice(start, end) } as { documents: Document[]; nextPageToken?: string };
    if (end < documents.length) page.nextPageToken = encodePageToken(end);
    return page;
  }

  listCollectionIds(parent: string, opts: { pageSize?: number; pageToken?: string } = {}): { collectionIds: string[]; nextPageToken?: string } {
    const parsedParent = parseParentName(parent);
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

  commit(database: string, req: CommitRequest): CommitResponse {
    parseDatabaseName(database);
    const writes = req.writes ?? [];
    if (!Array.isArray(writes)) throw invalidArgument('writes must be a list');
    const db = this.database(database);
    if (req.transaction !== undefined) {
      const transaction = this.transactions.get(req.transaction, database);
      this.transactions.end(transaction.id);
      if (transaction.readOnly && writes.length > 0) throw invalidArgument('Cannot modify entities in a read-only transaction.');
      this.transactions.checkUnchanged(transaction, (path) => versionOf(db.entries.get(path)?.current ?? null));
    }
    const context = this.writeContext(database);
    // Plan every write against the staged result of the ones before it, then store all or nothing.
    const staged = new Map<string, WriteOutcome>();
    const results = writes.map((write) => {
      const outcome = planWrite(write, (path) => (staged.has(path) ? (staged.get(path) as WriteOutcome).state : (db.entries.get(path)?.current ?? null)), context);
      const previous = staged.get(outcome.path);
      staged.set(outcome.path, previous?.changed && !outcome.changed ? { ...outcome, changed: true } : outcome);
      return outcome.result;
    });
    this.store(db, staged.values(), context.commitMicros);
    return { writeResults: results, commitTime: context.commitTime };
  }

  batchWrite(database: string, req: BatchWriteRequest): BatchWriteResponse {
    parseDatabaseName(database);
    const writes = req.writes ?? [];
    if (!Array.isArray(writes)) throw invalidArgument('writes must be a list');
    const db = this.database(database);
    const context = this.writeContext(database);
    const response: BatchWriteResponse = { writeResults: [], status: [] };
    for (const write of writes) {
      try {
        const outcome = planWrite(write, (path) => db.entries.get(path)?.current ?? null, context);
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
  ): Document {
    const parsedParent = parseParentName(parent);
    if (!collectionId || collectionId.includes('/')) throw invalidArgument(`Invalid collection id: ${JSON.stringify(collectionId)}`);
    if (documentId !== undefined && (documentId === '' || documentId.includes('/'))) {
      throw invalidArgument(`Invalid document id: ${JSON.stringify(documentId)}`);
    }
    const path = [parsedParent.path, collectionId, documentId ?? autoId()].filter(Boolean).join('/');
    const name = documentNameOf(parsedParent.database, path);
    this.commit(parsedParent.database, { writes: [{ update: { name, fields: document?.fields }, currentDocument: { exists: false } }] });
    return presentDocument(this.database(parsedParent.database).entries.get(path)?.current as StoredDocument, masks(opts.mask));
  }

  patchDocument(
    name: string,
    document: Document,
    opts: { updateMask?: DocumentMask; mask?: DocumentMask; currentDocument?: Precondition } = {},
  ): Document {
    const parsed = parseDocumentName(name);
    const write: Write = { update: { name, fields: document?.fields } };
    if (opts.updateMask) write.updateMask = opts.updateMask;
    if (opts.currentDocument) write.currentDocument = opts.currentDocument;
    this.commit(parsed.database, { writes: [write] });
    return presentDocument(this.database(parsed.database).entries.get(parsed.path)?.current as StoredDocument, masks(opts.mask));
  }

  deleteDocument(name: string, opts: { currentDocument?: Precondition } = {}): Record<string, never> {
    const parsed = parseDocumentName(name);
    this.commit(parsed.database, { writes: [{ delete: name, currentDocument: opts.currentDocument }] });
    return {};
  }

  // ---------------------------------------------------------------------------------------------
  // Whole-state operations

  clear(projectId: string): void {
    for (const name of this.databases.keys()) {
      if (name.startsWith(`projects/${projectId}/databases/`)) this.databases.delete(name);
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
    if (!exported || typeof exported !== 'object' || typeof exported.databases !== 'object' || exported.databases === null) {
      throw invalidArgument('Invalid Firestore export: expected {version: 1, databases: {...}}');
    }
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
    if (parsed.database !== database) throw invalidArgument(`Document "${name as string}" is not in database "${database}"`);
    return parsed;
  }

  private readContext(databaseName: string, selector: ConsistencySelector): ReadContext {
    parseDatabaseName(databaseName);
    const database = this.database(databaseName);
    const chosen = [selector.transaction, selector.newTransaction, selector.readTime].filter((option) => option !== undefined);
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

  private *candidates(database: Database, query: CompiledQuery, readMicros: number | undefined): Iterable<StoredDocument> {
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

  private writeContext(database: string): WriteContext {
    const commitMicros = this.clock.next();
    return { database, commitMicros, commitTime: microsToTimestamp(commitMicros) };
  }

  private store(database: Database, outcomes: Iterable<WriteOutcome>, commitMicros: number): void {
    const keepSince = commitMicros - HISTORY_RETENTION_MICROS;
    for (const outcome of outcomes) {
      if (outcome.changed) database.write(outcome.path, outcome.state, commitMicros, keepSince);
    }
    if (commitMicros - this.lastSweep > SWEEP_INTERVAL_MICROS) {
      this.lastSweep = commitMicros;
      for (const each of this.databases.values()) each.sweep(keepSince);
    }
  }
}
