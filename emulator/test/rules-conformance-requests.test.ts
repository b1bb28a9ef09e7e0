import {
  arrayRemove,
  arrayUnion,
  Bytes,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  GeoPoint,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  increment,
  limit,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminFirestore,
  expectAllowed,
  expectDenied,
  firestoreRuleset,
  outcome,
  useEmulator,
  useRulesProject,
  webFirestore,
  type FirestoreTarget,
} from './harness.js';

// Rules as the services apply them: which rule a path matches, which method a request is, what
// request and resource hold, queries (rules are not filters), rule-time reads and their limit,
// atomic batches and transactions. Requests go through the web SDK as signed-out or mock users;
// firebase-admin (which skips rules) seeds data and checks what a refused write left behind.

const hosts = useEmulator();

/** A project with `rules` loaded and `seed` written by firebase-admin before the block's cases. */
function useSeededProject(
  statements: string,
  seed: Record<string, Record<string, unknown>> = {},
): { target: FirestoreTarget; admin: () => AdminFirestore } {
  const target = useRulesProject(hosts, firestoreRuleset(statements));
  let admin: AdminFirestore;
  beforeAll(async () => {
    admin = adminFirestore(target);
    await Promise.all(Object.entries(seed).map(([path, data]) => admin.doc(path).set(data)));
  });
  return { target, admin: () => admin };
}

const alice = { sub: 'alice' };
const bob = { sub: 'bob' };

describe('matching paths', () => {
  const { target } = useSeededProject(`
    match /events/{event} {
      match /teams/{team} { allow get: if event == 'e1' && team == 't1'; }
    }
    match /flat/{id} { allow get: if true; }
    match /deep/{rest=**} { allow get: if rest[1] == 'sub' && rest == path('a/sub/b'); }
    match /cities/{city}/{document=**} { allow get: if city == 'sf'; }
    match /overlap/{id} { allow get: if false; }
    match /overlap/{id} { allow get: if id == 'open'; }`);
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(target);
  });

  it('a nested match sees the wildcards of every level', async () => {
    await expectAllowed(getDoc(doc(db, 'events/e1/teams/t1')));
    await expectDenied(getDoc(doc(db, 'events/e2/teams/t1')));
  });

  it('a path no rule matches is refused', async () => {
    await expectDenied(getDoc(doc(db, 'nowhere/x')));
  });

  it('a single-segment wildcard does not reach into subcollections', async () => {
    await expectAllowed(getDoc(doc(db, 'flat/a')));
    await expectDenied(getDoc(doc(db, 'flat/a/sub/b')));
  });

  it('a recursive wildcard binds the rest of the path as a path', async () => {
    await expectAllowed(getDoc(doc(db, 'deep/a/sub/b')));
    await expectDenied(getDoc(doc(db, 'deep/a/other/b')));
  });

  it('a recursive wildcard also matches no segments at all (rules_version 2)', async () => {
    await expectAllowed(getDoc(doc(db, 'cities/sf')));
    await expectAllowed(getDoc(doc(db, 'cities/sf/landmarks/bridge')));
    await expectDenied(getDoc(doc(db, 'cities/la')));
  });

  it('when several matches apply, any allow grants', async () => {
    await expectAllowed(getDoc(doc(db, 'overlap/open')));
    await expectDenied(getDoc(doc(db, 'overlap/closed')));
  });
});

describe('allow and its methods', () => {
  const { target } = useSeededProject(
    `
    match /readable/{id} { allow read: if true; }
    match /gettable/{id} { allow get: if true; }
    match /listable/{id} { allow list: if true; }
    match /writable/{id} { allow write: if true; }
    match /creatable/{id} { allow create: if true; }
    match /updatable/{id} { allow update: if true; }
    match /deletable/{id} { allow delete: if true; }
    match /pair/{id} { allow create, delete: if true; }`,
    {
      'writable/w1': { n: 1 },
      'writable/w2': { n: 1 },
      'creatable/existing': { n: 1 },
      'updatable/u1': { n: 1 },
      'deletable/d1': { n: 1 },
      'pair/existing': { n: 1 },
    },
  );
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(target, alice);
  });

  it('read grants get and list but not write', async () => {
    await expectAllowed(getDoc(doc(db, 'readable/r1')));
    await expectAllowed(getDocs(collection(db, 'readable')));
    await expectDenied(setDoc(doc(db, 'readable/r1'), { n: 1 }));
  });

  it('get alone refuses a list', async () => {
    await expectAllowed(getDoc(doc(db, 'gettable/g1')));
    await expectDenied(getDocs(collection(db, 'gettable')));
  });

  it('list alone refuses a get', async () => {
    await expectAllowed(getDocs(collection(db, 'listable')));
    await expectDenied(getDoc(doc(db, 'listable/l1')));
  });

  it('write grants create, update and delete but not read', async () => {
    await expectAllowed(setDoc(doc(db, 'writable/new'), { n: 1 }));
    await expectAllowed(updateDoc(doc(db, 'writable/w1'), { n: 2 }));
    await expectAllowed(deleteDoc(doc(db, 'writable/w2')));
    await expectDenied(getDoc(doc(db, 'writable/w1')));
  });

  it('create alone refuses overwriting an existing document and deleting it', async () => {
    await expectAllowed(setDoc(doc(db, 'creatable/new'), { n: 1 }));
    await expectDenied(setDoc(doc(db, 'creatable/existing'), { n: 2 }));
    await expectDenied(deleteDoc(doc(db, 'creatable/existing')));
  });

  it('update alone refuses a set that would create the document', async () => {
    await expectAllowed(setDoc(doc(db, 'updatable/u1'), { n: 2 }));
    await expectDenied(setDoc(doc(db, 'updatable/missing'), { n: 1 }));
  });

  it('delete alone refuses writing', async () => {
    await expectAllowed(deleteDoc(doc(db, 'deletable/d1')));
    await expectDenied(setDoc(doc(db, 'deletable/d2'), { n: 1 }));
  });

  it('allow create, delete grants exactly those two', async () => {
    await expectAllowed(setDoc(doc(db, 'pair/new'), { n: 1 }));
    await expectDenied(updateDoc(doc(db, 'pair/existing'), { n: 2 }));
    await expectAllowed(deleteDoc(doc(db, 'pair/existing')));
  });
});

