import { invalidArgument } from './errors.js';
import { numericIdOf, parseDocumentName } from './paths.js';
import type { Fields, Value } from './types.js';

// ---------------------------------------------------------------------------------------------
// Timestamps. Stored timestamps are always UTC, "YYYY-MM-DDTHH:MM:SS[.fff[fff]]Z", truncated to
// microseconds as Firestore stores them, so two of them compare by their text.

const TIMESTAMP_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;
const MIN_SECONDS = -62135596800; // 0001-01-01T00:00:00Z
const MAX_SECONDS = 253402300799; // 9999-12-31T23:59:59Z

export interface SecondsAndNanos {
  seconds: number;
  nanos: number;
}

export function parseTimestamp(text: string): SecondsAndNanos {
  const match = typeof text === 'string' ? TIMESTAMP_PATTERN.exec(text) : null;
  if (!match) throw invalidArgument(`Invalid timestamp: ${JSON.stringify(text)}`);
  const [, year, month, day, hour, minute, second, fraction = '', zone] = match;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), Number(second), 0);
  let seconds = Math.floor(date.getTime() / 1000);
  if (zone !== 'Z' && zone !== 'z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    seconds -= sign * (Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(4, 6)) * 60);
  }
  if (!Number.isFinite(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw invalidArgument(`Timestamp out of range: ${text}`);
  }
  return { seconds, nanos: Number(fraction.padEnd(9, '0')) };
}

/** proto3 JSON style: 0, 3 or 6 fractional digits (microsecond precision). */
export function formatTimestamp({ seconds, nanos }: SecondsAndNanos): string {
  const base = new Date(seconds * 1000).toISOString().slice(0, 19);
  const micros = Math.floor(nanos / 1000);
  if (micros === 0) return `${base}Z`;
  if (micros % 1000 === 0) return `${base}.${String(micros / 1000).padStart(3, '0')}Z`;
  return `${base}.${String(micros).padStart(6, '0')}Z`;
}

export function canonicalTimestamp(text: string): string {
  return formatTimestamp(parseTimestamp(text));
}

export function microsToTimestamp(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  return formatTimestamp({ seconds, nanos: (micros - seconds * 1_000_000) * 1000 });
}

export function timestampToMicros(text: string): number {
  const { seconds, nanos } = parseTimestamp(text);
  return seconds * 1_000_000 + Math.floor(nanos / 1000);
}

function fractionDigits(timestamp: string): string {
  return timestamp.length > 20 ? timestamp.slice(20, -1).padEnd(6, '0') : '000000';
}

