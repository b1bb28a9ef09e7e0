import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Fields, Value } from '../src/firestore/types.js';
import {
  RulesCompileError,
  compileRuleset,
  type FirestoreRulesRequest,
  type QueryFilter,
  type RulesDecision,
  type RulesMethod,
  type StorageRulesRequest,
} from '../src/rules/index.js';

// Pure unit tests of the rules language: no servers. Requests are built the way the services build them.

const NAME_PREFIX = 'projects/p/databases/(default)/documents/';

/** A JS value as a Firestore value: integers stay integers, other numbers are doubles. */
function toValue(value: unknown): Value {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value as Record<string, unknown>) } };
}

function toFields(data: Record<string, unknown>): Fields {
  return Object.fromEntries(Object.entries(data).map(([key, item]) => [key, toValue(item)]));
}

type Store = Record<string, Record<string, unknown>>;

interface FirestoreCase {
  method: RulesMethod;
  path: string;
  uid?: string | null;
  token?: Record<string, unknown>;
  /** Stored documents (path → data), read by get()/exists() and as `resource`. */
  store?: Store;
  /** The written data (create/update: the merged document). */
  data?: Record<string, unknown>;
  filters?: QueryFilter[][];
  limit?: number;
  collectionGroup?: string;
  timeMicros?: number;
}

function firestoreRequest(test: FirestoreCase): FirestoreRulesRequest {
  const store = test.store ?? {};
  const document = (path: string) => (store[path] ? { name: NAME_PREFIX + path, fields: toFields(store[path]) } : null);
  return {
    database: '(default)',
    method: test.method,
    path: test.path,
    collectionId: test.collectionGroup,
    allDescendants: test.collectionGroup !== undefined,
    auth: test.uid ? { uid: test.uid, token: { sub: test.uid, ...test.token } } : null,
    timeMicros: test.timeMicros ?? Date.UTC(2026, 0, 2, 3, 4, 5) * 1000,
    resource: test.method === 'list' || test.method === 'create' ? null : document(test.path),
    requestResource: test.data ? { name: NAME_PREFIX + test.path, fields: toFields(test.data) } : null,
    query: test.method === 'list' ? { disjuncts: test.filters ?? [[]], orderBy: [], limit: test.limit } : undefined,
    lookup: { get: document, getAfter: document },
  };
}

function firestoreRules(body: string, functions = ''): string {
  return `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    ${functions}
    ${body}
  }
}`;
}

function decide(rules: string, test: FirestoreCase): RulesDecision {
  return compileRuleset([{ name: 'firestore.rules', content: rules }]).evaluateFirestore(firestoreRequest(test));
}

/** Evaluates one expression as the condition of `allow get` on /t/{id}. */
function condition(expression: string, test: Partial<FirestoreCase> = {}): RulesDecision {
  return decide(firestoreRules(`match /t/{id} {\n allow get: if ${expression};\n}`), { method: 'get', path: 't/x', uid: 'u1', ...test });
}

function holds(expression: string, test: Partial<FirestoreCase> = {}): boolean {
  return condition(expression, test).allowed;
}

function compileIssue(content: string): { line: number; column: number; message: string } {
  try {
    compileRuleset([{ name: 'bad.rules', content }]);
  } catch (error) {
    expect(error).toBeInstanceOf(RulesCompileError);
    const [issue] = (error as RulesCompileError).issues;
    expect(issue.file).toBe('bad.rules');
    return issue;
  }
  throw new Error('The ruleset compiled');
}

const equal = (field: string, value: unknown): QueryFilter => ({ fieldPath: field.split('.'), op: 'EQUAL', value: toValue(value) });

