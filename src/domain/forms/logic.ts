import * as z from 'zod/mini';
import { DEFAULT_LOGIC_OPERATOR, LOGIC_OPERATORS } from '../constants';
import { idOrEmptySchema, preprocess, trimmedText } from '../schema-fields';
import { hasRole, isRole } from '../roles';
import type { Team } from '../team';
import { isChoiceField, isOtherAnswer, OTHER_CHOICE, type Field } from './field';
import { isEmptyValue, isTemplateValue, type FieldValue, type LoopValues, type SubmissionValues } from './values';

// Conditional logic (spec 001 §3 "Logic map", plus the operators the issue adds). The ONE
// evaluator: the same pure functions run while filling in, in the builder's preview and on the
// server when a guest submits, so a field hidden in the browser is hidden on the server too.

export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

export const RULE_CONDITIONS = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'greaterThan',
  'lessThan',
  'isEmpty',
  'isNotEmpty',
] as const;
export type RuleCondition = (typeof RULE_CONDITIONS)[number];
export const RULE_CONDITION_LABELS = {
  equals: 'is',
  notEquals: 'is not',
  contains: 'contains',
  notContains: 'does not contain',
  greaterThan: 'is greater than',
  lessThan: 'is less than',
  isEmpty: 'is empty',
  isNotEmpty: 'is not empty',
} as const satisfies Record<RuleCondition, string>;
/** Conditions that compare with nothing (the value field is not asked). */
export const VALUELESS_CONDITIONS: readonly RuleCondition[] = ['isEmpty', 'isNotEmpty'];

/**
 * Where a rule reads its value. 'text' (the stored default) and 'fieldId': a field of the same form
 * or group; 'templateFieldId' (and 'template'): a field inside a placed template, nestedId naming
 * the group's field; 'custom': the team's custom field sourceId; 'user': an attribute of the person
 * filling in (USER_RULE_ATTRIBUTES); 'admin': whether an organiser is filling in ('yes' / 'no').
 */
export const RULE_SOURCE_TYPES = ['text', 'fieldId', 'templateFieldId', 'template', 'custom', 'user', 'admin'] as const;
export type RuleSourceType = (typeof RULE_SOURCE_TYPES)[number];
export const USER_RULE_ATTRIBUTES = ['teamId', 'teamTypeId', 'standShareRole', 'role', 'email'] as const;
export type UserRuleAttribute = (typeof USER_RULE_ATTRIBUTES)[number];

/** What a logic entry does to the field it is keyed by when its rules match (the opposite when not). */
export const LOGIC_ACTIONS = ['show', 'hide'] as const;
export type LogicAction = (typeof LOGIC_ACTIONS)[number];

/** Numbers and booleans stored by older builders read as text ('yes' / 'no' for booleans). */
const ruleText = z._default(
  preprocess(
    (value) =>
      typeof value === 'number' ? String(value) : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value,
    z.string(),
  ),
  '',
);

export const logicRuleSchema = z.object({
  sourceId: idOrEmptySchema,
  sourceType: z._default(z.enum(RULE_SOURCE_TYPES), 'text'),
  /** The answer compared with (an option value, a text, a number). */
  sourceValue: ruleText,
  condition: z._default(z.enum(RULE_CONDITIONS), 'equals'),
  /** One repeater row or template loop (0-based); empty: the current loop inside a template, else across all with loopOperator. */
  loopIndex: z._default(z.union([z.number().check(z.int(), z.gte(0)), z.literal('')]), ''),
  /** A part of the source: an address or name part, a repeater cell, an item id, a template's field id. */
  nestedId: trimmedText(),
  /** The type of the template field nestedId names, recorded by the builder (the evaluator reads the field itself). */
  nestedType: trimmedText(),
  /** Read as the compared answer when sourceValue is empty (older builders wrote a nested answer here). */
  nestedValue: ruleText,
  /** Across rows or loops: ANY (the default) or ALL of them must match. */
  loopOperator: z._default(z.union([z.enum(LOGIC_OPERATORS), z.literal('')]), ''),
});
export type LogicRule = z.output<typeof logicRuleSchema>;

/**
 * One entry of a logic map, as the builder words it: "Show (or Hide) this item when ANY / ALL of
 * these rules match; when they match, also show <then>; when they do not, show <else>". The keyed
 * item always follows the action; then and else are shown in addition, each only on its side.
 */
