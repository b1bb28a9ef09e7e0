/**
 * Index enforcement as production Firestore does it (Google's emulator never asks for an index).
 * With a `firestore.indexes.json` configuration set, a query that neither an automatic
 * single-field index, a merge of them, nor a declared composite index can serve is refused with
 * FAILED_PRECONDITION and the definition to add. Without a configuration nothing is enforced.
 *
 * The decision follows Google's documentation of index types:
 * - every field has collection-scoped ascending, descending and array-contains single-field
 *   indexes unless a field override says otherwise; collection-group-scoped ones exist only
 *   where an override declares them;
 * - equality filters (==, in, array-contains, array-contains-any, is null, is NaN) on any number
 *   of fields are served by merging single-field indexes;
 * - one ordered field (an orderBy or an inequality) with no other filters is served by its
 *   single-field index;
 * - anything else needs a composite index of the equality fields (in any order) followed by the
 *   ordered fields in order and direction; the implicit `__name__` order never counts.
 * An OR query is checked one disjunct at a time, as production plans each branch separately; a
 * sum() or avg() field must be in the index too, after the query's own fields.
 */
import { FirestoreError, invalidArgument } from './errors.js';
import { formatFieldPath, isDocumentIdPath, parseFieldPath } from './paths.js';
import type { CompiledQuery } from './query.js';
import type { Aggregation, Filter } from './types.js';

type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
type IndexMode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

interface IndexField {
  fieldPath: string;
  mode: IndexMode;
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
}

interface SingleFieldIndex {
  queryScope: QueryScope;
  mode: IndexMode;
}

/** An equality-like filter: `contains` for array-contains(-any), which needs a CONTAINS index. */
interface Equality {
  fieldPath: string;
  contains: boolean;
}

/** What one disjunct of a query asks of the indexes. */
interface QueryShape {
  collectionGroup: string;
  queryScope: QueryScope;
  equalities: Equality[];
  /** Ordered fields (explicit orderBy, then inequality fields), without `__name__` or equality fields. */
  orders: IndexField[];
}

const AUTOMATIC_SINGLE_FIELD: readonly SingleFieldIndex[] = [
  { queryScope: 'COLLECTION', mode: 'ASCENDING' },
  { queryScope: 'COLLECTION', mode: 'DESCENDING' },
  { queryScope: 'COLLECTION', mode: 'CONTAINS' },
];

const EQUALITY_OPERATORS = new Set(['EQUAL', 'IN']);
const CONTAINS_OPERATORS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const EQUALITY_UNARY_OPERATORS = new Set(['IS_NULL', 'IS_NAN']);

// ---------------------------------------------------------------------------------------------
// Reading firestore.indexes.json

function configError(message: string): FirestoreError {
  return invalidArgument(`Invalid index configuration: ${message}`);
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw configError(`${where} must be an object`);
  return value as Record<string, unknown>;
}

function list(value: unknown, where: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw configError(`${where} must be a list`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '') throw configError(`${where} must be a non-empty string`);
  return value;
}

function canonicalFieldPath(value: unknown, where: string): string {
  const path = text(value, where);
  return path === '*' ? path : formatFieldPath(parseFieldPath(path));
}

function queryScopeOf(value: unknown, where: string): QueryScope {
  if (value === undefined || value === 'COLLECTION') return 'COLLECTION';
  if (value === 'COLLECTION_GROUP') return 'COLLECTION_GROUP';
  throw configError(`${where}.queryScope must be COLLECTION or COLLECTION_GROUP`);
}

/** `order: ASCENDING|DESCENDING` or `arrayConfig: CONTAINS`, exactly one. */
function modeOf(entry: Record<string, unknown>, where: string): IndexMode {
  const { order, arrayConfig } = entry;
  if (order !== undefined && arrayConfig !== undefined) throw configError(`${where} sets both order and arrayConfig`);
  if (order === 'ASCENDING' || order === 'DESCENDING') return order;
  if (arrayConfig === 'CONTAINS') return 'CONTAINS';
  throw configError(`${where} needs order ASCENDING|DESCENDING or arrayConfig CONTAINS`);
}

function parseComposite(value: unknown, where: string): CompositeIndex {
  const index = record(value, where);
  const fields = list(index.fields, `${where}.fields`).map((field, i) => {
    const entry = record(field, `${where}.fields[${i}]`);
    return {
      fieldPath: canonicalFieldPath(entry.fieldPath, `${where}.fields[${i}].fieldPath`),
      mode: modeOf(entry, `${where}.fields[${i}]`),
    };
  });
  // Production appends `__name__` to every composite index; declaring it changes nothing here.
  while (fields.length > 0 && fields[fields.length - 1].fieldPath === '__name__') fields.pop();
  return {
    collectionGroup: text(index.collectionGroup, `${where}.collectionGroup`),
    queryScope: queryScopeOf(index.queryScope, where),
    fields,
  };
}

function overrideKey(collectionGroup: string, fieldPath: string): string {
  return `${collectionGroup}\u0000${fieldPath}`;
}

