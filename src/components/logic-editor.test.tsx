import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customFieldSchema } from '../domain/custom-field';
import { newField, OTHER_CHOICE, type Field } from '../domain/forms/field';
import {
  evaluateVisibility,
  logicEntrySchema,
  logicRuleSchema,
  RULE_CONDITION_LABELS,
  RULE_CONDITIONS,
  type LogicEntry,
} from '../domain/forms/logic';
import { LogicEditor, type LogicSources } from './logic-editor';

const parent = { formId: 'form1' };
const catering = {
  ...newField('dropdown', 'catering', parent, 'Catering'),
  options: [
    { label: 'Yes please', value: 'yes' },
    { label: 'No thanks', value: 'no' },
  ],
};
const diet = newField('text', 'diet', parent, 'Dietary needs');
const address = newField('address', 'address', parent, 'Stand address');
const guests = {
  ...newField('template', 'guests', parent, 'Guests'),
  fieldGroupId: 'group1',
  isLooping: true,
  maxLoops: 3,
};
const guestName = newField('text', 'guestName', { fieldGroupId: 'group1' }, 'Guest name');
const fields: Field[] = [catering, diet, address, guests];
const sources: LogicSources = {
  fields,
  templates: [{ template: guests, groupFields: [guestName] }],
  customFields: [customFieldSchema.parse({ id: 'vip', label: 'VIP', type: 'boolean' })],
  teamTypes: [],
};

function renderEditor(entry: LogicEntry | undefined, field: Field = diet) {
  const onChange = vi.fn();
  render(<LogicEditor field={field} entry={entry} onChange={onChange} sources={sources} />);
  return onChange;
}

const last = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)![0] as LogicEntry;

