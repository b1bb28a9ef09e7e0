import type { IncomingMessage } from 'node:http';
import { callerFromAuthorization } from '../rules/auth-token.js';
import type {
  CompiledRuleset,
  RulesAuth,
  RulesDecision,
  RulesDocument,
  RulesMethod,
  RulesSourceFile,
  RulesStorageObject,
} from '../rules/contract.js';
import { decideSafely, denialLogLine } from '../rules/denials.js';
import { compileRulesetFor } from '../rules/load.js';
import { RulesRegistry } from '../rules/registry.js';
import { StorageHttpError } from './http.js';
import type { StoredObject } from './store.js';

/** Reads a Firestore document for `firestore.get()` / `firestore.exists()` in storage rules. */
export type FirestoreDocumentReader = (project: string, database: string, path: string) => RulesDocument | null;

export interface StorageRulesOptions {
  readFirestore: FirestoreDocumentReader;
  /** Whose Firestore the rules read when a bucket's name does not say (`<project>.appspot.com`). */
  defaultProject: string;
  log?: (line: string) => void;
}

/** What a Firebase (web SDK) request asks to do, with the object before and after it. */
export interface StorageAccess {
  bucket: string;
  method: RulesMethod;
  /** The object name; for list, the prefix. */
  path: string;
  resource?: StoredObject;
  requestResource?: StoredObject;
}

// The wording of Google's Storage emulator; the web SDK turns any 403 into `storage/unauthorized`.
const DENIAL_VERB: Record<RulesMethod, string> = {
  get: 'READ',
  list: 'LIST',
  create: 'WRITE',
  update: 'WRITE',
  delete: 'WRITE',
};

const DEFAULT_BUCKET_SUFFIXES = ['.appspot.com', '.firebasestorage.app'];

function projectOfBucket(bucket: string, fallback: string): string {
  const suffix = DEFAULT_BUCKET_SUFFIXES.find((candidate) => bucket.endsWith(candidate));
  return suffix ? bucket.slice(0, -suffix.length) : fallback;
}

const micros = (iso: string) => Date.parse(iso) * 1000;

function toRulesObject(object: StoredObject): RulesStorageObject {
  return {
    name: object.name,
    bucket: object.bucket,
    size: object.size,
    contentType: object.contentType,
    contentDisposition: object.contentDisposition,
    contentEncoding: object.contentEncoding,
    contentLanguage: object.contentLanguage,
    cacheControl: object.cacheControl,
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    generation: object.generation,
    metageneration: String(object.metageneration),
    timeCreatedMicros: micros(object.timeCreated),
    updatedMicros: micros(object.updated),
    metadata: object.customMetadata,
  };
}

/**
 * Security rules for the Firebase Storage API (`/v0`, the web SDK). The Cloud Storage JSON API is
 * the Admin SDK's and, like `Authorization: Bearer owner` here, is not subject to rules. With no
 * ruleset loaded every request is allowed.
 */
export class StorageRules {
  /** Storage rules apply to every bucket, so only the registry's default ruleset is ever set. */
  readonly registry = new RulesRegistry();

  constructor(private readonly options: StorageRulesOptions) {}

  /** Compiles and puts a ruleset in force for every bucket; throws `RulesCompileError` and keeps the previous one. */
  load(files: RulesSourceFile[]): void {
    this.registry.setDefault(compileRulesetFor('firebase.storage', files), files);
  }

  /** Throws the 403 a denied request gets; returns when the rules allow it. */
  authorize(req: IncomingMessage, access: StorageAccess): void {
    const ruleset = this.registry.for(access.bucket);
    if (!ruleset) return;
    const caller = callerFromAuthorization(req.headers.authorization);
    if (caller.owner) return;
    const decision = this.decide(ruleset, access, caller.auth);
    if (decision.allowed) return;
    this.options.log?.(
      denialLogLine('storage', `${access.method} b/${access.bucket}/o/${access.path}`, caller.auth, decision),
    );
    throw new StorageHttpError(403, `Permission denied. No ${DENIAL_VERB[access.method]} permission.`, 'forbidden');
  }

  private decide(ruleset: CompiledRuleset, access: StorageAccess, auth: RulesAuth | null): RulesDecision {
    const project = projectOfBucket(access.bucket, this.options.defaultProject);
    return decideSafely(() =>
      ruleset.evaluateStorage({
        bucket: access.bucket,
        method: access.method,
        path: access.path,
        auth,
        timeMicros: Date.now() * 1000,
        resource: access.resource ? toRulesObject(access.resource) : null,
        requestResource: access.requestResource ? toRulesObject(access.requestResource) : null,
        firestore: { get: (database, path) => this.options.readFirestore(project, database, path) },
      }),
    );
  }
}