describe('request.auth', () => {
  const { target } = useSeededProject(`
    match /signedOut/{id} { allow get: if request.auth == null; }
    match /users/{uid} { allow get: if request.auth != null && request.auth.uid == uid; }
    match /admin/{id} { allow get: if request.auth.token.role == 'admin'; }
    match /verified/{id} { allow get: if request.auth.token.email_verified == true && request.auth.token.email.matches('.*@example[.]com'); }
    match /owned/{owner} {
      function isOwner() { return request.auth.uid == owner; }
      allow get: if isOwner();
    }`);

  it('request.auth is null for a signed-out caller', async () => {
    await expectAllowed(getDoc(doc(webFirestore(target), 'signedOut/x')));
    await expectDenied(getDoc(doc(webFirestore(target, alice), 'signedOut/x')));
  });

  it('request.auth.uid is the token subject', async () => {
    const asAlice = webFirestore(target, alice);
    await expectAllowed(getDoc(doc(asAlice, 'users/alice')));
    await expectDenied(getDoc(doc(asAlice, 'users/bob')));
    await expectDenied(getDoc(doc(webFirestore(target), 'users/alice')));
  });

  it('request.auth.token carries custom claims; a missing claim refuses', async () => {
    await expectAllowed(getDoc(doc(webFirestore(target, { sub: 'a1', role: 'admin' }), 'admin/x')));
    await expectDenied(getDoc(doc(webFirestore(target, { sub: 'u1', role: 'user' }), 'admin/x')));
    await expectDenied(getDoc(doc(webFirestore(target, { sub: 'u2' }), 'admin/x')));
  });

  it('request.auth.token carries email and email_verified', async () => {
    await expectAllowed(
      getDoc(doc(webFirestore(target, { sub: 'v1', email: 'v1@example.com', email_verified: true }), 'verified/x')),
    );
    await expectDenied(
      getDoc(doc(webFirestore(target, { sub: 'v2', email: 'v2@example.com', email_verified: false }), 'verified/x')),
    );
    await expectDenied(
      getDoc(doc(webFirestore(target, { sub: 'v3', email: 'v3@example.org', email_verified: true }), 'verified/x')),
    );
  });

  it('a function declared in a match sees its wildcards', async () => {
    const asBob = webFirestore(target, bob);
    await expectAllowed(getDoc(doc(asBob, 'owned/bob')));
    await expectDenied(getDoc(doc(asBob, 'owned/alice')));
  });
});

describe('request.method, request.path and request.time', () => {
  const { target } = useSeededProject(
    `
    match /methods/{id} { allow read, write: if request.method == 'get' || request.method == 'create'; }
    match /paths/{id} { allow get: if request.path == /databases/$(database)/documents/paths/p1; }
    match /clock/{id} {
      allow get: if request.time > timestamp.date(2020, 1, 1) && request.time < timestamp.date(2100, 1, 1);
      allow create: if request.resource.data.at == request.time;
    }
    match /future/{id} { allow get: if request.time > timestamp.date(2100, 1, 1); }`,
    { 'methods/existing': { n: 1 } },
  );
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(target, alice);
  });

  it('request.method names get and list apart', async () => {
    await expectAllowed(getDoc(doc(db, 'methods/m1')));
    await expectDenied(getDocs(collection(db, 'methods')));
  });

  it('request.method names create, update and delete apart', async () => {
    await expectAllowed(setDoc(doc(db, 'methods/new'), { n: 1 }));
    await expectDenied(setDoc(doc(db, 'methods/existing'), { n: 2 }));
    await expectDenied(deleteDoc(doc(db, 'methods/existing')));
  });

  it('request.path is the full path of the document', async () => {
    await expectAllowed(getDoc(doc(db, 'paths/p1')));
    await expectDenied(getDoc(doc(db, 'paths/p2')));
  });

  it('request.time is the time of the request', async () => {
    await expectAllowed(getDoc(doc(db, 'clock/c1')));
    await expectDenied(getDoc(doc(db, 'future/f1')));
  });

  it('a server timestamp in the write equals request.time', async () => {
    await expectAllowed(setDoc(doc(db, 'clock/stamped'), { at: serverTimestamp() }));
    await expectDenied(setDoc(doc(db, 'clock/old'), { at: Timestamp.fromMillis(0) }));
  });
});