describe('logic editor', () => {
  it('turns logic on with one rule on the first other field, shown when ANY rule matches', () => {
    const onChange = renderEditor(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Add conditional logic' }));
    expect(last(onChange)).toMatchObject({
      action: 'show',
      operator: 'ANY',
      rules: [{ sourceType: 'fieldId', sourceId: 'catering', condition: 'equals' }],
    });
  });

  it('a dropdown source offers its options as values, and the entry it writes drives the one evaluator', () => {
    const entry = logicEntrySchema.parse({
      rules: [logicRuleSchema.parse({ sourceType: 'fieldId', sourceId: 'catering' })],
    });
    const onChange = renderEditor(entry);
    const value = screen.getByLabelText('Value');
    expect(
      within(value)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Yes please', 'No thanks']);
    fireEvent.change(value, { target: { value: 'yes' } });
    const written = last(onChange);
    const definition = { fields, logicMap: { diet: written }, fieldGroups: {} };
    const context = { customFields: {}, user: {}, isAdmin: false };
    expect(evaluateVisibility(definition, { catering: 'yes' }, context).isVisible('diet')).toBe(true);
    expect(evaluateVisibility(definition, { catering: 'no' }, context).isVisible('diet')).toBe(false);
  });

  it('a single choice with Other offers "Other, please say" as a value, which matches any answer of their own', () => {
    const arrival = {
      ...newField('radio', 'arrival', parent, 'Arrival'),
      options: [{ label: 'By train', value: 'train' }],
      hasOther: true,
    };
    const onChange = vi.fn();
    const entry = logicEntrySchema.parse({
      rules: [logicRuleSchema.parse({ sourceType: 'fieldId', sourceId: 'arrival' })],
    });
    render(
      <LogicEditor field={diet} entry={entry} onChange={onChange} sources={{ ...sources, fields: [arrival, diet] }} />,
    );
    const value = screen.getByLabelText('Value');
    expect(
      within(value)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'By train', 'Other, please say']);
    fireEvent.change(value, { target: { value: OTHER_CHOICE.value } });
    const definition = { fields: [arrival, diet], logicMap: { diet: last(onChange) }, fieldGroups: {} };
    const context = { customFields: {}, user: {}, isAdmin: false };
    expect(evaluateVisibility(definition, { arrival: 'Bicycle' }, context).isVisible('diet')).toBe(true);
    expect(evaluateVisibility(definition, { arrival: 'train' }, context).isVisible('diet')).toBe(false);
  });

  it('offers every operator, and hides the value for is empty / is not empty', () => {
    const entry = logicEntrySchema.parse({
      rules: [logicRuleSchema.parse({ sourceType: 'fieldId', sourceId: 'address', condition: 'isEmpty' })],
    });
    renderEditor(entry);
    const condition = screen.getByLabelText('Condition');
    expect(
      within(condition)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(RULE_CONDITIONS.map((each) => RULE_CONDITION_LABELS[each]));
    expect(screen.queryByLabelText('Value')).toBeNull();
    // An address rule may read one part.
    expect(within(screen.getByLabelText('Part')).getByRole('option', { name: 'Postcode' })).toBeInTheDocument();
  });

  it('switches to ALL and to hide, and sets then and else items', () => {
    const entry = logicEntrySchema.parse({ rules: [] });
    const onChange = renderEditor(entry);
    fireEvent.click(screen.getByLabelText('ALL'));
    expect(last(onChange).operator).toBe('ALL');
    fireEvent.click(screen.getByLabelText('Hide'));
    expect(last(onChange).action).toBe('hide');
    fireEvent.change(screen.getByLabelText('When they match, also show'), { target: { value: 'address' } });
    expect(last(onChange).thenFieldId).toBe('address');
    fireEvent.change(screen.getByLabelText('When they do not, show'), { target: { value: 'catering' } });
    expect(last(onChange).elseFieldId).toBe('catering');
    // The item itself is never offered as its own then/else.
    expect(
      within(screen.getByLabelText('When they match, also show')).queryByRole('option', { name: /Dietary needs/ }),
    ).toBeNull();
  });

  it('reads a template field in a chosen repeat, a custom field, the person and whether an organiser fills in', () => {
    const entry = logicEntrySchema.parse({
      rules: [logicRuleSchema.parse({ sourceType: 'fieldId', sourceId: 'catering' })],
    });
    const onChange = renderEditor(entry);
    const source = screen.getByLabelText('When');
    fireEvent.change(source, { target: { value: 'templateFieldId|guests|guestName' } });
    expect(last(onChange).rules[0]).toMatchObject({
      sourceType: 'templateFieldId',
      sourceId: 'guests',
      nestedId: 'guestName',
      nestedType: 'text',
    });
    fireEvent.change(source, { target: { value: 'custom|vip|' } });
    expect(last(onChange).rules[0]).toMatchObject({ sourceType: 'custom', sourceId: 'vip', nestedType: '' });
    fireEvent.change(source, { target: { value: 'user|role|' } });
    expect(last(onChange).rules[0]).toMatchObject({ sourceType: 'user', sourceId: 'role' });
    fireEvent.change(source, { target: { value: 'admin||' } });
    expect(last(onChange).rules[0]).toMatchObject({ sourceType: 'admin', sourceId: '' });
  });

  it('a template rule picks one repeat (a 0-based loop index) or all of them', () => {
    const entry = logicEntrySchema.parse({
      rules: [
        logicRuleSchema.parse({
          sourceType: 'templateFieldId',
          sourceId: 'guests',
          nestedId: 'guestName',
          sourceValue: 'Ann',
        }),
      ],
    });
    const onChange = renderEditor(entry);
    const repeats = screen.getByLabelText('Repeats');
    expect(within(repeats).getAllByRole('option')).toHaveLength(2 + 3);
    fireEvent.change(repeats, { target: { value: '2' } });
    expect(last(onChange).rules[0]).toMatchObject({ loopIndex: 1, loopOperator: '' });
    fireEvent.change(repeats, { target: { value: 'all' } });
    expect(last(onChange).rules[0]).toMatchObject({ loopIndex: '', loopOperator: 'ALL' });
  });

  it('a boolean custom field offers Yes and No; removing the last rule and the logic', () => {
    const entry = logicEntrySchema.parse({ rules: [logicRuleSchema.parse({ sourceType: 'custom', sourceId: 'vip' })] });
    const onChange = renderEditor(entry);
    expect(
      within(screen.getByLabelText('Value'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Yes', 'No']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(last(onChange).rules).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove logic' }));
    expect(last(onChange)).toBeUndefined();
  });
});
