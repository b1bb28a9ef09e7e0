import type { ReactNode } from 'react';
import { Button, ButtonGroup, ToggleButton } from './bootstrap/button';
import { Form } from './bootstrap/form';
import { Icon } from './icon';
import { LOGIC_OPERATORS } from '../domain/constants';
import type { CustomField } from '../domain/custom-field';
import {
  ADDRESS_PART_LABELS,
  FULL_NAME_PART_LABELS,
  OTHER_CHOICE,
  REPEATER_CELLS,
  isChoiceField,
  isInputField,
  type Field,
  type FieldOf,
} from '../domain/forms/field';
import {
  LOGIC_ACTIONS,
  LOGIC_RULE_PROBLEMS,
  RULE_CONDITION_LABELS,
  RULE_CONDITIONS,
  USER_RULE_ATTRIBUTES,
  VALUELESS_CONDITIONS,
  logicEntrySchema,
  logicRuleSchema,
  type LogicEntry,
  type LogicEntryProblems,
  type LogicOperator,
  type LogicRule,
  type FormDefinition,
  type UserRuleAttribute,
} from '../domain/forms/logic';
import { ROLE_LABELS, ROLES, STAND_SHARE_ROLES } from '../domain/roles';
import type { TeamType } from '../domain/team-type';

/** A template of the form with the fields of the group it places (its loops are rule sources). */
export interface TemplateSource {
  template: FieldOf<'template'>;
  groupFields: readonly Field[];
}

/** Everything a rule may read, gathered by the builder's page. */
export interface LogicSources {
  /** The other items of the form or group, in order (only input fields are offered as sources). */
  fields: readonly Field[];
  templates: readonly TemplateSource[];
  customFields: readonly CustomField[];
  teamTypes: readonly TeamType[];
}

/** What the rules of something sent for a whole stored form (confirmation, notification, webhook) may read. */
export function formLogicSources(
  definition: Pick<FormDefinition, 'fields' | 'fieldGroups'>,
  customFields: readonly CustomField[],
  teamTypes: readonly TeamType[],
): LogicSources {
  const { fields, fieldGroups } = definition;
  return {
    fields,
    templates: fields.flatMap((field) =>
      field.type === 'template' && fieldGroups[field.fieldGroupId]
        ? [{ template: field, groupFields: fieldGroups[field.fieldGroupId]!.fields }]
        : [],
    ),
    customFields,
    teamTypes,
  };
}

export const USER_ATTRIBUTE_LABELS = {
  teamId: 'Team id',
  teamTypeId: 'Team type',
  standShareRole: 'Stand share role',
  role: 'Role',
  email: 'Email',
} as const satisfies Record<UserRuleAttribute, string>;
const STAND_SHARE_ROLE_LABELS = { none: 'Not in a stand share', parent: 'Main team', child: 'Stand share' } as const;
const ACTION_LABELS = { show: 'Show', hide: 'Hide' } as const;
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** Field types whose answer has no value a rule could compare (layout items, totals, templates). */
function isRuleSource(field: Field): boolean {
  return isInputField(field) && field.type !== 'template' && field.type !== 'grandTotal';
}

/** The label a field goes by in the pickers. */
export function itemName(field: Field, index?: number): string {
  const name = field.label || '(untitled)';
  return index === undefined ? name : `${index + 1}. ${name}`;
}

// One select names the source: "<sourceType>|<sourceId>|<nestedId for a template's field>".
function sourceKey(rule: LogicRule): string {
  switch (rule.sourceType) {
    case 'template':
    case 'templateFieldId':
      return `templateFieldId|${rule.sourceId}|${rule.nestedId}`;
    case 'text':
      return `fieldId|${rule.sourceId}|`;
    default:
      return `${rule.sourceType}|${rule.sourceId}|`;
  }
}

