import { collection, doc, getDoc, getDocs, type Firestore } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectAllowed,
  expectDenied,
  firestoreRuleset,
  loadFirestoreRules,
  outcome,
  useEmulator,
  useRulesProject,
  webFirestore,
} from './harness.js';

// The rules language itself, case by case, run the same against Google's emulator and ours. Each
// expression case gets two documents: `holds/cN` is readable only if the expression equals the
// expected value, `differs/cN` only if it does not. So a case fails when the engine evaluates the
// expression wrongly, when it errors (both refused) and when it allows or refuses everything.

const hosts = useEmulator();

interface ExpressionCase {
  name: string;
  expression: string;
  equals: string;
}

const expressionCases: ExpressionCase[] = [
  // Operators
  { name: 'integer arithmetic with precedence', expression: '1 + 2 * 3 - 4', equals: '3' },
  { name: 'integer division truncates and % is the remainder', expression: '[7 / 2, 7 % 3]', equals: '[3, 1]' },
  { name: 'integer division and remainder round toward zero', expression: '[-7 / 2, -7 % 3]', equals: '[-3, -1]' },
  {
    name: 'float arithmetic, and an int equals the same float',
    expression: '[7.0 / 2, 1 == 1.0, 0.5 + 0.25]',
    equals: '[3.5, true, 0.75]',
  },
  { name: 'unary minus and logical not', expression: '[-(3), !true, !!false]', equals: '[-3, false, false]' },
  {
    name: 'comparison operators on numbers and strings',
    expression: "[1 < 2, 2 <= 2, 3 > 2, 2 >= 3, 'abc' < 'abd', 1 != 2]",
    equals: '[true, true, true, false, true, true]',
  },
  {
    name: '&& and || on booleans',
    expression: '[true && false, true || false, false || 1 == 1]',
    equals: '[false, true, true]',
  },
  { name: 'the ternary picks a branch', expression: "[1 > 2 ? 'yes' : 'no', true ? 1 : 2]", equals: "['no', 1]" },
  {
    name: 'in tests list membership and map keys',
    expression: "[2 in [1, 2, 3], 4 in [1, 2], 'a' in {'a': 1}, 'b' in {'a': 1}]",
    equals: '[true, false, true, false]',
  },
  {
    name: 'is names the scalar types',
    expression:
      "1 is int && 1.5 is float && 1 is number && 1.5 is number && 'a' is string && true is bool && !(1 is string)",
    equals: 'true',
  },
  {
    name: 'is names the container and special types',
    expression:
      "[1] is list && {'a': 1} is map && {'a': 1}.diff({}) is map_diff && 'a'.toUtf8() is bytes && duration.value(1, 's') is duration && timestamp.value(0) is timestamp && latlng.value(1, 2) is latlng && path('/a/b') is path",
    equals: 'true',
  },
  // Strings
  { name: 'string lower and upper', expression: "'Hello'.lower() + 'Hello'.upper()", equals: "'helloHELLO'" },
  {
    name: 'string lower and upper change ASCII letters only',
    expression: "['ÀB'.lower(), 'àb'.upper()]",
    equals: "['Àb', 'àB']",
  },
  { name: 'string size counts characters', expression: "['hello'.size(), ''.size()]", equals: '[5, 0]' },
  { name: 'string split keeps empty parts', expression: "'a,b,,c'.split(',')", equals: "['a', 'b', '', 'c']" },
  {
    name: 'string matches is a whole-string regular expression match',
    expression:
      "['abc'.matches('a.c'), 'abc'.matches('b'), 'abc'.matches('.*b.*'), 'user_42'.matches('[a-z]+_[0-9]+')]",
    equals: '[true, false, true, true]',
  },
  {
    name: 'string replace replaces every match of a regular expression',
    expression: "'a1b22c'.replace('[0-9]+', '#')",
    equals: "'a#b#c'",
  },
  {
    name: 'string replace refers to groups as $1 and the match as $0',
    expression: "['abc'.replace('(b)', '[$1]'), 'abc'.replace('b', '$0$0')]",
    equals: "['a[b]c', 'abbc']",
  },
  { name: 'string trim', expression: "'  x y  '.trim()", equals: "'x y'" },
  { name: 'string index and range', expression: "['abcdef'[1], 'abcdef'[1:3]]", equals: "['b', 'bc']" },
  { name: 'string concatenation and toUtf8 size in bytes', expression: "('a' + 'é').toUtf8().size()", equals: '3' },
  {
    name: 'int, float and string conversions',
    expression: "[int('42'), int(3.9), float(2), string(7), string(true)]",
    equals: "[42, 3, 2.0, '7', 'true']",
  },
  {
    name: 'string() of a float keeps its point, of null is null',
    expression: '[string(1.5), string(1.0), string(null)]',
    equals: "['1.5', '1.0', 'null']",
  },
  // Lists
  {
    name: 'list concat and size',
    expression: '[[1, 2].concat([3]).size(), [1, 2].concat([3])]',
    equals: '[3, [1, 2, 3]]',
  },
  { name: 'list index and range', expression: '[[10, 20, 30][1], [10, 20, 30][1:3]]', equals: '[20, [20, 30]]' },
  {
    name: 'list hasAll, hasAny and hasOnly',
    expression:
      '[[1, 2, 3].hasAll([1, 3]), [1, 2, 3].hasAny([4, 2]), [1, 2].hasOnly([1, 2, 3]), [1, 4].hasOnly([1, 2, 3]), [1].hasAll([1, 5])]',
    equals: '[true, true, true, false, false]',
  },
  {
    name: 'hasAny of nothing is false; hasAll and hasOnly of nothing are true',
    expression: '[[1].hasAny([]), [].hasAll([]), [].hasOnly([])]',
    equals: '[false, true, true]',
  },
  {
    name: 'list toSet drops duplicates',
    expression: '[[1, 2, 2, 3].toSet().size(), [1, 2, 2].toSet() == [2, 1].toSet()]',
    equals: '[3, true]',
  },
  {
    name: 'list removeAll and join',
    expression: "[[1, 2, 3, 2].removeAll([2]), ['a', 'b', 'c'].join('-')]",
    equals: "[[1, 3], 'a-b-c']",
  },
  { name: 'list equality is ordered', expression: '[[1, 2] == [1, 2], [1, 2] == [2, 1]]', equals: '[true, false]' },
  {
    name: 'inside lists and maps an int never equals a float',
    expression: "[1 == 1.0, [1] == [1.0], {'a': 1} == {'a': 1.0}]",
    equals: '[true, false, false]',
  },
  // Sets
  { name: 'set difference', expression: '[1, 2, 3].toSet().difference([2].toSet())', equals: '[1, 3].toSet()' },
  {
    name: 'set union and intersection',
    expression: '[[1, 2].toSet().union([2, 3].toSet()), [1, 2].toSet().intersection([2, 3].toSet())]',
    equals: '[[1, 2, 3].toSet(), [2].toSet()]',
  },
  {
    name: 'set hasAll, hasAny, hasOnly and size',
    expression:
      '[[1, 2].toSet().hasAll([1]), [1, 2].toSet().hasAny([3]), [1, 2].toSet().hasOnly([1, 2, 3]), [1, 2].toSet().size()]',
    equals: '[true, false, true, 2]',
  },
  // Maps
  {
    name: 'map keys and values',
    expression: "[{'a': 1, 'b': 2}.keys().toSet(), {'a': 1, 'b': 2}.values().toSet()]",
    equals: "[['a', 'b'].toSet(), [1, 2].toSet()]",
  },
  {
    name: 'map size, dot access and index',
    expression: "[{'a': 1, 'b': {'c': 3}}.size(), {'a': 1, 'b': {'c': 3}}.b.c, {'a': 1}['a']]",
    equals: '[2, 3, 1]',
  },
  {
    name: 'map get with a default, also along a key path',
    expression:
      "[{'a': 1}.get('a', 0), {'a': 1}.get('z', 0), {'a': {'b': 2}}.get(['a', 'b'], 0), {'a': {}}.get(['a', 'x'], 'none')]",
    equals: "[1, 0, 2, 'none']",
  },
  { name: 'map equality ignores key order', expression: "{'a': 1, 'b': 2} == {'b': 2, 'a': 1}", equals: 'true' },
  {
    name: 'map diff: added, removed and changed keys',
    expression:
      "[{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 20, 'd': 4}).addedKeys(), {'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 20, 'd': 4}).removedKeys(), {'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 20, 'd': 4}).changedKeys()]",
    equals: "[['c'].toSet(), ['d'].toSet(), ['b'].toSet()]",
  },
  {
    name: 'map diff: affected and unchanged keys',
    expression:
      "[{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 20, 'd': 4}).affectedKeys(), {'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 20, 'd': 4}).unchangedKeys()]",
    equals: "[['b', 'c', 'd'].toSet(), ['a'].toSet()]",
  },
  // Timestamps and durations
  {
    name: 'timestamp plus a duration crosses a leap day',
    expression: "timestamp.date(2024, 2, 28) + duration.value(2, 'd')",
    equals: 'timestamp.date(2024, 3, 1)',
  },
  {
    name: 'timestamp calendar fields',
    expression:
      '[timestamp.date(2024, 3, 15).year(), timestamp.date(2024, 3, 15).month(), timestamp.date(2024, 3, 15).day(), timestamp.date(2024, 3, 15).dayOfWeek(), timestamp.date(2024, 3, 15).dayOfYear()]',
    equals: '[2024, 3, 15, 5, 75]',
  },
  {
    name: 'timestamp value, toMillis and time of day',
    expression:
      "[timestamp.value(1500000000000).toMillis(), (timestamp.value(0) + duration.value(90, 'm')).hours(), (timestamp.value(0) + duration.value(90, 'm')).minutes()]",
    equals: '[1500000000000, 1, 30]',
  },
  {
    name: 'timestamp nanos and time of day',
    expression:
      "[timestamp.value(1500000000123).nanos(), (timestamp.date(2024, 1, 1) + duration.value(3723, 's')).time()]",
    equals: '[123000000, duration.time(1, 2, 3, 0)]',
  },
  {
    name: 'timestamp minus timestamp is a duration',
    expression: '(timestamp.date(2024, 1, 2) - timestamp.date(2024, 1, 1)).seconds()',
    equals: '86400',
  },
  {
    name: 'timestamp date() drops the time of day',
    expression: "(timestamp.date(2024, 5, 6) + duration.value(5, 'h')).date()",
    equals: 'timestamp.date(2024, 5, 6)',
  },
  {
    name: 'duration value, time, seconds and nanos',
    expression:
      "[duration.value(90, 's').seconds(), duration.time(1, 2, 3, 4).seconds(), duration.value(1500, 'ms').nanos()]",
    equals: '[90, 3723, 500000000]',
  },
  {
    name: 'duration in weeks, and negative durations',
    expression:
      "[duration.value(1, 'w') == duration.value(7, 'd'), duration.value(-1500, 'ms').seconds(), duration.value(-1500, 'ms').nanos()]",
    equals: '[true, -1, -500000000]',
  },
  {
    name: 'duration abs and comparison',
    expression: "[duration.abs(duration.value(-5, 's')), duration.value(1, 'h') > duration.value(59, 'm')]",
    equals: "[duration.value(5, 's'), true]",
  },
  // Math
  {
    name: 'math abs, ceil, floor (floats) and round (an int)',
    expression: '[math.abs(-3), math.abs(-2.5), math.ceil(1.2), math.floor(1.8), math.round(2.5), math.round(2.4)]',
    equals: '[3, 2.5, 2.0, 1.0, 3, 2]',
  },
  {
    name: 'math round takes halves up',
    expression: '[math.round(2.5), math.round(-2.5), math.round(-2.4)]',
    equals: '[3, -2, -2]',
  },
  {
    name: 'math sqrt and pow give floats',
    expression: '[math.sqrt(16), math.pow(2, 10), math.pow(2.0, -1)]',
    equals: '[4.0, 1024.0, 0.5]',
  },
  {
    name: 'math isNaN',
    expression: "[math.isNaN(float('NaN')), math.isNaN(math.sqrt(-1)), math.isNaN(1.0)]",
    equals: '[true, true, false]',
  },
  // Hashing and bytes
  {
    name: 'hashing sha256 of a string, hex and web-safe base64',
    expression: "[hashing.sha256('abc').toHexString().lower(), hashing.sha256('abc').toBase64()]",
    equals:
      "['ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0=']",
  },
  {
    name: 'hashing md5, and crc32 and crc32c as little-endian bytes',
    expression:
      "[hashing.md5('abc').toHexString().lower(), hashing.crc32('abc').toHexString().lower(), hashing.crc32c('abc').toHexString().lower()]",
    equals: "['900150983cd24fb0d6963f7d28e17f72', 'c2412435', 'b73f4b36']",
  },
  {
    name: 'hashing bytes equals hashing their string',
    expression: "hashing.sha256('abc'.toUtf8()) == hashing.sha256('abc')",
    equals: 'true',
  },
  {
    name: 'bytes size and base64',
    expression: "['hi'.toUtf8().size(), 'hi'.toUtf8().toBase64()]",
    equals: "[2, 'aGk=']",
  },
  { name: 'bytes literals', expression: "[b'abc' == 'abc'.toUtf8(), b'\\xff'.toHexString()]", equals: "[true, 'FF']" },
  // Lat/lng and paths
  {
    name: 'latlng fields are floats',
    expression: '[latlng.value(10, 20).latitude(), latlng.value(10, 20).longitude()]',
    equals: '[10.0, 20.0]',
  },
  {
    name: 'latlng distance in metres',
    expression:
      'latlng.value(0, 0).distance(latlng.value(0, 1)) > 111000 && latlng.value(0, 0).distance(latlng.value(0, 1)) < 112000',
    equals: 'true',
  },
  {
    name: 'path() from a string, indexed by segment',
    expression: "[path('/a/b')[0], path('a/b') == path('/a/b')]",
    equals: "['a', true]",
  },
  {
    name: 'a path literal with a $() binding equals the path built from a string',
    expression: '/databases/$(database)/documents/a/$("b")',
    equals: "path('/databases/' + database + '/documents/a/b')",
  },
  // Functions
  { name: 'a function with a parameter', expression: 'double(21)', equals: '42' },
  { name: 'let bindings inside a function', expression: '[classify(17), classify(30)]', equals: "['minor', 'adult']" },
  { name: 'a function calling another function', expression: 'quadruple(5)', equals: '20' },
  { name: 'a chain of 21 functions, each calling the next, is allowed', expression: 'chain1(7)', equals: '7' },
];

