import { describe, expect, it } from 'vitest';
import { newField, OTHER_CHOICE, type Field } from './field';
import {
  compareValue,
  evaluateVisibility,
  customRuleOutcomes,
  formCustomFieldRules,
  GUEST_LOGIC_CONTEXT,
  LOGIC_RULE_PROBLEMS,
  logicFieldsOutside,
  logicMapProblems,
  logicMapSchema,
  logicRuleSchema,
  memberLogicContext,
  type FormDefinition,
  type LogicContext,
} from './logic';
import type { SubmissionValues } from './values';

const parent = { formId: 'form1' };
const rule = (sourceId: string, condition: string, sourceValue = '', extra: Record<string, unknown> = {}) => ({
  sourceId,
  condition,
  sourceValue,
  ...extra,
});

function definition(
  fields: Field[],
  logicMap: unknown,
  fieldGroups: FormDefinition['fieldGroups'] = {},
): FormDefinition {
  return { fields, logicMap: logicMapSchema.parse(logicMap), fieldGroups };
}

describe('compareValue', () => {
  it('compares text case-insensitively, numbers as numbers, lists by what they include', () => {
    expect(compareValue('Yes', 'equals', 'yes')).toBe(true);
    expect(compareValue('10', 'equals', '10.0')).toBe(true);
    expect(compareValue(['a', 'b'], 'equals', 'b')).toBe(true);
    expect(compareValue(['a'], 'notEquals', 'b')).toBe(true);
    expect(compareValue(true, 'equals', 'yes')).toBe(true);
    expect(compareValue('Stand 12B', 'contains', '12b')).toBe(true);
    expect(compareValue('Stand 12B', 'notContains', '12b')).toBe(false);
    expect(compareValue(5, 'greaterThan', '4')).toBe(true);
    expect(compareValue('5', 'lessThan', '4')).toBe(false);
    expect(compareValue('abc', 'greaterThan', '4')).toBe(false);
    expect(compareValue('  ', 'isEmpty', '')).toBe(true);
    expect(compareValue({ city: '', postcode: '' }, 'isEmpty', '')).toBe(true);
    expect(compareValue([], 'isNotEmpty', '')).toBe(false);
  });
});

