/**
 * The seam between the rules language (parser + evaluator, `emulator/src/rules/`) and the services
 * that enforce it (Firestore engine and transports, Storage server). Services build a request in
 * these terms and ask a compiled ruleset for a decision; they never look inside the language.
 */
import type { Fields, Value } from '../firestore/types.js';
import type { CallResults } from './pure-calls.js';

export type RulesService = 'cloud.firestore' | 'firebase.storage';

export interface RulesSourceFile {
  name: string;
  content: string;
}

/** One compile problem, located the way Google's emulator reports it (1-based line and column). */
export interface RulesIssue {
  file: string;
  line: number;
  column: number;
  message: string;
}

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

/** `request.auth`: uid plus every claim of the (unverified) ID token as `token`. */
export interface RulesAuth {
  uid: string;
  token: Record<string, unknown>;
}

/** A Firestore document as the rules see it (`resource`, `request.resource`, `get()`). */
export interface RulesDocument {
  /** Full resource name: projects/{p}/databases/{d}/documents/{path}. */
  name: string;
  fields: Fields;
}

/**
 * Reads the rules may make while deciding (`get`, `exists`, `getAfter`, `existsAfter`). The service
 * owns the lookup, so it counts calls across every evaluation of one request (Google's limits: 10
 * for a single-document request or a query, 20 for batchGet, transactions and batched writes;
 * repeated reads of one path count once) and throws a `RulesLimitError` when the limit is passed;
 * the evaluator treats any throw as an evaluation error, which denies.
 */
export interface FirestoreLookup {
  /** The document's state before the request; path is relative to `documents/`. */
  get(path: string): RulesDocument | null;
  /** The document's state as if the request's writes were applied (for getAfter/existsAfter). */
  getAfter(path: string): RulesDocument | null;
}

export type FilterOperator =
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'IN'
  | 'NOT_IN'
  | 'ARRAY_CONTAINS'
  | 'ARRAY_CONTAINS_ANY'
  | 'IS_NULL'
  | 'IS_NAN'
  | 'IS_NOT_NULL'
  | 'IS_NOT_NAN';

/** One field constraint of a query. `__name__` constraints carry referenceValue values. */
export interface QueryFilter {
  fieldPath: string[];
  op: FilterOperator;
  value: Value;
}

/**
 * What a list request guarantees about every document it can return. `disjuncts` is the query's
 * where clause in disjunctive normal form: each inner list is a conjunction; a query with no
 * filter has one empty conjunction. The rules must allow every possible result of every disjunct
 * ("rules are not filters").
 */
export interface QueryConstraints {
  disjuncts: QueryFilter[][];
  limit?: number;
  offset?: number;
  orderBy: Array<{ fieldPath: string[]; direction: 'ASCENDING' | 'DESCENDING' }>;
}

export interface FirestoreRulesRequest {
  /** Database id, normally "(default)". */
  database: string;
  method: RulesMethod;
  /**
   * get/create/update/delete: the document path relative to `documents/` (e.g. "events/e1/users/u1").
   * list: the collection path (e.g. "events/e1/users"); with `allDescendants`, the parent path and
   * `collectionId` name a collection group query ("" parent = the whole database).
   */
  path: string;
  collectionId?: string;
  allDescendants?: boolean;
  auth: RulesAuth | null;
  /** request.time, microseconds since the epoch. */
  timeMicros: number;
  /** `resource`: the stored document for get/update/delete; null when it does not exist. */
  resource: RulesDocument | null;
  /** `request.resource`: the document after the write (create/update: merged with the stored one). */
  requestResource: RulesDocument | null;
  /** For list only. */
  query?: QueryConstraints;
  lookup: FirestoreLookup;
  /**
   * One empty Map per request, passed to each of its evaluations (a commit's writes): there the
   * rules keep the results of function calls that cannot change within the request (the rules own its keys).
   */
  callResults?: CallResults;
}

/** Storage object metadata in the shape `resource` / `request.resource` expose. */
export interface RulesStorageObject {
  name: string;
  bucket: string;
  size: number;
  contentType?: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
  md5Hash?: string;
  crc32c?: string;
  etag?: string;
  generation?: string;
  metageneration?: string;
  /** microseconds since the epoch */
  timeCreatedMicros?: number;
  updatedMicros?: number;
  metadata: Record<string, string>;
}

export interface StorageRulesRequest {
  bucket: string;
  method: RulesMethod;
  /** Object name (list: the prefix, without a trailing slash). */
  path: string;
  auth: RulesAuth | null;
  timeMicros: number;
  resource: RulesStorageObject | null;
  requestResource: RulesStorageObject | null;
  /** Cross-service reads: `firestore.get()` / `firestore.exists()` (paths relative to `documents/`). */
  firestore: { get(database: string, path: string): RulesDocument | null };
}

/** One `allow` statement that was tried, for the log line of a denial. */
export interface TriedAllow {
  file: string;
  line: number;
  /** 'false', or the evaluation error's text (an error denies). */
  outcome: string;
}

export interface RulesDecision {
  allowed: boolean;
  /** Google's wording for a denial, e.g. "false for 'update' @ L12" (several joined by ", "). */
  message: string;
  tried: TriedAllow[];
}

/** Thrown by a lookup past the request's access-call limit. */
export class RulesLimitError extends Error {}

/** Thrown by `compileRuleset` (exported from `./index.ts`) for a ruleset that does not compile. */
export class RulesCompileError extends Error {
  constructor(readonly issues: RulesIssue[]) {
    super(issues.map((issue) => `${issue.file}:${issue.line}:${issue.column}: ${issue.message}`).join('\n'));
  }
}

/**
 * `compileRuleset(files: RulesSourceFile[]): CompiledRuleset` in `./index.ts` parses and checks a
 * ruleset once; evaluation never re-parses. The service (`cloud.firestore` or `firebase.storage`) is
 * read from the source. A compiled ruleset evaluates requests of its own service only.
 */
export interface CompiledRuleset {
  readonly service: RulesService;
  /** What Google's compiler only warns about (unknown functions, variables, methods); such calls fail when evaluated. */
  readonly warnings?: RulesIssue[];
  evaluateFirestore(request: FirestoreRulesRequest): RulesDecision;
  evaluateStorage(request: StorageRulesRequest): RulesDecision;
}
