/**
 * The standard library: methods of each type, the global namespaces (math, timestamp, duration,
 * latlng, hashing) and the global conversions (int, float, string, path, debug).
 */
import { createHash } from 'node:crypto';
import {
  EvalError,
  KnownToContain,
  RDuration,
  RLatLng,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  type RValue,
  Unknown,
  UnknownValueError,
  checkedInt,
  isAbstract,
  rulesEqual,
  typeName,
} from './values.js';

const NANOS_PER_SECOND = 1_000_000_000n;
const NANOS_PER_MILLI = 1_000_000n;
const NANOS_PER_DAY = 86_400n * NANOS_PER_SECOND;
const EARTH_RADIUS_METERS = 6_371_000;

function wrongType(what: string, value: RValue): never {
  throw new EvalError(`Unsupported operation error. Received: ${typeName(value)}. Expected: ${what}.`);
}

function expectArity(name: string, args: RValue[], count: number): void {
  if (args.length !== count)
    throw new EvalError(`Function ${name} expects ${count} argument(s), received ${args.length}.`);
}

export function asInt(value: RValue): bigint {
  return typeof value === 'bigint' ? value : wrongType('int', value);
}
function asString(value: RValue): string {
  return typeof value === 'string' ? value : wrongType('string', value);
}
function asNumber(value: RValue): number {
  return typeof value === 'bigint' || typeof value === 'number' ? Number(value) : wrongType('number', value);
}
function asList(value: RValue): RValue[] {
  return Array.isArray(value) ? value : wrongType('list', value);
}
function asMap(value: RValue): RMap {
  return value instanceof RMap ? value : wrongType('map', value);
}
/** Lists and sets both serve as collections of items for the has* family. */
function itemsOf(value: RValue): RValue[] {
  if (Array.isArray(value)) return value;
  if (value instanceof RSet) return value.items;
  return wrongType('list or set', value);
}
// Plain loops, no closures: the has* family runs in validation rules on every write.
function contains(items: readonly RValue[], value: RValue): boolean {
  for (const item of items) if (rulesEqual(item, value, true)) return true;
  return false;
}

/** Whether every item of `items` is in `collection` (hasAll of a list, hasOnly read the other way round). */
function containsAll(collection: readonly RValue[], items: readonly RValue[]): boolean {
  for (const item of items) if (!contains(collection, item)) return false;
  return true;
}

// ── regular expressions (RE2 subset through JS RegExp) ────────────────────────────────────

// Compiled patterns, shared by every evaluation; bounded, as patterns may come from data.
const regexCache = new Map<string, RegExp>();
const REGEX_CACHE_LIMIT = 1000;

/** RE2's ASCII classes inside brackets, as JS class contents. */
const POSIX_CLASSES: Record<string, string> = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  ascii: '\\x00-\\x7F',
  blank: '\\t ',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '!-~',
  lower: 'a-z',
  print: ' -~',
  punct: '!-\\/:-@\\[-`{-~',
  space: '\\t\\n\\v\\f\\r ',
  upper: 'A-Z',
  word: '0-9A-Za-z_',
  xdigit: '0-9A-Fa-f',
};