function ruleFromSourceKey(key: string, previous: LogicRule, sources: LogicSources): LogicRule {
  const [sourceType, sourceId, nestedId] = key.split('|');
  const rule = logicRuleSchema.parse({ sourceType, sourceId, nestedId, condition: previous.condition });
  // A rule on a template's field records that field's type beside its id (the spec's nestedType).
  return nestedId ? { ...rule, nestedType: sourceField(rule, sources)?.type ?? '' } : rule;
}

/** The field a rule reads (inside its template's group for a template source). */
function sourceField(rule: LogicRule, sources: LogicSources): Field | undefined {
  if (rule.sourceType === 'template' || rule.sourceType === 'templateFieldId') {
    return sources.templates
      .find((each) => each.template.id === rule.sourceId)
      ?.groupFields.find((field) => field.id === rule.nestedId);
  }
  if (rule.sourceType === 'fieldId' || rule.sourceType === 'text')
    return sources.fields.find((field) => field.id === rule.sourceId);
  return undefined;
}

/** The parts a compound field offers (address and name parts, repeater columns, items). */
function partsOf(field: Field | undefined): { value: string; label: string }[] {
  if (!field) return [];
  switch (field.type) {
    case 'address':
      return Object.entries(ADDRESS_PART_LABELS)
        .filter(([part]) => field[part as keyof typeof ADDRESS_PART_LABELS].show)
        .map(([part]) => ({ value: part, label: field[part as keyof typeof ADDRESS_PART_LABELS].label }));
    case 'fullName':
      return Object.entries(FULL_NAME_PART_LABELS)
        .filter(([part]) => field[part as keyof typeof FULL_NAME_PART_LABELS].show)
        .map(([part]) => ({ value: part, label: field[part as keyof typeof FULL_NAME_PART_LABELS].label }));
    case 'repeater':
      return REPEATER_CELLS.filter((cell) => field.cellSchema[cell].label).map((cell) => ({
        value: cell,
        label: field.cellSchema[cell].label,
      }));
    case 'itemList':
      return field.items.map((item) => ({ value: item.itemId, label: `${item.label} (quantity)` }));
    default:
      return [];
  }
}

/** The answers a rule may pick from, when the source has a fixed set. */
function choicesOf(
  rule: LogicRule,
  field: Field | undefined,
  sources: LogicSources,
): readonly { value: string; label: string }[] | undefined {
  if (field && isChoiceField(field))
    return field.type !== 'dropdown' && field.hasOther ? [...field.options, OTHER_CHOICE] : field.options;
  if (rule.sourceType === 'admin') return YES_NO;
  if (rule.sourceType === 'custom')
    return sources.customFields.find((each) => each.id === rule.sourceId)?.type === 'boolean' ? YES_NO : undefined;
  if (rule.sourceType === 'user') {
    if (rule.sourceId === 'role') return ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
    if (rule.sourceId === 'standShareRole')
      return STAND_SHARE_ROLES.map((role) => ({ value: role, label: STAND_SHARE_ROLE_LABELS[role] }));
    if (rule.sourceId === 'teamTypeId')
      return sources.teamTypes.map((teamType) => ({ value: teamType.id, label: teamType.name }));
  }
  return undefined;
}

// Which rows or loops a rule reads: any (default), all, or one (1-based in the picker).
function loopChoice(rule: LogicRule): string {
  if (typeof rule.loopIndex === 'number') return String(rule.loopIndex + 1);
  return rule.loopOperator === 'ALL' ? 'all' : 'any';
}
function withLoopChoice(rule: LogicRule, choice: string): LogicRule {
  if (choice === 'any' || choice === 'all')
    return { ...rule, loopIndex: '', loopOperator: choice === 'all' ? 'ALL' : 'ANY' };
  return { ...rule, loopIndex: Number(choice) - 1, loopOperator: '' };
}

interface RuleRowProps {
  id: string;
  index: number;
  rule: LogicRule;
  sources: LogicSources;
  /** An item's name with its position in the form. */
  nameOf: (field: Field) => string;
  /** Why the rule cannot be saved, shown under it. */
  problem: string | undefined;
  onChange: (rule: LogicRule) => void;
  onRemove: () => void;
}