function compareCanonicalTimestamps(left: string, right: string): number {
  const leftSeconds = left.slice(0, 19);
  const rightSeconds = right.slice(0, 19);
  if (leftSeconds !== rightSeconds) return leftSeconds < rightSeconds ? -1 : 1;
  const leftFraction = fractionDigits(left);
  const rightFraction = fractionDigits(right);
  return leftFraction === rightFraction ? 0 : leftFraction < rightFraction ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Numbers

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const SMALL_INTEGER = /^-?(0|[1-9]\d{0,14})$/;

export function canonicalInteger(raw: unknown): string {
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return String(raw);
  if (typeof raw === 'string' && SMALL_INTEGER.test(raw)) return raw;
  if (typeof raw !== 'string' || !/^[+-]?\d+$/.test(raw)) {
    throw invalidArgument(`Invalid integer value: ${JSON.stringify(raw)}`);
  }
  const value = BigInt(raw);
  if (value < INT64_MIN || value > INT64_MAX) throw invalidArgument(`Integer value out of range: ${raw}`);
  return value.toString();
}

/** Doubles stay JSON numbers; NaN and the infinities use proto3 JSON's strings. */
export function doubleValue(number: number): Value {
  return { doubleValue: Number.isFinite(number) ? number : String(number) };
}

export function integerValue(value: bigint | number): Value {
  return { integerValue: String(value) };
}

function canonicalDouble(raw: unknown): number | string {
  const number =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && (raw === 'NaN' || (raw.trim() !== '' && !Number.isNaN(Number(raw))))
        ? Number(raw)
        : undefined;
  if (number === undefined) throw invalidArgument(`Invalid double value: ${JSON.stringify(raw)}`);
  return Number.isFinite(number) ? number : String(number);
}

export function isNumber(value: Value | undefined): boolean {
  return value !== undefined && (value.integerValue !== undefined || value.doubleValue !== undefined);
}

export function isInteger(value: Value | undefined): boolean {
  return value !== undefined && value.integerValue !== undefined;
}

export function isNaNValue(value: Value | undefined): boolean {
  return value !== undefined && value.doubleValue !== undefined && Number.isNaN(Number(value.doubleValue));
}

export function toNumber(value: Value): number {
  return Number(value.integerValue ?? value.doubleValue);
}

export function toBigInt(value: Value): bigint {
  return BigInt(value.integerValue as string);
}

function compareIntegers(left: string, right: string): number {
  if (left.length < 16 && right.length < 16) {
    const difference = Number(left) - Number(right);
    return difference === 0 ? 0 : difference < 0 ? -1 : 1;
  }
  const a = BigInt(left);
  const b = BigInt(right);
  return a === b ? 0 : a < b ? -1 : 1;
}

function compareNumbers(left: Value, right: Value): number {
  if (left.integerValue !== undefined && right.integerValue !== undefined) {
    return compareIntegers(String(left.integerValue), String(right.integerValue));
  }
  const a = toNumber(left);
  const b = toNumber(right);
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1; // NaN sorts before every other number
  if (Number.isNaN(b)) return 1;
  if (a !== b) return a < b ? -1 : 1;
  // Equal as doubles; an int64 beyond 2^53 may still differ from the double exactly.
  if (Math.abs(a) >= 2 ** 53 && Number.isFinite(a)) {
    const exactLeft = left.integerValue !== undefined ? toBigInt(left) : BigInt(a);
    const exactRight = right.integerValue !== undefined ? toBigInt(right) : BigInt(b);
    return exactLeft === exactRight ? 0 : exactLeft < exactRight ? -1 : 1;
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Ordering

/** Firestore's cross-type order: null < boolean < numbers (NaN first) < timestamp < string < bytes < reference < geopoint < array < vector < map. */
export function typeOrder(value: Value): number {
  if (value.nullValue !== undefined) return 0;
  if (value.booleanValue !== undefined) return 1;
  if (value.integerValue !== undefined || value.doubleValue !== undefined) return 2;
  if (value.timestampValue !== undefined) return 3;
  if (value.stringValue !== undefined) return 4;
  if (value.bytesValue !== undefined) return 5;
  if (value.referenceValue !== undefined) return 6;
  if (value.geoPointValue !== undefined) return 7;
  if (value.arrayValue !== undefined) return 8;
  if (value.mapValue !== undefined) return isVector(value) ? 9 : 10;
  return 0;
}

function isVector(value: Value): boolean {
  return value.mapValue?.fields?.__type__?.stringValue === '__vector__';
}

const sign = (difference: number) => (difference === 0 ? 0 : difference < 0 ? -1 : 1);

/** Strings compare by their UTF-8 bytes, which differs from UTF-16 order only around surrogates. */
export function compareStrings(left: string, right: string): number {
  if (left === right) return 0;
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const a = left.charCodeAt(i);
    const b = right.charCodeAt(i);
    if (a === b) continue;
    const aSurrogate = a >= 0xd800 && a <= 0xdfff;
    const bSurrogate = b >= 0xd800 && b <= 0xdfff;
    if (aSurrogate !== bSurrogate) return aSurrogate ? 1 : -1;
    return a < b ? -1 : 1;
  }
  return left.length === right.length ? 0 : left.length < right.length ? -1 : 1;
}

/** Numeric document ids (__id<n>__) sort before all others, by their number; the rest as strings. */
function compareIds(left: string, right: string): number {
  const leftNumber = numericIdOf(left);
  const rightNumber = numericIdOf(right);
  if (leftNumber === undefined && rightNumber === undefined) return compareStrings(left, right);
  if (leftNumber === undefined) return 1;
  if (rightNumber === undefined) return -1;
  return leftNumber === rightNumber ? 0 : leftNumber < rightNumber ? -1 : 1;
}

/** Resource names compare segment by segment. */
export function comparePaths(left: string, right: string): number {
  if (left === right) return 0;
  const leftSegments = left.split('/');
  const rightSegments = right.split('/');
  const length = Math.min(leftSegments.length, rightSegments.length);
  for (let i = 0; i < length; i++) {
    const comparison = compareIds(leftSegments[i], rightSegments[i]);
    if (comparison !== 0) return comparison;
  }
  return sign(leftSegments.length - rightSegments.length);
}

function compareArrays(left: Value[], right: Value[]): number {
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const comparison = compareValues(left[i], right[i]);
    if (comparison !== 0) return comparison;
  }
  return left.length === right.length ? 0 : left.length < right.length ? -1 : 1;
}

function compareMaps(left: Fields, right: Fields): number {
  const leftKeys = Object.keys(left).sort(compareStrings);
  const rightKeys = Object.keys(right).sort(compareStrings);
  const length = Math.min(leftKeys.length, rightKeys.length);
  for (let i = 0; i < length; i++) {
    const keyComparison = compareStrings(leftKeys[i], rightKeys[i]);
    if (keyComparison !== 0) return keyComparison;
    const valueComparison = compareValues(left[leftKeys[i]], right[rightKeys[i]]);
    if (valueComparison !== 0) return valueComparison;
  }
  return leftKeys.length === rightKeys.length ? 0 : leftKeys.length < rightKeys.length ? -1 : 1;
}

export function compareValues(left: Value, right: Value): number {
  if (left === right) return 0;
  const leftType = typeOrder(left);
  const rightType = typeOrder(right);
  if (leftType !== rightType) return leftType < rightType ? -1 : 1;
  switch (leftType) {
    case 0:
      return 0;
    case 1:
      return left.booleanValue === right.booleanValue ? 0 : left.booleanValue ? 1 : -1;
    case 2:
      return compareNumbers(left, right);
    case 3:
      return compareCanonicalTimestamps(left.timestampValue as string, right.timestampValue as string);
    case 4:
      return compareStrings(left.stringValue as string, right.stringValue as string);
    case 5:
      return Buffer.compare(
        Buffer.from(left.bytesValue as string, 'base64'),
        Buffer.from(right.bytesValue as string, 'base64'),
      );
    case 6:
      return comparePaths(left.referenceValue as string, right.referenceValue as string);
    case 7:
      return (
        sign((left.geoPointValue?.latitude ?? 0) - (right.geoPointValue?.latitude ?? 0)) ||
        sign((left.geoPointValue?.longitude ?? 0) - (right.geoPointValue?.longitude ?? 0))
      );
    case 8:
      return compareArrays(left.arrayValue?.values ?? [], right.arrayValue?.values ?? []);
    case 9: {
      const leftVector = left.mapValue?.fields?.value?.arrayValue?.values ?? [];
      const rightVector = right.mapValue?.fields?.value?.arrayValue?.values ?? [];
      return sign(leftVector.length - rightVector.length) || compareArrays(leftVector, rightVector);
    }
    default:
      return compareMaps(left.mapValue?.fields ?? {}, right.mapValue?.fields ?? {});
  }
}

/** Firestore's equality: numbers by value across int/double, NaN equal to NaN, null equal to null. */
export function valuesEqual(left: Value, right: Value): boolean {
  return typeOrder(left) === typeOrder(right) && compareValues(left, right) === 0;
}

/** Exact identity (an integer 1 is not a double 1.0): decides whether a write changed a document. */
export function identicalValues(left: Value, right: Value): boolean {
  if (left === right) return true;
  if (left.integerValue !== undefined || right.integerValue !== undefined) {
    return (
      left.integerValue !== undefined &&
      right.integerValue !== undefined &&
      String(left.integerValue) === String(right.integerValue)
    );
  }
  if (left.doubleValue !== undefined || right.doubleValue !== undefined) {
    if (left.doubleValue === undefined || right.doubleValue === undefined) return false;
    return Object.is(Number(left.doubleValue), Number(right.doubleValue));
  }
  if (left.arrayValue !== undefined || right.arrayValue !== undefined) {
    const a = left.arrayValue?.values;
    const b = right.arrayValue?.values;
    if (left.arrayValue === undefined || right.arrayValue === undefined) return false;
    if ((a?.length ?? 0) !== (b?.length ?? 0)) return false;
    return (a ?? []).every((value, i) => identicalValues(value, (b as Value[])[i]));
  }
  if (left.mapValue !== undefined || right.mapValue !== undefined) {
    if (left.mapValue === undefined || right.mapValue === undefined) return false;
    return identicalFields(left.mapValue.fields ?? {}, right.mapValue.fields ?? {});
  }
  return typeOrder(left) === typeOrder(right) && compareValues(left, right) === 0;
}

export function identicalFields(left: Fields, right: Fields): boolean {
  if (left === right) return true;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => right[key] !== undefined && identicalValues(left[key], right[key]));
}