/** Compiles an RE2 pattern; refuses what RE2 does not support rather than silently differing. */
export function re2(pattern: string, flags = ''): RegExp {
  const key = `${flags}/${pattern}`;
  const cached = regexCache.get(key);
  if (cached) return cached;
  if (/\\[1-9]|\(\?<?[=!]/.test(pattern))
    throw new EvalError(`Invalid regular expression (RE2 has no backreferences or lookarounds): ${pattern}`);
  let source = pattern
    .replace(/\(\?P</g, '(?<')
    .replace(/\[:(\w+):\]/g, (whole, name: string) => POSIX_CLASSES[name] ?? whole);
  let extraFlags = '';
  const inline = /^\(\?([imsU]+)\)/.exec(source);
  if (inline) {
    source = source.slice(inline[0].length);
    if (inline[1].includes('i')) extraFlags += 'i';
    if (inline[1].includes('s')) extraFlags += 's';
    if (inline[1].includes('m')) extraFlags += 'm';
  }
  let regex: RegExp;
  try {
    regex = new RegExp(source, `u${flags}${extraFlags}`);
  } catch {
    try {
      regex = new RegExp(source, `${flags}${extraFlags}`);
    } catch {
      throw new EvalError(`Invalid regular expression: ${pattern}`);
    }
  }
  if (regexCache.size >= REGEX_CACHE_LIMIT) regexCache.clear();
  regexCache.set(key, regex);
  return regex;
}

function fullMatch(text: string, pattern: string): boolean {
  const inline = /^\(\?[imsU]+\)/.exec(pattern)?.[0] ?? '';
  return re2(`${inline}^(?:${pattern.slice(inline.length)})$`).test(text);
}

/**
 * Replaces every match; in the replacement `$n` is group n (`$0` the match), a backslash takes
 * the next character literally, and any other `$` is itself (as Google's emulator does).
 */
function replaceByRegex(text: string, pattern: string, replacement: string): string {
  return text.replace(re2(pattern, 'g'), (...match: unknown[]) => {
    const groupCount = match.findIndex((item) => typeof item === 'number') - 1;
    let out = '';
    for (let i = 0; i < replacement.length; i++) {
      const char = replacement[i];
      if (char === '\\' && i + 1 < replacement.length) {
        out += replacement[++i];
      } else if (char === '$' && /[0-9]/.test(replacement[i + 1] ?? '') && Number(replacement[i + 1]) <= groupCount) {
        out += (match[Number(replacement[++i])] as string | undefined) ?? '';
      } else {
        out += char;
      }
    }
    return out;
  });
}

/**
 * Splits as Google's emulator does (Java's classic split): the text before each match, empty
 * matches included (so '' splits before every character, leading '' too), trailing empties dropped.
 */
function splitByRegex(text: string, pattern: string): string[] {
  const regex = re2(pattern, 'g');
  regex.lastIndex = 0;
  const parts: string[] = [];
  let index = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    if (match[0] === '') {
      if (match.index >= text.length) break;
      regex.lastIndex++;
    }
    parts.push(text.slice(index, match.index));
    index = match.index + match[0].length;
  }
  parts.push(text.slice(index));
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

// ── time ──────────────────────────────────────────────────────────────────────────────────

function floorDiv(value: bigint, divisor: bigint): bigint {
  const quotient = value / divisor;
  return value % divisor !== 0n && value < 0n ? quotient - 1n : quotient;
}

function utcDate(timestamp: RTimestamp): Date {
  return new Date(Number(floorDiv(timestamp.nanos, NANOS_PER_MILLI)));
}

const MIN_TIMESTAMP_NANOS = -62135596800n * NANOS_PER_SECOND;
const MAX_TIMESTAMP_NANOS = 253402300800n * NANOS_PER_SECOND - 1n;

export function checkedTimestamp(nanos: bigint): RTimestamp {
  if (nanos < MIN_TIMESTAMP_NANOS || nanos > MAX_TIMESTAMP_NANOS) throw new EvalError('Timestamp out of range.');
  return new RTimestamp(nanos);
}

const DURATION_UNITS: Record<string, bigint> = {
  w: 7n * NANOS_PER_DAY,
  d: NANOS_PER_DAY,
  h: 3600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: NANOS_PER_MILLI,
  ns: 1n,
};

function timestampMethod(timestamp: RTimestamp, name: string, args: RValue[]): RValue {
  expectArity(name, args, 0);
  const date = utcDate(timestamp);
  const nanosOfDay = timestamp.nanos - floorDiv(timestamp.nanos, NANOS_PER_DAY) * NANOS_PER_DAY;
  switch (name) {
    case 'date':
      return new RTimestamp(floorDiv(timestamp.nanos, NANOS_PER_DAY) * NANOS_PER_DAY);
    case 'year':
      return BigInt(date.getUTCFullYear());
    case 'month':
      return BigInt(date.getUTCMonth() + 1);
    case 'day':
      return BigInt(date.getUTCDate());
    case 'hours':
      return BigInt(date.getUTCHours());
    case 'minutes':
      return BigInt(date.getUTCMinutes());
    case 'seconds':
      return BigInt(date.getUTCSeconds());
    case 'nanos':
      return timestamp.nanos - floorDiv(timestamp.nanos, NANOS_PER_SECOND) * NANOS_PER_SECOND;
    case 'time':
      return new RDuration(nanosOfDay);
    case 'toMillis':
      return floorDiv(timestamp.nanos, NANOS_PER_MILLI);
    case 'dayOfWeek':
      return BigInt(((date.getUTCDay() + 6) % 7) + 1);
    case 'dayOfYear': {
      const startOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
      return BigInt(Math.floor((date.getTime() - startOfYear) / 86_400_000) + 1);
    }
    default:
      throw noSuchMethod('timestamp', name);
  }
}

function durationMethod(duration: RDuration, name: string, args: RValue[]): RValue {
  expectArity(name, args, 0);
  // Seconds truncate toward zero; nanos carry the remainder's sign, as google.protobuf.Duration.
  if (name === 'seconds') return duration.nanos / NANOS_PER_SECOND;
  if (name === 'nanos') return duration.nanos % NANOS_PER_SECOND;
  throw noSuchMethod('duration', name);
}

// ── hashing ───────────────────────────────────────────────────────────────────────────────

function crcTable(polynomial: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? polynomial ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}
const CRC32_TABLE = crcTable(0xedb88320);
const CRC32C_TABLE = crcTable(0x82f63b78);

function crc(table: Uint32Array, data: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const byte of data) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
  const out = new Uint8Array(4);
  // Google's emulator returns the checksum's bytes least significant first.
  new DataView(out.buffer).setUint32(0, (c ^ 0xffffffff) >>> 0, true);
  return out;
}

function hashInput(value: RValue): Uint8Array {
  if (typeof value === 'string') return new TextEncoder().encode(value);
  if (value instanceof Uint8Array) return value;
  return wrongType('string or bytes', value);
}

// ── namespaces and globals ────────────────────────────────────────────────────────────────

export const NAMESPACE_FUNCTIONS: Record<string, readonly string[]> = {
  math: ['abs', 'ceil', 'floor', 'round', 'sqrt', 'pow', 'isInfinite', 'isNaN'],
  timestamp: ['date', 'value'],
  duration: ['value', 'time', 'abs'],
  latlng: ['value'],
  hashing: ['crc32', 'crc32c', 'md5', 'sha256'],
};

const GLOBAL_CONVERSIONS = ['int', 'float', 'string', 'path', 'debug'] as const;

export function isGlobalConversion(name: string): boolean {
  return (GLOBAL_CONVERSIONS as readonly string[]).includes(name);
}

function noSuchMethod(type: string, name: string): EvalError {
  return new EvalError(`Function not found error: Name: [${name}] on type ${type}.`);
}

export function callNamespace(namespace: string, name: string, args: RValue[]): RValue {
  for (const arg of args) if (isAbstract(arg)) throw new UnknownValueError();
  const unary = () => {
    expectArity(`${namespace}.${name}`, args, 1);
    return args[0];
  };
  switch (`${namespace}.${name}`) {
    case 'math.abs': {
      const value = unary();
      if (typeof value === 'bigint') return checkedInt(value < 0n ? -value : value);
      return Math.abs(asNumber(value));
    }
    // ceil and floor give floats, round an int, as in Google's emulator (the reference says ints).
    case 'math.ceil':
      return Math.ceil(asNumber(unary()));
    case 'math.floor':
      return Math.floor(asNumber(unary()));
    case 'math.round':
      // Halves round up (-2.5 → -2), as Google's emulator does.
      return BigInt(Math.round(asNumber(unary())));
    case 'math.sqrt':
      return Math.sqrt(asNumber(unary()));
    case 'math.pow':
      expectArity('math.pow', args, 2);
      return Math.pow(asNumber(args[0]), asNumber(args[1]));
    case 'math.isInfinite':
      return Math.abs(asNumber(unary())) === Infinity;
    case 'math.isNaN':
      return Number.isNaN(asNumber(unary()));
    case 'timestamp.date': {
      expectArity('timestamp.date', args, 3);
      const [year, month, day] = args.map((arg) => Number(asInt(arg)));
      const date = new Date(Date.UTC(year, month - 1, day));
      date.setUTCFullYear(year);
      if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
        throw new EvalError(`Date is not valid. year: ${year}, month: ${month} day: ${day}.`);
      }
      return checkedTimestamp(BigInt(date.getTime()) * NANOS_PER_MILLI);
    }
    case 'timestamp.value':
      return checkedTimestamp(asInt(unary()) * NANOS_PER_MILLI);
    case 'duration.value': {
      expectArity('duration.value', args, 2);
      const unit = DURATION_UNITS[asString(args[1])];
      if (unit === undefined) throw new EvalError(`Invalid duration unit: ${String(args[1])}.`);
      return new RDuration(checkedInt(asInt(args[0]) * unit));
    }
    case 'duration.time': {
      expectArity('duration.time', args, 4);
      const [hours, minutes, seconds, nanos] = args.map(asInt);
      return new RDuration(
        checkedInt(hours * DURATION_UNITS.h + minutes * DURATION_UNITS.m + seconds * NANOS_PER_SECOND + nanos),
      );
    }
    case 'duration.abs': {
      const value = unary();
      if (!(value instanceof RDuration)) return wrongType('duration', value);
      return new RDuration(value.nanos < 0n ? -value.nanos : value.nanos);
    }
    case 'latlng.value': {
      expectArity('latlng.value', args, 2);
      const [latitude, longitude] = args.map(asNumber);
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new EvalError('Invalid latitude or longitude.');
      return new RLatLng(latitude, longitude);
    }
    case 'hashing.crc32':
      return crc(CRC32_TABLE, hashInput(unary()));
    case 'hashing.crc32c':
      return crc(CRC32C_TABLE, hashInput(unary()));
    case 'hashing.md5':
      return new Uint8Array(createHash('md5').update(hashInput(unary())).digest());
    case 'hashing.sha256':
      return new Uint8Array(createHash('sha256').update(hashInput(unary())).digest());
    default:
      throw new EvalError(`Function not found error: Name: [${namespace}.${name}].`);
  }
}

