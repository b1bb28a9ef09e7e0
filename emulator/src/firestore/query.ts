import { invalidArgument } from './errors.js';
import {
  checkCollectionId,
  formatFieldPath,
  getField,
  isDocumentIdPath,
  parseFieldPath,
  projectFields,
  type ResourceName,
} from './paths.js';
import type { StoredDocument } from './store.js';
import type { Cursor, Document, FieldReference, Filter, StructuredQuery, Value } from './types.js';
import { compareValues, comparePaths, isNaNValue, normalizeValue, typeOrder, valuesEqual } from './values.js';

type Matcher = (doc: StoredDocument) => boolean;

interface OrderField {
  /** null orders by document name. */
  segments: string[] | null;
  descending: boolean;
}

interface CompiledCursor {
  values: Value[];
  before: boolean;
}

export interface CompiledQuery {
  /** The parent's path below `documents` ("" for the root). */
  parentPath: string;
  /** "" with allDescendants means every document below the parent. */
  collectionId: string;
  allDescendants: boolean;
  matches: Matcher;
  orderBy: OrderField[];
  startAt?: CompiledCursor;
  endAt?: CompiledCursor;
  offset: number;
  limit?: number;
  /** Field paths kept by `select`; undefined keeps whole documents. */
  projection?: string[][];
}

const INEQUALITY_OPERATORS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
]);

function fieldSegments(reference: FieldReference | undefined): string[] {
  return parseFieldPath(reference?.fieldPath);
}

function fieldOf(doc: StoredDocument, segments: string[]): Value | undefined {
  return isDocumentIdPath(segments) ? { referenceValue: doc.document.name } : getField(doc.fields, segments);
}

function arrayOperand(value: Value, op: string): Value[] {
  const values = value.arrayValue?.values;
  if (!values) throw invalidArgument(`A filter with ${op} requires an array value`);
  if (values.length === 0) throw invalidArgument(`A filter with ${op} requires a non-empty array value`);
  return values;
}

/**
 * An 'in' over strings only, or document names only, as one set lookup per document rather than a
 * comparison with each candidate (a page of ids matched against 20,000 users took half a second).
 * Such values are equal exactly when their strings are.
 */
function setLookup(candidates: Value[]): ((value: Value) => boolean) | undefined {
  if (candidates.every((candidate) => candidate.stringValue !== undefined)) {
    const strings = new Set(candidates.map((candidate) => candidate.stringValue));
    return (value) => value.stringValue !== undefined && strings.has(value.stringValue);
  }
  if (candidates.every((candidate) => candidate.referenceValue !== undefined)) {
    const names = new Set(candidates.map((candidate) => candidate.referenceValue));
    return (value) => value.referenceValue !== undefined && names.has(value.referenceValue);
  }
  return undefined;
}

/**
 * A field filter compares with null and NaN nothing, as Firestore does: they are asked for with
 * IS_NULL and IS_NAN. So an operand of null or NaN matches no value, and a stored NaN equals no
 * operand and falls in no range (nested in an array or map they compare as usual).
 */
const comparable = (value: Value) => value.nullValue === undefined && !isNaNValue(value);