describe('evaluateVisibility', () => {
  const size = newField('dropdown', 'size', parent);
  const details = newField('text', 'details', parent);
  const extra = newField('text', 'extra', parent);

  it('shows a field when ANY rule matches and hides it otherwise', () => {
    const form = definition([size, details], {
      details: { operator: 'ANY', rules: [rule('size', 'equals', 'large'), rule('size', 'equals', 'huge')] },
    });
    expect(evaluateVisibility(form, { size: 'large' }, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(true);
    expect(evaluateVisibility(form, { size: 'small' }, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(false);
    expect(evaluateVisibility(form, {}, GUEST_LOGIC_CONTEXT).isVisible('size')).toBe(true);
  });

  it('needs every rule with ALL, and inverts with the hide action', () => {
    const all = definition([size, details], {
      details: { operator: 'ALL', rules: [rule('size', 'isNotEmpty'), rule('size', 'notEquals', 'small')] },
    });
    expect(evaluateVisibility(all, { size: 'large' }, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(true);
    expect(evaluateVisibility(all, { size: 'small' }, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(false);
    const hide = definition([size, details], { details: { action: 'hide', rules: [rule('size', 'equals', 'small')] } });
    expect(evaluateVisibility(hide, { size: 'small' }, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(false);
    expect(evaluateVisibility(hide, {}, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(true);
  });

  it('shows the then field when the rules match and the else field when they do not', () => {
    const keyed = newField('text', 'keyed', parent);
    const form = definition([size, keyed, details, extra], {
      keyed: { rules: [rule('size', 'equals', 'large')], thenFieldId: 'details', elseFieldId: 'extra' },
    });
    const large = evaluateVisibility(form, { size: 'large' }, GUEST_LOGIC_CONTEXT);
    expect([large.isVisible('keyed'), large.isVisible('details'), large.isVisible('extra')]).toEqual([
      true,
      true,
      false,
    ]);
    const small = evaluateVisibility(form, { size: 'small' }, GUEST_LOGIC_CONTEXT);
    expect([small.isVisible('keyed'), small.isVisible('details'), small.isVisible('extra')]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('keeps showing or hiding the keyed item by its action when a then or else item is chosen', () => {
    // "Show Diet when Catering is yes", and when they match also show Notes.
    const catering = newField('checkbox', 'catering', parent);
    const diet = newField('text', 'diet', parent);
    const notes = newField('text', 'notes', parent);
    const form = definition([catering, diet, notes], {
      diet: { action: 'show', rules: [rule('catering', 'equals', 'yes')], thenFieldId: 'notes' },
    });
    const yes = evaluateVisibility(form, { catering: ['yes'] }, GUEST_LOGIC_CONTEXT);
    expect([yes.isVisible('diet'), yes.isVisible('notes')]).toEqual([true, true]);
    const no = evaluateVisibility(form, { catering: ['no'] }, GUEST_LOGIC_CONTEXT);
    expect([no.isVisible('diet'), no.isVisible('notes')]).toEqual([false, false]);
    const hide = definition([catering, diet, notes], {
      diet: { action: 'hide', rules: [rule('catering', 'equals', 'yes')], elseFieldId: 'notes' },
    });
    const hidden = evaluateVisibility(hide, { catering: ['yes'] }, GUEST_LOGIC_CONTEXT);
    expect([hidden.isVisible('diet'), hidden.isVisible('notes')]).toEqual([false, false]);
    const shown = evaluateVisibility(hide, { catering: ['no'] }, GUEST_LOGIC_CONTEXT);
    expect([shown.isVisible('diet'), shown.isVisible('notes')]).toEqual([true, true]);
  });

  it('skips a rule left at "Choose…" or without a value instead of matching every answer', () => {
    const form = definition([size, details, extra], {
      details: { operator: 'ANY', rules: [rule('', 'equals', 'large'), rule('size', 'equals', 'large')] },
      extra: { operator: 'ALL', rules: [rule('size', 'equals', ''), rule('size', 'equals', 'large')] },
    });
    const small = evaluateVisibility(form, { size: 'small' }, GUEST_LOGIC_CONTEXT);
    expect([small.isVisible('details'), small.isVisible('extra')]).toEqual([false, false]);
    const large = evaluateVisibility(form, { size: 'large' }, GUEST_LOGIC_CONTEXT);
    expect([large.isVisible('details'), large.isVisible('extra')]).toEqual([true, true]);
  });

  it('hides every item of a page whose New Page item the logic hides', () => {
    const pageTwo = newField('newPage', 'page2', parent);
    const form = definition([size, pageTwo, details, extra], {
      page2: { rules: [rule('size', 'equals', 'large')] },
    });
    const small = evaluateVisibility(form, { size: 'small', details: 'kept?' }, GUEST_LOGIC_CONTEXT);
    expect([
      small.isVisible('size'),
      small.isVisible('page2'),
      small.isVisible('details'),
      small.isVisible('extra'),
    ]).toEqual([true, false, false, false]);
    const large = evaluateVisibility(form, { size: 'large' }, GUEST_LOGIC_CONTEXT);
    expect([large.isVisible('details'), large.isVisible('extra')]).toEqual([true, true]);
  });

  it('reads a hidden source as empty, so chains collapse, and survives a cycle', () => {
    const form = definition([size, details, extra], {
      details: { rules: [rule('size', 'equals', 'large')] },
      extra: { rules: [rule('details', 'isNotEmpty')] },
    });
    // details keeps an old answer but is hidden: extra must hide too.
    expect(evaluateVisibility(form, { size: 'small', details: 'old' }, GUEST_LOGIC_CONTEXT).isVisible('extra')).toBe(
      false,
    );
    expect(evaluateVisibility(form, { size: 'large', details: 'new' }, GUEST_LOGIC_CONTEXT).isVisible('extra')).toBe(
      true,
    );
    const cycle = definition([details, extra], {
      details: { rules: [rule('extra', 'isEmpty')] },
      extra: { rules: [rule('details', 'isEmpty')] },
    });
    expect(() => evaluateVisibility(cycle, {}, GUEST_LOGIC_CONTEXT).isVisible('details')).not.toThrow();
  });

  it('reads custom fields, the person and whether an organiser fills in', () => {
    const form = definition([details, extra, size], {
      details: { rules: [rule('vip', 'equals', 'yes', { sourceType: 'custom' })] },
      extra: { rules: [rule('teamTypeId', 'equals', 'typeX', { sourceType: 'user' })] },
      size: { rules: [rule('', 'equals', 'yes', { sourceType: 'admin' })] },
    });
    const team: LogicContext = { customFields: { vip: true }, user: { teamTypeId: 'typeX' }, isAdmin: false };
    const visibility = evaluateVisibility(form, {}, team);
    expect([visibility.isVisible('details'), visibility.isVisible('extra'), visibility.isVisible('size')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(evaluateVisibility(form, {}, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(false);
    expect(evaluateVisibility(form, {}, { ...team, isAdmin: true }).isVisible('size')).toBe(true);
  });

  it('reads an address part, an item quantity and repeater rows (one row or across rows)', () => {
    const address = newField('address', 'address', parent);
    const items = newField('itemList', 'items', parent);
    const rows = newField('repeater', 'rows', parent);
    const form = definition([address, items, rows, details, extra, size], {
      details: { rules: [rule('address', 'equals', 'UK', { nestedId: 'country' })] },
      extra: { rules: [rule('items', 'greaterThan', '2', { nestedId: 'chair' })] },
      size: { rules: [rule('rows', 'equals', 'Bob', { nestedId: 'cell1', loopIndex: 1 })] },
    });
    const values: SubmissionValues = {
      address: { addressLine1: '', addressLine2: '', city: '', county: '', country: 'uk', postcode: '' },
      items: [{ itemId: 'chair', price: 5, quantity: 3 }],
      rows: [
        { cell1: 'Ann', cell2: '', cell3: '', cell4: '' },
        { cell1: 'Bob', cell2: '', cell3: '', cell4: '' },
      ],
    };
    const visibility = evaluateVisibility(form, values, GUEST_LOGIC_CONTEXT);
    expect([visibility.isVisible('details'), visibility.isVisible('extra'), visibility.isVisible('size')]).toEqual([
      true,
      true,
      true,
    ]);
    const allRows = definition([rows, details], {
      details: { rules: [rule('rows', 'equals', 'Bob', { nestedId: 'cell1', loopOperator: 'ALL' })] },
    });
    expect(evaluateVisibility(allRows, values, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(false);
    const anyRow = definition([rows, details], {
      details: { rules: [rule('rows', 'equals', 'Bob', { nestedId: 'cell1' })] },
    });
    expect(evaluateVisibility(anyRow, values, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(true);
  });

  describe('single choice', () => {
    const arrival = {
      ...newField('radio', 'arrival', parent),
      options: [
        { label: 'By train', value: 'train' },
        { label: 'By car', value: 'car' },
      ],
      hasOther: true,
    };
    const parking = newField('text', 'parking', parent);
    const howElse = newField('text', 'howElse', parent);
    const form = definition([arrival, parking, howElse], {
      parking: { rules: [rule('arrival', 'equals', 'car')] },
      howElse: { rules: [rule('arrival', 'equals', OTHER_CHOICE.value)] },
    });
    const shown = (values: SubmissionValues) => {
      const visibility = evaluateVisibility(form, values, GUEST_LOGIC_CONTEXT);
      return { parking: visibility.isVisible('parking'), howElse: visibility.isVisible('howElse') };
    };

    it('matches a rule on the chosen option, and on nothing chosen', () => {
      expect(shown({ arrival: 'car' })).toEqual({ parking: true, howElse: false });
      expect(shown({ arrival: 'train' })).toEqual({ parking: false, howElse: false });
      expect(shown({})).toEqual({ parking: false, howElse: false });
    });

    it("reads the person's own answer as the Other choice, never as an option it happens to contain", () => {
      expect(shown({ arrival: 'Bicycle' })).toEqual({ parking: false, howElse: true });
      expect(shown({ arrival: 'car share' })).toEqual({ parking: false, howElse: true });
    });

    it('reads Other the same way in a ticked list and inside a template loop', () => {
      const extras = { ...newField('checkbox', 'extras', parent), hasOther: true };
      const withList = definition([extras, howElse], {
        howElse: { rules: [rule('extras', 'equals', OTHER_CHOICE.value)] },
      });
      expect(
        evaluateVisibility(withList, { extras: ['yes', 'A crane'] }, GUEST_LOGIC_CONTEXT).isVisible('howElse'),
      ).toBe(true);
      expect(evaluateVisibility(withList, { extras: ['yes'] }, GUEST_LOGIC_CONTEXT).isVisible('howElse')).toBe(false);

      const loopArrival = { ...arrival, id: 'loopArrival', formId: '', fieldGroupId: 'travel' };
      const travel = {
        ...newField('template', 'travellers', parent),
        fieldGroupId: 'travel',
        isLooping: true,
      };
      const inLoops = definition(
        [travel, howElse],
        {
          howElse: {
            rules: [
              rule('travellers', 'equals', OTHER_CHOICE.value, {
                sourceType: 'templateFieldId',
                nestedId: 'loopArrival',
              }),
            ],
          },
        },
        { travel: { fields: [loopArrival], logicMap: logicMapSchema.parse({}) } },
      );
      const values = (answer: string) => ({
        travellers: { loopCount: 2, templateValues: [{ loopArrival: 'train' }, { loopArrival: answer }] },
      });
      expect(evaluateVisibility(inLoops, values('Boat'), GUEST_LOGIC_CONTEXT).isVisible('howElse')).toBe(true);
      expect(evaluateVisibility(inLoops, values('car'), GUEST_LOGIC_CONTEXT).isVisible('howElse')).toBe(false);
    });
  });

  describe('templates', () => {
    const group = { id: 'group1' };
    const role = newField('dropdown', 'role', { fieldGroupId: group.id });
    const badge = newField('text', 'badge', { fieldGroupId: group.id });
    const template = {
      ...newField('template', 'people', parent),
      fieldGroupId: group.id,
      isLooping: true,
      maxLoops: 5,
    };
    const fieldGroups = {
      [group.id]: {
        fields: [role, badge],
        logicMap: logicMapSchema.parse({ badge: { rules: [rule('role', 'equals', 'speaker')] } }),
      },
    };
    const values: SubmissionValues = {
      people: { loopCount: 2, templateValues: [{ role: 'guest' }, { role: 'speaker' }] },
    };

    it("evaluates the group's logic within each loop", () => {
      const visibility = evaluateVisibility(definition([template], {}, fieldGroups), values, GUEST_LOGIC_CONTEXT);
      expect(visibility.isVisibleInLoop('people', 0, 'badge')).toBe(false);
      expect(visibility.isVisibleInLoop('people', 1, 'badge')).toBe(true);
    });

    it('reads a template field in a given loop, or across loops, from the form', () => {
      const form = (extraRule: Record<string, unknown>) =>
        definition(
          [template, details],
          {
            details: {
              rules: [
                rule('people', 'equals', 'speaker', { sourceType: 'templateFieldId', nestedId: 'role', ...extraRule }),
              ],
            },
          },
          fieldGroups,
        );
      expect(evaluateVisibility(form({ loopIndex: 0 }), values, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(false);
      expect(evaluateVisibility(form({ loopIndex: 1 }), values, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(true);
      expect(evaluateVisibility(form({}), values, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(true);
      expect(evaluateVisibility(form({ loopOperator: 'ALL' }), values, GUEST_LOGIC_CONTEXT).isVisible('details')).toBe(
        false,
      );
    });

    it('hides every loop field when the template itself is hidden', () => {
      const form = definition([size, template], { people: { rules: [rule('size', 'equals', 'large')] } }, fieldGroups);
      expect(
        evaluateVisibility(form, { ...values, size: 'small' }, GUEST_LOGIC_CONTEXT).isVisibleInLoop(
          'people',
          1,
          'role',
        ),
      ).toBe(false);
    });
  });

  it('matches confirmation rules at form level', () => {
    const form = definition([size], {});
    const visibility = evaluateVisibility(form, { size: 'large' }, GUEST_LOGIC_CONTEXT);
    expect(visibility.rulesMatch('ALL', [logicRule('size', 'large'), logicRule('size', 'huge')])).toBe(false);
    expect(visibility.rulesMatch('ANY', [logicRule('size', 'large'), logicRule('size', 'huge')])).toBe(true);
  });
});

function logicRule(sourceId: string, sourceValue: string) {
  return logicMapSchema.parse({ x: { rules: [rule(sourceId, 'equals', sourceValue)] } }).x!.rules[0]!;
}

describe('logicFieldsOutside', () => {
  it('names the fields the logic refers to (keys, sources, then and else) that are not in the list', () => {
    const logicMap = logicMapSchema.parse({
      shown: { rules: [rule('source', 'equals', 'yes')], thenFieldId: 'then', elseFieldId: 'gone' },
    });
    expect(logicFieldsOutside(logicMap, [{ id: 'shown' }, { id: 'source' }, { id: 'then' }])).toEqual(['gone']);
    expect(logicFieldsOutside(logicMap, [{ id: 'shown' }, { id: 'source' }, { id: 'then' }, { id: 'gone' }])).toEqual(
      [],
    );
  });
});

describe('logicMapProblems', () => {
  const targets = {
    fieldIds: new Set(['size', 'details', 'stand']),
    templateFieldIds: new Map([['stand', new Set(['width'])]]),
  };

  it('names, beside each rule, why it cannot be saved, and a then or else link to a deleted item', () => {
    const logicMap = logicMapSchema.parse({
      details: {
        rules: [
          rule('', 'equals', 'large', { sourceType: 'fieldId' }),
          rule('size', 'equals', ''),
          rule('gone', 'equals', 'x'),
          rule('stand', 'equals', '3', { sourceType: 'templateFieldId' }),
          rule('size', 'isEmpty'),
          rule('', 'equals', 'yes', { sourceType: 'admin' }),
          rule('vip', 'equals', 'yes', { sourceType: 'custom' }),
          rule('stand', 'equals', '3', { sourceType: 'templateFieldId', nestedId: 'width' }),
          rule('stand', 'equals', '3', { sourceType: 'templateFieldId', nestedId: 'height' }),
        ],
        thenFieldId: 'deleted',
        elseFieldId: 'size',
      },
      size: { rules: [rule('details', 'notEquals', 'x')] },
    });
    expect(logicMapProblems(logicMap, targets)).toEqual({
      details: {
        rules: {
          0: LOGIC_RULE_PROBLEMS.noSource,
          1: LOGIC_RULE_PROBLEMS.noValue,
          2: LOGIC_RULE_PROBLEMS.sourceGone,
          3: LOGIC_RULE_PROBLEMS.noSource,
          8: LOGIC_RULE_PROBLEMS.sourceGone,
        },
        then: LOGIC_RULE_PROBLEMS.linkGone,
        else: undefined,
      },
    });
  });
});

describe('memberLogicContext', () => {
  const team = { teamTypeId: 'exhibitor', standShareRole: 'none' as const, customFields: { stand: 'A1' } };

  it("reads the team's shown and admin-only values, and is an organiser only by the person's own role", () => {
    const member = memberLogicContext({ teamId: 't1', email: 'ann@x.test', role: 'user' }, team, {
      values: { credit: 'ok' },
    });
    expect(member).toEqual({
      customFields: { stand: 'A1', credit: 'ok' },
      customRuleOutcomes: undefined,
      user: { teamId: 't1', teamTypeId: 'exhibitor', standShareRole: 'none', role: 'user', email: 'ann@x.test' },
      isAdmin: false,
    });
    expect(memberLogicContext({ teamId: 't1', email: '', role: 'moderator' }, team).isAdmin).toBe(true);
    expect(memberLogicContext({ teamId: '', email: '', role: '' }, undefined).isAdmin).toBe(false);
  });

  it('an admin-only custom field rule reads the real value once the values are added', () => {
    const credit = newField('text', 'credit-note', parent);
    const form = definition([credit], {
      'credit-note': { rules: [rule('credit', 'equals', 'hold', { sourceType: 'custom' })] },
    });
    const person = { teamId: 't1', email: '', role: 'user' };
    const withValue = memberLogicContext(person, team, { values: { credit: 'hold' } });
    expect(evaluateVisibility(form, {}, withValue).isVisible('credit-note')).toBe(true);
    expect(evaluateVisibility(form, {}, memberLogicContext(person, team)).isVisible('credit-note')).toBe(false);
  });

  it("a screen given only the server's outcomes of the rules shows what the real value would", () => {
    const credit = newField('text', 'credit-note', parent);
    const onHold = logicRuleSchema.parse(rule('credit', 'equals', 'hold', { sourceType: 'custom' }));
    const notPaid = logicRuleSchema.parse(rule('credit', 'notEquals', 'paid', { sourceType: 'custom' }));
    const form = definition([credit], { 'credit-note': { operator: 'ALL', rules: [onHold, notPaid] } });
    const person = { teamId: 't1', email: '', role: 'user' };
    const outcomes = customRuleOutcomes([onHold, notPaid], { credit: 'hold' });
    // Only a yes or no per rule reaches the screen, never the value.
    expect(Object.values(outcomes)).toEqual([true, true]);
    const screen = memberLogicContext(person, team, { outcomes });
    expect(evaluateVisibility(form, {}, screen).isVisible('credit-note')).toBe(true);
    const cleared = memberLogicContext(person, team, {
      outcomes: customRuleOutcomes([onHold, notPaid], { credit: '' }),
    });
    expect(evaluateVisibility(form, {}, cleared).isVisible('credit-note')).toBe(false);
  });
});

describe('formCustomFieldRules', () => {
  it("finds the custom-field rules of the form's logic, its groups' logic and the rules given", () => {
    const form = {
      logicMap: logicMapSchema.parse({ a: { rules: [rule('vip', 'equals', 'yes', { sourceType: 'custom' })] } }),
      fieldGroups: {
        g: {
          fields: [],
          logicMap: logicMapSchema.parse({ b: { rules: [rule('credit', 'isEmpty', '', { sourceType: 'custom' })] } }),
        },
      },
    };
    const confirmationRules = logicMapSchema.parse({
      c: { rules: [rule('tier', 'equals', '1', { sourceType: 'custom' })] },
    }).c!.rules;
    expect(
      formCustomFieldRules(form, confirmationRules)
        .map((each) => each.sourceId)
        .sort(),
    ).toEqual(['credit', 'tier', 'vip']);
  });
});