describe('request.resource and resource', () => {
  const { target, admin } = useSeededProject(
    `
    match /posts/{id} {
      allow create: if request.resource.data.keys().hasOnly(['title', 'owner']) && request.resource.data.title is string
        && request.resource.data.title.size() <= 10 && request.resource.id == id;
      allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title']) && resource.data.locked == false;
      allow delete: if resource.data.owner == request.auth.uid;
    }
    match /merged/{id} { allow update: if request.resource.data.a == 1 && request.resource.data.b == 2; }
    match /docs/{id} { allow get: if resource == null || resource.data.visibility == 'public'; }
    match /typed/{id} {
      allow create: if request.resource.data.i is int && request.resource.data.f is float && request.resource.data.s is string
        && request.resource.data.b is bool && request.resource.data.n == null && request.resource.data.l is list
        && request.resource.data.m is map && request.resource.data.m.k == 1 && request.resource.data.t is timestamp
        && request.resource.data.g is latlng && request.resource.data.y is bytes && request.resource.data.r is path;
    }`,
    {
      'posts/open': { title: 'a', owner: 'alice', locked: false },
      'posts/locked': { title: 'a', owner: 'alice', locked: true },
      'posts/mine': { title: 'a', owner: 'alice', locked: false },
      'merged/m1': { a: 1, b: 1 },
      'docs/public': { visibility: 'public' },
      'docs/private': { visibility: 'private' },
    },
  );
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(target, alice);
  });

  it('request.resource.data on create is the new document', async () => {
    await expectAllowed(setDoc(doc(db, 'posts/p1'), { title: 'short', owner: 'alice' }));
    await expectDenied(setDoc(doc(db, 'posts/p2'), { title: 'far too long a title', owner: 'alice' }));
  });

  it('keys().hasOnly refuses a field the rules do not list', async () => {
    await expectDenied(setDoc(doc(db, 'posts/p3'), { title: 'short', owner: 'alice', extra: true }));
  });

  it('request.resource on update is the stored document merged with the change', async () => {
    await expectAllowed(updateDoc(doc(db, 'merged/m1'), { b: 2 }));
    expect((await admin().doc('merged/m1').get()).data()).toEqual({ a: 1, b: 2 });
    await expectDenied(updateDoc(doc(db, 'merged/m1'), { b: 3 }));
  });

  it('diff(resource.data).affectedKeys() limits which fields an update may touch', async () => {
    await expectAllowed(updateDoc(doc(db, 'posts/open'), { title: 'b' }));
    await expectDenied(updateDoc(doc(db, 'posts/open'), { owner: 'bob' }));
  });

  it('resource.data on update is the stored document', async () => {
    await expectDenied(updateDoc(doc(db, 'posts/locked'), { title: 'b' }));
  });

  it('resource.data on delete is the stored document', async () => {
    await expectDenied(deleteDoc(doc(webFirestore(target, bob), 'posts/mine')));
    await expectAllowed(deleteDoc(doc(db, 'posts/mine')));
  });

  it('resource.data on get decides per document, and resource is null for a missing one', async () => {
    await expectAllowed(getDoc(doc(db, 'docs/public')));
    await expectDenied(getDoc(doc(db, 'docs/private')));
    await expectAllowed(getDoc(doc(db, 'docs/missing')));
  });

  const everyType = {
    i: 1,
    f: 1.5,
    s: 'text',
    b: true,
    n: null,
    l: [1, 'two'],
    m: { k: 1 },
    t: Timestamp.fromMillis(1_700_000_000_000),
    g: new GeoPoint(10, 20),
    y: Bytes.fromUint8Array(new Uint8Array([1, 2, 3])),
  };

  it('written values arrive with their rules types; a float where the rules want an int is refused', async () => {
    await expectAllowed(setDoc(doc(db, 'typed/t1'), { ...everyType, r: doc(db, 'docs/public') }));
    await expectDenied(setDoc(doc(db, 'typed/t2'), { ...everyType, i: 1.5, r: doc(db, 'docs/public') }));
  });
});

