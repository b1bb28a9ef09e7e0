import { createRequire } from 'node:module';
import protobuf from 'protobufjs';

/**
 * The google.firestore.v1 schema and the proto3 JSON mapping between its binary messages and the
 * JSON bodies the engine speaks (the same JSON the REST API carries).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

// The descriptor ships prebuilt with the Firestore client, imports already resolved into one file.
const require = createRequire(import.meta.url);
const root = protobuf.Root.fromJSON(require('@google-cloud/firestore/build/protos/v1.json'));
// The published schema leaves out Write.verify (field 5, one of the write's operations), which the
// web SDK's transactions send for each document they read but did not write.
root.lookupType('google.firestore.v1.Write').oneofs.operation.add(new protobuf.Field('verify', 5, 'string'));
root.resolveAll();

export const firestoreService = root.lookupService('google.firestore.v1.Firestore');

// Decoded int64 fields come back as Long objects ({low, high}) only when protobufjs found `long`.
if (!protobuf.util.Long)
  throw new Error('protobufjs was loaded without Long support; int64 values would lose precision');

const INT64_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const UNSIGNED_64_TYPES = new Set(['uint64', 'fixed64']);
const INT32_TYPES = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32']);

const WRAPPER_TYPES = new Set(
  [
    'DoubleValue',
    'FloatValue',
    'Int64Value',
    'UInt64Value',
    'Int32Value',
    'UInt32Value',
    'BoolValue',
    'StringValue',
    'BytesValue',
  ].map((name) => `.google.protobuf.${name}`),
);

/** A JSON field that is not what the schema says (the message names the field). */
export class ProtoJsonError extends Error {}

// ---------------------------------------------------------------------------------------------
// Timestamps and durations

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Three, six or nine fraction digits, as Google's JSON printer writes them. */
function formatNanos(nanos: number): string {
  if (nanos === 0) return '';
  const digits = String(nanos).padStart(9, '0');
  if (nanos % 1_000_000 === 0) return `.${digits.slice(0, 3)}`;
  if (nanos % 1_000 === 0) return `.${digits.slice(0, 6)}`;
  return `.${digits}`;
}

// google.protobuf.Timestamp spans 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z.
const MIN_TIMESTAMP_SECONDS = -62_135_596_800n;
const MAX_TIMESTAMP_SECONDS = 253_402_300_799n;