/** `chain1(x)` calls `chain2(x)` … down to `chain{depth}(x)`, which returns x. */
function callChain(depth: number): string {
  return Array.from(
    { length: depth },
    (_, index) => `function chain${index + 1}(x) { return ${index + 1 < depth ? `chain${index + 2}(x)` : 'x'}; }`,
  ).join('\n    ');
}

const functions = `
    ${callChain(21)}
    function double(x) { return x * 2; }
    function quadruple(x) { return double(double(x)); }
    function classify(age) {
      let adult = age >= 18;
      let label = adult ? 'adult' : 'minor';
      return label;
    }`;

function expressionRules(): string {
  const matches = expressionCases.map(
    ({ expression, equals }, index) => `
    match /holds/c${index} { allow get: if (${expression}) == (${equals}); }
    match /differs/c${index} { allow get: if !((${expression}) == (${equals})); }`,
  );
  return firestoreRuleset(functions + matches.join(''));
}

describe('expressions', () => {
  const project = useRulesProject(hosts, expressionRules());
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(project);
  });

  expressionCases.forEach(({ name, expression, equals }, index) => {
    it(`${name}: ${expression} == ${equals}`, async () => {
      expect({
        holds: await outcome(getDoc(doc(db, 'holds', `c${index}`))),
        differs: await outcome(getDoc(doc(db, 'differs', `c${index}`))),
      }).toEqual({
        holds: 'allowed',
        differs: 'permission-denied',
      });
    });
  });
});