export const logicEntrySchema = z.object({
  action: z._default(z.enum(LOGIC_ACTIONS), 'show'),
  operator: z._default(z.enum(LOGIC_OPERATORS), DEFAULT_LOGIC_OPERATOR),
  rules: z._default(z.array(logicRuleSchema), []),
  /** Shown when the rules match and hidden when they do not ('' for none). */
  thenFieldId: idOrEmptySchema,
  /** Shown when the rules do not match and hidden when they do ('' for none). */
  elseFieldId: idOrEmptySchema,
});
export type LogicEntry = z.output<typeof logicEntrySchema>;

/** Keyed by the field each entry shows or hides. */
export const logicMapSchema = z._default(z.record(z.string().check(z.minLength(1)), logicEntrySchema), {});
export type LogicMap = z.output<typeof logicMapSchema>;

/** Who is filling in, for the custom, user and admin sources. */
export interface LogicContext {
  /** The team's custom field values (text, or booleans read as 'yes' / 'no'). */
  customFields: Readonly<Record<string, string | boolean>>;
  user: Readonly<Partial<Record<UserRuleAttribute, string>>>;
  /** True when an organiser (moderator or above) fills in or edits. */
  isAdmin: boolean;
  /**
   * Rules on admin-only custom fields, worked out by the server (keyed by customRuleKey): the team
   * filling in may not read those values, only whether each of its form's rules on them matches.
   */
  customRuleOutcomes?: Readonly<Record<string, boolean>>;
}
export const GUEST_LOGIC_CONTEXT: LogicContext = { customFields: {}, user: {}, isAdmin: false };

/** The person a member's answers are evaluated as (the submitter, also when an organiser edits them). */
export interface LogicPerson {
  teamId: string;
  email: string;
  /** Their role in the event, as stored ('' or an unknown value: no organiser). */
  role: string;
}
/** Their team: its type, its place in a stand share and the custom field values its people see. */
export type LogicTeam = Pick<Team, 'teamTypeId' | 'standShareRole' | 'customFields'>;

/**
 * What the logic knows of a team's admin-only custom fields, kept off the team: the functions read
 * the values; a screen gets from the server only the outcomes of the form's rules on them
 * (customRuleOutcomes).
 */
export interface AdminOnlyLogic {
  values?: Readonly<Record<string, string | boolean>>;
  outcomes?: Readonly<Record<string, boolean>>;
}

/** Who fills in, as every screen and function evaluates a member's answers. */
export function memberLogicContext(
  person: LogicPerson,
  team: LogicTeam | undefined,
  adminOnly: AdminOnlyLogic = {},
): LogicContext {
  return {
    customFields: { ...team?.customFields, ...adminOnly.values },
    customRuleOutcomes: adminOnly.outcomes,
    user: {
      teamId: person.teamId,
      teamTypeId: team?.teamTypeId ?? '',
      standShareRole: team?.standShareRole ?? 'none',
      role: person.role,
      email: person.email,
    },
    isAdmin: isRole(person.role) && hasRole(person.role, 'moderator'),
  };
}

/** The rules on custom fields of a form: in its logic, the logic of the groups it places, and the rules given (its confirmations'). */
export function formCustomFieldRules(
  definition: Pick<FormDefinition, 'logicMap' | 'fieldGroups'>,
  otherRules: readonly LogicRule[] = [],
): LogicRule[] {
  const logicMaps = [definition.logicMap, ...Object.values(definition.fieldGroups).map((group) => group.logicMap)];
  const rules = [
    ...logicMaps.flatMap((logicMap) => Object.values(logicMap).flatMap((entry) => entry.rules)),
    ...otherRules,
  ];
  return rules.filter((rule) => rule.sourceType === 'custom' && rule.sourceId);
}

/** What a custom-field rule tests (its field, condition and compared value): the key of its outcome. */
export function customRuleKey(rule: LogicRule): string {
  return JSON.stringify([rule.sourceId, rule.condition, expectedOf(rule)]);
}

/** Whether each of the rules matches the values given, for the rules on a field among them (customRuleOutcomes). */
export function customRuleOutcomes(
  rules: readonly LogicRule[],
  values: Readonly<Record<string, string | boolean>>,
): Record<string, boolean> {
  return Object.fromEntries(
    rules
      .filter((rule) => Object.hasOwn(values, rule.sourceId))
      .map((rule) => [customRuleKey(rule), compareValue(values[rule.sourceId], rule.condition, expectedOf(rule))]),
  );
}