function compileFieldFilter(filter: NonNullable<Filter['fieldFilter']>, inequalities: string[][]): Matcher {
  const segments = fieldSegments(filter.field);
  if (filter.value === undefined) throw invalidArgument('A field filter requires a value');
  const operand = normalizeValue(filter.value, { forWrite: false });
  const op = filter.op;
  if (op && INEQUALITY_OPERATORS.has(op)) inequalities.push(segments);
  if (isDocumentIdPath(segments)) {
    const operands = op === 'IN' || op === 'NOT_IN' ? arrayOperand(operand, op) : [operand];
    if (operands.some((value) => value.referenceValue === undefined)) {
      throw invalidArgument('A filter on __name__ requires reference values');
    }
  }
  const never: Matcher = () => false;
  const comparison = (test: (order: number) => boolean): Matcher => {
    if (!comparable(operand)) return never;
    const operandType = typeOrder(operand);
    return (doc) => {
      const value = fieldOf(doc, segments);
      return (
        value !== undefined &&
        typeOrder(value) === operandType &&
        !isNaNValue(value) &&
        test(compareValues(value, operand))
      );
    };
  };
  // != and not-in: types need not match, but documents without the field or with null never
  // match, and a null among the values matches nothing.
  const notAmong = (listed: Value[]): Matcher => {
    if (listed.some((value) => value.nullValue !== undefined)) return never;
    const excluded = listed.filter(comparable);
    return (doc) => {
      const value = fieldOf(doc, segments);
      return (
        value !== undefined &&
        value.nullValue === undefined &&
        !excluded.some((candidate) => valuesEqual(value, candidate))
      );
    };
  };
  switch (op) {
    case 'LESS_THAN':
      return comparison((order) => order < 0);
    case 'LESS_THAN_OR_EQUAL':
      return comparison((order) => order <= 0);
    case 'GREATER_THAN':
      return comparison((order) => order > 0);
    case 'GREATER_THAN_OR_EQUAL':
      return comparison((order) => order >= 0);
    case 'EQUAL':
      return comparison((order) => order === 0);
    case 'NOT_EQUAL':
      return notAmong([operand]);
    case 'ARRAY_CONTAINS':
      if (!comparable(operand)) return never;
      return (doc) =>
        fieldOf(doc, segments)?.arrayValue?.values?.some((element) => valuesEqual(element, operand)) ?? false;
    case 'ARRAY_CONTAINS_ANY': {
      const candidates = arrayOperand(operand, op).filter(comparable);
      if (candidates.length === 0) return never;
      return (doc) =>
        fieldOf(doc, segments)?.arrayValue?.values?.some((element) =>
          candidates.some((candidate) => valuesEqual(element, candidate)),
        ) ?? false;
    }
    case 'IN': {
      const candidates = arrayOperand(operand, op).filter(comparable);
      if (candidates.length === 0) return never;
      const isCandidate = setLookup(candidates);
      if (isCandidate) {
        return (doc) => {
          const value = fieldOf(doc, segments);
          return value !== undefined && isCandidate(value);
        };
      }
      return (doc) => {
        const value = fieldOf(doc, segments);
        return value !== undefined && candidates.some((candidate) => valuesEqual(value, candidate));
      };
    }
    case 'NOT_IN':
      return notAmong(arrayOperand(operand, op));
    default:
      throw invalidArgument(`Invalid field filter operator: ${JSON.stringify(op)}`);
  }
}

function compileUnaryFilter(filter: NonNullable<Filter['unaryFilter']>, inequalities: string[][]): Matcher {
  const segments = fieldSegments(filter.field);
  switch (filter.op) {
    case 'IS_NULL':
      return (doc) => fieldOf(doc, segments)?.nullValue !== undefined;
    case 'IS_NAN':
      return (doc) => isNaNValue(fieldOf(doc, segments));
    case 'IS_NOT_NULL':
      inequalities.push(segments);
      return (doc) => {
        const value = fieldOf(doc, segments);
        return value !== undefined && value.nullValue === undefined;
      };
    case 'IS_NOT_NAN':
      inequalities.push(segments);
      return (doc) => {
        const value = fieldOf(doc, segments);
        return value !== undefined && value.nullValue === undefined && !isNaNValue(value);
      };
    default:
      throw invalidArgument(`Invalid unary filter operator: ${JSON.stringify(filter.op)}`);
  }
}