/** Java's Double.toString, which Google's emulator uses: 100.0, 1.23456789E8, 1.0E-7, -0.0. */
function javaDoubleText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa, exponent] = value.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}

/** What Java's Double.parseDouble, which Google's emulator uses, reads (but hexadecimal). */
const JAVA_DOUBLE_TEXT = /^[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?)$/;

/** `string(x)`: the rules' text form of a value; lists, maps and bytes have none. */
export function stringOf(value: RValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'number') return javaDoubleText(value);
  if (value instanceof RPath) return value.toString();
  if (value instanceof RTimestamp) {
    const millis = floorDiv(value.nanos, NANOS_PER_MILLI);
    const fraction = value.nanos - floorDiv(value.nanos, NANOS_PER_SECOND) * NANOS_PER_SECOND;
    const base = new Date(Number(millis)).toISOString().slice(0, 19);
    return fraction === 0n ? `${base}Z` : `${base}.${String(fraction).padStart(9, '0').replace(/0+$/, '')}Z`;
  }
  return wrongType('a value with a text form', value);
}

export function callGlobalConversion(name: string, args: RValue[]): RValue {
  expectArity(name, args, 1);
  const [value] = args;
  if (isAbstract(value)) throw new UnknownValueError();
  switch (name) {
    case 'int':
      if (typeof value === 'bigint') return value;
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) throw new EvalError('Cannot convert a non-finite float to int.');
        return checkedInt(BigInt(Math.trunc(value)));
      }
      if (typeof value === 'string' && /^[+-]?\d+$/.test(value)) return checkedInt(BigInt(value));
      return wrongType('int, float or numeric string', value);
    case 'float':
      if (typeof value === 'bigint' || typeof value === 'number') return Number(value);
      if (typeof value === 'string' && JAVA_DOUBLE_TEXT.test(value.trim()))
        return Number(value.trim().replace(/[fFdD]$/, ''));
      return wrongType('int, float or numeric string', value);
    case 'string':
      return stringOf(value);
    case 'path':
      return new RPath(asString(value).split('/').filter(Boolean));
    default:
      // debug(x) returns x; Google logs it, we have no debug log.
      return value;
  }
}