// ---------------------------------------------------------------------------------------------
// Reading a query

/** The where clause in disjunctive normal form, keeping only the equality-like filters. */
function equalityDisjuncts(filter: Filter | undefined): Equality[][] {
  if (!filter) return [[]];
  if (filter.fieldFilter) {
    const { op, field } = filter.fieldFilter;
    const segments = parseFieldPath(field?.fieldPath);
    if (isDocumentIdPath(segments)) return [[]];
    if (op && EQUALITY_OPERATORS.has(op)) return [[{ fieldPath: formatFieldPath(segments), contains: false }]];
    if (op && CONTAINS_OPERATORS.has(op)) return [[{ fieldPath: formatFieldPath(segments), contains: true }]];
    return [[]];
  }
  if (filter.unaryFilter) {
    const { op, field } = filter.unaryFilter;
    if (!op || !EQUALITY_UNARY_OPERATORS.has(op)) return [[]];
    return [[{ fieldPath: formatFieldPath(parseFieldPath(field?.fieldPath)), contains: false }]];
  }
  const parts = (filter.compositeFilter?.filters ?? []).map(equalityDisjuncts);
  if (filter.compositeFilter?.op === 'OR') return parts.flat();
  return parts.reduce((product, part) => product.flatMap((left) => part.map((right) => [...left, ...right])), [[]]);
}

/** The fields sum() and avg() read: production computes them by scanning an index that holds the field. */
function aggregatedFields(aggregations: readonly Aggregation[]): string[] {
  return aggregations.flatMap((aggregation) => {
    const fieldPath = (aggregation.sum ?? aggregation.avg)?.field?.fieldPath;
    return fieldPath === undefined ? [] : [formatFieldPath(parseFieldPath(fieldPath))];
  });
}

/** Each aggregated field not already in the shape becomes one more ordered field, one field at a time. */
function withAggregatedFields(shape: QueryShape, fields: string[]): QueryShape[] {
  const covered = new Set([
    ...shape.equalities.map((equality) => equality.fieldPath),
    ...shape.orders.map((order) => order.fieldPath),
  ]);
  const extra = [...new Set(fields)].filter((fieldPath) => !covered.has(fieldPath));
  if (extra.length === 0) return [shape];
  return extra.map((fieldPath) => ({ ...shape, orders: [...shape.orders, { fieldPath, mode: 'ASCENDING' as const }] }));
}

function shapesOf(query: CompiledQuery, where: Filter | undefined): QueryShape[] {
  const queryScope: QueryScope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const orderedFields = query.orderBy.flatMap((order) =>
    order.segments
      ? [
          {
            fieldPath: formatFieldPath(order.segments),
            mode: order.descending ? ('DESCENDING' as const) : ('ASCENDING' as const),
          },
        ]
      : [],
  );
  return equalityDisjuncts(where).map((found) => {
    const equalities = found.filter(
      (equality, i) =>
        found.findIndex((other) => other.fieldPath === equality.fieldPath && other.contains === equality.contains) ===
        i,
    );
    // An order on a field pinned by an equality orders nothing.
    const pinned = new Set(equalities.filter((equality) => !equality.contains).map((equality) => equality.fieldPath));
    const orders = orderedFields.filter((order) => !pinned.has(order.fieldPath));
    return { collectionGroup: query.collectionId, queryScope, equalities, orders };
  });
}

// ---------------------------------------------------------------------------------------------
// Deciding

function servesEquality(field: IndexField, equality: Equality): boolean {
  return (
    field.fieldPath === equality.fieldPath &&
    (equality.contains ? field.mode === 'CONTAINS' : field.mode !== 'CONTAINS')
  );
}

/** The index's fields are the equalities in any order, then the orders exactly. */
function compositeServes(index: CompositeIndex, shape: QueryShape): boolean {
  const { equalities, orders } = shape;
  if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== shape.queryScope) return false;
  if (index.fields.length !== equalities.length + orders.length) return false;
  const prefix = index.fields.slice(0, equalities.length);
  const everyEqualityServed = equalities.every((equality) => prefix.some((field) => servesEquality(field, equality)));
  const ordersMatch = orders.every((order, i) => {
    const field = index.fields[equalities.length + i];
    return field.fieldPath === order.fieldPath && field.mode === order.mode;
  });
  return everyEqualityServed && ordersMatch;
}

function singleFieldMessage(
  collectionGroup: string,
  fieldPath: string,
  wanted: SingleFieldIndex,
  inForce: readonly SingleFieldIndex[],
): string {
  const scope = wanted.queryScope === 'COLLECTION_GROUP' ? 'COLLECTION_GROUP' : 'COLLECTION';
  const mode = { ASCENDING: 'ASC', DESCENDING: 'DESC', CONTAINS: 'ARRAY_CONTAINS' }[wanted.mode];
  const override = {
    collectionGroup,
    fieldPath,
    indexes: [...inForce, wanted].map(({ queryScope, mode: indexMode }) =>
      indexMode === 'CONTAINS' ? { arrayConfig: 'CONTAINS', queryScope } : { order: indexMode, queryScope },
    ),
  };
  return (
    `The query requires a ${scope}_${mode} index for collection ${collectionGroup} and field ${fieldPath}. ` +
    `Add this entry to "fieldOverrides" in firestore.indexes.json: ${JSON.stringify(override)}`
  );
}