function compileFilter(filter: Filter, inequalities: string[][]): Matcher {
  if (filter.fieldFilter) return compileFieldFilter(filter.fieldFilter, inequalities);
  if (filter.unaryFilter) return compileUnaryFilter(filter.unaryFilter, inequalities);
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map((part) => compileFilter(part, inequalities));
    if (parts.length === 1) return parts[0];
    const op = filter.compositeFilter.op;
    if (op === 'AND') return (doc) => parts.every((part) => part(doc));
    if (op === 'OR') return (doc) => parts.some((part) => part(doc));
    throw invalidArgument(`Invalid composite filter operator: ${JSON.stringify(op)}`);
  }
  throw invalidArgument('A filter must set fieldFilter, unaryFilter or compositeFilter');
}

/** Whether a filter asks for documents by name with == or in, anywhere in it. */
function selectsByKey(filter: Filter | undefined): boolean {
  if (!filter) return false;
  if (filter.compositeFilter) return (filter.compositeFilter.filters ?? []).some(selectsByKey);
  const { op, field } = filter.fieldFilter ?? {};
  return (op === 'EQUAL' || op === 'IN') && isDocumentIdPath(fieldSegments(field));
}

function compileCursor(cursor: Cursor | undefined, orderBy: OrderField[]): CompiledCursor | undefined {
  if (!cursor) return undefined;
  const values = (cursor.values ?? []).map((value) => normalizeValue(value, { forWrite: false }));
  if (values.length > orderBy.length)
    throw invalidArgument(
      'Too many cursor values specified. The specified values must match the orderBy() constraints of the query.',
    );
  values.forEach((value, i) => {
    if (orderBy[i].segments === null && value.referenceValue === undefined) {
      throw invalidArgument('Cursor position for __name__ must be a reference value');
    }
  });
  return { values, before: cursor.before === true };
}

function limitOf(query: StructuredQuery): number | undefined {
  const raw = typeof query.limit === 'object' && query.limit !== null ? query.limit.value : query.limit;
  if (raw === undefined || raw === null) return undefined;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0) throw invalidArgument(`Invalid limit: ${JSON.stringify(raw)}`);
  return limit;
}