function RuleRow({ id, index, rule, sources, nameOf, problem, onChange, onRemove }: RuleRowProps) {
  const field = sourceField(rule, sources);
  const parts = partsOf(field);
  const choices = choicesOf(rule, field, sources);
  const template = sources.templates.find(
    (each) =>
      each.template.id === rule.sourceId && (rule.sourceType === 'template' || rule.sourceType === 'templateFieldId'),
  )?.template;
  const loops = field?.type === 'repeater' ? (field.max ?? 10) : template?.isLooping ? template.maxLoops : 0;
  const needsValue = !VALUELESS_CONDITIONS.includes(rule.condition);
  const label = `Rule ${index + 1}`;
  return (
    <li
      className="form-builder-rule d-flex flex-wrap align-items-end gap-2 p-2 rounded-3 border bg-body"
      aria-label={label}
    >
      <Form.Group controlId={`${id}-source`} className="form-builder-rule-source">
        <Form.Label className="small mb-1">When</Form.Label>
        <Form.Select
          size="sm"
          isInvalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          value={sourceKey(rule)}
          onChange={(event) => onChange(ruleFromSourceKey(event.target.value, rule, sources))}
        >
          <option value="fieldId||">Choose…</option>
          {problem === LOGIC_RULE_PROBLEMS.sourceGone && <option value={sourceKey(rule)}>(deleted item)</option>}
          {sources.fields.some(isRuleSource) && (
            <optgroup label="Fields">
              {sources.fields.filter(isRuleSource).map((each) => (
                <option key={each.id} value={`fieldId|${each.id}|`}>
                  {nameOf(each)}
                </option>
              ))}
            </optgroup>
          )}
          {sources.templates.map(({ template, groupFields }) => (
            <optgroup key={template.id} label={`Template: ${template.label || '(untitled)'}`}>
              {groupFields.filter(isRuleSource).map((each) => (
                <option key={each.id} value={`templateFieldId|${template.id}|${each.id}`}>
                  {itemName(each)}
                </option>
              ))}
            </optgroup>
          ))}
          {sources.customFields.length > 0 && (
            <optgroup label="Team custom fields">
              {sources.customFields.map((each) => (
                <option key={each.id} value={`custom|${each.id}|`}>
                  {each.label}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label="Person filling in">
            {USER_RULE_ATTRIBUTES.map((attribute) => (
              <option key={attribute} value={`user|${attribute}|`}>
                {USER_ATTRIBUTE_LABELS[attribute]}
              </option>
            ))}
            <option value="admin||">Is an organiser</option>
          </optgroup>
        </Form.Select>
      </Form.Group>
      {parts.length > 0 && (
        <Form.Group controlId={`${id}-part`}>
          <Form.Label className="small mb-1">
            {field?.type === 'repeater' ? 'Column' : field?.type === 'itemList' ? 'Item' : 'Part'}
          </Form.Label>
          <Form.Select
            size="sm"
            value={rule.nestedId}
            onChange={(event) => onChange({ ...rule, nestedId: event.target.value })}
          >
            <option value="">{field?.type === 'repeater' ? 'Any column' : 'Whole answer'}</option>
            {parts.map((part) => (
              <option key={part.value} value={part.value}>
                {part.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {loops > 0 && (
        <Form.Group controlId={`${id}-loop`}>
          <Form.Label className="small mb-1">{field?.type === 'repeater' ? 'Rows' : 'Repeats'}</Form.Label>
          <Form.Select
            size="sm"
            value={loopChoice(rule)}
            onChange={(event) => onChange(withLoopChoice(rule, event.target.value))}
          >
            <option value="any">In any</option>
            <option value="all">In all</option>
            {Array.from({ length: loops }, (_, at) => (
              <option key={at} value={String(at + 1)}>
                {field?.type === 'repeater' ? `Row ${at + 1}` : `Repeat ${at + 1}`}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Form.Group controlId={`${id}-condition`}>
        <Form.Label className="small mb-1">Condition</Form.Label>
        <Form.Select
          size="sm"
          value={rule.condition}
          onChange={(event) => onChange({ ...rule, condition: event.target.value as LogicRule['condition'] })}
        >
          {RULE_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {RULE_CONDITION_LABELS[condition]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {needsValue && (
        <Form.Group controlId={`${id}-value`} className="flex-grow-1">
          <Form.Label className="small mb-1">Value</Form.Label>
          {choices ? (
            <Form.Select
              size="sm"
              value={rule.sourceValue}
              onChange={(event) => onChange({ ...rule, sourceValue: event.target.value })}
            >
              <option value="">Choose…</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Form.Select>
          ) : (
            <Form.Control
              size="sm"
              value={rule.sourceValue}
              onChange={(event) => onChange({ ...rule, sourceValue: event.target.value })}
            />
          )}
        </Form.Group>
      )}
      <Button
        size="sm"
        variant="outline-danger"
        className="ms-auto"
        aria-label={`Remove rule ${index + 1}`}
        onClick={onRemove}
      >
        <Icon name="trash" />
      </Button>
      {problem && (
        <p id={`${id}-problem`} className="w-100 small text-danger mb-0">
          <Icon name="exclamation-triangle" className="me-1" />
          {problem}
        </p>
      )}
    </li>
  );
}

export interface RulesEditorProps {
  id: string;
  operator: LogicOperator;
  rules: readonly LogicRule[];
  sources: LogicSources;
  /** An item's name in the pickers (with its position, in the builder). */
  nameOf?: (field: Field) => string;
  /** Why rules cannot be saved, by their index. */
  ruleProblems?: LogicEntryProblems['rules'];
  onChange: (next: { operator?: LogicOperator; rules?: LogicRule[] }) => void;
  /** Words before "ANY / ALL of these rules match" (e.g. Show this item when). */
  lead?: ReactNode;
  /** Controls after it (e.g. Remove logic). */
  trail?: ReactNode;
  emptyText: string;
}

/** ANY or ALL of a list of rules: the builder's logic, and a confirmation's activation rules. */
export function RulesEditor({
  id,
  operator,
  rules,
  sources,
  nameOf = (field) => itemName(field),
  ruleProblems = {},
  onChange,
  lead,
  trail,
  emptyText,
}: RulesEditorProps) {
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 small">
        {lead}
        <ButtonGroup size="sm" aria-label="Match">
          {LOGIC_OPERATORS.map((each) => (
            <ToggleButton
              key={each}
              id={`${id}-operator-${each}`}
              type="radio"
              name={`${id}-operator`}
              value={each}
              variant="outline-secondary"
              checked={operator === each}
              onChange={() => onChange({ operator: each })}
            >
              {each}
            </ToggleButton>
          ))}
        </ButtonGroup>
        <span>of these rules match:</span>
        {trail}
      </div>
      <ol className="list-unstyled d-grid gap-2 mb-0">
        {rules.map((rule, index) => (
          <RuleRow
            key={index}
            id={`${id}-rule-${index}`}
            index={index}
            rule={rule}
            sources={sources}
            nameOf={nameOf}
            problem={ruleProblems[index]}
            onChange={(next) => onChange({ rules: rules.map((each, at) => (at === index ? next : each)) })}
            onRemove={() => onChange({ rules: rules.filter((_, at) => at !== index) })}
          />
        ))}
      </ol>
      {rules.length === 0 && <p className="small text-body-secondary mb-0">{emptyText}</p>}
      <div>
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => onChange({ rules: [...rules, logicRuleSchema.parse({ sourceType: 'fieldId' })] })}
        >
          <Icon name="plus-lg" className="me-1" />
          Add rule
        </Button>
      </div>
    </>
  );
}

export interface LogicEditorProps {
  /** The item the logic governs. */
  field: Field;
  entry: LogicEntry | undefined;
  /** undefined turns the logic off (the item is always shown). */
  onChange: (entry: LogicEntry | undefined) => void;
  sources: LogicSources;
  /** What cannot be saved yet (logicEntryProblems), shown beside the rule or link at fault. */
  problems?: LogicEntryProblems;
}

/** A then or else picker: every other item, and a link to a deleted item shown as such, with why. */
function LinkedItemSelect({
  id,
  label,
  value,
  others,
  nameOf,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  others: readonly Field[];
  nameOf: (field: Field) => string;
  problem: string | undefined;
  onChange: (fieldId: string) => void;
}) {
  return (
    <Form.Group controlId={id} className="flex-grow-1">
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select
        size="sm"
        value={value}
        isInvalid={problem !== undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Nothing else</option>
        {problem && <option value={value}>(deleted item)</option>}
        {others.map((each) => (
          <option key={each.id} value={each.id}>
            {nameOf(each)}
          </option>
        ))}
      </Form.Select>
      {problem && (
        <p id={`${id}-problem`} className="small text-danger mt-1 mb-0">
          <Icon name="exclamation-triangle" className="me-1" />
          {problem}
        </p>
      )}
    </Form.Group>
  );
}

/**
 * The conditional logic of one item: show or hide it when ANY or ALL of the rules match, and
 * optionally show another item then (or else). Rules read fields, template fields in a loop,
 * the team's custom fields, and who is filling in.
 */
export function LogicEditor({ field, entry, onChange, sources, problems }: LogicEditorProps) {
  const id = `${field.id}-logic`;
  const others = sources.fields.filter((each) => each.id !== field.id);
  const positions = new Map(sources.fields.map((each, index) => [each.id, index]));
  const nameOf = (each: Field) => itemName(each, positions.get(each.id));
  const ruleSources: LogicSources = { ...sources, fields: others };
  if (!entry) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="small text-body-secondary me-auto">Always shown.</span>
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() =>
            onChange(
              logicEntrySchema.parse({
                rules: [
                  logicRuleSchema.parse({ sourceType: 'fieldId', sourceId: others.find(isRuleSource)?.id ?? '' }),
                ],
              }),
            )
          }
        >
          <Icon name="signpost-split" className="me-1" />
          Add conditional logic
        </Button>
      </div>
    );
  }
  const set = (next: Partial<LogicEntry>) => onChange({ ...entry, ...next });
  return (
    <div className="d-grid gap-2" role="group" aria-label="Conditional logic">
      <RulesEditor
        id={id}
        operator={entry.operator}
        rules={entry.rules}
        sources={ruleSources}
        nameOf={nameOf}
        ruleProblems={problems?.rules}
        onChange={(next) => set(next)}
        lead={
          <>
            <ButtonGroup size="sm" aria-label="Action">
              {LOGIC_ACTIONS.map((action) => (
                <ToggleButton
                  key={action}
                  id={`${id}-action-${action}`}
                  type="radio"
                  name={`${id}-action`}
                  value={action}
                  variant="outline-primary"
                  checked={entry.action === action}
                  onChange={() => set({ action })}
                >
                  {ACTION_LABELS[action]}
                </ToggleButton>
              ))}
            </ButtonGroup>
            <span>this item when</span>
          </>
        }
        trail={
          <Button size="sm" variant="link" className="text-danger ms-auto" onClick={() => onChange(undefined)}>
            Remove logic
          </Button>
        }
        emptyText={`No rules: the item is ${entry.action === 'show' ? 'shown' : 'hidden'} always.`}
      />
      <div className="d-flex flex-wrap gap-2">
        <LinkedItemSelect
          id={`${id}-then`}
          label="When they match, also show"
          value={entry.thenFieldId}
          others={others}
          nameOf={nameOf}
          problem={problems?.then}
          onChange={(thenFieldId) => set({ thenFieldId })}
        />
        <LinkedItemSelect
          id={`${id}-else`}
          label="When they do not, show"
          value={entry.elseFieldId}
          others={others}
          nameOf={nameOf}
          problem={problems?.else}
          onChange={(elseFieldId) => set({ elseFieldId })}
        />
      </div>
    </div>
  );
}
