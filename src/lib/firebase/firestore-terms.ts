import type { DocumentData, OrderByDirection, WhereFilterOp } from 'firebase/firestore';

/**
 * The terms the stores write queries and changes in, the same whichever Firestore SDK runs them:
 * a screen's first reads go through the lite SDK (small, no cache to open), everything after
 * through the full one with its persistent cache (documents.ts decides which). Each SDK's own
 * constraints and field values only work with that SDK, so the stores hold these and the SDK that
 * runs a read or a write translates them (sdkConstraints, sdkData).
 */
export type Constraint =
  | { kind: 'where'; field: string; op: WhereFilterOp; value: unknown }
  | { kind: 'orderBy'; field: string; direction: OrderByDirection }
  | { kind: 'limit'; count: number }
  | { kind: 'startAfter'; values: readonly unknown[] };

/** The field a query names for a document's id (each SDK's documentId()). */
export const DOCUMENT_ID = '__name__';

export const where = (field: string, op: WhereFilterOp, value: unknown): Constraint => ({
  kind: 'where',
  field,
  op,
  value,
});
export const orderBy = (field: string, direction: OrderByDirection = 'asc'): Constraint => ({
  kind: 'orderBy',
  field,
  direction,
});
export const limit = (count: number): Constraint => ({ kind: 'limit', count });
export const startAfter = (...values: unknown[]): Constraint => ({ kind: 'startAfter', values });

/** The query builders both SDKs export, typed loosely enough to take either module. */
export interface QueryBuilders<Built, FieldPath> {
  where(field: string | FieldPath, op: WhereFilterOp, value: unknown): Built;
  orderBy(field: string, direction?: OrderByDirection): Built;
  limit(count: number): Built;
  startAfter(...values: unknown[]): Built;
  documentId(): FieldPath;
}

/** The constraints in one SDK's own terms. */
export function sdkConstraints<Built, FieldPath>(
  sdk: QueryBuilders<Built, FieldPath>,
  constraints: readonly Constraint[],
): Built[] {
  return constraints.map((constraint) => {
    switch (constraint.kind) {
      case 'where':
        return sdk.where(
          constraint.field === DOCUMENT_ID ? sdk.documentId() : constraint.field,
          constraint.op,
          constraint.value,
        );
      case 'orderBy':
        return sdk.orderBy(constraint.field, constraint.direction);
      case 'limit':
        return sdk.limit(constraint.count);
      case 'startAfter':
        return sdk.startAfter(...constraint.values);
    }
  });
}

/** A change to one field that the server applies (added to an array, removed from it, the field deleted). */
export class FieldChange {
  constructor(
    readonly kind: 'arrayUnion' | 'arrayRemove' | 'delete',
    readonly values: readonly unknown[] = [],
  ) {}
}

export const arrayUnion = (...values: unknown[]): FieldChange => new FieldChange('arrayUnion', values);
export const arrayRemove = (...values: unknown[]): FieldChange => new FieldChange('arrayRemove', values);
export const deleteField = (): FieldChange => new FieldChange('delete');

/** The field values of the SDK that writes. */
export interface FieldValueBuilders<Value> {
  arrayUnion(...values: unknown[]): Value;
  arrayRemove(...values: unknown[]): Value;
  deleteField(): Value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** The data with each FieldChange, at any depth of plain objects, as the writing SDK's own field value. */
export function sdkData<Value>(sdk: FieldValueBuilders<Value>, data: DocumentData): DocumentData {
  const translate = (value: unknown): unknown => {
    if (value instanceof FieldChange) {
      if (value.kind === 'delete') return sdk.deleteField();
      return value.kind === 'arrayUnion' ? sdk.arrayUnion(...value.values) : sdk.arrayRemove(...value.values);
    }
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, translate(inner)]));
  };
  return translate(data) as DocumentData;
}

/** One document as a read answers it, from either SDK; only the cached one knows of writes not yet stored. */
export interface StoredDocument {
  id: string;
  exists(): boolean;
  data(options?: { serverTimestamps?: 'estimate' | 'previous' | 'none' }): DocumentData | undefined;
  metadata?: { hasPendingWrites: boolean; fromCache: boolean };
}

/** The one-off reads each SDK runs. */
export interface DocumentReader {
  readDocument(path: string): Promise<StoredDocument>;
  readCollection(path: string, constraints: readonly Constraint[]): Promise<StoredDocument[]>;
  countDocuments(path: string, constraints: readonly Constraint[]): Promise<number>;
}

/** One write in a batched change. */
export type BatchOperation =
  | { type: 'set'; path: string; data: DocumentData; merge?: boolean }
  | { type: 'update'; path: string; data: DocumentData }
  | { type: 'delete'; path: string };

/** A transaction as the stores use it: reads first, then the writes it commits. */
export interface DocumentTransaction {
  read(path: string): Promise<StoredDocument>;
  write(operation: BatchOperation): void;
}

/** Where a listen reports: each snapshot to `next`, the error that ends it (the rules refusing it) to `fail`. */
export interface Listener<Snapshot> {
  next(snapshot: Snapshot): void;
  fail(error: unknown): void;
}
