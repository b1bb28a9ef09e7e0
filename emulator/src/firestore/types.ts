/**
 * google.firestore.v1 messages in their proto3 JSON mapping, as REST carries them.
 * What the engine hands back always has this canonical form: integerValue as a decimal string,
 * doubleValue as a number or "NaN" / "Infinity" / "-Infinity", timestamps as UTC RFC3339 strings,
 * bytesValue as base64, nullValue as null. Objects the engine returns are shared with its store:
 * callers may serialise them but must not mutate them.
 */

export interface LatLng {
  latitude?: number;
  longitude?: number;
}

export interface ArrayValue {
  values?: Value[];
}

export type Fields = Record<string, Value>;

export interface MapValue {
  fields?: Fields;
}

export interface Value {
  nullValue?: null | 'NULL_VALUE' | 0;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: LatLng;
  arrayValue?: ArrayValue;
  mapValue?: MapValue;
}

export interface Document {
  name?: string;
  fields?: Fields;
  createTime?: string;
  updateTime?: string;
}

export interface DocumentMask {
  fieldPaths?: string[];
}

export interface Precondition {
  exists?: boolean;
  updateTime?: string;
}

export interface TransactionOptions {
  readOnly?: { readTime?: string };
  readWrite?: { retryTransaction?: string };
}

export interface FieldReference {
  fieldPath?: string;
}

export type FieldFilterOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryFilterOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export interface Filter {
  compositeFilter?: { op?: 'AND' | 'OR'; filters?: Filter[] };
  fieldFilter?: { field?: FieldReference; op?: FieldFilterOperator; value?: Value };
  unaryFilter?: { op?: UnaryFilterOperator; field?: FieldReference };
}

export interface Order {
  field?: FieldReference;
  direction?: 'ASCENDING' | 'DESCENDING' | 'DIRECTION_UNSPECIFIED';
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  /** proto3 JSON maps google.protobuf.Int32Value to a bare number; some clients send {value}. */
  limit?: number | { value?: number };
}

export interface Aggregation {
  count?: { upTo?: string | number | { value?: string | number } };
  sum?: { field?: FieldReference };
  avg?: { field?: FieldReference };
  alias?: string;
}

export interface ConsistencySelector {
  transaction?: string;
  newTransaction?: TransactionOptions;
  readTime?: string;
}

export interface BatchGetDocumentsRequest extends ConsistencySelector {
  documents?: string[];
  mask?: DocumentMask;
}

export interface BatchGetDocumentsResponse {
  found?: Document;
  missing?: string;
  transaction?: string;
  readTime: string;
}

export interface RunQueryRequest extends ConsistencySelector {
  structuredQuery?: StructuredQuery;
}

export interface RunQueryResponse {
  document?: Document;
  transaction?: string;
  readTime: string;
  skippedResults?: number;
  done?: boolean;
}

export interface RunAggregationQueryRequest extends ConsistencySelector {
  structuredAggregationQuery?: { structuredQuery?: StructuredQuery; aggregations?: Aggregation[] };
}

export interface RunAggregationQueryResponse {
  result?: { aggregateFields: Record<string, Value> };
  transaction?: string;
  readTime: string;
}

export interface FieldTransform {
  fieldPath?: string;
  setToServerValue?: 'REQUEST_TIME' | 'SERVER_VALUE_UNSPECIFIED';
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  appendMissingElements?: ArrayValue;
  removeAllFromArray?: ArrayValue;
}

export interface Write {
  update?: Document;
  delete?: string;
  /** Sent by the web SDK's transactions for documents read but not written: a precondition check only. */
  verify?: string;
  transform?: { document?: string; fieldTransforms?: FieldTransform[] };
  updateMask?: DocumentMask;
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  updateTime?: string;
  transformResults?: Value[];
}

export interface CommitRequest {
  writes?: Write[];
  transaction?: string;
}

export interface CommitResponse {
  writeResults: WriteResult[];
  commitTime: string;
}

export interface BatchWriteRequest {
  writes?: Write[];
  labels?: Record<string, string>;
}

export interface Status {
  code?: number;
  message?: string;
}

export interface BatchWriteResponse {
  writeResults: WriteResult[];
  status: Status[];
}

export interface BeginTransactionRequest {
  options?: TransactionOptions;
}