/** Everything the evaluator needs of a form: its fields in order, its logic, and the groups its templates place. */
export interface FormDefinition {
  fields: readonly Field[];
  logicMap: LogicMap;
  fieldGroups: Readonly<Record<string, { fields: readonly Field[]; logicMap: LogicMap }>>;
}

/** Which fields are shown for the current answers. */
export interface FormVisibility {
  isVisible(fieldId: string): boolean;
  /** A field of the group placed by a template, in one loop (the template itself must be visible too). */
  isVisibleInLoop(templateId: string, loopIndex: number, fieldId: string): boolean;
  /** Whether rules (a confirmation's, a notification's) match at form level. */
  rulesMatch(operator: LogicOperator, rules: readonly LogicRule[]): boolean;
}

// ── Comparing ───────────────────────────────────────────────────────────────────────────────

/** A value as comparable text: booleans 'yes' / 'no', numbers as text, lists as their entries. */
function comparable(value: unknown): string[] | string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value))
    return value.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.trim());
  return '';
}

function sameText(a: string, b: string): boolean {
  const numberA = Number(a);
  const numberB = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(numberA) && Number.isFinite(numberB)) return numberA === numberB;
  return a.toLowerCase() === b.trim().toLowerCase();
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** One comparison of one value. A list equals an answer when it includes it (a ticked option). */
export function compareValue(value: unknown, condition: RuleCondition, expected: string): boolean {
  switch (condition) {
    case 'isEmpty':
      return isEmptyValue(value);
    case 'isNotEmpty':
      return !isEmptyValue(value);
    case 'notEquals':
      return !compareValue(value, 'equals', expected);
    case 'notContains':
      return !compareValue(value, 'contains', expected);
    case 'greaterThan':
    case 'lessThan': {
      const actual = asNumber(value);
      const limit = asNumber(expected);
      if (actual === undefined || limit === undefined) return false;
      return condition === 'greaterThan' ? actual > limit : actual < limit;
    }
    case 'equals': {
      const text = comparable(value);
      return Array.isArray(text) ? text.some((entry) => sameText(entry, expected)) : sameText(text, expected);
    }
    case 'contains': {
      const text = comparable(value);
      const needle = expected.trim().toLowerCase();
      return Array.isArray(text)
        ? text.some((entry) => sameText(entry, expected))
        : text.toLowerCase().includes(needle);
    }
  }
}

// ── Reading a rule's source ─────────────────────────────────────────────────────────────────

/** An answer as rules read it: a choice answered with the person's own text (Other) reads as the Other choice. */
function ruleReading(field: Field | undefined, value: FieldValue | undefined): FieldValue | undefined {
  if (!field || !isChoiceField(field) || value === undefined) return value;
  const read = (entry: string) => (isOtherAnswer(field, entry) ? OTHER_CHOICE.value : entry);
  if (typeof value === 'string') return read(value);
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value.map(read) : value;
}

/** The part a rule names inside a compound value: an address part, a cell, an item's quantity. */
function nestedPart(value: unknown, nestedId: string): unknown {
  if (!nestedId || value === undefined || value === null) return value;
  if (Array.isArray(value)) {
    // Item quantities: the quantity of the named item.
    const item = value.find(
      (entry) => typeof entry === 'object' && entry !== null && (entry as { itemId?: unknown }).itemId === nestedId,
    );
    if (item) return (item as { quantity: number }).quantity;
    return value;
  }
  if (typeof value === 'object') return (value as Record<string, unknown>)[nestedId];
  return value;
}

function isRowList(value: unknown): value is Record<string, unknown>[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((row) => typeof row === 'object' && row !== null && !('itemId' in row) && !('path' in row))
  );
}

/** Evaluates one rule over several rows or loops: ANY (default) or ALL; no rows compares with an empty answer. */
function acrossAll<T>(
  entries: readonly T[],
  operator: LogicRule['loopOperator'],
  test: (entry: T | undefined) => boolean,
): boolean {
  if (entries.length === 0) return test(undefined);
  return operator === 'ALL' ? entries.every((entry) => test(entry)) : entries.some((entry) => test(entry));
}

function expectedOf(rule: LogicRule): string {
  return rule.sourceValue || rule.nestedValue;
}

// ── Complete rules ──────────────────────────────────────────────────────────────────────────

