import { FirestoreError, invalidArgument } from './errors.js';
import { deleteField, getField, isDocumentIdPath, parseDocumentName, parseFieldPath, setField } from './paths.js';
import type { StoredDocument } from './store.js';
import type { Document, Fields, FieldTransform, Precondition, Value, Write, WriteResult } from './types.js';
import {
  MAX_DOCUMENT_BYTES,
  MAX_FIELD_VALUE_BYTES,
  documentSize,
  doubleValue,
  identicalFields,
  integerValue,
  isInteger,
  isNaNValue,
  isNumber,
  microsToTimestamp,
  normalizeFields,
  normalizeValue,
  timestampToMicros,
  toBigInt,
  toNumber,
  valuesEqual,
  compareValues,
  oversizedFieldValue,
} from './values.js';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const FOR_WRITE = { forWrite: true };

export interface WriteContext {
  /** "projects/{p}/databases/{d}" every written document must belong to. */
  database: string;
  commitMicros: number;
  commitTime: string;
}

/** What one write does to one document. */
export interface WriteOutcome {
  path: string;
  /** The document after the write (null: absent). The same object as before when nothing changed. */
  state: StoredDocument | null;
  changed: boolean;
  result: WriteResult;
}

function targetName(write: Write): string {
  if (!write || typeof write !== 'object') throw invalidArgument('Invalid write');
  const targets = [write.update?.name, write.delete, write.verify, write.transform?.document].filter(
    (name) => name !== undefined,
  );
  const operations = [write.update, write.delete, write.verify, write.transform].filter((op) => op !== undefined);
  if (operations.length !== 1)
    throw invalidArgument('A write must set exactly one of update, delete, verify or transform');
  if (targets.length !== 1) throw invalidArgument('A write must name its document');
  return targets[0] as string;
}

