/**
 * The rules language: `compileRuleset` parses and checks once; the compiled ruleset decides
 * Firestore and Storage requests. See `contract.ts` for the seam with the services.
 */
import { compileProgram, type CompiledProgram, type FlatBlock } from './compile.js';
import type {
  CompiledRuleset,
  FirestoreRulesRequest,
  RulesDecision,
  RulesDocument,
  RulesIssue,
  RulesMethod,
  RulesService,
  RulesSourceFile,
  StorageRulesRequest,
  TriedAllow,
} from './contract.js';
import { ClosureCompiler, Evaluation, type Condition, type DocumentAccess, type Runtime } from './closures.js';
import { ANY_ID, matchCollectionGroup, matchPattern, type RequestSegment } from './matching.js';
import { parseRulesFile } from './parser.js';
import { abstractDocument, expandCases } from './query-abstraction.js';
import {
  FirestoreRequestMap,
  StorageRequestMap,
  documentValue,
  documentsSegments,
  storageObjectValue,
} from './request-values.js';
import { EvalError, type RMap, type RPath, type RValue } from './values.js';

export * from './contract.js';

export function compileRuleset(files: RulesSourceFile[]): CompiledRuleset {
  const program = compileProgram(files.map((file) => parseRulesFile(file.name, file.content)));
  return new Ruleset(program);
}

/** One frozen decision serves every grant (a commit makes one per write). */
const ALLOWED: RulesDecision = Object.freeze({
  allowed: true,
  message: '',
  tried: Object.freeze([]) as unknown as TriedAllow[],
});

/** Google's denial text for one allow: "false for 'update' @ L12". */
function denialOf(tried: TriedAllow[], method: RulesMethod): string {
  if (tried.length === 0) return 'No matching allow statements';
  return tried.map((allow) => `${allow.outcome} for '${method}' @ L${allow.line}`).join(', ');
}

/** Google's wording when a document read cannot be served (bad path, other database, no document). */
function serviceCallError(access: DocumentAccess | 'firestore.get' | 'firestore.exists', path: RPath): EvalError {
  return new EvalError(`Service call error. Function: [${access}], Argument: [${path.toString()}].`);
}

/**
 * Document reads of one request, each path read once (the service's lookup counts the calls).
 * As in Google's emulator, get() of a document that does not exist is an error (the reference
 * says null; both deny whenever the rule reads the document).
 */
abstract class DocumentReads implements Runtime {
  /** Made on the first read: most evaluations read no document. */
  private cache: Map<string, RValue> | null = null;

  constructor(
    /** How the rules name document reads: `get`… (Firestore) or `firestore.get`… (Storage). */
    private readonly documentNamespace: '' | 'firestore',
    readonly callResults: Runtime['callResults'],
  ) {}

  /** The document, or null when it does not exist; undefined when the database cannot be read. */
  protected abstract read(after: boolean, database: string, path: string): RulesDocument | null | undefined;

  readDocument(access: DocumentAccess, path: RPath): RValue {
    const key = `${access}:${path.toString()}`;
    const cached = this.cache?.get(key);
    if (cached !== undefined) return cached;
    const [databases, database, documents, ...rest] = path.segments;
    const isDocumentPath =
      databases === 'databases' && documents === 'documents' && rest.length > 0 && rest.length % 2 === 0;
    const document = isDocumentPath
      ? this.read(access === 'getAfter' || access === 'existsAfter', database, rest.join('/'))
      : undefined;
    const existence = access === 'exists' || access === 'existsAfter';
    if (document === undefined || (document === null && !existence)) {
      throw serviceCallError(
        this.documentNamespace === 'firestore' ? (`firestore.${access}` as 'firestore.get') : access,
        path,
      );
    }
    const value = existence ? document !== null : documentValue(document);
    (this.cache ??= new Map()).set(key, value);
    return value;
  }
}

class FirestoreReads extends DocumentReads {
  constructor(private readonly request: FirestoreRulesRequest) {
    super('', request.callResults ?? null);
  }

  protected read(after: boolean, database: string, path: string): RulesDocument | null | undefined {
    if (database !== this.request.database) return undefined;
    return after ? this.request.lookup.getAfter(path) : this.request.lookup.get(path);
  }
}

class StorageReads extends DocumentReads {
  constructor(private readonly request: StorageRulesRequest) {
    super('firestore', null);
  }

  protected read(_after: boolean, database: string, path: string): RulesDocument | null | undefined {
    return this.request.firestore.get(database, path);
  }
}

/** An allow statement with its condition compiled; null for one without a condition (always granted). */
interface CompiledAllow {
  file: string;
  line: number;
  condition: Condition | null;
}