// An evaluation error makes its expression an error value; an allow whose condition is an error
// refuses, except where || or && can decide without the erroring side.
const errorCases: Array<{ name: string; condition: string; allowed: boolean }> = [
  { name: 'a list index out of range refuses', condition: '[1][5] == 1', allowed: false },
  { name: 'adding a string and an int refuses', condition: "'a' + 1 == 'a1'", allowed: false },
  { name: 'a missing map key refuses', condition: "{'a': 1}.b == 1", allowed: false },
  { name: 'integer division by zero refuses', condition: '1 / 0 == 0', allowed: false },
  { name: 'integer overflow refuses', condition: '9223372036854775807 + 1 > 0', allowed: false },
  { name: 'a negative list index refuses', condition: '[1, 2, 3][-1] == 3', allowed: false },
  { name: 'a string index out of range refuses', condition: "'abc'[5] == 'c'", allowed: false },
  { name: 'int() of a decimal string refuses', condition: "int('1.5') == 1", allowed: false },
  { name: 'string() of a list refuses', condition: "string([1, 2]) == '[1, 2]'", allowed: false },
  {
    name: 'multiplying a duration refuses',
    condition: "duration.value(1, 'h') * 2 == duration.value(2, 'h')",
    allowed: false,
  },
  { name: 'a non-boolean condition refuses', condition: "'true'", allowed: false },
  { name: 'an error || true allows', condition: "{'a': 1}.b == 1 || true", allowed: true },
  { name: 'true || an error allows', condition: "true || {'a': 1}.b == 1", allowed: true },
  { name: 'an error && false refuses', condition: "{'a': 1}.b == 1 && false", allowed: false },
  { name: 'an error inside a function refuses', condition: "double('x') == 2", allowed: false },
  {
    name: 'get() of a missing document is an error, not null',
    condition: 'get(/databases/$(database)/documents/nothing/here) == null',
    allowed: false,
  },
  {
    name: 'get() in another database is an error',
    condition: 'get(/databases/other/documents/nothing/here) == null',
    allowed: false,
  },
  {
    name: 'exists() of a missing document is false',
    condition: '!exists(/databases/$(database)/documents/nothing/here)',
    allowed: true,
  },
  {
    name: 'exists() of a collection path refuses',
    condition: '!exists(/databases/$(database)/documents/nothing)',
    allowed: false,
  },
];

