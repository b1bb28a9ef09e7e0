/**
 * Runtime values of the rules language. Scalars are plain JS values (int = bigint, float =
 * number); compound values are small classes. `Unknown` and the constrained values stand for
 * what a list query does not pin down ("rules are not filters"); touching them is an error.
 */
import type { Fields, Value } from '../firestore/types.js';
import { parseTimestamp } from '../firestore/values.js';

export type RValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | RValue[]
  | RMap
  | RSet
  | RPath
  | RTimestamp
  | RDuration
  | RLatLng
  | RMapDiff
  | Unknown
  | KnownToContain
  | Constrained;

/** An evaluation error: the allow statement it occurs in does not grant. */
export class EvalError extends Error {}

/**
 * Raised when a decision depends on what a list query leaves open. Google's emulator words the
 * unpinned document id as a null value and an undecided constraint as an evaluation error.
 */
export const UNDECIDED = 'evaluation error';

export class UnknownValueError extends EvalError {
  constructor(message = UNDECIDED) {
    super(message);
  }
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function checkedInt(value: bigint): bigint {
  if (value < INT64_MIN || value > INT64_MAX)
    throw new EvalError(`Integer value is out of the [${INT64_MIN}, ${INT64_MAX}] range.`);
  return value;
}

export class RMap {
  /** The map's own entries and the object values read so far from `fields`; made when first needed. */
  private cache: Map<string, RValue> | null = null;
  private readonly hasOwnEntries: boolean;

  constructor(
    private readonly fields: Fields | null,
    entries?: Map<string, RValue>,
  ) {
    this.hasOwnEntries = entries !== undefined && entries.size > 0;
    if (this.hasOwnEntries) this.cache = new Map(entries);
  }

  static of(entries: Record<string, RValue>): RMap {
    return new RMap(null, new Map(Object.entries(entries)));
  }

  has(key: string): boolean {
    return (
      (this.cache !== null && this.cache.has(key)) ||
      (this.fields !== null && Object.prototype.hasOwnProperty.call(this.fields, key))
    );
  }

  get(key: string): RValue | undefined {
    const cache = this.cache;
    if (cache !== null) {
      const cached = cache.get(key);
      if (cached !== undefined || cache.has(key)) return cached;
    }
    if (this.fields !== null && Object.prototype.hasOwnProperty.call(this.fields, key)) {
      const value = fromFirestoreValue(this.fields[key]);
      // Only objects are worth keeping: a scalar converts again for less than a map costs.
      if (typeof value === 'object' && value !== null) (this.cache ??= new Map()).set(key, value);
      return value;
    }
    return undefined;
  }

  keys(): string[] {
    // The cache holds only stored fields unless the map was built with entries of its own.
    if (this.fields !== null && !this.hasOwnEntries) return Object.keys(this.fields);
    const keys = new Set(this.cache?.keys());
    if (this.fields) for (const key of Object.keys(this.fields)) keys.add(key);
    return [...keys];
  }
}

/**
 * A map whose entries are computed on first read (request and document maps, which most rules
 * read only in part). Subclasses compute; no closures are made per request.
 */
export abstract class ComputedMap extends RMap {
  /** The values computed so far, by the key's position in `names` (a map would cost more); made on first read. */
  private computed: Array<RValue | undefined> | null = null;

  constructor(private readonly names: readonly string[]) {
    super(null);
  }

  protected abstract compute(key: string): RValue;

  override has(key: string): boolean {
    return this.names.includes(key);
  }

  override get(key: string): RValue | undefined {
    const position = this.names.indexOf(key);
    if (position < 0) return undefined;
    const computed = (this.computed ??= new Array<RValue | undefined>(this.names.length));
    let value = computed[position];
    if (value === undefined) {
      value = this.compute(key);
      computed[position] = value;
    }
    return value;
  }