/** Why a rule (or a then or else link) cannot be saved, shown beside it in the builder. */
export const LOGIC_RULE_PROBLEMS = {
  noSource: 'Choose what this rule reads.',
  noValue: 'Choose or type the value to compare with.',
  sourceGone: 'The item this rule read was deleted. Choose another or remove the rule.',
  linkGone: 'The item shown here was deleted. Choose another or "Nothing else".',
} as const;

/** Whether a rule names what it reads and, unless its condition needs none, the value compared with. */
function ruleShapeProblem(rule: LogicRule): string | undefined {
  const named =
    rule.sourceType === 'admin' ||
    (rule.sourceType === 'user'
      ? (USER_RULE_ATTRIBUTES as readonly string[]).includes(rule.sourceId)
      : rule.sourceId !== '' &&
        (rule.sourceType !== 'template' && rule.sourceType !== 'templateFieldId' ? true : rule.nestedId !== ''));
  if (!named) return LOGIC_RULE_PROBLEMS.noSource;
  if (!VALUELESS_CONDITIONS.includes(rule.condition) && expectedOf(rule).trim() === '')
    return LOGIC_RULE_PROBLEMS.noValue;
  return undefined;
}

/** The items a form's or group's rules may name: its own fields and the fields each placed template's group holds. */
export interface RuleTargets {
  fieldIds: ReadonlySet<string>;
  /** By template field id: the field ids of the group it places (absent while the group is not loaded). */
  templateFieldIds: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The targets of a form's (or a group's) items, given the fields of the groups its templates place, by group id. */
export function ruleTargetsOf(
  fields: readonly Field[],
  groupFields: Readonly<Record<string, readonly Pick<Field, 'id'>[]>>,
): RuleTargets {
  return {
    fieldIds: new Set(fields.map((field) => field.id)),
    templateFieldIds: new Map(
      fields.flatMap((field) => {
        const placed = field.type === 'template' ? groupFields[field.fieldGroupId] : undefined;
        return placed ? [[field.id, new Set(placed.map((each) => each.id))] as const] : [];
      }),
    ),
  };
}

/** Why one rule cannot be saved (undefined when it is complete and reads something that exists). */
export function ruleProblem(rule: LogicRule, targets: RuleTargets): string | undefined {
  const shape = ruleShapeProblem(rule);
  if (shape) return shape;
  switch (rule.sourceType) {
    case 'text':
    case 'fieldId':
      return targets.fieldIds.has(rule.sourceId) ? undefined : LOGIC_RULE_PROBLEMS.sourceGone;
    case 'template':
    case 'templateFieldId': {
      const groupFieldIds = targets.templateFieldIds.get(rule.sourceId);
      const found = targets.fieldIds.has(rule.sourceId) && (!groupFieldIds || groupFieldIds.has(rule.nestedId));
      return found ? undefined : LOGIC_RULE_PROBLEMS.sourceGone;
    }
    // Custom fields are not checked: a moderator's builder does not list the admin-only ones.
    case 'custom':
    case 'user':
    case 'admin':
      return undefined;
  }
}

/** What is wrong with one entry: a message per rule (by index) and for its then and else links. */
export interface LogicEntryProblems {
  rules: Readonly<Record<number, string>>;
  then?: string;
  else?: string;
}

export function logicEntryProblems(entry: LogicEntry, targets: RuleTargets): LogicEntryProblems | undefined {
  const rules: Record<number, string> = {};
  entry.rules.forEach((rule, index) => {
    const problem = ruleProblem(rule, targets);
    if (problem) rules[index] = problem;
  });
  const linkProblem = (id: string) => (id && !targets.fieldIds.has(id) ? LOGIC_RULE_PROBLEMS.linkGone : undefined);
  const problems = { rules, then: linkProblem(entry.thenFieldId), else: linkProblem(entry.elseFieldId) };
  return Object.keys(rules).length > 0 || problems.then || problems.else ? problems : undefined;
}

/** The entries of a logic map that cannot be saved, by the item they are keyed by. */
export function logicMapProblems(logicMap: LogicMap, targets: RuleTargets): Record<string, LogicEntryProblems> {
  return Object.fromEntries(
    Object.entries(logicMap).flatMap(([fieldId, entry]) => {
      const problems = logicEntryProblems(entry, targets);
      return problems ? [[fieldId, problems]] : [];
    }),
  );
}

