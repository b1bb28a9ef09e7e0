import {
  RulesLimitError,
  type CompiledRuleset,
  type FilterOperator,
  type FirestoreLookup,
  type QueryConstraints,
  type QueryFilter,
  type RulesAuth,
  type RulesDecision,
  type RulesDocument,
  type RulesMethod,
} from '../rules/contract.js';
import { decideSafely, denialLogLine } from '../rules/denials.js';
import { callerFromAuthorization, type Caller } from '../rules/auth-token.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { parseFieldPath } from './paths.js';
import type { CompiledQuery } from './query.js';
import type { StoredDocument } from './store.js';
import type { Filter, StructuredQuery, Value } from './types.js';
import { normalizeValue } from './values.js';

/** Google's caps on the documents the rules may read while deciding one request. */
export const SINGLE_REQUEST_LOOKUPS = 10;
const MULTI_DOCUMENT_LOOKUPS = 20;

/** A request touching several documents, or part of a transaction, may read more for its rules. */
export function lookupLimitFor(documents: number, inTransaction: boolean): number {
  return documents > 1 || inTransaction ? MULTI_DOCUMENT_LOOKUPS : SINGLE_REQUEST_LOOKUPS;
}

/** A document's state as the request sees it (null: absent). */
export type ReadState = (path: string) => StoredDocument | null;

export interface RulesCheckOptions {
  ruleset: CompiledRuleset;
  auth: RulesAuth | null;
  /** The database id, normally "(default)". */
  database: string;
  /** The RPC being checked, for the log line of a denial. */
  rpc: string;
  lookupLimit: number;
  /** request.time, microseconds since the epoch. */
  timeMicros: number;
  /** The state `get()` and `exists()` read: the request's read time, or the latest. */
  readBefore: ReadState;
}

/** Who sent a request, from its Authorization header; Google's emulator refuses a bearer token it cannot decode. */
export function callerOf(authorization: string | string[] | undefined): Caller {
  const caller = callerFromAuthorization(authorization);
  if (!caller.owner && caller.invalidToken) throw invalidArgument('invalid jwt');
  return caller;
}

/** One access the rules must allow. */
export interface RulesAccess {
  method: RulesMethod;
  /** Document path; for list, the collection path, or the parent path of a collection group. */
  path: string;
  resource?: StoredDocument | null;
  requestResource?: StoredDocument | null;
  query?: QueryConstraints;
  collectionId?: string;
  allDescendants?: boolean;
}

const DOCUMENT_NAME_FIELD = '__name__';

// request.query exposes no value for these operators; the value slot carries what they test for.
const UNARY_OPERAND: Record<string, Value> = {
  IS_NULL: { nullValue: null },
  IS_NOT_NULL: { nullValue: null },
  IS_NAN: { doubleValue: Number.NaN },
  IS_NOT_NAN: { doubleValue: Number.NaN },
};

function rulesDocument(stored: StoredDocument | null | undefined): RulesDocument | null {
  return stored ? { name: stored.document.name as string, fields: stored.fields } : null;
}

/** The where clause as an OR of ANDs of single-field constraints. */
function disjunctiveNormalForm(filter: Filter): QueryFilter[][] {
  if (filter.fieldFilter) {
    const { field, op, value } = filter.fieldFilter;
    return [
      [
        {
          fieldPath: parseFieldPath(field?.fieldPath),
          op: op as FilterOperator,
          value: normalizeValue(value, { forWrite: false }),
        },
      ],
    ];
  }
  if (filter.unaryFilter) {
    const { field, op } = filter.unaryFilter;
    return [
      [{ fieldPath: parseFieldPath(field?.fieldPath), op: op as FilterOperator, value: UNARY_OPERAND[op as string] }],
    ];
  }
  const parts = (filter.compositeFilter?.filters ?? []).map(disjunctiveNormalForm);
  if (filter.compositeFilter?.op === 'OR') return parts.flat();
  return parts.reduce<QueryFilter[][]>(
    (conjunctions, part) => conjunctions.flatMap((left) => part.map((right) => [...left, ...right])),
    [[]],
  );
}