  override keys(): string[] {
    return [...this.names];
  }
}

/** A set: distinct values by rules equality, in insertion order. */
export class RSet {
  readonly items: RValue[];
  constructor(items: readonly RValue[]) {
    const distinct: RValue[] = [];
    for (const item of items) if (!distinct.some((existing) => rulesEqual(existing, item, true))) distinct.push(item);
    this.items = distinct;
  }
  has(value: RValue): boolean {
    return this.items.some((item) => rulesEqual(item, value, true));
  }
}

export class RPath {
  constructor(readonly segments: readonly string[]) {}
  toString(): string {
    return `/${this.segments.join('/')}`;
  }
}

/** Nanoseconds since the epoch. */
export class RTimestamp {
  constructor(readonly nanos: bigint) {}
}

export class RDuration {
  constructor(readonly nanos: bigint) {}
}

export class RLatLng {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

export class RMapDiff {
  constructor(
    readonly left: RMap,
    readonly right: RMap,
  ) {}
}

/** What a list query leaves open or only constrains; any use that needs the value is an error. */
abstract class AbstractValue {
  /** A brand, so that no plain object type-checks as an abstract value. */
  readonly openToQuery = true;
}

/** The document id (or recursive path) of a list request's documents, unless pinned. */
export class Unknown extends AbstractValue {}
export const UNKNOWN = new Unknown();

/** A list that a query's array-contains filter guarantees to contain `value`. */
export class KnownToContain extends AbstractValue {
  constructor(readonly value: RValue) {
    super();
  }
}

/** A field a query constrains without pinning: range bounds and excluded values. */
export class Constrained extends AbstractValue {
  constructor(
    readonly lower: { value: RValue; inclusive: boolean } | null,
    readonly upper: { value: RValue; inclusive: boolean } | null,
    readonly excluded: RValue[],
  ) {
    super();
  }
}

export function isAbstract(value: RValue | undefined): value is Unknown | KnownToContain | Constrained {
  return value instanceof AbstractValue;
}

export function typeName(value: RValue): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
    default:
      break;
  }
  if (value instanceof Uint8Array) return 'bytes';
  if (Array.isArray(value)) return 'list';
  if (value instanceof RMap) return 'map';
  if (value instanceof RSet) return 'set';
  if (value instanceof RPath) return 'path';
  if (value instanceof RTimestamp) return 'timestamp';
  if (value instanceof RDuration) return 'duration';
  if (value instanceof RLatLng) return 'latlng';
  if (value instanceof RMapDiff) return 'map_diff';
  return 'unknown';
}

// ── conversion from Firestore values ─────────────────────────────────────────────────────

/** `projects/p/databases/d/documents/a/b` → the rules path `/databases/d/documents/a/b`. */
export function pathFromResourceName(name: string): RPath {
  const parts = name.split('/');
  if (parts[0] === 'projects' && parts[2] === 'databases' && parts[4] === 'documents') return new RPath(parts.slice(2));
  return new RPath(parts.filter(Boolean));
}

function timestampFromText(text: string): RTimestamp {
  const { seconds, nanos } = parseTimestamp(text);
  return new RTimestamp(BigInt(seconds) * 1_000_000_000n + BigInt(nanos));
}

export function fromFirestoreValue(value: Value): RValue {
  if (value.nullValue !== undefined) return null;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return BigInt(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.timestampValue !== undefined) return timestampFromText(value.timestampValue);
  if (value.bytesValue !== undefined) return new Uint8Array(Buffer.from(value.bytesValue, 'base64'));
  if (value.referenceValue !== undefined) return pathFromResourceName(value.referenceValue);
  if (value.geoPointValue !== undefined)
    return new RLatLng(value.geoPointValue.latitude ?? 0, value.geoPointValue.longitude ?? 0);
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(fromFirestoreValue);
  if (value.mapValue !== undefined) return new RMap(value.mapValue.fields ?? {});
  return null;
}

// ── equality and order ───────────────────────────────────────────────────────────────────

function requireConcrete(value: RValue): void {
  if (value instanceof Unknown) throw new UnknownValueError('Null value error.');
  if (isAbstract(value)) throw new UnknownValueError();
}

/**
 * `==`: an int equals a float of the same value at the top level only (`1 == 1.0`); inside lists,
 * maps and sets, and for `in`, types must match (`[1] != [1.0]`, `1.0 in [1]` is false), as in
 * Google's emulator. Other types never equal each other.
 */
export function rulesEqual(left: RValue, right: RValue, strict = false): boolean {
  // The common case first, without the checks for a query's open values.
  if (typeof left === 'string' && typeof right === 'string') return left === right;
  if (left instanceof Constrained || right instanceof Constrained) {
    // A query pins a field only by == or in, which give it a value: bounds and exclusions can rule
    // a value out, never in (Google's emulator does not read v >= 1 && v <= 1 as v == 1).
    if (!possibleOrders(left, right).has(0)) return false;
    throw new UnknownValueError();
  }
  requireConcrete(left);
  requireConcrete(right);
  if (left === right) return true;
  if (typeof left === 'bigint' && typeof right === 'number') return !strict && Number(left) === right;
  if (typeof left === 'number' && typeof right === 'bigint') return !strict && left === Number(right);
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, i) => rulesEqual(item, right[i], true))
    );
  }
  if (left instanceof Uint8Array && right instanceof Uint8Array) return Buffer.compare(left, right) === 0;
  if (left instanceof RMap && right instanceof RMap) {
    const leftKeys = left.keys();
    const rightKeys = right.keys();
    return (
      leftKeys.length === rightKeys.length &&
      leftKeys.every((key) => right.has(key) && rulesEqual(left.get(key) as RValue, right.get(key) as RValue, true))
    );
  }
  if (left instanceof RSet && right instanceof RSet) {
    return left.items.length === right.items.length && left.items.every((item) => right.has(item));
  }
  if (left instanceof RPath && right instanceof RPath) {
    return (
      left.segments.length === right.segments.length &&
      left.segments.every((segment, i) => segment === right.segments[i])
    );
  }
  if (left instanceof RTimestamp && right instanceof RTimestamp) return left.nanos === right.nanos;
  if (left instanceof RDuration && right instanceof RDuration) return left.nanos === right.nanos;
  if (left instanceof RLatLng && right instanceof RLatLng)
    return left.latitude === right.latitude && left.longitude === right.longitude;
  return false;
}