export function checkPrecondition(
  name: string,
  precondition: Precondition | undefined,
  current: StoredDocument | null,
): void {
  if (!precondition) return;
  if (precondition.exists !== undefined && precondition.updateTime !== undefined) {
    throw invalidArgument('A precondition may set exists or updateTime, not both');
  }
  if (precondition.exists === true && !current) throw new FirestoreError('NOT_FOUND', `No document to update: ${name}`);
  if (precondition.exists === false && current)
    throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${name}`);
  if (precondition.updateTime !== undefined) {
    // Versions are microseconds since the epoch, a missing document's 0: a version that moved on,
    // even to a deletion, is a failed precondition, which a transaction retries.
    const required = timestampToMicros(precondition.updateTime);
    const stored = current?.updateMicros ?? 0;
    if (stored !== required) {
      throw new FirestoreError(
        'FAILED_PRECONDITION',
        `the stored version (${stored}) does not match the required base version (${required})`,
      );
    }
  }
}

const requiresExisting = (precondition: Precondition | undefined) =>
  precondition?.exists === true || precondition?.updateTime !== undefined;

/**
 * What a request is refused for before any document is read, as Google's Firestore refuses it: a
 * verify without a precondition, a document both verified and written, and a write that needs a
 * document an earlier write of the same request deleted.
 */
export function checkWriteSequence(writes: Write[]): void {
  const lastWrites = new Map<string, Write>();
  for (const write of writes) {
    const name = targetName(write);
    const previous = lastWrites.get(name);
    lastWrites.set(name, write);
    if (write.verify !== undefined) {
      if (write.currentDocument === undefined) throw invalidArgument('a verify must contain a precondition');
      if (previous && previous.verify === undefined)
        throw invalidArgument('the same document cannot be written and then verified in a single request');
    } else if (previous?.verify !== undefined) {
      throw invalidArgument('the same document cannot be verified and then written in a single request');
    } else if (previous?.delete !== undefined && requiresExisting(write.currentDocument)) {
      throw invalidArgument(
        `Cannot delete then ${write.delete !== undefined ? 'delete' : 'update'} an entity in the same request.`,
      );
    }
  }
}

/**
 * The request time a serverTimestamp (REQUEST_TIME) becomes and the rules see as request.time:
 * production gives it millisecond precision, so it is the commit time cut to the millisecond.
 */
export function requestMicros(context: WriteContext): number {
  return context.commitMicros - (context.commitMicros % 1000);
}

function numericOperand(transform: FieldTransform, value: Value | undefined, kind: string): Value {
  const operand = normalizeValue(value, FOR_WRITE);
  if (!isNumber(operand))
    throw invalidArgument(`The ${kind} operand of field ${transform.fieldPath} must be an integer or a double`);
  return operand;
}

function increment(current: Value | undefined, operand: Value): Value {
  if (!isNumber(current)) return operand;
  if (isInteger(current) && isInteger(operand)) {
    const total = toBigInt(current as Value) + toBigInt(operand);
    // Integer overflow saturates at the largest magnitude int64.
    return integerValue(total > INT64_MAX ? INT64_MAX : total < INT64_MIN ? INT64_MIN : total);
  }
  return doubleValue(toNumber(current as Value) + toNumber(operand));
}

/** maximum / minimum: the winning operand keeps its type; equivalent operands keep the stored value. */
function extreme(current: Value | undefined, operand: Value, wantLarger: boolean): Value {
  if (!isNumber(current)) return operand;
  if (isNaNValue(current)) return current as Value;
  if (isNaNValue(operand)) return operand;
  const comparison = compareValues(operand, current as Value);
  if (comparison === 0) return current as Value;
  return comparison > 0 === wantLarger ? operand : (current as Value);
}

function arrayElements(array: { values?: Value[] } | undefined): Value[] {
  return (normalizeValue({ arrayValue: array ?? {} }, FOR_WRITE).arrayValue?.values ?? []) as Value[];
}

/** Applies field transforms in order; returns the new fields and one result per transform. */
export function applyTransforms(
  fields: Fields,
  transforms: FieldTransform[],
  requestTime: string,
): { fields: Fields; results: Value[] } {
  const results: Value[] = [];
  const seen = new Set<string>();
  for (const transform of transforms) {
    const segments = parseFieldPath(transform.fieldPath);
    if (isDocumentIdPath(segments)) throw invalidArgument('Cannot transform __name__');
    if (seen.has(transform.fieldPath as string))
      throw invalidArgument(`Field ${transform.fieldPath} is transformed more than once`);
    seen.add(transform.fieldPath as string);
    const current = getField(fields, segments);
    let next: Value;
    let result: Value;
    if (transform.setToServerValue !== undefined) {
      if (transform.setToServerValue !== 'REQUEST_TIME')
        throw invalidArgument(`Unknown server value: ${transform.setToServerValue}`);
      next = result = { timestampValue: requestTime };
    } else if (transform.increment !== undefined) {
      next = result = increment(current, numericOperand(transform, transform.increment, 'increment'));
    } else if (transform.maximum !== undefined) {
      next = result = extreme(current, numericOperand(transform, transform.maximum, 'maximum'), true);
    } else if (transform.minimum !== undefined) {
      next = result = extreme(current, numericOperand(transform, transform.minimum, 'minimum'), false);
    } else if (transform.appendMissingElements !== undefined) {
      const values = [...(current?.arrayValue?.values ?? [])];
      for (const element of arrayElements(transform.appendMissingElements)) {
        if (!values.some((existing) => valuesEqual(existing, element))) values.push(element);
      }
      next = { arrayValue: { values } };
      result = { nullValue: null };
    } else if (transform.removeAllFromArray !== undefined) {
      const removed = arrayElements(transform.removeAllFromArray);
      const values = (current?.arrayValue?.values ?? []).filter(
        (existing) => !removed.some((element) => valuesEqual(existing, element)),
      );
      next = { arrayValue: { values } };
      result = { nullValue: null };
    } else {
      throw invalidArgument(`The transform of field ${transform.fieldPath} sets no operation`);
    }
    fields = setField(fields, segments, next);
    results.push(result);
  }
  return { fields, results };
}

export function storedDocument(
  name: string,
  path: string,
  fields: Fields,
  createMicros: number,
  createTime: string,
  updateMicros: number,
  updateTime: string,
): StoredDocument {
  const document: Document = { name };
  if (Object.keys(fields).length > 0) document.fields = fields;
  document.createTime = createTime;
  document.updateTime = updateTime;
  return { document, path, fields, createMicros, updateMicros };
}

/** Works out one write against the document's current state, without storing anything. */
export function planWrite(
  write: Write,
  current: (path: string) => StoredDocument | null,
  context: WriteContext,
): WriteOutcome {
  const name = targetName(write);
  const parsed = parseDocumentName(name);
  if (parsed.database !== context.database) {
    throw invalidArgument(`Document "${name}" is not in database "${context.database}"`);
  }
  const existing = current(parsed.path);
  checkPrecondition(name, write.currentDocument, existing);

  if (write.verify !== undefined) {
    // Nothing is written; the result carries the version the precondition was checked against.
    return {
      path: parsed.path,
      state: existing,
      changed: false,
      result: { updateTime: existing?.document.updateTime ?? context.commitTime },
    };
  }
  if (write.delete !== undefined) {
    return { path: parsed.path, state: null, changed: existing !== null, result: {} };
  }

  let fields: Fields;
  if (write.update) {
    const provided = normalizeFields(write.update.fields, FOR_WRITE);
    if (write.updateMask) {
      fields = existing?.fields ?? {};
      for (const fieldPath of write.updateMask.fieldPaths ?? []) {
        const segments = parseFieldPath(fieldPath);
        if (isDocumentIdPath(segments)) throw invalidArgument('Cannot update __name__');
        const value = getField(provided, segments);
        // A masked field missing from the input is deleted.
        fields = value === undefined ? deleteField(fields, segments) : setField(fields, segments, value);
      }
    } else {
      fields = provided;
    }
  } else {
    fields = existing?.fields ?? {};
  }

  const transforms = write.transform ? (write.transform.fieldTransforms ?? []) : (write.updateTransforms ?? []);
  let transformResults: Value[] | undefined;
  if (transforms.length > 0) {
    const transformed = applyTransforms(fields, transforms, microsToTimestamp(requestMicros(context)));
    fields = transformed.fields;
    transformResults = transformed.results;
  }

  const oversized = oversizedFieldValue(fields);
  if (oversized !== undefined)
    throw invalidArgument(`The value of property "${oversized}" is longer than ${MAX_FIELD_VALUE_BYTES} bytes.`);
  const size = documentSize(parsed.path, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document '${name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );
  }

  const result: WriteResult = {};
  if (transformResults) result.transformResults = transformResults;
  if (existing && identicalFields(existing.fields, fields)) {
    // Firestore keeps the previous update time when a write changes nothing.
    result.updateTime = existing.document.updateTime;
    return { path: parsed.path, state: existing, changed: false, result };
  }
  const state = storedDocument(
    name,
    parsed.path,
    fields,
    existing?.createMicros ?? context.commitMicros,
    existing?.document.createTime ?? context.commitTime,
    context.commitMicros,
    context.commitTime,
  );
  result.updateTime = context.commitTime;
  return { path: parsed.path, state, changed: true, result };
}