describe('evaluation errors', () => {
  const rules = firestoreRuleset(
    functions +
      errorCases
        .map(({ condition }, index) => `\n    match /errors/c${index} { allow get: if ${condition}; }`)
        .join(''),
  );
  const project = useRulesProject(hosts, rules);
  let db: Firestore;
  beforeAll(() => {
    db = webFirestore(project);
  });

  errorCases.forEach(({ name, condition, allowed }, index) => {
    it(`${name}: ${condition}`, async () => {
      const read = getDoc(doc(db, 'errors', `c${index}`));
      await (allowed ? expectAllowed(read) : expectDenied(read));
    });
  });
});

// What the compiler refuses (400 when loaded) and what it leaves to evaluation, where it refuses.
const refusedRulesets: Array<{ name: string; statements: string }> = [
  { name: 'a syntax error', statements: 'match /a/{b} { allow read: if (; }' },
  { name: 'a wildcard name used twice in one path', statements: 'match /a/{b}/c/{b} { allow read: if true; }' },
  { name: 'an empty match body', statements: 'match /a/{b} { }' },
  {
    name: 'an integer literal beyond 64 bits',
    statements: 'match /a/{b} { allow read: if 99999999999999999999 > 0; }',
  },
  { name: 'let outside a function', statements: 'match /a/{b} { let x = 1; allow read: if x == 1; }' },
  { name: 'a function without return', statements: 'function f() { let x = 1; } match /a/{b} { allow read: if f(); }' },
  { name: 'a recursive function', statements: 'function f(x) { return f(x); } match /a/{b} { allow read: if f(1); }' },
  {
    name: 'a regular expression literal that does not compile',
    statements: "match /a/{b} { allow read: if 'a'.matches('('); }",
  },
  // Google counts the calls below the first: 21 functions in a chain load, 22 do not.
  {
    name: 'a chain of 22 functions, each calling the next',
    statements: `${callChain(22)}\n    match /a/{b} { allow read: if chain1(1) == 1; }`,
  },
];