describe('parsing and compile errors', () => {
  it('locates a syntax error by line and column', () => {
    const issue = compileIssue("service cloud.firestore {\n  match /a/{b} {\n    allow read: if true &&;\n  }\n}");
    expect(issue).toMatchObject({ line: 3, column: 27 });
  });

  it('only warns, as Google does, about unknown functions, variables and methods, which then deny', () => {
    const rules = firestoreRules(`
    match /a/{b} {
      allow reed: if true;
      allow get: if nope();
      allow update: if c == 1;
    }`);
    const ruleset = compileRuleset([{ name: 'firestore.rules', content: rules }]);
    expect(ruleset.warnings?.map((warning) => [warning.line, warning.message])).toEqual([
      [7, 'Invalid method name: reed.'],
      [8, 'Invalid function name: nope.'],
      [9, 'Invalid variable name: c.'],
    ]);
    expect(decide(rules, { method: 'get', path: 'a/x' }).message).toBe("Function not found error: Name: [nope]. for 'get' @ L8");
    expect(decide(rules, { method: 'update', path: 'a/x', data: {} }).message).toBe("Null value error. for 'update' @ L9");
    expect(decide(rules, { method: 'create', path: 'a/x', data: {} }).message).toBe('No matching allow statements');
  });

  it('refuses duplicate functions, recursion, unknown types and misplaced globs', () => {
    const twice = 'service cloud.firestore { function f() { return true; } function f() { return false; } }';
    expect(compileIssue(twice)).toMatchObject({ line: 1, column: 57, message: 'Function f is already defined.' });
    const recursive = "rules_version = '2';\nservice cloud.firestore { function f(x) { return g(x); } function g(x) { return f(x); } }";
    expect(compileIssue(recursive).message).toBe('Recursive call is not allowed.');
    expect(compileIssue('service cloud.firestore { match /a/{b} { allow read: if 1 is strin; } }').message).toMatch(/unsupported type identifier/);
    expect(compileIssue('service cloud.firestore { match /{a=**}/b/{c} { allow read: if true; } }')).toMatchObject({ column: 33 });
    expect(compileIssue("rules_version = '2'; service cloud.firestore { match /{a=**}/b/{c=**} { allow read: if true; } }").message).toMatch(
      /Only one glob/,
    );
    expect(compileIssue('service cloud.firestore { function f() { let x = 1; return x == 1; } }').message).toMatch(/Let bindings are not allowed/);
  });

  it('compiles the project rules for both services', () => {
    const firestore = compileRuleset([{ name: 'firestore.rules', content: readFileSync('firestore.rules', 'utf8') }]);
    const storage = compileRuleset([{ name: 'storage.rules', content: readFileSync('storage.rules', 'utf8') }]);
    expect([firestore.service, storage.service]).toEqual(['cloud.firestore', 'firebase.storage']);
  });
});

describe('matching and methods', () => {
  const rules = firestoreRules(`
    match /events/{eventId} {
      allow read: if eventId == 'open';
      match /users/{uid} {
        allow get: if request.auth.uid == uid;
        allow create: if request.resource.data.owner == request.auth.uid;
      }
    }
    match /{everything=**} {
      allow update: if everything == /events/e1/users/u1;
    }`);

  it('concatenates nested matches and binds their wildcards', () => {
    expect(decide(rules, { method: 'get', path: 'events/open', uid: 'u1' }).allowed).toBe(true);
    expect(decide(rules, { method: 'list', path: 'events', uid: 'u1' }).allowed).toBe(false);
    expect(decide(rules, { method: 'get', path: 'events/e1/users/u1', uid: 'u1' }).allowed).toBe(true);
    expect(decide(rules, { method: 'get', path: 'events/e1/users/u2', uid: 'u1' }).allowed).toBe(false);
  });

  it('applies a recursive wildcard at any depth, bound to a path', () => {
    expect(decide(rules, { method: 'update', path: 'events/e1/users/u1', uid: 'u1', data: {} }).allowed).toBe(true);
    expect(decide(rules, { method: 'update', path: 'events/e1', uid: 'u1', data: {} }).allowed).toBe(false);
  });

  it("words a denial as Google does: each tried allow with its line", () => {
    const decision = decide(rules, { method: 'create', path: 'events/e1/users/u1', uid: 'u1', data: { owner: 'u2' } });
    expect(decision).toMatchObject({ allowed: false, message: "false for 'create' @ L10" });
    expect(decide(rules, { method: 'delete', path: 'events/e1', uid: 'u1' }).message).toBe('No matching allow statements');
    expect(decide(rules, { method: 'get', path: 'events/e1/users/u1', uid: null }).message).toBe("Null value error. for 'get' @ L9");
  });
});

describe('the project rules', () => {
  const rules = readFileSync('firestore.rules', 'utf8');
  const store: Store = {
    'events/e1/users/mod': { permissions: 'moderator', teamId: '' },
    'events/e1/users/member': { permissions: 'user', teamId: 't1' },
  };

  it('lets a moderator list teams and keeps outsiders out of the event', () => {
    expect(decide(rules, { method: 'list', path: 'events/e1/teams', uid: 'mod', store }).allowed).toBe(true);
    expect(decide(rules, { method: 'get', path: 'events/e1', uid: 'stranger', store }).allowed).toBe(false);
  });

  it('lets a member list custom fields only with the showField filter (rules are not filters)', () => {
    const list = (filters: QueryFilter[][]) => decide(rules, { method: 'list', path: 'events/e1/customFields', uid: 'member', store, filters });
    expect(list([[]]).allowed).toBe(false);
    expect(list([[equal('showField', true)]]).allowed).toBe(true);
    expect(list([[equal('showField', false)]]).allowed).toBe(false);
  });

  it('lets a person change their own profile fields but not their role', () => {
    const update = (data: Record<string, unknown>) =>
      decide(rules, { method: 'update', path: 'events/e1/users/member', uid: 'member', store, data: { ...store['events/e1/users/member'], ...data } });
    expect(update({ firstName: 'Ann' }).allowed).toBe(true);
    expect(update({ permissions: 'admin' }).allowed).toBe(false);
  });
});