describe('request.resource after transforms, merges and deletes', () => {
  const stored = { n: 1, tags: ['a'], x: 1, m: { k: 1, j: 1 } };
  const { target } = useSeededProject(
    `
    match /counted/{id} { allow update: if request.resource.data.n == resource.data.n + 1; }
    match /tagged/{id} { allow update: if request.resource.data.tags == ['a', 'b']; }
    match /untagged/{id} { allow update: if request.resource.data.tags == []; }
    match /trimmed/{id} { allow update: if request.resource.data.keys().hasOnly(['n', 'tags']); }
    match /merged/{id} { allow write: if request.resource.data.n == 1 && request.resource.data.extra == true; }
    match /dotted/{id} { allow update: if request.resource.data.m.k == 2 && request.resource.data.m.j == 1; }
    match /removed/{id} { allow delete: if request.resource == null && resource.data.n == 1; }`,
    Object.fromEntries(
      ['counted', 'tagged', 'untagged', 'trimmed', 'merged', 'dotted', 'removed'].map((name) => [`${name}/d1`, stored]),
    ),
  );
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(target, alice);
  });

  it('increment() is applied before the rules see request.resource', async () => {
    await expectDenied(updateDoc(doc(db, 'counted/d1'), { n: increment(2) }));
    await expectAllowed(updateDoc(doc(db, 'counted/d1'), { n: increment(1) }));
  });

  it('arrayUnion() and arrayRemove() are applied before the rules see request.resource', async () => {
    await expectAllowed(updateDoc(doc(db, 'tagged/d1'), { tags: arrayUnion('b', 'a') }));
    await expectAllowed(updateDoc(doc(db, 'untagged/d1'), { tags: arrayRemove('a') }));
    await expectDenied(updateDoc(doc(db, 'untagged/d1'), { tags: arrayUnion('c') }));
  });

  it('deleteField() removes the field from request.resource', async () => {
    await expectDenied(updateDoc(doc(db, 'trimmed/d1'), { x: deleteField() }));
    await expectAllowed(updateDoc(doc(db, 'trimmed/d1'), { x: deleteField(), m: deleteField() }));
  });

  it('a merge set keeps the stored fields; on a missing document it has only its own', async () => {
    await expectAllowed(setDoc(doc(db, 'merged/d1'), { extra: true }, { merge: true }));
    await expectDenied(setDoc(doc(db, 'merged/d2'), { extra: true }, { merge: true }));
  });

  it('a dotted update changes one key of a map; a whole map replaces it', async () => {
    await expectDenied(updateDoc(doc(db, 'dotted/d1'), { m: { k: 2 } }));
    await expectAllowed(updateDoc(doc(db, 'dotted/d1'), { 'm.k': 2 }));
  });

  it('on delete request.resource is null and resource the stored document; deleting a missing one is refused', async () => {
    await expectDenied(deleteDoc(doc(db, 'removed/missing')));
    await expectAllowed(deleteDoc(doc(db, 'removed/d1')));
  });
});

