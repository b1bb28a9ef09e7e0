/**
 * The rules language: `compileRuleset` parses and checks once; the compiled ruleset decides
 * Firestore and Storage requests. See `contract.ts` for the seam with the services.
 */
import { compileProgram, type CompiledProgram, type FlatAllow, type FlatBlock } from './compile.js';
import type {
  CompiledRuleset,
  FirestoreRulesRequest,
  RulesAuth,
  RulesDecision,
  RulesDocument,
  RulesIssue,
  RulesMethod,
  RulesService,
  RulesSourceFile,
  RulesStorageObject,
  StorageRulesRequest,
  TriedAllow,
} from './contract.js';
import { Env, Evaluator, type DocumentAccess, type Runtime } from './evaluator.js';
import { ANY_ID, matchCollectionGroup, matchPattern, type Bindings, type RequestSegment } from './matching.js';
import { parseRulesFile } from './parser.js';
import { abstractDocument, expandCases } from './query-abstraction.js';
import { EvalError, RMap, RPath, RTimestamp, type RValue, pathFromResourceName } from './values.js';

export * from './contract.js';

export function compileRuleset(files: RulesSourceFile[]): CompiledRuleset {
  const program = compileProgram(files.map((file) => parseRulesFile(file.name, file.content)));
  return new Ruleset(program);
}

// ── request values ───────────────────────────────────────────────────────────────────────

/** JSON claims → rules values (whole numbers are ints, as Google's token claims are). */
function fromJson(value: unknown): RValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object') {
    return new RMap(null, new Map(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, fromJson(item)])));
  }
  return null;
}

function authValue(auth: RulesAuth | null): RValue {
  return auth ? RMap.of({ uid: auth.uid, token: fromJson(auth.token) }) : null;
}

function timeValue(micros: number): RTimestamp {
  return new RTimestamp(BigInt(Math.trunc(micros)) * 1000n);
}

function documentValue(document: RulesDocument): RMap {
  const path = pathFromResourceName(document.name);
  return RMap.of({ __name__: path, id: path.segments[path.segments.length - 1] ?? '', data: new RMap(document.fields) });
}

function storageObjectValue(object: RulesStorageObject): RMap {
  const entries: Record<string, RValue> = {
    name: object.name,
    bucket: object.bucket,
    size: BigInt(object.size),
    metadata: new RMap(null, new Map(Object.entries(object.metadata))),
  };
  const optionalText = ['contentType', 'contentDisposition', 'contentEncoding', 'contentLanguage', 'cacheControl', 'md5Hash', 'crc32c', 'etag'] as const;
  for (const key of optionalText) if (object[key] !== undefined) entries[key] = object[key] as string;
  if (object.generation !== undefined) entries.generation = BigInt(object.generation);
  if (object.metageneration !== undefined) entries.metageneration = BigInt(object.metageneration);
  if (object.timeCreatedMicros !== undefined) entries.timeCreated = timeValue(object.timeCreatedMicros);
  if (object.updatedMicros !== undefined) entries.updated = timeValue(object.updatedMicros);
  return RMap.of(entries);
}

function queryValue(request: FirestoreRulesRequest): RMap {
  const query = request.query;
  const entries: Record<string, RValue> = {
    // Unset limit and offset read as null, as in Google's emulator.
    limit: query?.limit === undefined ? null : BigInt(query.limit),
    offset: query?.offset === undefined ? null : BigInt(query.offset),
    orderBy: (query?.orderBy ?? []).map((order) => RMap.of({ field: order.fieldPath.join('.'), direction: order.direction })),
  };
  return RMap.of(entries);
}

/** Google's denial text for one allow: "false for 'update' @ L12". */
function denialOf(tried: TriedAllow[], method: RulesMethod): string {
  if (tried.length === 0) return 'No matching allow statements';
  return tried.map((allow) => `${allow.outcome} for '${method}' @ L${allow.line}`).join(', ');
}

function documentsSegments(database: string, path: string): string[] {
  return ['databases', database, 'documents', ...path.split('/').filter(Boolean)];
}

/** The document path relative to `documents/` of a rules path `/databases/{d}/documents/...`. */
function documentPath(path: RPath): { database: string; path: string } {
  const [databases, database, documents, ...rest] = path.segments;
  if (databases !== 'databases' || documents !== 'documents' || rest.length === 0 || rest.length % 2 !== 0) {
    throw new EvalError(`Invalid document path: ${path.toString()}.`);
  }
  return { database, path: rest.join('/') };
}

// ── the ruleset ──────────────────────────────────────────────────────────────────────────

interface Candidate {
  bindings: Bindings;
  allow: FlatAllow['statement'];
}

type PatternMatcher = (pattern: FlatBlock['pattern']) => Bindings | null;

class Ruleset implements CompiledRuleset {
  readonly service: RulesService;
  readonly warnings: RulesIssue[];

  constructor(private readonly program: CompiledProgram) {
    this.service = program.service;
    this.warnings = program.warnings;
  }