describe('storage rules', () => {
  const rules = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function role(eventId) {
      let user = firestore.get(/databases/(default)/documents/events/$(eventId)/users/$(request.auth.uid));
      return user == null ? '' : user.data.permissions;
    }
    match /events/{eventId}/assets/{assetId}/{fileName} {
      allow read: if resource.contentType.matches('image/.*') || firestore.exists(/databases/(default)/documents/events/$(eventId)/users/$(request.auth.uid));
      allow create: if role(eventId) == 'moderator' && request.resource.size <= 50 * 1000 * 1000;
    }
  }
}`;
  const ruleset = compileRuleset([{ name: 'storage.rules', content: rules }]);
  const users: Store = { 'events/e1/users/mod': { permissions: 'moderator' }, 'events/e1/users/member': { permissions: 'user' } };
  const object = (name: string, size: number, contentType: string) => ({ name, bucket: 'b', size, contentType, metadata: {} });
  const request = (method: RulesMethod, uid: string | null, upload?: ReturnType<typeof object>, stored?: ReturnType<typeof object>): StorageRulesRequest => ({
    bucket: 'b',
    method,
    path: (upload ?? stored)?.name ?? '',
    auth: uid ? { uid, token: {} } : null,
    timeMicros: 0,
    resource: stored ?? null,
    requestResource: upload ?? null,
    firestore: { get: (_database, path) => (users[path] ? { name: NAME_PREFIX + path, fields: toFields(users[path]) } : null) },
  });

  it('reads request.resource size and contentType and Firestore through firestore.get', () => {
    const image = object('events/e1/assets/a1/x.jpg', 1000, 'image/jpeg');
    expect(ruleset.evaluateStorage(request('create', 'mod', image)).allowed).toBe(true);
    expect(ruleset.evaluateStorage(request('create', 'member', image)).allowed).toBe(false);
    expect(ruleset.evaluateStorage(request('create', 'mod', object(image.name, 60_000_000, 'image/jpeg'))).allowed).toBe(false);
    expect(ruleset.evaluateStorage(request('get', null, undefined, image)).allowed).toBe(true);
    expect(ruleset.evaluateStorage(request('get', null, undefined, object('events/e1/assets/a1/x.pdf', 1, 'application/pdf'))).allowed).toBe(false);
  });
});

describe('expressions', () => {
  it('evaluates boolean operators with errors yielding to a deciding side', () => {
    expect(holds('true && !false')).toBe(true);
    expect(holds('resource.data.missing == 1 || true', { store: { 't/x': {} } })).toBe(true);
    expect(holds('resource.data.missing == 1 && false', { store: { 't/x': {} } })).toBe(false);
    expect(condition('resource.data.missing == 1', { store: { 't/x': {} } }).message).toBe(
      "Property missing is undefined on object. for 'get' @ L6",
    );
  });

  it('evaluates functions with parameters and let bindings, and get() of other documents', () => {
    const rules = firestoreRules(
      "match /t/{id} { allow get: if isOwner(id); }",
      `function isOwner(docId) {
        let doc = get(/databases/$(database)/documents/owners/$(docId));
        return doc != null && doc.data.uid == request.auth.uid;
      }`,
    );
    expect(decide(rules, { method: 'get', path: 't/x', uid: 'u1', store: { 'owners/x': { uid: 'u1' } } }).allowed).toBe(true);
    expect(decide(rules, { method: 'get', path: 't/x', uid: 'u1', store: { 'owners/x': { uid: 'u2' } } }).allowed).toBe(false);
    expect(decide(rules, { method: 'get', path: 't/x', uid: 'u1' }).allowed).toBe(false);
  });

  it('evaluates maps: get with default, diff key sets', () => {
    expect(holds("{'a': 1}.get('b', 2) == 2 && {'a': {'b': 3}}.get(['a', 'b'], 0) == 3")).toBe(true);
    expect(holds("{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 5, 'd': 4}).affectedKeys() == ['b', 'c', 'd'].toSet()")).toBe(true);
    expect(holds("{'a': 1, 'c': 3}.diff({'a': 1}).addedKeys() == ['c'].toSet()")).toBe(true);
    expect(holds("{'a': 1}.diff({'a': 1, 'd': 4}).removedKeys().hasOnly(['d'])")).toBe(true);
    expect(holds("{'a': 1, 'b': 1}.diff({'a': 1, 'b': 2}).unchangedKeys() == ['a'].toSet()")).toBe(true);
    expect(holds("{'a': 1, 'b': 1}.diff({'a': 1, 'b': 2}).changedKeys() == ['b'].toSet()")).toBe(true);
  });

  it('matches strings as whole-string regular expressions', () => {
    expect(holds("'image/png'.matches('image/.*')")).toBe(true);
    expect(holds("'an image/png'.matches('image/.*')")).toBe(false);
    expect(holds("'abab'.matches('(ab)\\\\1')")).toBe(false);
  });
});