/** The blocks with at least one allow for a method, each with just those allows. */
interface MethodBlock {
  pattern: FlatBlock['pattern'];
  allows: CompiledAllow[];
}

/** Where a request's documents are: one path, or (collection group) a parent and a collection id. */
type Target = { segments: RequestSegment[] } | { parent: string[]; collectionId: string };

class Ruleset implements CompiledRuleset {
  readonly service: RulesService;
  readonly warnings: RulesIssue[];
  private readonly blocksByMethod = new Map<RulesMethod, MethodBlock[]>();
  /** The member chains an evaluation remembers (see ClosureCompiler). */
  private readonly chainCount: number;

  constructor(private readonly program: CompiledProgram) {
    this.service = program.service;
    this.warnings = program.warnings;
    const compiler = new ClosureCompiler(program);
    const compiledBlocks = program.blocks.map((block) =>
      block.allows.map(({ statement, methods }) => ({
        methods,
        allow: {
          file: statement.file,
          line: statement.line,
          condition: statement.condition && compiler.condition(statement.condition),
        },
      })),
    );
    for (const method of ['get', 'list', 'create', 'update', 'delete'] as const) {
      const blocks = program.blocks
        .map((block, i) => ({
          pattern: block.pattern,
          allows: compiledBlocks[i].filter(({ methods }) => methods.has(method)).map(({ allow }) => allow),
        }))
        .filter((block) => block.allows.length > 0);
      this.blocksByMethod.set(method, blocks);
    }
    this.chainCount = compiler.chainCount;
  }

  /** Tries each allow whose pattern matches until one grants; an error denies that allow only. */
  private decide(
    method: RulesMethod,
    target: Target,
    request: RMap,
    resource: RValue,
    runtime: Runtime,
  ): RulesDecision {
    let tried: TriedAllow[] | null = null;
    const evaluation = new Evaluation(runtime, request, resource, this.chainCount);
    for (const block of this.blocksByMethod.get(method) ?? []) {
      const bindings =
        'segments' in target
          ? matchPattern(block.pattern, target.segments, this.program.version)
          : matchCollectionGroup(block.pattern, target.parent, target.collectionId);
      if (!bindings) continue;
      evaluation.enter(bindings);
      for (const allow of block.allows) {
        if (!allow.condition) return ALLOWED;
        try {
          if (allow.condition(evaluation)) return ALLOWED;
          (tried ??= []).push({ file: allow.file, line: allow.line, outcome: 'false' });
        } catch (error) {
          // Any failure denies this allow; a request never fails because its rules did.
          const outcome =
            error instanceof EvalError
              ? error.message
              : `Internal error: ${error instanceof Error ? error.message : String(error)}`;
          (tried ??= []).push({ file: allow.file, line: allow.line, outcome });
        }
      }
    }
    const denied = tried ?? [];
    return { allowed: false, message: denialOf(denied, method), tried: denied };
  }

  evaluateFirestore(request: FirestoreRulesRequest): RulesDecision {
    this.requireService('cloud.firestore');
    const runtime = new FirestoreReads(request);
    const requestMap = new FirestoreRequestMap(request);
    if (request.method !== 'list') {
      const target = { segments: documentsSegments(request.database, request.path) };
      return this.decide(request.method, target, requestMap, documentValue(request.resource), runtime);
    }
    // Rules are not filters: every case of the query must be allowed.
    const parent = documentsSegments(request.database, request.path);
    const cases = expandCases(request.query ?? { disjuncts: [[]], orderBy: [] });
    if (!cases)
      return { allowed: false, message: 'The query has too many disjunctions to check against the rules.', tried: [] };
    for (const queryCase of cases) {
      const { resource, pinnedId } = abstractDocument(queryCase);
      const target: Target = request.allDescendants
        ? { parent, collectionId: request.collectionId ?? '' }
        : { segments: [...parent, pinnedId ?? ANY_ID] };
      const decision = this.decide('list', target, requestMap, resource, runtime);
      if (!decision.allowed) return decision;
    }
    return ALLOWED;
  }

  evaluateStorage(request: StorageRulesRequest): RulesDecision {
    this.requireService('firebase.storage');
    const segments: RequestSegment[] = ['b', request.bucket, 'o', ...request.path.split('/').filter(Boolean)];
    // A list request is decided for any object under the prefix.
    if (request.method === 'list') segments.push(ANY_ID);
    const runtime = new StorageReads(request);
    return this.decide(
      request.method,
      { segments },
      new StorageRequestMap(request),
      storageObjectValue(request.resource),
      runtime,
    );
  }

  private requireService(service: RulesService): void {
    if (this.service !== service) throw new Error(`This ruleset is for ${this.service}, not ${service}.`);
  }
}