  private candidates(method: RulesMethod, match: PatternMatcher): Candidate[] {
    const candidates: Candidate[] = [];
    for (const block of this.program.blocks) {
      const allows = block.allows.filter((allow) => allow.methods.has(method));
      if (allows.length === 0) continue;
      const bindings = match(block.pattern);
      if (bindings) for (const allow of allows) candidates.push({ bindings, allow: allow.statement });
    }
    return candidates;
  }

  /** Tries each candidate until one grants; an error denies that allow only. */
  private decide(candidates: Candidate[], globals: Record<string, RValue>, runtime: Runtime, method: RulesMethod): RulesDecision {
    const tried: TriedAllow[] = [];
    const evaluator = new Evaluator(runtime);
    for (const { bindings, allow } of candidates) {
      if (!allow.condition) return { allowed: true, message: '', tried: [] };
      const env = new Env(new Map([...bindings, ...Object.entries(globals)]), null);
      try {
        if (evaluator.condition(allow.condition, env)) return { allowed: true, message: '', tried: [] };
        tried.push({ file: allow.file, line: allow.line, outcome: 'false' });
      } catch (error) {
        if (!(error instanceof EvalError)) throw error;
        tried.push({ file: allow.file, line: allow.line, outcome: error.message });
      }
    }
    return { allowed: false, message: denialOf(tried, method), tried };
  }

  evaluateFirestore(request: FirestoreRulesRequest): RulesDecision {
    this.requireService('cloud.firestore');
    const cache = new Map<string, RValue>();
    const runtime: Runtime = {
      functions: this.program.functions,
      documentNamespace: '',
      readDocument: (access: DocumentAccess, path: RPath) => {
        const key = `${access}:${path.toString()}`;
        const cached = cache.get(key);
        if (cached !== undefined) return cached;
        const target = documentPath(path);
        const after = access === 'getAfter' || access === 'existsAfter';
        const document = after ? request.lookup.getAfter(target.path) : request.lookup.get(target.path);
        const value = access === 'exists' || access === 'existsAfter' ? document !== null : document && documentValue(document);
        cache.set(key, value);
        return value;
      },
    };
    const requestPath = new RPath(documentsSegments(request.database, request.path));
    const requestFields: Record<string, RValue> = {
      auth: authValue(request.auth),
      time: timeValue(request.timeMicros),
      method: request.method,
      path: requestPath,
    };
    if (request.method !== 'list') {
      // request.resource exists for writes only (null for a delete); reads have none.
      const writesDocument = request.method !== 'get';
      const globals = {
        request: RMap.of(
          writesDocument ? { ...requestFields, resource: request.requestResource && documentValue(request.requestResource) } : requestFields,
        ),
        resource: request.resource && documentValue(request.resource),
      };
      const segments = documentsSegments(request.database, request.path);
      return this.decide(
        this.candidates(request.method, (pattern) => matchPattern(pattern, segments, this.program.version)),
        globals,
        runtime,
        request.method,
      );
    }
    const query = request.query ?? { disjuncts: [[]], orderBy: [] };
    const requestValue = RMap.of({ ...requestFields, query: queryValue(request) });
    const parent = documentsSegments(request.database, request.path);
    for (const queryCase of expandCases(query)) {
      const { resource, pinnedId } = abstractDocument(queryCase);
      const id: RequestSegment = pinnedId ?? ANY_ID;
      const match: PatternMatcher = request.allDescendants
        ? (pattern) => matchCollectionGroup(pattern, parent, request.collectionId ?? '')
        : (pattern) => matchPattern(pattern, [...parent, id], this.program.version);
      const decision = this.decide(this.candidates('list', match), { request: requestValue, resource }, runtime, 'list');
      if (!decision.allowed) return decision;
    }
    return { allowed: true, message: '', tried: [] };
  }

  evaluateStorage(request: StorageRulesRequest): RulesDecision {
    this.requireService('firebase.storage');
    const cache = new Map<string, RValue>();
    const runtime: Runtime = {
      functions: this.program.functions,
      documentNamespace: 'firestore',
      readDocument: (access: DocumentAccess, path: RPath) => {
        const key = `${access}:${path.toString()}`;
        const cached = cache.get(key);
        if (cached !== undefined) return cached;
        const target = documentPath(path);
        const document = request.firestore.get(target.database, target.path);
        const value = access === 'exists' ? document !== null : document && documentValue(document);
        cache.set(key, value);
        return value;
      },
    };
    const nameSegments = request.path.split('/').filter(Boolean);
    const segments: RequestSegment[] = ['b', request.bucket, 'o', ...nameSegments];
    if (request.method === 'list') segments.push(ANY_ID);
    const globals = {
      request: RMap.of({
        auth: authValue(request.auth),
        time: timeValue(request.timeMicros),
        method: request.method,
        path: new RPath(['b', request.bucket, 'o', ...nameSegments]),
        resource: request.requestResource && storageObjectValue(request.requestResource),
      }),
      resource: request.resource && storageObjectValue(request.resource),
    };
    return this.decide(
      this.candidates(request.method, (pattern) => matchPattern(pattern, segments, this.program.version)),
      globals,
      runtime,
      request.method,
    );
  }

  private requireService(service: RulesService): void {
    if (this.service !== service) throw new Error(`This ruleset is for ${this.service}, not ${service}.`);
  }
}
