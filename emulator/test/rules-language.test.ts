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
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
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
  return decide(firestoreRules(`match /t/{id} {\n allow get: if ${expression};\n}`), {
    method: 'get',
    path: 't/x',
    uid: 'u1',
    ...test,
  });
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

const equal = (field: string, value: unknown): QueryFilter => ({
  fieldPath: field.split('.'),
  op: 'EQUAL',
  value: toValue(value),
});

describe('parsing and compile errors', () => {
  it('locates a syntax error by line and column', () => {
    const issue = compileIssue('service cloud.firestore {\n  match /a/{b} {\n    allow read: if true &&;\n  }\n}');
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
    expect(decide(rules, { method: 'get', path: 'a/x' }).message).toBe(
      "Function not found error: Name: [nope]. for 'get' @ L8",
    );
    expect(decide(rules, { method: 'update', path: 'a/x', data: {} }).message).toBe(
      "Null value error. for 'update' @ L9",
    );
    expect(decide(rules, { method: 'create', path: 'a/x', data: {} }).message).toBe('No matching allow statements');
  });

  it('refuses duplicate functions, recursion, unknown types and misplaced globs', () => {
    const twice = 'service cloud.firestore { function f() { return true; } function f() { return false; } }';
    expect(compileIssue(twice)).toMatchObject({ line: 1, column: 57, message: 'Function f is already defined.' });
    const recursive =
      "rules_version = '2';\nservice cloud.firestore { function f(x) { return g(x); } function g(x) { return f(x); } }";
    expect(compileIssue(recursive).message).toBe('Recursive call is not allowed.');
    expect(compileIssue('service cloud.firestore { match /a/{b} { allow read: if 1 is strin; } }').message).toMatch(
      /unsupported type identifier/,
    );
    expect(compileIssue('service cloud.firestore { match /{a=**}/b/{c} { allow read: if true; } }')).toMatchObject({
      column: 33,
    });
    expect(
      compileIssue("rules_version = '2'; service cloud.firestore { match /{a=**}/b/{c=**} { allow read: if true; } }")
        .message,
    ).toMatch(/Only one glob/);
    expect(compileIssue('service cloud.firestore { function f() { let x = 1; return x == 1; } }').message).toMatch(
      /Let bindings are not allowed/,
    );
  });

  it('refuses a literal pattern of matches() or split() that RE2 cannot compile, at the pattern', () => {
    const withCondition = (condition: string) =>
      `service cloud.firestore { match /a/{b} { allow read: if ${condition}; } }`;
    expect(compileIssue(withCondition("'x'.matches('(')"))).toMatchObject({
      column: 69,
      message: 'Invalid regular expression pattern. Pattern: (.',
    });
    expect(compileIssue(withCondition("'x'.split('a(?=b)').size() == 1")).message).toBe(
      'Invalid regular expression pattern. Pattern: a(?=b).',
    );
    expect(() =>
      compileRuleset([{ name: 'ok.rules', content: withCondition("'x'.matches('(?P<n>x)')") }]),
    ).not.toThrow();
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

  it('words a denial as Google does: each tried allow with its line', () => {
    const decision = decide(rules, { method: 'create', path: 'events/e1/users/u1', uid: 'u1', data: { owner: 'u2' } });
    expect(decision).toMatchObject({ allowed: false, message: "false for 'create' @ L10" });
    expect(decide(rules, { method: 'delete', path: 'events/e1', uid: 'u1' }).message).toBe(
      'No matching allow statements',
    );
    expect(decide(rules, { method: 'get', path: 'events/e1/users/u1', uid: null }).message).toBe(
      "Null value error. for 'get' @ L9",
    );
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
    const list = (filters: QueryFilter[][]) =>
      decide(rules, { method: 'list', path: 'events/e1/customFields', uid: 'member', store, filters });
    expect(list([[]]).allowed).toBe(false);
    expect(list([[equal('showField', true)]]).allowed).toBe(true);
    expect(list([[equal('showField', false)]]).allowed).toBe(false);
  });

  it('lets a person change their own profile fields but not their role', () => {
    // Every write carries its writer's stamp, at the request's time (2026-01-02T03:04:05Z here).
    const stamp = { updatedBy: 'member', updatedAt: '2026-01-02T03:04:05.000Z' };
    const update = (data: Record<string, unknown>) =>
      decide(rules, {
        method: 'update',
        path: 'events/e1/users/member',
        uid: 'member',
        store,
        data: { ...store['events/e1/users/member'], ...stamp, ...data },
      });
    expect(update({ firstName: 'Ann' }).allowed).toBe(true);
    expect(update({ permissions: 'admin' }).allowed).toBe(false);
    expect(update({ firstName: 'Ann', updatedBy: 'admin' }).allowed).toBe(false);
    // A stamp may be up to a day behind (a write kept offline), never two, nor minutes ahead.
    expect(update({ firstName: 'Ann', updatedAt: '2026-01-02T02:04:05.000Z' }).allowed).toBe(true);
    expect(update({ firstName: 'Ann', updatedAt: '2025-12-31T03:04:05.000Z' }).allowed).toBe(false);
    expect(update({ firstName: 'Ann', updatedAt: '2026-01-02T03:14:05.000Z' }).allowed).toBe(false);
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
  const users: Store = {
    'events/e1/users/mod': { permissions: 'moderator' },
    'events/e1/users/member': { permissions: 'user' },
  };
  const object = (name: string, size: number, contentType: string) => ({
    name,
    bucket: 'b',
    size,
    contentType,
    metadata: {},
  });
  const request = (
    method: RulesMethod,
    uid: string | null,
    upload?: ReturnType<typeof object>,
    stored?: ReturnType<typeof object>,
  ): StorageRulesRequest => ({
    bucket: 'b',
    method,
    path: (upload ?? stored)?.name ?? '',
    auth: uid ? { uid, token: {} } : null,
    timeMicros: 0,
    resource: stored ?? null,
    requestResource: upload ?? null,
    firestore: {
      get: (_database, path) => (users[path] ? { name: NAME_PREFIX + path, fields: toFields(users[path]) } : null),
    },
  });

  it('reads request.resource size and contentType and Firestore through firestore.get', () => {
    const image = object('events/e1/assets/a1/x.jpg', 1000, 'image/jpeg');
    expect(ruleset.evaluateStorage(request('create', 'mod', image)).allowed).toBe(true);
    expect(ruleset.evaluateStorage(request('create', 'member', image)).allowed).toBe(false);
    expect(
      ruleset.evaluateStorage(request('create', 'mod', object(image.name, 60_000_000, 'image/jpeg'))).allowed,
    ).toBe(false);
    expect(ruleset.evaluateStorage(request('get', null, undefined, image)).allowed).toBe(true);
    expect(
      ruleset.evaluateStorage(
        request('get', null, undefined, object('events/e1/assets/a1/x.pdf', 1, 'application/pdf')),
      ).allowed,
    ).toBe(false);
  });

  it('exposes object metadata, the request path and list requests under a prefix', () => {
    const metadataRules = compileRuleset([
      {
        name: 'storage.rules',
        content: `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{file=**} {
      allow list: if request.auth.uid == uid;
      allow update: if resource.metadata.owner == request.auth.uid && request.resource.metadata.keys().hasOnly(['owner'])
        && request.path == /b/$(bucket)/o/users/$(uid)/$(file) && request.resource.size is int;
      allow delete: if request.resource == null && resource.bucket == bucket && resource.name == 'users/' + uid + '/' + string(file).split('/')[1];
    }
  }
}`,
      },
    ]);
    const stored = {
      name: 'users/u1/a.txt',
      bucket: 'b',
      size: 3,
      contentType: 'text/plain',
      metadata: { owner: 'u1' } as Record<string, string>,
    };
    const evaluate = (method: RulesMethod, uid: string, path: string, upload?: typeof stored) =>
      metadataRules.evaluateStorage({ ...request(method, uid, upload, stored), path }).allowed;
    expect(evaluate('update', 'u1', stored.name, { ...stored, metadata: { owner: 'u1' } })).toBe(true);
    expect(evaluate('update', 'u1', stored.name, { ...stored, metadata: { owner: 'u1', other: 'x' } })).toBe(false);
    expect(evaluate('update', 'u2', stored.name, { ...stored, metadata: { owner: 'u2' } })).toBe(false);
    expect(evaluate('delete', 'u1', stored.name)).toBe(true);
    expect(evaluate('list', 'u1', 'users/u1')).toBe(true);
    expect(evaluate('list', 'u2', 'users/u1')).toBe(false);
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
      'match /t/{id} { allow get: if isOwner(id); }',
      `function isOwner(docId) {
        let doc = get(/databases/$(database)/documents/owners/$(docId));
        return doc != null && doc.data.uid == request.auth.uid;
      }`,
    );
    expect(decide(rules, { method: 'get', path: 't/x', uid: 'u1', store: { 'owners/x': { uid: 'u1' } } }).allowed).toBe(
      true,
    );
    expect(decide(rules, { method: 'get', path: 't/x', uid: 'u1', store: { 'owners/x': { uid: 'u2' } } }).allowed).toBe(
      false,
    );
    expect(decide(rules, { method: 'get', path: 't/x', uid: 'u1' }).allowed).toBe(false);
  });

  it('scopes functions by where they are defined: wildcards of other blocks read as null errors', () => {
    const rules = firestoreRules(
      `match /a/{b} { allow get: if outer(); }
    match /c/{d} { function inner() { return d == 'x'; } allow get: if inner(); }`,
      "function outer() { return b == 'x'; }",
    );
    expect(decide(rules, { method: 'get', path: 'a/x' }).message).toBe("Null value error. for 'get' @ L5");
    expect(decide(rules, { method: 'get', path: 'c/x' }).allowed).toBe(true);
  });

  it('evaluates maps: get with default, diff key sets', () => {
    expect(holds("{'a': 1}.get('b', 2) == 2 && {'a': {'b': 3}}.get(['a', 'b'], 0) == 3")).toBe(true);
    expect(
      holds("{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 5, 'd': 4}).affectedKeys() == ['b', 'c', 'd'].toSet()"),
    ).toBe(true);
    expect(holds("{'a': 1, 'c': 3}.diff({'a': 1}).addedKeys() == ['c'].toSet()")).toBe(true);
    expect(holds("{'a': 1}.diff({'a': 1, 'd': 4}).removedKeys().hasOnly(['d'])")).toBe(true);
    expect(holds("{'a': 1, 'b': 1}.diff({'a': 1, 'b': 2}).unchangedKeys() == ['a'].toSet()")).toBe(true);
    expect(holds("{'a': 1, 'b': 1}.diff({'a': 1, 'b': 2}).changedKeys() == ['b'].toSet()")).toBe(true);
  });

  it('matches strings as whole-string regular expressions', () => {
    expect(holds("'image/png'.matches('image/.*')")).toBe(true);
    expect(holds("'an image/png'.matches('image/.*')")).toBe(false);
    // RE2 has no backreferences: a pattern read from data that uses one is an error, which denies.
    const backreference = condition("'abab'.matches(resource.data.pattern)", {
      store: { 't/x': { pattern: '(ab)\\1' } },
    });
    expect(backreference.message).toMatch(/^Invalid regular expression/);
  });
});

/**
 * Each expression as the condition of `allow get`, with the decision Google's Firestore emulator
 * (1.19.9) gave for it on 2026-11-23: types, operators, every method, conversions, errors.
 */
const DECIDED_BY_GOOGLE: Array<[string, boolean]> = [
  ['[1] == [1.0]', false],
  ['[1].toSet() is list', false],
  ['[1].toSet() is map', false],
  ['[1].toSet() == [1].toSet()', true],
  ["{'a': 1}.diff({'a': 1.0}).changedKeys().size() == 1", false],
  ['1.0 in [1]', false],
  ['1 in [1.0]', false],
  ["'abc'.split('') == ['', 'a', 'b', 'c']", true],
  ["'abc'.split('') == ['a', 'b', 'c', '']", false],
  ["'abc'.split('').size() == 3", false],
  ["'abc'.split('').size() == 4", true],
  ["hashing.crc32('abc').toHexString() == 'C2412435'", true],
  ["hashing.crc32c('abc').toHexString() == 'B73F4B36'", true],
  ["hashing.crc32('abc') == b'\\x35\\x24\\x41\\xc2'", false],
  ['true < false', false],
  ['false < true', false],
  ["{'a':1}.diff({}) is map_diff", true],
  ["{'a':1}.diff({}) is map", false],
  ['request.query == null', false],
  ['request.resource == null', false],
  ['request.time.toMillis() > 0', true],
  ['math.abs(-2.5) == 2.5', true],
  ['math.floor(-1.5) == -2', true],
  ['math.ceil(-1.5) == -1', true],
  ['math.round(2.4) == 2', true],
  ['math.round(2.5) == 3', true],
  ['math.pow(2, 0.5) > 1.41', true],
  ['math.sqrt(2) > 1.41', true],
  ['int(-3.9) == -3', true],
  ["int('x') == 1", false],
  ["float('1.5') == 1.5", true],
  ["string(1.0) == '1.0'", true],
  ["string(-0.5) == '-0.5'", true],
  ["string(/a/b) == 'a/b'", false],
  ["string(/a/b) == '/a/b'", true],
  ["'abc'[-1] == 'c'", false],
  ["'abc'[1:] == 'bc'", true],
  ["'abc'[:2] == 'ab'", true],
  ['[1,2,3][-1] == 3', false],
  ["'héllo'[1] == 'é'", true],
  ["/a/b/c[-1] == 'c'", false],
  ['/a/b/c[1:2] == /b', true],
  ["/a/$('x/y')/c == /a/x/y/c", false],
  ["/a/$('x/y')/c[1] == 'x/y'", true],
  ["/a/$(1)/c[1] == '1'", true],
  ["/a/$(true)/c[1] == 'true'", true],
  ["path('/a/b') == /a/b", true],
  ["'ab' + 1 == 'ab1'", false],
  ['1 - 0.5 == 0.5', true],
  ['5 % 2.0 == 1.0', true],
  ['-5 % 3 == -2', true],
  ['7 / -2 == -3', true],
  ['10 / 4 == 2', true],
  ['10.0 / 4 == 2.5', true],
  ['1 / 0.0 > 100', true],
  ['-9223372036854775807 - 1 < 0', true],
  ['-9223372036854775807 - 2 < 0', false],
  ['9223372036854775807 * 2 > 0', false],
  ['-(-9223372036854775807 - 1) > 0', false],
  ['math.abs(-9223372036854775807 - 1) > 0', false],
  ["timestamp.value(0) + duration.value(1, 'd') == timestamp.date(1970, 1, 2)", true],
  ["duration.value(1, 's') + duration.value(1, 's') == duration.value(2, 's')", true],
  ["duration.value(1, 's') - duration.value(1, 's') == duration.value(0, 'ns')", true],
  ["duration.value(1, 'x') == duration.value(1, 's')", false],
  ["duration.value(1, 'w') == duration.value(7, 'd')", true],
  ["duration.value(1, 'ns').nanos() == 1", true],
  ['duration.time(0, 0, 1, 5).nanos() == 5', true],
  ['timestamp.date(2020, 2, 30) == timestamp.date(2020, 3, 1)', false],
  ['timestamp.date(2020, 13, 1) == timestamp.date(2021, 1, 1)', false],
  ['timestamp.date(2021, 1, 3).dayOfWeek() == 7', true],
  ['timestamp.date(2021, 1, 4).dayOfWeek() == 1', true],
  ['timestamp.date(2020, 12, 31).dayOfYear() == 366', true],
  ['timestamp.value(-1).toMillis() == -1', true],
  ['timestamp.value(-1).nanos() == 999000000', true],
  ['timestamp.value(-1).seconds() == 59', true],
  ['request.time.date() is timestamp', true],
  ['request.time.time() is duration', true],
  ['latlng.value(91.0, 0.0) is latlng', false],
  ['latlng.value(1, 2) is latlng', true],
  ['latlng.value(0.0, 0.0).distance(latlng.value(0.0, 1.0)) < 111400', true],
  ['latlng.value(0.0, 0.0).distance(latlng.value(0.0, 1.0)) > 111300', false],
  ['latlng.value(0.0, 0.0) == latlng.value(0.0, 0.0)', true],
  ["{'a': 1}.keys().size() == 1", true],
  ["{'b': 1, 'a': 2}.keys() == ['a', 'b']", true],
  ["{'b': 1, 'a': 2}.keys() == ['b', 'a']", false],
  ["{'b': 1, 'a': 2}.values() == [2, 1]", false],
  ['[3, 1].toSet() == [1, 3].toSet()', true],
  ['[1, 2].toSet().hasOnly([1, 2])', true],
  ['[1, 2].toSet().hasAny([2])', true],
  ['[1, 2].toSet().size() == 2', true],
  ["[1, 2].join(',') == '1,2'", true],
  ['[1, 2].hasAll([1].toSet())', false],
  ['[1].toSet().hasAll([1])', true],
  ['[[1]].hasAny([[1]])', true],
  ["'aaa'.replace('a', 'b') == 'bbb'", true],
  ["'abc'.replace('(b)', '[$1]') == 'a[b]c'", true],
  ["'abc'.replace('(b)', '[\\\\1]') == 'a[b]c'", false],
  ["'abc'.matches('(?<x>b)')", false],
  ["'a\\nb'.matches('a.b')", false],
  ["'ABC'.matches('[[:upper:]]+')", true],
  ["'abc'.matches('\\\\w+')", true],
  ["'1'.matches('\\\\d')", true],
  ["'é'.matches('\\\\w')", false],
  ["'é'.matches('.')", true],
  ["'abc'.lower() is string", true],
  ["' a '.trim().size() == 1", true],
  ["b'\\x00\\xff'.size() == 2", true],
  ["b'ab' < b'b'", true],
  ["b'ab' == 'ab'.toUtf8()", true],
  ["b'abc'.toHexString() == '616263'", true],
  ["'abc'.toUtf8().toBase64() == 'YWJj'", true],
  ["'' == ''", true],
  ['1 is float', false],
  ['1.0 is int', false],
  ["[1, 'a', null] == [1, 'a', null]", true],
  ['null in [null]', true],
  ["1 < 'a'", false],
  ['(1 < 2) == true', true],
  ['1 < 2 < 3', false],
  ['1 + 2 == 3', true],
  ['7 / 2 == 3', true],
  ['-7 / 2 == -3', true],
  ['7 % 3 == 1', true],
  ['-7 % 3 == -1', true],
  ['7.0 / 2 == 3.5', true],
  ['1 == 1.0', true],
  ['1 < 1.5', true],
  ['2 > 1.5', true],
  ["'a' < 'b'", true],
  ["'a' + 'b' == 'ab'", true],
  ['1 / 0 == 0', false],
  ['9223372036854775807 + 1 > 0', false],
  ['-9223372036854775808 < 0', true],
  ['1 in [1, 2]', true],
  ['3 in [1, 2]', false],
  ["'a' in {'a': 1}", true],
  ["'a' in ['a', 'b'].toSet()", true],
  ['[1, 2] == [1, 2]', true],
  ["{'a': 1} == {'a': 1}", true],
  ["{'a': 1} == {'a': 1.0}", false],
  ["'abc'.size() == 3", true],
  ["'héllo'.size() == 5", true],
  ["'a,b,c'.split(',') == ['a', 'b', 'c']", true],
  ["'ABC'.lower() == 'abc'", true],
  ["'abc'.upper() == 'ABC'", true],
  ["'  x '.trim() == 'x'", true],
  ["'aXbXc'.replace('X', '-') == 'a-b-c'", true],
  ["'abc'.matches('a.c')", true],
  ["'abc'.matches('b')", false],
  ["'abc'.matches('(?i)ABC')", true],
  ["'abc'[1] == 'b'", true],
  ["'abcdef'[1:3] == 'bc'", true],
  ['[1, 2, 3][0] == 1', true],
  ['[1, 2, 3][1:] == [2, 3]', true],
  ['[1, 2, 3][5] == 1', false],
  ['[1, 2, 3].size() == 3', true],
  ['[1, 2, 3].hasAll([1, 2])', true],
  ['[1, 2, 3].hasAny([4, 3])', true],
  ['[1, 2, 3].hasOnly([1, 2, 3, 4])', true],
  ['[1, 1, 2].toSet().size() == 2', true],
  ["['a', 'b'].join('-') == 'a-b'", true],
  ['[1, 2].concat([3]) == [1, 2, 3]', true],
  ['[1, 2, 3].removeAll([2]) == [1, 3]', true],
  ["{'a': 1, 'b': 2}.keys() == ['a', 'b']", true],
  ["{'a': 1, 'b': 2}.values() == [1, 2]", true],
  ["{'a': 1}.size() == 1", true],
  ["{'a': {'b': 1}}.get(['a', 'b'], 0) == 1", true],
  ["{'a': 1}.get('z', 5) == 5", true],
  ["{'a': 1}.z == 1", false],
  ['[1, 2].toSet().union([3].toSet()) == [1, 2, 3].toSet()', true],
  ['[1, 2].toSet().intersection([2, 3].toSet()) == [2].toSet()', true],
  ['[1, 2].toSet().difference([2].toSet()) == [1].toSet()', true],
  ['[1, 2].toSet().hasAll([1])', true],
  ["'x' is string", true],
  ['1 is int', true],
  ['1.0 is float', true],
  ['1 is number', true],
  ['1.5 is number', true],
  ['[1] is list', true],
  ["{'a': 1} is map", true],
  ['[1].toSet() is set', false],
  ['true is bool', true],
  ['null is string', false],
  ['/a/b is path', true],
  ['request.time is timestamp', true],
  ["duration.value(1, 's') is duration", true],
  ['latlng.value(1.0, 2.0) is latlng', true],
  ["b'abc' is bytes", true],
  ["'abc'.toUtf8() is bytes", true],
  ["'abc'.toUtf8().size() == 3", true],
  ["/a/b/c[1] == 'b'", true],
  ['/a/b == /a/b', true],
  ["path('a/b') == /a/b", true],
  ["int('42') == 42", true],
  ['int(3.9) == 3', true],
  ['float(2) == 2.0', true],
  ["string(12) == '12'", true],
  ["string(1.5) == '1.5'", true],
  ["string(true) == 'true'", true],
  ["string(null) == 'null'", true],
  ['math.abs(-3) == 3', true],
  ['math.ceil(1.2) == 2', true],
  ['math.floor(1.8) == 1', true],
  ['math.round(-2.5) == -3', false],
  ['math.sqrt(16) == 4.0', true],
  ['math.pow(2, 10) == 1024.0', true],
  ['math.isNaN(0.0 / 0)', true],
  ['timestamp.date(2020, 3, 4).year() == 2020', true],
  ['timestamp.date(2020, 3, 4).month() == 3', true],
  ['timestamp.date(2020, 3, 4).day() == 4', true],
  ['timestamp.date(2020, 3, 4).dayOfWeek() == 3', true],
  ['timestamp.date(2020, 3, 4).dayOfYear() == 64', true],
  ['timestamp.value(1500).toMillis() == 1500', true],
  ['timestamp.value(90061001).hours() == 1', true],
  ['timestamp.value(90061001).minutes() == 1', true],
  ['timestamp.value(90061001).seconds() == 1', true],
  ['timestamp.value(90061001).nanos() == 1000000', true],
  ['timestamp.value(90061001).time() == duration.time(1, 1, 1, 1000000)', true],
  ['timestamp.value(90061001).date() == timestamp.value(86400000)', true],
  ["timestamp.value(1000) + duration.value(1, 's') == timestamp.value(2000)", true],
  ["timestamp.value(3000) - timestamp.value(1000) == duration.value(2, 's')", true],
  ["timestamp.value(3000) - duration.value(1, 'ms') == timestamp.value(2999)", true],
  ["duration.value(90, 'm').seconds() == 5400", true],
  ["duration.value(1500, 'ms').nanos() == 500000000", true],
  ["duration.value(-1500, 'ms').nanos() == -500000000", true],
  ["duration.value(-1500, 'ms').seconds() == -1", true],
  ["duration.time(1, 0, 0, 0) == duration.value(1, 'h')", true],
  ["duration.abs(duration.value(-1, 's')) == duration.value(1, 's')", true],
  ["duration.value(1, 'w') > duration.value(6, 'd')", true],
  ['request.time > timestamp.date(2020, 1, 1)', true],
  ['latlng.value(0.0, 0.0).distance(latlng.value(0.0, 1.0)) > 111000', true],
  ['latlng.value(1.5, 2.5).latitude() == 1.5', true],
  ["hashing.md5('abc') == hashing.md5(b'abc')", true],
  ["hashing.sha256('abc').size() == 32", true],
  ["hashing.crc32('abc').size() == 4", true],
  ["hashing.md5('').toHexString() == 'D41D8CD98F00B204E9800998ECF8427E'", true],
  ["hashing.crc32('abc').toHexString() == '352441C2'", false],
  ["hashing.crc32c('abc').toHexString() == '364B3FB7'", false],
  ["b'abc'.toBase64() == 'YWJj'", true],
  ['true ? 1 == 1 : false', true],
  ['false ? true : 2 > 1', true],
  ['!(1 == 2)', true],
  ['-(3) == -3', true],
  ["request.auth.uid == 'u1'", true],
  ["request.auth.token.sub == 'u1'", true],
  ["request.method == 'get'", true],
  ['resource == null', true],
  ['resource.data.x == 1', false],
  ['debug(1) == 1', true],
  ["[1, 2, 3].hasAll([1, 'a'])", false],
  ["1 + 'a' == 1", false],
  ["'a' * 2 == 'aa'", false],
  ["{'a': 1}['a'] == 1", true],
  ['[1,2,3].toSet() == [3,2,1].toSet()', true],
  ['null == null', true],
  ['1 != null', true],
  ['[] == []', true],
  ['{} == {}', true],
  ["{'a': [1, {'b': 2}]}.a[1].b == 2", true],
  ["'ab' < 'abc'", true],
  ['true && 1', false],
  ["'abc'.split('') == ['a', 'b', 'c']", false],
  ["'a.b'.split('.') == ['a', 'b']", false],
  ["'a1b2'.replace('[0-9]', '') == 'ab'", true],
  ["'x'.matches('[a-z]+')", true],
  ["'\\u00e9' == 'é'", true],
  ['"dq" == \'dq\'', true],
  ['.5 == 0.5', true],
  ['3.0 == 3', true],
  ['timestamp.value(0) == timestamp.date(1970, 1, 1)', true],
  ["'😀'.size() == 1", false],
  ["'😀'.size() == 2", true],
  ["'a😀b'[1] == '😀'", false],
  ["'a😀b'[1:2] == '😀'", false],
  ["'ÉCOLE'.lower() == 'école'", false],
  ["string(0.1) == '0.1'", true],
  ["string(123456789.0) == '123456789.0'", false],
  ["string(123456789.0) == '1.23456789E8'", true],
  ["string(0.0000001) == '1.0E-7'", true],
  ["string(0.0000001) == '1e-07'", false],
  ["string(1.0 / 0) == 'Infinity'", true],
  ["string(1.0 / 0) == 'inf'", false],
  ["string(-0.0) == '-0.0'", true],
  ["string(100.0) == '100.0'", true],
  ["string(12345678901234567890.0) == '1.2345678901234567E19'", true],
  ["string(-5) == '-5'", true],
  ["string(path('a/b')) == '/a/b'", true],
  ["string(/a/$('b c')) == '/a/b c'", true],
  ["int('  7 ') == 7", false],
  ["int('+7') == 7", true],
  ["int('7.5') == 7", false],
  ["float('1e3') == 1000.0", true],
  ["float('abc') == 1.0", false],
  ["float(' 2 ') == 2.0", true],
  ["float('1.5f') == 1.5", true],
  ["float('0x10') == 16.0", false],
  ["math.isNaN(float(' NaN '))", true],
  ["string(b'ab') is string", false],
  ['int(9223372036854775807.0) == 1', false],
  ['1.5 == 1.5', true],
  ['0.1 + 0.2 == 0.3', false],
  ['2 * 3.0 == 6', true],
  ['7 % -3 == 1', true],
  ['-7.5 % 2 == -1.5', true],
  ['math.abs(-0.0) == 0.0', true],
  ['math.floor(2.0) is int', false],
  ['math.sqrt(-1) == 0.0', false],
  ['math.isNaN(math.sqrt(-1))', true],
  ['math.pow(2, 3) is float', true],
  ['math.abs(-3) is int', true],
  ['math.abs(-3.5) is float', true],
  ['math.ceil(1) == 1', true],
  ['math.floor(1) == 1', true],
  ['timestamp.value(1000).toMillis() is int', true],
  ["duration.value(1, 'm') == duration.value(60, 's')", true],
  ["duration.value(1.5, 's') == duration.value(1500, 'ms')", false],
  ["duration.time(25, 0, 0, 0) == duration.value(25, 'h')", true],
  ['latlng.value(1.0, 2.0).longitude() == 2.0', true],
  ["'a%b'.matches('a%b')", true],
  ["'A'.matches('(?i)a')", true],
  ["'ab'.matches('a|ab')", true],
  ["'ab'.matches('(a|ab)(c|bcd)?')", true],
  ["'x.y'.split('\\\\.') == ['x', 'y']", true],
  ["'a,b,,'.split(',') == ['a', 'b']", true],
  ["',a'.split(',') == ['', 'a']", true],
  ["'abc'.replace('b', '$0$0') == 'abbc'", true],
  ["'abc'.replace('b', '\\\\\\\\') == 'a\\\\c'", true],
  ["'aaa'.replace('a*', 'x') == 'x'", false],
  ["'aaa'.replace('a*', 'x') == 'xx'", true],
  ['math.round(2.5) is int', true],
  ['math.ceil(1.2) is int', false],
  ['math.ceil(1.2) is float', true],
  ['math.floor(1.2) is float', true],
  ['math.round(2.5) is float', false],
  ["'ß'.upper() == 'SS'", false],
  ["'ß'.upper() == 'ß'", true],
  ["'é'.upper() == 'É'", false],
  ["'Ab'.lower() == 'ab'", true],
  ["int('-7') == -7", true],
  ["float('2') is float", true],
  ["'a$c'.replace('\\\\$', 'd') == 'adc'", true],
  ["'abc'.replace('b', 'x$') == 'ax$c'", true],
  ["'abc'.split('b').size() == 2", true],
  ['request.nothere == 1 || true', true],
  ['true || request.nothere == 1', true],
  ['request.nothere == 1 && false', false],
  ['false && request.nothere == 1', false],
  ['request.nothere == 1 && true', false],
  ['!(request.nothere == 1 && false)', true],
  ['(request.nothere == 1 || true) == true', true],
  ['[request.nothere == 1 || true][0]', true],
  ['(request.nothere == 1 ? 1 : 2) == 2', false],
  ["{'a': 1}.get('b', request.nothere) == 1", false],
  ["{'a': 1}.get('a', request.nothere) == 1", false],
  ['1 in [request.nothere, 1]', false],
  ['(request.nothere || true) && true', true],
  ['request.nothere || true', true],
];

describe("expressions decided as Google's emulator decides them", () => {
  it.each(DECIDED_BY_GOOGLE)('%s → %s', (expression, expected) => {
    expect(holds(expression, { uid: 'u1', store: {} })).toBe(expected);
  });

  it("keeps math.isInfinite, which production documents and Google's emulator lacks", () => {
    expect(holds('math.isInfinite(1.0 / 0) && !math.isInfinite(1.0)')).toBe(true);
  });
});

describe('list requests: rules are not filters', () => {
  const rules = firestoreRules(`
    match /own/{id} { allow list: if resource.data.owner == request.auth.uid; }
    match /roles/{id} { allow list: if resource.data.role in ['a', 'b']; }
    match /members/{id} { allow list: if request.auth.uid in resource.data.members; }
    match /limited/{id} { allow list: if request.query.limit <= 10; }
    match /ranged/{id} { allow list: if resource.data.n > 5 && resource.data.n < 100; }
    match /either/{id} { allow list: if resource.data.a == 1 || resource.data.b == 2; }
    match /byid/{id} { allow list: if id == 'x1'; }
    match /optional/{id} { allow list: if resource.data.get('hidden', false) == false; }
    match /{path=**}/grp/{id} { allow list: if resource.data.owner == request.auth.uid; }
    match /parent/{p}/grp2/{id} { allow list: if true; }`);
  const filter = (field: string, op: QueryFilter['op'], value: unknown): QueryFilter => ({
    fieldPath: field.split('.'),
    op,
    value: toValue(value),
  });
  const list = (path: string, filters: QueryFilter[][] = [[]], extra: Partial<FirestoreCase> = {}) =>
    decide(rules, { method: 'list', path, uid: 'u1', filters, ...extra });

  it('allows a query whose equality filter pins the field the rule reads, and only then', () => {
    expect(list('own', [[equal('owner', 'u1')]]).allowed).toBe(true);
    expect(list('own', [[equal('owner', 'u2')]]).message).toBe("false for 'list' @ L6");
    expect(list('own').message).toBe("Property owner is undefined on object. for 'list' @ L6");
  });

  it('requires the rule to hold for each value of an IN filter and each disjunct of an OR', () => {
    expect(list('roles', [[filter('role', 'IN', ['a', 'b'])]]).allowed).toBe(true);
    expect(list('roles', [[filter('role', 'IN', ['a', 'c'])]]).allowed).toBe(false);
    expect(list('either', [[equal('a', 1)], [equal('b', 2)]]).allowed).toBe(true);
    expect(list('either', [[equal('a', 1)], [equal('c', 3)]]).allowed).toBe(false);
  });

  it('knows an array-contains field holds the value and nothing else about it', () => {
    expect(list('members', [[filter('members', 'ARRAY_CONTAINS', 'u1')]]).allowed).toBe(true);
    expect(list('members', [[filter('members', 'ARRAY_CONTAINS', 'u2')]]).allowed).toBe(false);
    expect(list('members', [[filter('members', 'ARRAY_CONTAINS_ANY', ['u1', 'u2'])]]).allowed).toBe(false);
  });

  it('decides comparisons that follow from a range filter', () => {
    const range = (low: number, high: number) => [[filter('n', 'GREATER_THAN', low), filter('n', 'LESS_THAN', high)]];
    expect(list('ranged', range(10, 50)).allowed).toBe(true);
    expect(list('ranged', range(5, 100)).allowed).toBe(true);
    expect(list('ranged', [[filter('n', 'GREATER_THAN', 5)]]).allowed).toBe(false);
    expect(list('ranged', [[filter('n', 'GREATER_THAN_OR_EQUAL', 5), filter('n', 'LESS_THAN', 100)]]).allowed).toBe(
      false,
    );
  });

  it('reads request.query.limit, null when the query has none', () => {
    expect(list('limited', [[]], { limit: 10 }).allowed).toBe(true);
    expect(list('limited', [[]], { limit: 11 }).allowed).toBe(false);
    expect(list('limited').message).toMatch(/^Unsupported operation error. Received: null <= int/);
  });

  it('leaves the document id unknown unless a __name__ filter pins it', () => {
    const name = (id: string) => ({
      fieldPath: ['__name__'],
      op: 'EQUAL' as const,
      value: { referenceValue: `${NAME_PREFIX}byid/${id}` },
    });
    expect(list('byid').allowed).toBe(false);
    expect(list('byid', [[name('x1')]]).allowed).toBe(true);
    expect(list('byid', [[name('x2')]]).allowed).toBe(false);
  });

  it("treats fields no filter mentions as absent, as Google's emulator does", () => {
    expect(list('optional').allowed).toBe(true);
    expect(list('optional', [[equal('hidden', true)]]).allowed).toBe(false);
  });

  it('applies only recursive-wildcard matches to collection group queries', () => {
    expect(list('', [[equal('owner', 'u1')]], { collectionGroup: 'grp' }).allowed).toBe(true);
    expect(list('', [[]], { collectionGroup: 'grp' }).allowed).toBe(false);
    expect(list('', [[]], { collectionGroup: 'grp2' }).message).toBe('No matching allow statements');
    expect(list('parent/p1/grp2').allowed).toBe(true);
  });
});

describe('writes', () => {
  const rules = firestoreRules(`
    match /posts/{id} {
      allow create: if request.resource.data.keys().hasOnly(['title', 'owner']) && request.resource.data.owner == request.auth.uid
        && request.resource.id == id && request.resource.__name__ == /databases/$(database)/documents/posts/$(id);
      allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title']);
      allow delete: if request.resource == null && resource.data.owner == request.auth.uid;
    }
    match /after/{id} {
      allow create: if getAfter(/databases/$(database)/documents/after/$(id)).data.v == 1;
      allow delete: if !existsAfter(/databases/$(database)/documents/after/$(id));
    }`);
  const store: Store = { 'posts/p1': { title: 'a', owner: 'u1' } };

  it('sees the written document as request.resource and the stored one as resource', () => {
    expect(
      decide(rules, { method: 'create', path: 'posts/p2', uid: 'u1', data: { title: 'x', owner: 'u1' } }).allowed,
    ).toBe(true);
    expect(
      decide(rules, { method: 'create', path: 'posts/p2', uid: 'u1', data: { title: 'x', owner: 'u1', n: 1 } }).allowed,
    ).toBe(false);
    expect(
      decide(rules, { method: 'update', path: 'posts/p1', uid: 'u1', store, data: { title: 'b', owner: 'u1' } })
        .allowed,
    ).toBe(true);
    expect(
      decide(rules, { method: 'update', path: 'posts/p1', uid: 'u1', store, data: { title: 'b', owner: 'u2' } })
        .allowed,
    ).toBe(false);
    expect(decide(rules, { method: 'delete', path: 'posts/p1', uid: 'u1', store }).allowed).toBe(true);
    expect(decide(rules, { method: 'delete', path: 'posts/p1', uid: 'u2', store }).allowed).toBe(false);
  });

  it('reads the state after the write with getAfter and existsAfter', () => {
    const request = (method: RulesMethod, data?: Record<string, unknown>) => {
      const built = firestoreRequest({ method, path: 'after/a1', uid: 'u1', data });
      const after = (path: string) =>
        path === 'after/a1' && data ? { name: NAME_PREFIX + path, fields: toFields(data) } : null;
      return { ...built, lookup: { get: built.lookup.get, getAfter: after } };
    };
    const ruleset = compileRuleset([{ name: 'firestore.rules', content: rules }]);
    expect(ruleset.evaluateFirestore(request('create', { v: 1 })).allowed).toBe(true);
    expect(ruleset.evaluateFirestore(request('create', { v: 2 })).allowed).toBe(false);
    expect(ruleset.evaluateFirestore(request('delete')).allowed).toBe(true);
  });

  it("makes get() of a missing document, another database or a non-document path an error, as Google's emulator does", () => {
    const store: Store = { 'seeded/x': { b: 2, a: 1 } };
    expect(holds('get(/databases/$(database)/documents/seeded/x).data.keys() == ["a", "b"]', { store })).toBe(true);
    expect(holds('get(/databases/$(database)/documents/seeded/x).id == "x"', { store })).toBe(true);
    expect(holds('!exists(/databases/$(database)/documents/none/x)', { store })).toBe(true);
    expect(condition('get(/databases/$(database)/documents/none/x) == null', { store }).message).toBe(
      "Service call error. Function: [get], Argument: [/databases/(default)/documents/none/x]. for 'get' @ L6",
    );
    expect(holds('get(/databases/other/documents/seeded/x) != null', { store })).toBe(false);
    expect(holds('exists(/databases/$(database)/documents/seeded)', { store })).toBe(false);
  });

  it('denies when a lookup throws (the service past its call limit)', () => {
    const rules = firestoreRules(
      'match /t/{id} { allow get: if exists(/databases/$(database)/documents/x/y) || true; allow list: if exists(/databases/$(database)/documents/x/y); }',
    );
    const ruleset = compileRuleset([{ name: 'firestore.rules', content: rules }]);
    const failing = {
      get: () => {
        throw new Error('Too many calls');
      },
      getAfter: () => null,
    };
    expect(
      ruleset.evaluateFirestore({ ...firestoreRequest({ method: 'get', path: 't/x' }), lookup: failing }).allowed,
    ).toBe(true);
    expect(
      ruleset.evaluateFirestore({ ...firestoreRequest({ method: 'list', path: 't' }), lookup: failing }).message,
    ).toBe("Too many calls for 'list' @ L5");
  });
});

describe('function results shared by the evaluations of one request (a commit)', () => {
  const rules = firestoreRules(
    `match /teams/{team} {
      function ownsTeam() { return get(/databases/$(database)/documents/teams/$(team)).data.owner == request.auth.uid; }
      match /notes/{note} {
        allow create: if ownsTeam() && hasRole(team, 'editor') && request.resource.data.size() < 2;
      }
    }`,
    `function hasRole(team, role) { return get(/databases/$(database)/documents/roles/$(team)).data.role == role; }`,
  );
  const store: Store = {
    'teams/a': { owner: 'u1' },
    'teams/b': { owner: 'u1' },
    'teams/c': { owner: 'u2' },
    'roles/a': { role: 'editor' },
    'roles/b': { role: 'viewer' },
    'roles/c': { role: 'editor' },
  };

  it('tells calls apart by their arguments and the wildcards they read, and reads request.resource afresh', () => {
    const ruleset = compileRuleset([{ name: 'firestore.rules', content: rules }]);
    const callResults = new Map<string, unknown>();
    const create = (path: string, data: Record<string, unknown>) =>
      ruleset.evaluateFirestore({
        ...firestoreRequest({ method: 'create', path, uid: 'u1', store, data }),
        callResults,
      }).allowed;
    expect([
      create('teams/a/notes/1', { t: 1 }),
      create('teams/b/notes/2', { t: 1 }),
      create('teams/c/notes/3', { t: 1 }),
      create('teams/a/notes/4', { t: 1, u: 2 }),
      create('teams/a/notes/5', { t: 1 }),
    ]).toEqual([true, false, false, false, true]);
  });
});