const rulesetsFailingAtEvaluation: Array<{ name: string; condition: string }> = [
  { name: 'an unknown function', condition: 'unknownFunction()' },
  { name: 'an unknown variable', condition: 'unknownVariable == 1' },
  { name: 'a call with the wrong number of arguments', condition: 'double(1, 2) == 2' },
];

describe('loading rules', () => {
  refusedRulesets.forEach(({ name, statements }, index) => {
    it(`a ruleset with ${name} is refused with 400`, async () => {
      const target = { firestoreHost: hosts.firestoreHost, projectId: `${hosts.projectId}-refused${index}` };
      await expect(loadFirestoreRules(target, firestoreRuleset(statements))).rejects.toThrow(/\(400\)/);
    });
  });

  rulesetsFailingAtEvaluation.forEach(({ name, condition }, index) => {
    it(`a ruleset with ${name} loads, and the condition refuses`, async () => {
      const target = { firestoreHost: hosts.firestoreHost, projectId: `${hosts.projectId}-evaluated${index}` };
      await loadFirestoreRules(
        target,
        firestoreRuleset(`${functions}\n    match /things/{id} { allow get: if ${condition}; allow list: if true; }`),
      );
      await expectDenied(getDoc(doc(webFirestore(target), 'things/t1')));
      await expectAllowed(getDocs(collection(webFirestore(target), 'things')));
    });
  });

  it('a ruleset loaded later replaces the one before for the project', async () => {
    const target = { firestoreHost: hosts.firestoreHost, projectId: `${hosts.projectId}-reloaded` };
    const db = webFirestore(target);
    await loadFirestoreRules(target, firestoreRuleset('match /things/{id} { allow get: if true; }'));
    await expectAllowed(getDoc(doc(db, 'things', 't1')));
    await loadFirestoreRules(target, firestoreRuleset('match /things/{id} { allow get: if false; }'));
    await expectDenied(getDoc(doc(db, 'things', 't1')));
  });
});