describe('queries: rules are not filters', () => {
  const { target } = useSeededProject(
    `
    match /stories/{id} { allow read: if resource.data.published == true || resource.data.author == request.auth.uid; }
    match /scores/{id} { allow list: if resource.data.score > 10; }
    match /limited/{id} { allow list: if request.query.limit <= 10; }
    match /ordered/{id} { allow list: if request.query.orderBy.score == 'DESC'; }
    match /byName/{id} { allow list: if request.query.orderBy['__name__'] == 'ASC' && request.query.orderBy.size() == 1; }
    match /paged/{id} { allow list: if request.query.offset == 0; }`,
    {
      'stories/s1': { published: true, author: 'alice', title: 'x' },
      'stories/s2': { published: false, author: 'alice', title: 'y' },
      'stories/s3': { published: false, author: 'bob', title: 'z' },
      'scores/a': { score: 20 },
      'scores/b': { score: 5 },
    },
  );
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(target, alice);
  });
  const stories = () => collection(db, 'stories');

  it('a query whose filter implies the rule is allowed and returns its documents', async () => {
    const snapshot = await getDocs(query(stories(), where('published', '==', true)));
    expect(snapshot.docs.map((story) => story.id)).toEqual(['s1']);
  });

  it('a query without the filter is refused even though some results would pass', async () => {
    await expectDenied(getDocs(stories()));
  });

  it('a filter on a field the rule does not test is refused', async () => {
    await expectDenied(getDocs(query(stories(), where('title', '==', 'x'))));
  });

  it('a filter naming the caller satisfies a rule on request.auth.uid', async () => {
    const snapshot = await getDocs(query(stories(), where('author', '==', 'alice')));
    expect(snapshot.docs.map((story) => story.id).sort()).toEqual(['s1', 's2']);
    await expectDenied(getDocs(query(stories(), where('author', '==', 'bob'))));
  });

  it('in with allowed values is allowed; != that lets other values through is refused', async () => {
    await expectAllowed(getDocs(query(stories(), where('published', 'in', [true]))));
    await expectDenied(getDocs(query(stories(), where('published', '!=', false))));
  });

  it('an or query is allowed only when every branch satisfies the rule', async () => {
    await expectAllowed(getDocs(query(stories(), or(where('published', '==', true), where('author', '==', 'alice')))));
    await expectDenied(getDocs(query(stories(), or(where('published', '==', true), where('author', '==', 'bob')))));
  });

  it('a single get is decided on the stored document', async () => {
    await expectAllowed(getDoc(doc(db, 'stories/s2')));
    await expectDenied(getDoc(doc(db, 'stories/s3')));
  });

  it('a range filter must lie inside the range the rule allows', async () => {
    await expectAllowed(getDocs(query(collection(db, 'scores'), where('score', '>', 10))));
    await expectAllowed(getDocs(query(collection(db, 'scores'), where('score', '>=', 11))));
    await expectAllowed(getDocs(query(collection(db, 'scores'), where('score', '==', 20))));
    await expectAllowed(getDocs(query(collection(db, 'scores'), where('score', 'in', [11, 20]))));
    await expectDenied(getDocs(query(collection(db, 'scores'), where('score', '>', 5))));
  });

  it('request.query.limit', async () => {
    await expectAllowed(getDocs(query(collection(db, 'limited'), limit(5))));
    await expectDenied(getDocs(query(collection(db, 'limited'), limit(50))));
    await expectDenied(getDocs(collection(db, 'limited')));
  });

  it('request.query.orderBy maps each ordered field to its direction', async () => {
    await expectAllowed(getDocs(query(collection(db, 'ordered'), orderBy('score', 'desc'))));
    await expectDenied(getDocs(query(collection(db, 'ordered'), orderBy('score'))));
  });

  it('request.query.orderBy holds the implicit order by document name', async () => {
    await expectAllowed(getDocs(collection(db, 'byName')));
    await expectDenied(getDocs(query(collection(db, 'byName'), orderBy('score'))));
  });

  // The web SDK has no offset(); the query goes over REST with the same unsigned token it sends.
  it('request.query.offset (REST runQuery)', async () => {
    const token =
      [
        { alg: 'none', typ: 'JWT' },
        { sub: 'alice', iat: 0 },
      ]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.') + '.';
    const runQuery = (offset: number) =>
      fetch(`http://${target.firestoreHost}/v1/projects/${target.projectId}/databases/(default)/documents:runQuery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'paged' }], offset } }),
      }).then((response) => response.status);
    expect({ noOffset: await runQuery(0), offsetThree: await runQuery(3) }).toEqual({
      noOffset: 200,
      offsetThree: 403,
    });
  });
});

// How far a list rule is reasoned about: each case is a rule on resource.data and the queries it
// must allow and refuse (no documents are needed: the query alone decides).
const queryReasoningCases: Array<{
  name: string;
  rule: string;
  allows: QueryFieldFilterConstraint[][];
  refuses: QueryFieldFilterConstraint[][];
}> = [
  {
    name: 'in with only allowed values implies ==',
    rule: 'resource.data.v == 1',
    allows: [[where('v', 'in', [1])]],
    refuses: [[where('v', 'in', [1, 2])]],
  },
  {
    name: 'a range pinned to the allowed value is still refused',
    rule: 'resource.data.v == 1',
    allows: [[where('v', '==', 1)]],
    refuses: [[where('v', '>=', 1), where('v', '<=', 1)]],
  },
  {
    name: '!= in the rule is met by !=, not-in, another value or a range beyond it',
    rule: 'resource.data.v != 1',
    allows: [[where('v', '!=', 1)], [where('v', 'not-in', [1, 2])], [where('v', '==', 2)], [where('v', '>', 1)]],
    refuses: [[where('v', '==', 1)], []],
  },
  {
    name: 'a lower bound must be at least as strict as the rule',
    rule: 'resource.data.v > 5',
    allows: [[where('v', '>', 6)], [where('v', '==', 7)], [where('v', 'in', [6, 7])]],
    refuses: [[where('v', '>=', 5)], [where('v', 'in', [5, 7])]],
  },
  {
    name: 'a two-sided range must lie inside the rule',
    rule: 'resource.data.v > 5 && resource.data.v < 10',
    allows: [[where('v', '>', 6), where('v', '<', 9)]],
    refuses: [[where('v', '>', 5)]],
  },
  {
    name: 'in over a list in the rule',
    rule: 'resource.data.v in [1, 2, 3]',
    allows: [[where('v', 'in', [1, 2])], [where('v', '==', 3)]],
    refuses: [[where('v', 'in', [1, 4])], [where('v', '>=', 1), where('v', '<=', 3)]],
  },
  {
    name: 'a rule on list membership is met by array-contains, array-contains-any and list equality',
    rule: "'x' in resource.data.tags",
    allows: [
      [where('tags', 'array-contains', 'x')],
      [where('tags', 'array-contains-any', ['x'])],
      [where('tags', '==', ['x'])],
    ],
    refuses: [[where('tags', 'array-contains', 'y')]],
  },
  {
    name: 'a type check is met by equality, not by a range',
    rule: 'resource.data.v is string',
    allows: [[where('v', '==', 'a')], [where('v', 'in', ['a', 'b'])]],
    refuses: [[where('v', '>', 'a')]],
  },
  {
    name: 'either side of || is enough',
    rule: 'resource.data.a == 1 || resource.data.b == 2',
    allows: [[where('a', '==', 1)], [where('b', '==', 2)]],
    refuses: [[where('c', '==', 3)]],
  },
  {
    name: 'a negated equality is met by the other value, not by !=',
    rule: '!(resource.data.hidden == true)',
    allows: [[where('hidden', '==', false)]],
    refuses: [[where('hidden', '!=', true)], []],
  },
  {
    name: 'a negated equality is not decided by a range beyond the value',
    rule: '!(resource.data.v == 1)',
    allows: [[where('v', '==', 2)]],
    refuses: [[where('v', '>', 1)], [where('v', 'not-in', [1])]],
  },
  {
    name: 'a ternary is met only through its condition',
    rule: "resource.data.kind == 'public' ? true : resource.data.owner == request.auth.uid",
    allows: [[where('kind', '==', 'public')]],
    refuses: [[where('owner', '==', 'alice')], [where('kind', '==', 'private')]],
  },
  {
    name: 'a rule on the id wildcard is met by a documentId filter',
    rule: "id == 'a'",
    allows: [[where(documentId(), '==', 'a')]],
    refuses: [[]],
  },
  {
    name: 'a rule on resource.id is not met by a documentId filter',
    rule: "resource.id == 'a'",
    allows: [],
    refuses: [[where(documentId(), '==', 'a')]],
  },
  {
    name: 'a rule comparing with a token claim',
    rule: 'resource.data.owner == request.auth.token.email',
    allows: [[where('owner', '==', 'alice@example.com')]],
    refuses: [[where('owner', '==', 'bob@example.com')]],
  },
  {
    name: 'a method called on a field is met by equality',
    rule: 'resource.data.title.size() < 5',
    allows: [[where('title', '==', 'abc')]],
    refuses: [[where('title', '==', 'abcdef')], []],
  },
  {
    name: 'in over ids meets a rule listing the id wildcard',
    rule: "id in ['a', 'b']",
    allows: [[where(documentId(), 'in', ['a', 'b'])]],
    refuses: [[where(documentId(), 'in', ['a', 'c'])]],
  },
  {
    name: 'a range on the id wildcard is not reasoned about',
    rule: "id > 'm'",
    allows: [],
    refuses: [[where(documentId(), '>', 'n')]],
  },
  {
    name: 'a string range must lie inside the rule',
    rule: "resource.data.name >= 'a' && resource.data.name < 'b'",
    allows: [[where('name', '>=', 'aa'), where('name', '<', 'ab')], [where('name', '==', 'abc')]],
    refuses: [[where('name', '>=', 'a')]],
  },
  {
    name: 'is number and is int are met by equality with such a value',
    rule: 'resource.data.v is number',
    allows: [[where('v', '==', 1)], [where('v', '==', 1.5)]],
    refuses: [[where('v', '>', 0)]],
  },
  {
    name: 'a negated in is met by not-in over the same values',
    rule: '!(resource.data.v in [1, 2])',
    allows: [[where('v', 'not-in', [1, 2])], [where('v', '==', 3)]],
    refuses: [[where('v', '==', 1)]],
  },
  {
    name: 'a timestamp bound',
    rule: 'resource.data.t > timestamp.date(2020, 1, 1)',
    allows: [[where('t', '>', new Date('2021-01-01'))]],
    refuses: [[where('t', '>', new Date('2019-01-01'))]],
  },
  {
    name: 'equality with null',
    rule: 'resource.data.v == null',
    allows: [[where('v', '==', null)]],
    refuses: [[where('v', '!=', null)]],
  },
  {
    name: 'a boolean field as the whole condition',
    rule: 'resource.data.flag',
    allows: [[where('flag', '==', true)]],
    refuses: [[where('flag', '!=', false)]],
  },
  {
    name: 'map get() with a default is met by equality',
    rule: "resource.data.get('v', 0) == 1",
    allows: [[where('v', '==', 1)]],
    refuses: [[]],
  },
  {
    name: 'a nested field is met by its path or by its whole map',
    rule: 'resource.data.m.k == 1',
    allows: [[where('m.k', '==', 1)], [where('m', '==', { k: 1 })]],
    refuses: [[where('m.k', '==', 2)]],
  },
];

describe('queries: how far list rules are reasoned about', () => {
  const { target } = useSeededProject(
    queryReasoningCases
      .map(({ rule }, index) => `\n    match /reasoned${index}/{id} { allow list: if ${rule}; }`)
      .join(''),
  );
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(target, { sub: 'alice', email: 'alice@example.com' });
  });

  queryReasoningCases.forEach(({ name, rule, allows, refuses }, index) => {
    it(`${name}: ${rule}`, async () => {
      const run = (filters: QueryFieldFilterConstraint[]) =>
        outcome(getDocs(query(collection(db, `reasoned${index}`), ...filters)));
      const outcomes = { allows: await Promise.all(allows.map(run)), refuses: await Promise.all(refuses.map(run)) };
      expect(outcomes).toEqual({
        allows: allows.map(() => 'allowed'),
        refuses: refuses.map(() => 'permission-denied'),
      });
    });
  });
});

describe('collection groups and aggregations', () => {
  const { target } = useSeededProject(
    `
    match /{path=**}/comments/{id} { allow list: if resource.data.visible == true; }
    match /posts/{post}/notes/{id} { allow list: if true; }
    match /tallies/{id} { allow list: if resource.data.score > 10; }
    match /{path=**}/articles/{id} { allow list: if path[0] == 'orgs' || resource.data.public == true; }
    match /teams/{team}/members/{uid} { allow list: if get(/databases/$(database)/documents/teams/$(team)).data.open == true; }`,
    {
      'posts/p1/comments/c1': { visible: true },
      'posts/p2/comments/c2': { visible: false },
      'posts/p1/notes/n1': { text: 'x' },
      'tallies/a': { score: 20 },
      'tallies/b': { score: 30 },
      'tallies/c': { score: 1 },
      'teams/open': { open: true },
      'teams/closed': { open: false },
    },
  );
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(target, alice);
  });

  it('a collection group query is allowed when its filter implies a {path=**} rule', async () => {
    const snapshot = await getDocs(query(collectionGroup(db, 'comments'), where('visible', '==', true)));
    expect(snapshot.docs.map((comment) => comment.ref.path)).toEqual(['posts/p1/comments/c1']);
    await expectDenied(getDocs(collectionGroup(db, 'comments')));
  });

  it('a collection group query needs a recursive rule; a rule for one parent does not cover it', async () => {
    await expectAllowed(getDocs(collection(db, 'posts/p1/notes')));
    await expectDenied(getDocs(collectionGroup(db, 'notes')));
  });

  it('the {path=**} wildcard binds the parent path for a query of one collection', async () => {
    await expectAllowed(getDocs(collection(db, 'orgs/o1/articles')));
    await expectDenied(getDocs(collection(db, 'users/u1/articles')));
    await expectAllowed(getDocs(query(collectionGroup(db, 'articles'), where('public', '==', true))));
  });

  it('a list rule may get() the parent document named by a wildcard', async () => {
    await expectAllowed(getDocs(collection(db, 'teams/open/members')));
    await expectDenied(getDocs(collection(db, 'teams/closed/members')));
    await expectDenied(getDocs(collection(db, 'teams/missing/members')));
  });

  it('count is checked like the query it counts', async () => {
    const counted = await getCount(query(collectionGroup(db, 'comments'), where('visible', '==', true)));
    expect(counted.data().count).toBe(1);
    await expectDenied(getCount(collectionGroup(db, 'comments')));
  });

  it('sum is checked like the query it sums', async () => {
    const summed = await getAggregate(query(collection(db, 'tallies'), where('score', '>', 10)), {
      total: sum('score'),
    });
    expect(summed.data().total).toBe(50);
    await expectDenied(getAggregate(collection(db, 'tallies'), { total: sum('score') }));
  });
});

/** Ids of the documents `limits/l{from}` to `limits/l{to}` that rules may read. */
const limitIds = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `l${from + index}`);

describe('get, exists, getAfter and existsAfter', () => {
  const existsAll = (ids: string[]) =>
    ids.map((id) => `exists(/databases/$(database)/documents/limits/${id})`).join(' && ');
  const { target, admin } = useSeededProject(
    `
    match /secrets/{id} { allow get: if exists(/databases/$(database)/documents/admins/$(request.auth.uid)); }
    match /reports/{id} { allow get: if get(/databases/$(database)/documents/roles/$(request.auth.uid)).data.role == 'editor'; }
    match /profiles/{uid} { allow create: if existsAfter(/databases/$(database)/documents/handles/$(request.resource.data.handle)); }
    match /handles/{handle} { allow create: if true; }
    match /entries/{id} {
      allow create: if getAfter(/databases/$(database)/documents/counters/c).data.count
        == get(/databases/$(database)/documents/counters/c).data.count + 1;
    }
    match /counters/{id} { allow update: if true; }
    match /limited/ten { allow get: if ${existsAll(limitIds(1, 10))}; }
    match /limited/eleven { allow get: if ${existsAll(limitIds(1, 11))}; }
    match /batchFirst/{id} { allow create: if ${existsAll(limitIds(1, 10))}; }
    match /batchSecond/{id} { allow create: if ${existsAll(limitIds(11, 20))}; }
    match /batchThird/{id} { allow create: if ${existsAll(limitIds(21, 21))}; }`,
    {
      'admins/alice': { since: 2020 },
      'roles/alice': { role: 'editor' },
      'roles/bob': { role: 'viewer' },
      'counters/c': { count: 0 },
      ...Object.fromEntries(limitIds(1, 21).map((id) => [`limits/${id}`, { n: 1 }])),
    },
  );

  it('exists() reads a document the caller cannot read', async () => {
    await expectAllowed(getDoc(doc(webFirestore(target, alice), 'secrets/s1')));
    await expectDenied(getDoc(doc(webFirestore(target, bob), 'secrets/s1')));
  });

  it('get() reads fields; get() of a missing document refuses', async () => {
    await expectAllowed(getDoc(doc(webFirestore(target, alice), 'reports/r1')));
    await expectDenied(getDoc(doc(webFirestore(target, bob), 'reports/r1')));
    await expectDenied(getDoc(doc(webFirestore(target, { sub: 'carol' }), 'reports/r1')));
  });

  it('existsAfter() sees a document created in the same batch', async () => {
    const db = webFirestore(target, alice);
    await expectDenied(setDoc(doc(db, 'profiles/alice'), { handle: 'ally' }));
    const batch = writeBatch(db);
    batch.set(doc(db, 'handles/ally'), { uid: 'alice' });
    batch.set(doc(db, 'profiles/alice'), { handle: 'ally' });
    await expectAllowed(batch.commit());
  });

  it('getAfter() sees the state after the batch, get() the state before', async () => {
    const db = webFirestore(target, alice);
    await expectDenied(setDoc(doc(db, 'entries/e1'), { text: 'alone' }));
    const batch = writeBatch(db);
    batch.set(doc(db, 'entries/e1'), { text: 'counted' });
    batch.update(doc(db, 'counters/c'), { count: 1 });
    await expectAllowed(batch.commit());
    expect((await admin().doc('counters/c').get()).data()).toEqual({ count: 1 });
  });

  it('a single get may read 10 other documents in its rules, not 11', async () => {
    const db = webFirestore(target, alice);
    await expectAllowed(getDoc(doc(db, 'limited/ten')));
    await expectDenied(getDoc(doc(db, 'limited/eleven')));
  });

  it('a batch may read 20 distinct documents in the rules of all its writes, not 21', async () => {
    const db = webFirestore(target, alice);
    const batchOf = (collections: string[]) => {
      const batch = writeBatch(db);
      collections.forEach((name, index) => batch.set(doc(db, `${name}/w${index}`), { n: index }));
      return batch.commit();
    };
    await expectAllowed(batchOf(['batchFirst', 'batchSecond']));
    await expectDenied(batchOf(['batchFirst', 'batchSecond', 'batchThird']));
  });
});

describe('atomic batches and transactions', () => {
  const { target, admin } = useSeededProject(
    `
    match /open/{id} { allow read, write: if true; }
    match /closed/{id} { allow read, write: if false; }`,
    { 'open/balance': { amount: 10 }, 'closed/vault': { amount: 100 } },
  );
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(target, alice);
  });
  const stored = async (path: string) => (await admin().doc(path).get()).data();

  it('a batch of allowed writes lands whole', async () => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'open/b1'), { n: 1 });
    batch.set(doc(db, 'open/b2'), { n: 2 });
    await expectAllowed(batch.commit());
    expect([await stored('open/b1'), await stored('open/b2')]).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('a batch with one refused write writes nothing', async () => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'open/b3'), { n: 3 });
    batch.set(doc(db, 'closed/b4'), { n: 4 });
    await expectDenied(batch.commit());
    expect(await stored('open/b3')).toBeUndefined();
  });

  it('a transaction whose write is refused writes nothing', async () => {
    const transfer = runTransaction(db, async (transaction) => {
      const balance = await transaction.get(doc(db, 'open/balance'));
      transaction.update(doc(db, 'open/balance'), { amount: balance.get('amount') - 5 });
      transaction.update(doc(db, 'closed/vault'), { amount: 105 });
    });
    await expectDenied(transfer);
    expect([await stored('open/balance'), await stored('closed/vault')]).toEqual([{ amount: 10 }, { amount: 100 }]);
  });

  it('a transaction that reads a refused document fails', async () => {
    await expectDenied(
      runTransaction(db, async (transaction) => (await transaction.get(doc(db, 'closed/vault'))).data()),
    );
  });

  it('an allowed transaction commits', async () => {
    await expectAllowed(
      runTransaction(db, async (transaction) => {
        const balance = await transaction.get(doc(db, 'open/balance'));
        transaction.update(doc(db, 'open/balance'), { amount: balance.get('amount') + 1 });
      }),
    );
    expect(await stored('open/balance')).toEqual({ amount: 11 });
  });

  it('firebase-admin is the owner: rules do not apply to it', async () => {
    await admin().doc('closed/by-admin').set({ n: 1 });
    expect(await stored('closed/by-admin')).toEqual({ n: 1 });
    expect(await outcome(getDoc(doc(db, 'closed/by-admin')))).toBe('permission-denied');
  });
});