/**
 * What a query promises about its results, for `list` rules (the query has been compiled, so it is
 * valid). Its order is the one it runs in, implicit orders included (inequality fields, then the
 * document name), as Google's emulator shows it in request.query.orderBy.
 */
export function queryConstraints(structured: StructuredQuery, compiled: CompiledQuery): QueryConstraints {
  const constraints: QueryConstraints = {
    disjuncts: structured.where ? disjunctiveNormalForm(structured.where) : [[]],
    orderBy: compiled.orderBy.map((order) => ({
      fieldPath: order.segments ?? [DOCUMENT_NAME_FIELD],
      direction: order.descending ? 'DESCENDING' : 'ASCENDING',
    })),
  };
  // An absent limit reads as null in the rules; an absent offset as 0 (proto3 cannot tell it from 0).
  if (compiled.limit !== undefined) constraints.limit = compiled.limit;
  constraints.offset = compiled.offset;
  return constraints;
}

/**
 * The rules check of one request: who asks, and the documents the rules read while deciding,
 * cached and counted across every access the request makes.
 */
export class RulesCheck {
  private readonly readPaths = new Set<string>();
  private readonly before = new Map<string, RulesDocument | null>();
  private readonly after = new Map<string, RulesDocument | null>();
  private staged = new Map<string, StoredDocument | null>();
  private readonly lookup: FirestoreLookup;
  private readonly callResults = new Map<unknown, unknown>();

  constructor(private readonly options: RulesCheckOptions) {
    this.lookup = {
      get: (path) => this.read(path, this.before, options.readBefore),
      getAfter: (path) =>
        this.read(path, this.after, (each) =>
          this.staged.has(each) ? (this.staged.get(each) ?? null) : options.readBefore(each),
        ),
    };
  }

  /** The request's writes, as getAfter() and existsAfter() see them. */
  stage(states: Iterable<[string, StoredDocument | null]>): void {
    this.staged = new Map(states);
    this.after.clear();
  }

  /** Returns when the rules allow the access; otherwise logs the denial and throws PERMISSION_DENIED. */
  authorize(access: RulesAccess): void {
    const decision = this.decide(access);
    if (decision.allowed) return;
    const target = access.allDescendants ? `${access.path || '(root)'} group ${access.collectionId}` : access.path;
    process.stderr.write(
      `${denialLogLine('firestore', `${this.options.rpc} ${access.method} ${target}`, this.options.auth, decision)}\n`,
    );
    // Google's emulator starts the list of failed allow statements on a new line.
    throw new FirestoreError(
      'PERMISSION_DENIED',
      decision.tried.length > 0 ? `\n${decision.message}` : decision.message,
    );
  }

  private decide(access: RulesAccess): RulesDecision {
    return decideSafely(() =>
      this.options.ruleset.evaluateFirestore({
        database: this.options.database,
        method: access.method,
        path: access.path,
        collectionId: access.collectionId,
        allDescendants: access.allDescendants,
        auth: this.options.auth,
        timeMicros: this.options.timeMicros,
        resource: rulesDocument(access.resource),
        requestResource: rulesDocument(access.requestResource),
        query: access.query,
        lookup: this.lookup,
        callResults: this.callResults,
      }),
    );
  }

  private read(path: string, cache: Map<string, RulesDocument | null>, state: ReadState): RulesDocument | null {
    const cached = cache.get(path);
    if (cached !== undefined) return cached;
    if (!this.readPaths.has(path)) {
      if (this.readPaths.size >= this.options.lookupLimit) {
        throw new RulesLimitError(
          `Exceeded maximum of ${this.options.lookupLimit} document reads in rules for one request`,
        );
      }
      this.readPaths.add(path);
    }
    const document = rulesDocument(state(path));
    cache.set(path, document);
    return document;
  }
}