/** Where a field is being evaluated: the whole form, or one loop of a template. */
interface Scope {
  loop?: { templateId: string; index: number; groupFieldIds: ReadonlySet<string> };
}

/**
 * Builds the visibility of a form for the given answers. Lazy and memoised: each field's visibility
 * is worked out once; a rule whose source is hidden reads an empty answer (chains collapse), and a
 * cycle of rules reads as empty rather than looping.
 */
export function evaluateVisibility(
  definition: FormDefinition,
  values: SubmissionValues,
  context: LogicContext,
): FormVisibility {
  const formFieldIds = new Set(definition.fields.map((field) => field.id));
  const templates = new Map(
    definition.fields.filter((field) => field.type === 'template').map((field) => [field.id, field]),
  );
  const pageItemOf = pageItemsOf(definition.fields);
  const fieldsById = new Map(
    [...definition.fields, ...Object.values(definition.fieldGroups).flatMap((group) => group.fields)].map((field) => [
      field.id,
      field,
    ]),
  );
  const memo = new Map<string, boolean>();
  const inProgress = new Set<string>();

  function loopValues(templateId: string, index: number): LoopValues {
    const value = values[templateId];
    return isTemplateValue(value) ? (value.templateValues[index] ?? {}) : {};
  }

  function groupOf(templateId: string) {
    const template = templates.get(templateId);
    return template && template.type === 'template' ? definition.fieldGroups[template.fieldGroupId] : undefined;
  }

  /** The value a field id reads in a scope: its loop's answer inside a loop, else the form's; hidden fields read empty. */
  function fieldValue(fieldId: string, scope: Scope): FieldValue | undefined {
    if (scope.loop?.groupFieldIds.has(fieldId)) {
      const { templateId, index } = scope.loop;
      return isVisibleInLoop(templateId, index, fieldId)
        ? ruleReading(fieldsById.get(fieldId), loopValues(templateId, index)[fieldId])
        : undefined;
    }
    return formFieldIds.has(fieldId) && isVisible(fieldId)
      ? ruleReading(fieldsById.get(fieldId), values[fieldId])
      : undefined;
  }

  function testValue(rule: LogicRule, value: unknown): boolean {
    const part = nestedPart(value, rule.nestedId);
    if (isRowList(part)) {
      // Repeater rows: one row (loopIndex) or across rows.
      const rows = typeof rule.loopIndex === 'number' ? [part[rule.loopIndex]] : part;
      return acrossAll(rows, rule.loopOperator, (row) =>
        compareValue(row && rule.nestedId ? row[rule.nestedId] : row, rule.condition, expectedOf(rule)),
      );
    }
    return compareValue(part, rule.condition, expectedOf(rule));
  }

  function templateRuleMatches(rule: LogicRule, scope: Scope): boolean {
    const templateId = rule.sourceId;
    if (!templates.has(templateId) || !isVisible(templateId))
      return compareValue(undefined, rule.condition, expectedOf(rule));
    const loopCount = loopCountOf(values[templateId]);
    const readLoop = (index: number | undefined) =>
      index === undefined || !isVisibleInLoop(templateId, index, rule.nestedId)
        ? undefined
        : ruleReading(fieldsById.get(rule.nestedId), loopValues(templateId, index)[rule.nestedId]);
    const test = (index: number | undefined) => compareValue(readLoop(index), rule.condition, expectedOf(rule));
    if (typeof rule.loopIndex === 'number') return test(rule.loopIndex < loopCount ? rule.loopIndex : undefined);
    if (scope.loop?.templateId === templateId) return test(scope.loop.index);
    return acrossAll(
      Array.from({ length: loopCount }, (_, index) => index),
      rule.loopOperator,
      test,
    );
  }

  function ruleMatches(rule: LogicRule, scope: Scope): boolean {
    switch (rule.sourceType) {
      case 'custom':
        return (
          context.customRuleOutcomes?.[customRuleKey(rule)] ??
          compareValue(context.customFields[rule.sourceId], rule.condition, expectedOf(rule))
        );
      case 'user':
        return compareValue(context.user[rule.sourceId as UserRuleAttribute], rule.condition, expectedOf(rule));
      case 'admin':
        return compareValue(context.isAdmin, rule.condition, expectedOf(rule));
      case 'template':
      case 'templateFieldId':
        return templateRuleMatches(rule, scope);
      case 'text':
      case 'fieldId':
        return testValue(rule, fieldValue(rule.sourceId, scope));
    }
  }

  // A rule left incomplete (stored before the builder refused one) says nothing: it is skipped, never a match.
  function entryMatches(entry: LogicEntry, scope: Scope): boolean {
    const rules = entry.rules.filter((rule) => !ruleShapeProblem(rule));
    if (rules.length === 0) return true;
    return entry.operator === 'ALL'
      ? rules.every((rule) => ruleMatches(rule, scope))
      : rules.some((rule) => ruleMatches(rule, scope));
  }

  /** A field is shown when every entry that governs it says so. */
  function shownBy(logicMap: LogicMap, fieldId: string, scope: Scope): boolean {
    for (const [keyId, entry] of Object.entries(logicMap)) {
      const governsSelf = keyId === fieldId;
      const isThen = entry.thenFieldId === fieldId;
      const isElse = entry.elseFieldId === fieldId;
      if (!governsSelf && !isThen && !isElse) continue;
      const matched = entryMatches(entry, scope);
      if (governsSelf && matched === (entry.action === 'hide')) return false;
      if (isThen && !matched) return false;
      if (isElse && matched) return false;
    }
    return true;
  }

  function memoised(key: string, compute: () => boolean): boolean {
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (inProgress.has(key)) return false;
    inProgress.add(key);
    const result = compute();
    inProgress.delete(key);
    memo.set(key, result);
    return result;
  }

  function isVisible(fieldId: string): boolean {
    return memoised(fieldId, () => {
      if (!formFieldIds.has(fieldId) || !shownBy(definition.logicMap, fieldId, {})) return false;
      // A hidden New Page item hides its whole page.
      const pageItemId = pageItemOf.get(fieldId);
      return pageItemId === undefined || isVisible(pageItemId);
    });
  }

  function isVisibleInLoop(templateId: string, index: number, fieldId: string): boolean {
    return memoised(`${templateId}/${index}/${fieldId}`, () => {
      const group = groupOf(templateId);
      if (!group || !isVisible(templateId)) return false;
      const groupFieldIds = new Set(group.fields.map((field) => field.id));
      return (
        groupFieldIds.has(fieldId) && shownBy(group.logicMap, fieldId, { loop: { templateId, index, groupFieldIds } })
      );
    });
  }

  return {
    isVisible,
    isVisibleInLoop,
    rulesMatch: (operator, rules) => entryMatches(logicEntrySchema.parse({ operator, rules }), {}),
  };
}