// ── methods ───────────────────────────────────────────────────────────────────────────────

function stringMethod(text: string, name: string, args: RValue[]): RValue {
  switch (name) {
    case 'size':
      // UTF-16 code units, as Java counts them.
      expectArity(name, args, 0);
      return BigInt(text.length);
    case 'matches':
      expectArity(name, args, 1);
      return fullMatch(text, asString(args[0]));
    case 'split':
      expectArity(name, args, 1);
      return splitByRegex(text, asString(args[0]));
    // Google's emulator changes the case of ASCII letters only.
    case 'lower':
      return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
    case 'upper':
      return text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
    case 'trim':
      return text.trim();
    case 'replace':
      expectArity(name, args, 2);
      return replaceByRegex(text, asString(args[0]), asString(args[1]));
    case 'toUtf8':
      return new TextEncoder().encode(text);
    default:
      throw noSuchMethod('string', name);
  }
}

function listMethod(list: RValue[], name: string, args: RValue[]): RValue {
  switch (name) {
    case 'size':
      return BigInt(list.length);
    case 'hasAll':
      expectArity(name, args, 1);
      return containsAll(list, asList(args[0]));
    case 'hasAny':
      expectArity(name, args, 1);
      return asList(args[0]).some((item) => contains(list, item));
    case 'hasOnly': {
      expectArity(name, args, 1);
      const allowed = asList(args[0]);
      return containsAll(allowed, list);
    }
    case 'toSet':
      return new RSet(list);
    case 'join':
      expectArity(name, args, 1);
      return list.map(stringOf).join(asString(args[0]));
    case 'concat':
      expectArity(name, args, 1);
      return [...list, ...asList(args[0])];
    case 'removeAll': {
      expectArity(name, args, 1);
      const removed = itemsOf(args[0]);
      return list.filter((item) => !contains(removed, item));
    }
    default:
      throw noSuchMethod('list', name);
  }
}

