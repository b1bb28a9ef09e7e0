/**
 * "Rules are not filters": a list request is decided on what its query guarantees about every
 * document it can return. Each disjunct becomes one or more cases (IN and array-contains-any
 * choose each of their values in turn); in each case `resource` is an abstract document whose
 * fields are pinned or bounded as the filters say. As in Google's emulator, `resource.data` holds
 * only the fields the filters constrain (any other field reads as absent) and `resource` has no
 * `id` or `__name__`; the document id wildcard is unknown unless `__name__ ==` pins it.
 */
import type { QueryConstraints, QueryFilter } from './contract.js';
import { Constrained, KnownToContain, RMap, type RValue, fromFirestoreValue } from './values.js';

/** One concrete reading of a query: single-valued filters only. */
export type QueryCase = QueryFilter[];

const MAX_CASES = 1000;

/** The cases to decide; null when there are too many to check. */
export function expandCases(query: QueryConstraints): QueryCase[] | null {
  const cases: QueryCase[] = [];
  for (const disjunct of query.disjuncts) {
    let partial: QueryCase[] = [[]];
    for (const filter of disjunct) {
      const choices = choicesOf(filter);
      partial = partial.flatMap((prefix) => choices.map((choice) => [...prefix, choice]));
      if (partial.length > MAX_CASES) return null;
    }
    cases.push(...partial);
  }
  return cases;
}

function choicesOf(filter: QueryFilter): QueryFilter[] {
  const values = filter.value.arrayValue?.values ?? [];
  if (filter.op === 'IN') return values.map((value) => ({ ...filter, op: 'EQUAL', value }));
  if (filter.op === 'ARRAY_CONTAINS_ANY') return values.map((value) => ({ ...filter, op: 'ARRAY_CONTAINS', value }));
  return [filter];
}

interface FieldKnowledge {
  value?: RValue;
  lower?: { value: RValue; inclusive: boolean };
  upper?: { value: RValue; inclusive: boolean };
  excluded: RValue[];
}

interface Tree {
  known?: FieldKnowledge;
  children: Map<string, Tree>;
}

function knowledgeValue(knowledge: FieldKnowledge): RValue {
  if (knowledge.value !== undefined) return knowledge.value;
  return new Constrained(knowledge.lower ?? null, knowledge.upper ?? null, knowledge.excluded);
}

function treeToMap(tree: Tree): RMap {
  const entries = new Map<string, RValue>();
  for (const [key, child] of tree.children) {
    entries.set(key, child.known ? knowledgeValue(child.known) : treeToMap(child));
  }
  return new RMap(null, entries);
}

function record(knowledge: FieldKnowledge, filter: QueryFilter): void {
  const value = fromFirestoreValue(filter.value);
  switch (filter.op) {
    case 'EQUAL':
      knowledge.value = value;
      return;
    case 'ARRAY_CONTAINS':
      knowledge.value ??= new KnownToContain(value);
      return;
    case 'IS_NULL':
      knowledge.value = null;
      return;
    case 'IS_NAN':
      knowledge.value = NaN;
      return;
    case 'NOT_EQUAL':
    case 'IS_NOT_NULL':
    case 'IS_NOT_NAN':
      knowledge.excluded.push(filter.op === 'NOT_EQUAL' ? value : filter.op === 'IS_NOT_NULL' ? null : NaN);
      return;
    case 'NOT_IN':
      knowledge.excluded.push(...(Array.isArray(value) ? value : []));
      return;
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL':
      knowledge.lower = { value, inclusive: filter.op === 'GREATER_THAN_OR_EQUAL' };
      return;
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
      knowledge.upper = { value, inclusive: filter.op === 'LESS_THAN_OR_EQUAL' };
      return;
    default:
      return;
  }
}

export interface AbstractDocument {
  /** `resource` for the rules. */
  resource: RMap;
  /** The document id when `__name__ ==` pins it. */
  pinnedId: string | null;
}

export function abstractDocument(queryCase: QueryCase): AbstractDocument {
  const root: Tree = { children: new Map() };
  let pinnedName: string | null = null;
  for (const filter of queryCase) {
    if (filter.fieldPath.length === 1 && filter.fieldPath[0] === '__name__') {
      if (filter.op === 'EQUAL' && filter.value.referenceValue) pinnedName = filter.value.referenceValue;
      continue;
    }
    let node = root;
    for (const segment of filter.fieldPath) {
      let child = node.children.get(segment);
      if (!child) {
        child = { children: new Map() };
        node.children.set(segment, child);
      }
      node = child;
    }
    node.known ??= { excluded: [] };
    record(node.known, filter);
  }
  const pinnedId = pinnedName ? pinnedName.slice(pinnedName.lastIndexOf('/') + 1) : null;
  return { resource: RMap.of({ data: treeToMap(root) }), pinnedId };
}