export function compileQuery(parent: ResourceName, query: StructuredQuery | undefined): CompiledQuery {
  if (!query || typeof query !== 'object') throw invalidArgument('A structured query is required');
  const from = query.from ?? [];
  if (from.length !== 1) throw invalidArgument('A query must select exactly one collection (from)');
  const collectionId = from[0].collectionId ?? '';
  const allDescendants = from[0].allDescendants === true;
  if (collectionId === '' && !allDescendants) throw invalidArgument('A collection query requires a collectionId');
  if (collectionId.includes('/')) throw invalidArgument(`Invalid collectionId: ${collectionId}`);
  checkCollectionId(collectionId);

  const inequalities: string[][] = [];
  const where = query.where ? compileFilter(query.where, inequalities) : () => true;

  // Explicit orders first, then inequality fields not yet ordered (lexicographically), then __name__,
  // all following the direction of the last explicit order: what Firestore and the SDKs do.
  const orderBy: OrderField[] = (query.orderBy ?? []).map((order) => {
    const segments = fieldSegments(order.field);
    return { segments: isDocumentIdPath(segments) ? null : segments, descending: order.direction === 'DESCENDING' };
  });
  const ordered = new Set(orderBy.map((order) => (order.segments ? formatFieldPath(order.segments) : '__name__')));
  const lastDescending = orderBy.length > 0 ? orderBy[orderBy.length - 1].descending : false;
  const implicit = inequalities
    .filter((segments) => !isDocumentIdPath(segments))
    .map((segments) => formatFieldPath(segments))
    .filter((path, i, all) => !ordered.has(path) && all.indexOf(path) === i)
    .sort();
  for (const path of implicit) orderBy.push({ segments: parseFieldPath(path), descending: lastDescending });
  // Firestore scans an inequality on a field in that field's order, which the document name can
  // only follow: so no equality on names beside it, and no field ordered after the name.
  const inequalityOnKey = inequalities.some(isDocumentIdPath);
  if (inequalities.length > 0 && !inequalityOnKey && selectsByKey(query.where)) {
    throw invalidArgument(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  }
  const keyOrder = orderBy.findIndex((order) => order.segments === null);
  if (keyOrder >= 0 && keyOrder < orderBy.length - 1)
    throw invalidArgument('order by clause cannot contain more fields after the key');
  if (!ordered.has('__name__')) orderBy.push({ segments: null, descending: lastDescending });

  // A document lacking an ordered field is not in the result.
  const orderedFields = orderBy.flatMap((order) => (order.segments ? [order.segments] : []));
  const matches: Matcher =
    orderedFields.length === 0
      ? where
      : (doc) => orderedFields.every((segments) => getField(doc.fields, segments) !== undefined) && where(doc);

  const offset = Number(query.offset ?? 0);
  if (!Number.isInteger(offset) || offset < 0) throw invalidArgument(`Invalid offset: ${JSON.stringify(query.offset)}`);

  let projection: string[][] | undefined;
  if (query.select) {
    projection = (query.select.fields ?? []).map(fieldSegments).filter((segments) => !isDocumentIdPath(segments));
  }

  return {
    parentPath: parent.path,
    collectionId,
    allDescendants,
    matches,
    orderBy,
    startAt: compileCursor(query.startAt, orderBy),
    endAt: compileCursor(query.endAt, orderBy),
    offset,
    limit: limitOf(query),
    projection,
  };
}

function orderKey(doc: StoredDocument, orderBy: OrderField[]): Value[] {
  return orderBy.map((order) =>
    order.segments ? (getField(doc.fields, order.segments) as Value) : { referenceValue: doc.document.name },
  );
}

function compareKeys(left: Value[], right: Value[], orderBy: OrderField[], length: number): number {
  for (let i = 0; i < length; i++) {
    const order = orderBy[i];
    const comparison =
      order.segments === null
        ? comparePaths(left[i].referenceValue as string, right[i].referenceValue as string)
        : compareValues(left[i], right[i]);
    if (comparison !== 0) return order.descending ? -comparison : comparison;
  }
  return 0;
}

/** Filters, orders, applies cursors, offset and limit. */
export function executeQuery(query: CompiledQuery, candidates: Iterable<StoredDocument>): StoredDocument[] {
  const keyed: { doc: StoredDocument; key: Value[] }[] = [];
  for (const doc of candidates) {
    if (query.matches(doc)) keyed.push({ doc, key: orderKey(doc, query.orderBy) });
  }
  const { orderBy, startAt, endAt } = query;
  keyed.sort((a, b) => compareKeys(a.key, b.key, orderBy, orderBy.length));
  let start = 0;
  let end = keyed.length;
  if (startAt) {
    // startAt (before) keeps documents equal to the cursor; startAfter does not.
    while (start < end) {
      const comparison = compareKeys(keyed[start].key, startAt.values, orderBy, startAt.values.length);
      if (comparison > 0 || (comparison === 0 && startAt.before)) break;
      start++;
    }
  }
  if (endAt) {
    // endAt keeps documents equal to the cursor; endBefore (before) does not.
    while (end > start) {
      const comparison = compareKeys(keyed[end - 1].key, endAt.values, orderBy, endAt.values.length);
      if (comparison < 0 || (comparison === 0 && !endAt.before)) break;
      end--;
    }
  }
  start += query.offset;
  if (query.limit !== undefined) end = Math.min(end, start + query.limit);
  const results: StoredDocument[] = [];
  for (let i = start; i < end; i++) results.push(keyed[i].doc);
  return results;
}

/** The document as returned, cut down to a projection or mask when one is given. */
export function presentDocument(doc: StoredDocument, fieldPaths?: string[][]): Document {
  if (!fieldPaths) return doc.document;
  const fields = projectFields(doc.fields, fieldPaths);
  const presented: Document = { name: doc.document.name };
  if (Object.keys(fields).length > 0) presented.fields = fields;
  presented.createTime = doc.document.createTime;
  presented.updateTime = doc.document.updateTime;
  return presented;
}