// ---------------------------------------------------------------------------------------------
// Validation into canonical form

const MAX_DEPTH = 20;

export interface NormalizeOptions {
  /** Stored values: arrays may not hold arrays, nesting is limited. Query operands are freer. */
  forWrite: boolean;
}

export function normalizeFields(fields: unknown, options: NormalizeOptions, depth = 0): Fields {
  if (fields === undefined || fields === null) return {};
  if (typeof fields !== 'object' || Array.isArray(fields))
    throw invalidArgument('Invalid value for fields: expected an object');
  const result: Fields = {};
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    if (options.forWrite && key === '') throw invalidArgument('Field names must not be empty');
    result[key] = normalizeValue(value, options, depth);
  }
  return result;
}

export function normalizeValue(raw: unknown, options: NormalizeOptions, depth = 0): Value {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw invalidArgument('Invalid value: expected a Value object');
  if (depth > MAX_DEPTH) throw invalidArgument(`Value is nested more than ${MAX_DEPTH} levels deep`);
  const keys = Object.keys(raw);
  if (keys.length !== 1) throw invalidArgument(`A Value must set exactly one value type, got ${JSON.stringify(keys)}`);
  const value = raw as Record<string, unknown>;
  switch (keys[0]) {
    case 'nullValue':
      return { nullValue: null };
    case 'booleanValue':
      if (typeof value.booleanValue !== 'boolean') throw invalidArgument('Invalid booleanValue');
      return { booleanValue: value.booleanValue };
    case 'integerValue':
      return { integerValue: canonicalInteger(value.integerValue) };
    case 'doubleValue':
      return { doubleValue: canonicalDouble(value.doubleValue) };
    case 'timestampValue':
      return { timestampValue: canonicalTimestamp(value.timestampValue as string) };
    case 'stringValue':
      if (typeof value.stringValue !== 'string') throw invalidArgument('Invalid stringValue');
      return { stringValue: value.stringValue };
    case 'bytesValue':
      if (typeof value.bytesValue !== 'string' || !/^[A-Za-z0-9+/_-]*=*$/.test(value.bytesValue)) {
        throw invalidArgument('Invalid bytesValue: expected base64');
      }
      return { bytesValue: Buffer.from(value.bytesValue, 'base64').toString('base64') };
    case 'referenceValue':
      if (typeof value.referenceValue !== 'string') throw invalidArgument('Invalid referenceValue');
      parseDocumentName(value.referenceValue);
      return { referenceValue: value.referenceValue };
    case 'geoPointValue': {
      const point = (value.geoPointValue ?? {}) as Record<string, unknown>;
      const latitude = Number(point.latitude ?? 0);
      const longitude = Number(point.longitude ?? 0);
      if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) {
        throw invalidArgument('Invalid geoPointValue: latitude must be in [-90, 90] and longitude in [-180, 180]');
      }
      return { geoPointValue: { latitude, longitude } };
    }
    case 'arrayValue': {
      const array = (value.arrayValue ?? {}) as { values?: unknown };
      if (array.values !== undefined && !Array.isArray(array.values)) throw invalidArgument('Invalid arrayValue');
      const values = ((array.values as unknown[] | undefined) ?? []).map((element) => {
        const normalized = normalizeValue(element, options, depth + 1);
        if (options.forWrite && normalized.arrayValue !== undefined) {
          throw invalidArgument('Cannot convert an array value in an array value.');
        }
        return normalized;
      });
      return { arrayValue: { values } };
    }
    case 'mapValue': {
      const map = (value.mapValue ?? {}) as { fields?: unknown };
      return { mapValue: { fields: normalizeFields(map.fields, options, depth + 1) } };
    }
    default:
      throw invalidArgument(`Unknown value type: ${keys[0]}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Storage size (https://firebase.google.com/docs/firestore/storage-size)

export const MAX_DOCUMENT_BYTES = 1_048_576;
/** "Maximum size of a field value: 1 MiB - 89 bytes", measured on a top-level string's or bytes' own length. */
export const MAX_FIELD_VALUE_BYTES = 1_048_487;

const stringSize = (text: string) => Buffer.byteLength(text, 'utf8') + 1;

/** A document name's size counts its path below `documents/`: each segment plus one byte, plus 16. */
export function documentNameSize(relativePath: string): number {
  let size = 16;
  for (const segment of relativePath.split('/')) size += stringSize(segment);
  return size;
}

export function valueSize(value: Value): number {
  if (value.nullValue !== undefined || value.booleanValue !== undefined) return 1;
  if (value.integerValue !== undefined || value.doubleValue !== undefined || value.timestampValue !== undefined)
    return 8;
  if (value.stringValue !== undefined) return stringSize(value.stringValue);
  if (value.bytesValue !== undefined) return Buffer.byteLength(value.bytesValue, 'base64');
  if (value.referenceValue !== undefined) {
    const at = value.referenceValue.indexOf('/documents/');
    return documentNameSize(at >= 0 ? value.referenceValue.slice(at + 11) : value.referenceValue);
  }
  if (value.geoPointValue !== undefined) return 16;
  if (value.arrayValue !== undefined) {
    let size = 0;
    for (const element of value.arrayValue.values ?? []) size += valueSize(element);
    return size;
  }
  return fieldsSize(value.mapValue?.fields ?? {});
}

export function fieldsSize(fields: Fields): number {
  let size = 0;
  for (const key in fields) size += stringSize(key) + valueSize(fields[key]);
  return size;
}

export function documentSize(relativePath: string, fields: Fields): number {
  return documentNameSize(relativePath) + fieldsSize(fields) + 32;
}

/** The name of the first top-level field whose string or bytes value is over MAX_FIELD_VALUE_BYTES, if any. */
export function oversizedFieldValue(fields: Fields): string | undefined {
  for (const key in fields) {
    const { stringValue, bytesValue } = fields[key];
    const length =
      stringValue !== undefined
        ? Buffer.byteLength(stringValue, 'utf8')
        : bytesValue !== undefined
          ? Buffer.byteLength(bytesValue, 'base64')
          : 0;
    if (length > MAX_FIELD_VALUE_BYTES) return key;
  }
  return undefined;
}
