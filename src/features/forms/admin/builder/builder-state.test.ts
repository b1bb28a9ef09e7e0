import { describe, expect, it } from 'vitest';
import { newField } from '../../../../domain/forms/field';
import {
  LOGIC_RULE_PROBLEMS,
  logicEntrySchema,
  logicMapProblems,
  logicRuleSchema,
  ruleTargetsOf,
} from '../../../../domain/forms/logic';
import { addItem, duplicateItem, moveItem, removeItem, setItemLogic, type BuilderItems } from './builder-state';

const parent = { formId: 'form1' };
const showWhen = (sourceId: string, value: string, extra: object = {}) =>
  logicEntrySchema.parse({
    rules: [logicRuleSchema.parse({ sourceType: 'fieldId', sourceId, sourceValue: value })],
    ...extra,
  });

function items(): BuilderItems {
  return {
    fields: [
      newField('dropdown', 'choice', parent, 'Catering'),
      newField('text', 'diet', parent, 'Dietary needs'),
      newField('area', 'notes', parent, 'Notes'),
    ],
    logicMap: { diet: showWhen('choice', 'yes', { thenFieldId: 'notes' }), notes: showWhen('diet', 'vegan') },
  };
}

describe('builder edits', () => {
  it('adds an item of a type with its defaults at the end, under the parent', () => {
    const next = addItem(items(), 'checkbox', 'new1', parent);
    expect(next.fields.map((field) => field.id)).toEqual(['choice', 'diet', 'notes', 'new1']);
    expect(next.fields[3]).toMatchObject({
      type: 'checkbox',
      formId: 'form1',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    });
  });

  it('duplicates an item right after it, under a new id, with a copy of its logic', () => {
    const next = duplicateItem(items(), 'diet', 'diet2');
    expect(next.fields.map((field) => field.id)).toEqual(['choice', 'diet', 'diet2', 'notes']);
    expect(next.fields[2].label).toBe('Dietary needs (Copy)');
    expect(next.logicMap.diet2).toEqual(next.logicMap.diet);
    expect(next.logicMap.diet2).not.toBe(next.logicMap.diet);
  });

  it('removing an item drops its own logic and keeps the rules and links of others to it, for the builder to flag', () => {
    const next = removeItem(items(), 'notes');
    expect(next.fields.map((field) => field.id)).toEqual(['choice', 'diet']);
    expect(next.logicMap.notes).toBeUndefined();
    expect(next.logicMap.diet.thenFieldId).toBe('notes');
    const targets = ruleTargetsOf(next.fields, {});
    expect(logicMapProblems(next.logicMap, targets).diet?.then).toBe(LOGIC_RULE_PROBLEMS.linkGone);
    const again = removeItem(next, 'choice');
    expect(again.logicMap.diet.rules.map((rule) => rule.sourceId)).toEqual(['choice']);
    expect(logicMapProblems(again.logicMap, ruleTargetsOf(again.fields, {})).diet?.rules).toEqual({
      0: LOGIC_RULE_PROBLEMS.sourceGone,
    });
  });

  it('moves an item to where another is', () => {
    expect(moveItem(items(), 'notes', 'choice').fields.map((field) => field.id)).toEqual(['notes', 'choice', 'diet']);
    expect(moveItem(items(), 'choice', 'missing').fields.map((field) => field.id)).toEqual(['choice', 'diet', 'notes']);
  });

  it('sets and clears one item’s logic', () => {
    const cleared = setItemLogic(items(), 'diet', undefined);
    expect(Object.keys(cleared.logicMap)).toEqual(['notes']);
    expect(setItemLogic(cleared, 'choice', showWhen('notes', 'x')).logicMap.choice.rules[0].sourceId).toBe('notes');
  });
});