function setMethod(set: RSet, name: string, args: RValue[]): RValue {
  switch (name) {
    case 'size':
      return BigInt(set.items.length);
    case 'hasAll':
      expectArity(name, args, 1);
      return itemsOf(args[0]).every((item) => set.has(item));
    case 'hasAny':
      expectArity(name, args, 1);
      return itemsOf(args[0]).some((item) => set.has(item));
    case 'hasOnly': {
      expectArity(name, args, 1);
      const allowed = itemsOf(args[0]);
      return containsAll(allowed, set.items);
    }
    case 'union':
      expectArity(name, args, 1);
      return new RSet([...set.items, ...itemsOf(args[0])]);
    case 'intersection': {
      expectArity(name, args, 1);
      const other = itemsOf(args[0]);
      return new RSet(set.items.filter((item) => contains(other, item)));
    }
    case 'difference': {
      expectArity(name, args, 1);
      const other = itemsOf(args[0]);
      return new RSet(set.items.filter((item) => !contains(other, item)));
    }
    default:
      throw noSuchMethod('set', name);
  }
}

function mapGet(map: RMap, key: RValue, fallback: RValue): RValue {
  const keys = Array.isArray(key) ? key.map(asString) : [asString(key)];
  let current: RValue = map;
  for (const segment of keys) {
    if (current instanceof Unknown) return current;
    if (!(current instanceof RMap)) return fallback;
    const next = current.get(segment);
    if (next === undefined) return fallback;
    current = next;
  }
  return current;
}

function mapMethod(map: RMap, name: string, args: RValue[]): RValue {
  switch (name) {
    case 'keys':
      // Google's emulator lists keys in sorted order (values in the map's own order).
      return map.keys().sort();
    case 'values':
      return map.keys().map((key) => map.get(key) as RValue);
    case 'size':
      return BigInt(map.keys().length);
    case 'get':
      expectArity(name, args, 2);
      return mapGet(map, args[0], args[1]);
    case 'diff':
      expectArity(name, args, 1);
      return new RMapDiff(map, asMap(args[0]));
    default:
      throw noSuchMethod('map', name);
  }
}

