import { invalidArgument } from './errors.js';
import { getField, parseFieldPath } from './paths.js';
import type { StoredDocument } from './store.js';
import type { Aggregation, Value } from './types.js';
import { doubleValue, integerValue, isInteger, isNumber, toBigInt, toNumber } from './values.js';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function upToOf(count: NonNullable<Aggregation['count']>): number | undefined {
  const raw = typeof count.upTo === 'object' && count.upTo !== null ? count.upTo.value : count.upTo;
  if (raw === undefined || raw === null) return undefined;
  const upTo = Number(raw);
  if (!Number.isInteger(upTo) || upTo < 1)
    throw invalidArgument(`count upTo must be a positive integer, got ${JSON.stringify(raw)}`);
  return upTo;
}

/** Sum: an integer while every value is an integer and the total fits in int64, otherwise a double. */
function sum(values: Value[]): Value {
  let integerTotal = 0n;
  let doubleTotal = 0;
  let allIntegers = true;
  for (const value of values) {
    if (isInteger(value)) integerTotal += toBigInt(value);
    else {
      allIntegers = false;
      doubleTotal += toNumber(value);
    }
  }
  if (allIntegers && integerTotal >= INT64_MIN && integerTotal <= INT64_MAX) return integerValue(integerTotal);
  return doubleValue(Number(integerTotal) + doubleTotal);
}

function average(values: Value[]): Value {
  if (values.length === 0) return { nullValue: null };
  let total = 0;
  for (const value of values) total += toNumber(value);
  return doubleValue(total / values.length);
}

/** The field a sum or avg reads; undefined for count. */
function aggregatedField(aggregation: Aggregation): string[] | undefined {
  if (aggregation.count) return undefined;
  const operation = aggregation.sum ?? aggregation.avg;
  if (!operation) throw invalidArgument('An aggregation must be count, sum or avg');
  return parseFieldPath(operation.field?.fieldPath);
}

/**
 * Computes the requested aggregations over a query's result (its limit and offset already applied).
 * As in production, aggregations asked for together only see the documents that hold every field
 * they sum or average (of any type), so a count beside a sum counts fewer when some lack the field.
 */
export function aggregate(aggregations: Aggregation[], docs: StoredDocument[]): Record<string, Value> {
  if (aggregations.length === 0) throw invalidArgument('At least one aggregation is required');
  const fields = aggregations.map(aggregatedField);
  const required = fields.filter((segments) => segments !== undefined);
  const included = docs.filter((doc) => required.every((segments) => getField(doc.fields, segments) !== undefined));
  const result: Record<string, Value> = {};
  aggregations.forEach((aggregation, i) => {
    const alias = aggregation.alias || `field_${i + 1}`;
    if (alias in result) throw invalidArgument(`Duplicate aggregation alias: ${alias}`);
    const segments = fields[i];
    if (segments === undefined) {
      const upTo = upToOf(aggregation.count as NonNullable<Aggregation['count']>);
      result[alias] = integerValue(upTo === undefined ? included.length : Math.min(upTo, included.length));
      return;
    }
    const numbers: Value[] = [];
    for (const doc of included) {
      const value = getField(doc.fields, segments);
      if (isNumber(value)) numbers.push(value as Value);
    }
    result[alias] = aggregation.sum ? sum(numbers) : average(numbers);
  });
  return result;
}