export function formatTimestamp(seconds: bigint, nanos: number): string {
  if (seconds < MIN_TIMESTAMP_SECONDS || seconds > MAX_TIMESTAMP_SECONDS || nanos < 0 || nanos > 999_999_999) {
    throw new ProtoJsonError(`timestamp out of range: ${seconds}s ${nanos}ns`);
  }
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 19)}${formatNanos(nanos)}Z`;
}

export function parseTimestamp(text: string): { seconds: bigint; nanos: number } {
  const match = RFC3339.exec(text);
  if (!match) throw new ProtoJsonError(`invalid timestamp "${text}"`);
  const [, year, month, day, hour, minute, second, fraction = '', , sign, offsetHours, offsetMinutes] = match;
  // setUTCFullYear, unlike Date.UTC, does not move years 0-99 into the 1900s.
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), Number(second));
  const rolledOver =
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day) ||
    date.getUTCHours() !== Number(hour);
  if (rolledOver || Number(minute) > 59 || Number(second) > 59) throw new ProtoJsonError(`invalid timestamp "${text}"`);
  let seconds = BigInt(Math.floor(date.getTime() / 1000));
  if (sign) {
    const offset = BigInt(Number(offsetHours) * 3600 + Number(offsetMinutes) * 60);
    seconds = sign === '+' ? seconds - offset : seconds + offset;
  }
  if (seconds < MIN_TIMESTAMP_SECONDS || seconds > MAX_TIMESTAMP_SECONDS)
    throw new ProtoJsonError(`timestamp out of range "${text}"`);
  return { seconds, nanos: Number(fraction.padEnd(9, '0')) };
}

function formatDuration(seconds: bigint, nanos: number): string {
  const negative = seconds < 0n || nanos < 0;
  const absoluteSeconds = seconds < 0n ? -seconds : seconds;
  return `${negative ? '-' : ''}${absoluteSeconds}${formatNanos(Math.abs(nanos))}s`;
}

function parseDuration(text: string): { seconds: bigint; nanos: number } {
  const match = /^(-)?(\d+)(?:\.(\d{1,9}))?s$/.exec(text);
  if (!match) throw new ProtoJsonError(`invalid duration "${text}"`);
  const [, minus, whole, fraction = ''] = match;
  const sign = minus ? -1 : 1;
  return { seconds: BigInt(whole) * BigInt(sign), nanos: Number(fraction.padEnd(9, '0')) * sign };
}

// ---------------------------------------------------------------------------------------------
// 64-bit integers: protobufjs hands out and accepts {low, high} pairs (two's complement halves)

interface LongBits {
  low: number;
  high: number;
}

function longToBigInt(value: unknown, unsigned: boolean): bigint {
  if (typeof value === 'number') return BigInt(value);
  const { low, high } = value as LongBits;
  const bits = (BigInt(high >>> 0) << 32n) | BigInt(low >>> 0);
  return unsigned ? bits : BigInt.asIntN(64, bits);
}

function bigIntToLong(value: bigint): LongBits {
  const bits = BigInt.asUintN(64, value);
  return { low: Number(bits & 0xffffffffn) | 0, high: Number(bits >> 32n) | 0 };
}

function parseInt64(json: Json, unsigned: boolean, where: string): bigint {
  if (typeof json !== 'string' && typeof json !== 'number') throw new ProtoJsonError(`${where}: expected an integer`);
  const text = String(json).trim();
  if (!/^-?\d+$/.test(text)) throw new ProtoJsonError(`${where}: invalid integer "${text}"`);
  const value = BigInt(text);
  const [min, max] = unsigned ? [0n, 2n ** 64n - 1n] : [-(2n ** 63n), 2n ** 63n - 1n];
  if (value < min || value > max) throw new ProtoJsonError(`${where}: integer out of range "${text}"`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Binary (decoded protobufjs message) -> proto3 JSON

type Decoded = Record<string, unknown>;

function scalarToJson(field: protobuf.Field, value: unknown): Json {
  if (INT64_TYPES.has(field.type)) return longToBigInt(value, UNSIGNED_64_TYPES.has(field.type)).toString();
  if (field.type === 'bytes') return Buffer.from(value as Uint8Array).toString('base64');
  if (field.type === 'double' || field.type === 'float') {
    const number = value as number;
    return Number.isFinite(number) ? number : String(number); // "NaN", "Infinity", "-Infinity"
  }
  return value as Json;
}

function fieldValueToJson(field: protobuf.Field, value: unknown): Json {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) return messageToJson(resolved, value as Decoded);
  if (resolved instanceof protobuf.Enum) {
    if (resolved.fullName === '.google.protobuf.NullValue') return null;
    return resolved.valuesById[value as number] ?? (value as number);
  }
  return scalarToJson(field, value);
}

function structValueToJson(value: Decoded): Json {
  // Decoded messages carry every field's default on their prototype; set oneof members are own.
  if (Object.hasOwn(value, 'structValue')) return structToJson(value.structValue as Decoded);
  if (Object.hasOwn(value, 'listValue'))
    return ((value.listValue as Decoded).values as Decoded[]).map(structValueToJson);
  if (Object.hasOwn(value, 'numberValue')) return value.numberValue as number;
  if (Object.hasOwn(value, 'stringValue')) return value.stringValue as string;
  if (Object.hasOwn(value, 'boolValue')) return value.boolValue as boolean;
  return null;
}

function structToJson(struct: Decoded): JsonObject {
  const fields = (struct.fields ?? {}) as Record<string, Decoded>;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, structValueToJson(value)]));
}

/** A decoded message as proto3 JSON: lowerCamelCase names, only the fields the sender set. */
export function messageToJson(type: protobuf.Type, message: Decoded): Json {
  switch (type.fullName) {
    case '.google.protobuf.Timestamp':
      return formatTimestamp(longToBigInt(message.seconds ?? 0, false), Number(message.nanos ?? 0));
    case '.google.protobuf.Duration':
      return formatDuration(longToBigInt(message.seconds ?? 0, false), Number(message.nanos ?? 0));
    case '.google.protobuf.Struct':
      return structToJson(message);
    case '.google.protobuf.Value':
      return structValueToJson(message);
    case '.google.protobuf.ListValue':
      return ((message.values ?? []) as Decoded[]).map(structValueToJson);
  }
  if (WRAPPER_TYPES.has(type.fullName))
    return scalarToJson(type.fields.value, message.value ?? type.fields.value.defaultValue);

  const json: JsonObject = {};
  for (const field of type.fieldsArray) {
    // Decoding sets own properties only for fields on the wire (and always for repeated and map
    // fields), so unset singular fields and oneof members stay absent, as in Google's JSON.
    if (!Object.hasOwn(message, field.name)) continue;
    const value = message[field.name];
    if (value === null || value === undefined) continue;
    if (field.map) {
      const entries = Object.entries(value as Record<string, unknown>);
      json[field.name] = Object.fromEntries(entries.map(([key, entry]) => [key, fieldValueToJson(field, entry)]));
    } else if (field.repeated) {
      json[field.name] = (value as unknown[]).map((item) => fieldValueToJson(field, item));
    } else {
      json[field.name] = fieldValueToJson(field, value);
    }
  }
  return json;
}

// ---------------------------------------------------------------------------------------------
// proto3 JSON -> object protobufjs can encode

function scalarFromJson(field: protobuf.Field, json: Json, where: string): unknown {
  if (INT64_TYPES.has(field.type)) return bigIntToLong(parseInt64(json, UNSIGNED_64_TYPES.has(field.type), where));
  switch (field.type) {
    case 'bytes':
      if (typeof json !== 'string') throw new ProtoJsonError(`${where}: expected base64 bytes`);
      return Buffer.from(json, 'base64'); // accepts the URL-safe alphabet too
    case 'double':
    case 'float': {
      const number = typeof json === 'string' ? Number(json) : json;
      if (typeof number !== 'number') throw new ProtoJsonError(`${where}: expected a number`);
      return number;
    }
    case 'bool':
      if (typeof json !== 'boolean') throw new ProtoJsonError(`${where}: expected a boolean`);
      return json;
    case 'string':
      if (typeof json !== 'string') throw new ProtoJsonError(`${where}: expected a string`);
      return json;
  }
  if (INT32_TYPES.has(field.type)) {
    const number = typeof json === 'string' ? Number(json) : json;
    if (typeof number !== 'number' || !Number.isInteger(number))
      throw new ProtoJsonError(`${where}: expected an integer`);
    return number;
  }
  throw new ProtoJsonError(`${where}: unsupported field type ${field.type}`);
}

function fieldValueFromJson(field: protobuf.Field, json: Json, where: string): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Type) return messageFromJson(resolved, json, where);
  if (resolved instanceof protobuf.Enum) {
    if (resolved.fullName === '.google.protobuf.NullValue') return 0;
    if (typeof json === 'number') return json;
    const number = typeof json === 'string' ? resolved.values[json] : undefined;
    if (number === undefined) throw new ProtoJsonError(`${where}: unknown ${resolved.name} "${String(json)}"`);
    return number;
  }
  return scalarFromJson(field, json, where);
}

function structValueFromJson(json: Json): Decoded {
  if (json === null) return { nullValue: 0 };
  if (Array.isArray(json)) return { listValue: { values: json.map(structValueFromJson) } };
  switch (typeof json) {
    case 'number':
      return { numberValue: json };
    case 'string':
      return { stringValue: json };
    case 'boolean':
      return { boolValue: json };
    default:
      return { structValue: structFromJson(json) };
  }
}

function structFromJson(json: JsonObject): Decoded {
  return { fields: Object.fromEntries(Object.entries(json).map(([key, value]) => [key, structValueFromJson(value)])) };
}

function isJsonObject(json: Json): json is JsonObject {
  return typeof json === 'object' && json !== null && !Array.isArray(json);
}

/** A proto3 JSON object as a plain object protobufjs's encoder accepts. Unknown keys are ignored. */
export function messageFromJson(type: protobuf.Type, json: Json, where: string = type.name): Decoded {
  switch (type.fullName) {
    case '.google.protobuf.Timestamp':
    case '.google.protobuf.Duration': {
      if (typeof json !== 'string') throw new ProtoJsonError(`${where}: expected a ${type.name} string`);
      const { seconds, nanos } = type.name === 'Timestamp' ? parseTimestamp(json) : parseDuration(json);
      return { seconds: bigIntToLong(seconds), nanos };
    }
    case '.google.protobuf.Value':
      return structValueFromJson(json);
    case '.google.protobuf.ListValue':
      if (!Array.isArray(json)) throw new ProtoJsonError(`${where}: expected an array`);
      return { values: json.map(structValueFromJson) };
  }
  if (WRAPPER_TYPES.has(type.fullName)) return { value: scalarFromJson(type.fields.value, json, where) };
  if (!isJsonObject(json)) throw new ProtoJsonError(`${where}: expected an object`);
  if (type.fullName === '.google.protobuf.Struct') return structFromJson(json);

  const message: Decoded = {};
  for (const [key, value] of Object.entries(json)) {
    const field = type.fields[key];
    // JSON null means "not set", except for the NullValue enum where it is the value itself.
    if (!field || value === undefined) continue;
    if (value === null && field.resolvedType?.fullName !== '.google.protobuf.NullValue') continue;
    const path = `${where}.${key}`;
    if (field.map) {
      if (!isJsonObject(value)) throw new ProtoJsonError(`${path}: expected an object`);
      message[key] = Object.fromEntries(
        Object.entries(value).map(([mapKey, entry]) => [mapKey, fieldValueFromJson(field, entry, `${path}.${mapKey}`)]),
      );
    } else if (field.repeated) {
      if (!Array.isArray(value)) throw new ProtoJsonError(`${path}: expected an array`);
      message[key] = value.map((item, index) => fieldValueFromJson(field, item, `${path}[${index}]`));
    } else {
      message[key] = fieldValueFromJson(field, value, path);
    }
  }
  return message;
}

export function decodeMessage(type: protobuf.Type, bytes: Uint8Array): Json {
  return messageToJson(type, type.decode(bytes) as unknown as Decoded);
}

export function encodeMessage(type: protobuf.Type, json: Json): Uint8Array {
  return type.encode(messageFromJson(type, json)).finish();
}