function compositeMessage(shape: QueryShape): string {
  const fields = [
    ...shape.equalities.map((equality) =>
      equality.contains
        ? { fieldPath: equality.fieldPath, arrayConfig: 'CONTAINS' }
        : { fieldPath: equality.fieldPath, order: 'ASCENDING' },
    ),
    ...shape.orders.map((order) => ({ fieldPath: order.fieldPath, order: order.mode })),
  ];
  const index = { collectionGroup: shape.collectionGroup, queryScope: shape.queryScope, fields };
  return `The query requires an index. Add this entry to "indexes" in firestore.indexes.json: ${JSON.stringify(index)}`;
}

/** A project's declared indexes and field overrides, and the decision whether a query may run. */
export class IndexConfiguration {
  private constructor(
    private readonly composites: readonly CompositeIndex[],
    private readonly overrides: ReadonlyMap<string, readonly SingleFieldIndex[]>,
  ) {}

  /** Reads the `firestore.indexes.json` format; throws INVALID_ARGUMENT naming what is wrong. */
  static parse(json: unknown): IndexConfiguration {
    const config = record(json, 'the file');
    const composites = list(config.indexes, 'indexes').map((index, i) => parseComposite(index, `indexes[${i}]`));
    const overrides = new Map<string, SingleFieldIndex[]>();
    list(config.fieldOverrides, 'fieldOverrides').forEach((value, i) => {
      const where = `fieldOverrides[${i}]`;
      const override = record(value, where);
      const indexes = list(override.indexes, `${where}.indexes`).map((index, n) => {
        const entry = record(index, `${where}.indexes[${n}]`);
        return {
          queryScope: queryScopeOf(entry.queryScope, `${where}.indexes[${n}]`),
          mode: modeOf(entry, `${where}.indexes[${n}]`),
        };
      });
      const key = overrideKey(
        text(override.collectionGroup, `${where}.collectionGroup`),
        canonicalFieldPath(override.fieldPath, `${where}.fieldPath`),
      );
      overrides.set(key, indexes);
    });
    return new IndexConfiguration(composites, overrides);
  }

  /**
   * Throws FAILED_PRECONDITION, with the index to declare, when production would refuse the query
   * (or the aggregation over it).
   */
  check(query: CompiledQuery, where: Filter | undefined, aggregations: readonly Aggregation[] = []): void {
    if (query.collectionId === '') return; // kindless queries order by __name__ only
    const fields = aggregatedFields(aggregations);
    for (const shape of shapesOf(query, where).flatMap((each) => withAggregatedFields(each, fields))) {
      const problem = this.problemWith(shape);
      if (problem) throw new FirestoreError('FAILED_PRECONDITION', problem);
    }
  }

  private problemWith(shape: QueryShape): string | undefined {
    if (this.composites.some((index) => compositeServes(index, shape))) return undefined;
    const { equalities, orders } = shape;
    if (orders.length > 1 || (orders.length === 1 && equalities.length > 0)) return compositeMessage(shape);
    const needed: { fieldPath: string; accepts: IndexMode[]; wanted: IndexMode }[] =
      orders.length === 1
        ? [{ fieldPath: orders[0].fieldPath, accepts: [orders[0].mode], wanted: orders[0].mode }]
        : equalities.map(({ fieldPath, contains }) =>
            contains
              ? { fieldPath, accepts: ['CONTAINS'], wanted: 'CONTAINS' }
              : { fieldPath, accepts: ['ASCENDING', 'DESCENDING'], wanted: 'ASCENDING' },
          );
    for (const { fieldPath, accepts, wanted } of needed) {
      const inForce = this.singleFieldIndexes(shape.collectionGroup, fieldPath);
      if (!inForce.some((index) => index.queryScope === shape.queryScope && accepts.includes(index.mode))) {
        return singleFieldMessage(
          shape.collectionGroup,
          fieldPath,
          { queryScope: shape.queryScope, mode: wanted },
          inForce,
        );
      }
    }
    return undefined;
  }

  /** The field's own override, else its nearest map parent's, else the automatic settings. */
  private singleFieldIndexes(collectionGroup: string, fieldPath: string): readonly SingleFieldIndex[] {
    const segments = parseFieldPath(fieldPath);
    for (let length = segments.length; length > 0; length--) {
      const override = this.overrides.get(overrideKey(collectionGroup, formatFieldPath(segments.slice(0, length))));
      if (override) return override;
    }
    return this.overrides.get(overrideKey(collectionGroup, '*')) ?? AUTOMATIC_SINGLE_FIELD;
  }
}