/** By field id: the New Page item that opens the page the field is on (fields before the first have none). */
function pageItemsOf(fields: readonly Field[]): Map<string, string> {
  const pageItems = new Map<string, string>();
  let pageItemId: string | undefined;
  for (const field of fields) {
    if (field.type === 'newPage') pageItemId = field.id;
    else if (pageItemId) pageItems.set(field.id, pageItemId);
  }
  return pageItems;
}

/** The loops a template value holds (at least what loopCount says was filled in). */
export function loopCountOf(value: unknown): number {
  return isTemplateValue(value) ? Math.min(value.loopCount, value.templateValues.length) : 0;
}

/** Every field id a logic map refers to (keys, sources, then and else), for checks and rewrites. */
export function logicMapFieldIds(logicMap: LogicMap): Set<string> {
  const ids = new Set<string>();
  for (const [keyId, entry] of Object.entries(logicMap)) {
    ids.add(keyId);
    if (entry.thenFieldId) ids.add(entry.thenFieldId);
    if (entry.elseFieldId) ids.add(entry.elseFieldId);
    for (const rule of entry.rules) if (isFieldSource(rule.sourceType) && rule.sourceId) ids.add(rule.sourceId);
  }
  return ids;
}

/** The field ids a logic map names that are not among these fields: a form's or group's logic may name only its own fields. */
export function logicFieldsOutside(logicMap: LogicMap, fields: readonly Pick<Field, 'id'>[]): string[] {
  const own = new Set(fields.map((field) => field.id));
  return [...logicMapFieldIds(logicMap)].filter((id) => !own.has(id));
}

/** Sources that name a field of the same form or group (not a custom field or the person). */
export function isFieldSource(sourceType: RuleSourceType): boolean {
  return (
    sourceType === 'text' || sourceType === 'fieldId' || sourceType === 'templateFieldId' || sourceType === 'template'
  );
}