/** `a.diff(b)`: keys added in a (absent from b), removed (only in b), changed, unchanged. */
function mapDiffMethod(diff: RMapDiff, name: string): RValue {
  const { left, right } = diff;
  const leftKeys = left.keys();
  const rightKeys = right.keys();
  const added = () => leftKeys.filter((key) => !right.has(key));
  const removed = () => rightKeys.filter((key) => !left.has(key));
  const shared = () => leftKeys.filter((key) => right.has(key));
  const changed = () => shared().filter((key) => !rulesEqual(left.get(key) as RValue, right.get(key) as RValue));
  switch (name) {
    case 'addedKeys':
      return new RSet(added());
    case 'removedKeys':
      return new RSet(removed());
    case 'changedKeys':
      return new RSet(changed());
    case 'unchangedKeys':
      return new RSet(shared().filter((key) => rulesEqual(left.get(key) as RValue, right.get(key) as RValue)));
    case 'affectedKeys':
      return new RSet([...added(), ...removed(), ...changed()]);
    default:
      throw noSuchMethod('map_diff', name);
  }
}

function bytesMethod(bytes: Uint8Array, name: string): RValue {
  switch (name) {
    case 'size':
      return BigInt(bytes.length);
    case 'toBase64':
      // Google's emulator answers in the web-safe alphabet, keeping the padding.
      return Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
    case 'toHexString':
      return Buffer.from(bytes).toString('hex').toUpperCase();
    default:
      throw noSuchMethod('bytes', name);
  }
}

function latLngMethod(point: RLatLng, name: string, args: RValue[]): RValue {
  switch (name) {
    case 'latitude':
      return point.latitude;
    case 'longitude':
      return point.longitude;
    case 'distance': {
      expectArity(name, args, 1);
      const other = args[0];
      if (!(other instanceof RLatLng)) return wrongType('latlng', other);
      const radians = Math.PI / 180;
      const dLat = (other.latitude - point.latitude) * radians;
      const dLng = (other.longitude - point.longitude) * radians;
      const a =
        Math.sin(dLat / 2) ** 2 +
        Math.cos(point.latitude * radians) * Math.cos(other.latitude * radians) * Math.sin(dLng / 2) ** 2;
      return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
    }
    default:
      throw noSuchMethod('latlng', name);
  }
}

function pathMethod(path: RPath, name: string, args: RValue[]): RValue {
  if (name === 'bind') {
    // Replaces `$(key)` segments (from path('...') strings) with the map's values.
    expectArity(name, args, 1);
    const bindings = asMap(args[0]);
    return new RPath(
      path.segments.map((segment) => {
        const variable = /^\$\((\w+)\)$/.exec(segment);
        const bound = variable ? bindings.get(variable[1]) : undefined;
        return bound === undefined ? segment : stringOf(bound);
      }),
    );
  }
  throw noSuchMethod('path', name);
}

export function callMethod(receiver: RValue, name: string, args: RValue[]): RValue {
  if (receiver === null) throw new EvalError('Null value error.');
  if (receiver instanceof KnownToContain && (name === 'hasAny' || name === 'hasAll') && args.length === 1) {
    // A list known to contain v: hasAny of a list with v, hasAll of [v]; anything else is not known.
    const items = itemsOf(args[0]);
    const known = (item: RValue) => rulesEqual(item, receiver.value);
    if (name === 'hasAny' ? items.some(known) : items.every(known)) return true;
  }
  if (isAbstract(receiver)) throw new UnknownValueError();
  if (typeof receiver === 'string') return stringMethod(receiver, name, args);
  if (Array.isArray(receiver)) return listMethod(receiver, name, args);
  if (receiver instanceof RMap) return mapMethod(receiver, name, args);
  if (receiver instanceof RSet) return setMethod(receiver, name, args);
  if (receiver instanceof RMapDiff) return mapDiffMethod(receiver, name);
  if (receiver instanceof RTimestamp) return timestampMethod(receiver, name, args);
  if (receiver instanceof RDuration) return durationMethod(receiver, name, args);
  if (receiver instanceof Uint8Array) return bytesMethod(receiver, name);
  if (receiver instanceof RLatLng) return latLngMethod(receiver, name, args);
  if (receiver instanceof RPath) return pathMethod(receiver, name, args);
  throw noSuchMethod(typeName(receiver), name);
}