/**
 * The `==` operator. Unlike `!=` and `in`, Google's list reasoning decides it only on values the
 * query pins: on a field the query merely bounds or excludes values of, it is undecided.
 */
export function rulesEqualOperator(left: RValue, right: RValue): boolean {
  if (left instanceof Constrained || right instanceof Constrained) throw new UnknownValueError();
  return rulesEqual(left, right);
}

function compareBigInts(left: bigint, right: bigint): number {
  return left === right ? 0 : left < right ? -1 : 1;
}

/** `< <= > >=` on concrete values: numbers (mixed int/float), strings, bytes, timestamps, durations. */
function rulesCompare(left: RValue, right: RValue, op: Comparison = '<'): number {
  requireConcrete(left);
  requireConcrete(right);
  if (typeof left === 'bigint' && typeof right === 'bigint') return compareBigInts(left, right);
  if (
    (typeof left === 'bigint' || typeof left === 'number') &&
    (typeof right === 'bigint' || typeof right === 'number')
  ) {
    const a = Number(left);
    const b = Number(right);
    if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  if (typeof left === 'string' && typeof right === 'string') return left === right ? 0 : left < right ? -1 : 1;
  if (left instanceof Uint8Array && right instanceof Uint8Array) return Buffer.compare(left, right);
  if (left instanceof RTimestamp && right instanceof RTimestamp) return compareBigInts(left.nanos, right.nanos);
  if (left instanceof RDuration && right instanceof RDuration) return compareBigInts(left.nanos, right.nanos);
  const expected = ['string', 'bytes', 'int', 'float', 'duration', 'timestamp', 'constraint'].map(
    (type) => `${type} ${op} ${type === 'constraint' ? 'any' : type}`,
  );
  throw new EvalError(
    `Unsupported operation error. Received: ${typeName(left)} ${op} ${typeName(right)}. Expected: ${expected.join(', ')}, any ${op} constraint.`,
  );
}

function tryCompare(left: RValue, right: RValue): number | null {
  if (typeName(left) !== typeName(right)) return null;
  try {
    const order = rulesCompare(left, right);
    return Number.isNaN(order) ? null : order;
  } catch {
    return null;
  }
}

/**
 * The orders (-1, 0, 1) a range-constrained field can have relative to a concrete value, as
 * `left` compared with `right`.
 */
function possibleOrders(left: RValue, right: RValue): Set<number> {
  const flipped = !(left instanceof Constrained);
  const constrained = (flipped ? right : left) as Constrained;
  const other = flipped ? left : right;
  requireConcrete(other);
  const orders = new Set([-1, 0, 1]);
  if (constrained.lower) {
    const bound = tryCompare(constrained.lower.value, other);
    if (bound !== null && bound >= 0) orders.delete(-1);
    if (bound !== null && (bound > 0 || (bound === 0 && !constrained.lower.inclusive))) orders.delete(0);
  }
  if (constrained.upper) {
    const bound = tryCompare(constrained.upper.value, other);
    if (bound !== null && bound <= 0) orders.delete(1);
    if (bound !== null && (bound < 0 || (bound === 0 && !constrained.upper.inclusive))) orders.delete(0);
  }
  if (constrained.excluded.some((excluded) => tryEqual(excluded, other))) orders.delete(0);
  return flipped ? new Set([...orders].map((order) => -order)) : orders;
}

function tryEqual(left: RValue, right: RValue): boolean {
  try {
    return rulesEqual(left, right);
  } catch {
    return false;
  }
}

export type Comparison = '<' | '<=' | '>' | '>=';

function holds(op: Comparison, order: number): boolean {
  if (Number.isNaN(order)) return false;
  switch (op) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    default:
      return order >= 0;
  }
}

export function rulesCompareWith(op: Comparison, left: RValue, right: RValue): boolean {
  if (!(left instanceof Constrained || right instanceof Constrained)) return holds(op, rulesCompare(left, right, op));
  const outcomes = new Set([...possibleOrders(left, right)].map((order) => holds(op, order)));
  if (outcomes.size !== 1) throw new UnknownValueError();
  return outcomes.has(true);
}
