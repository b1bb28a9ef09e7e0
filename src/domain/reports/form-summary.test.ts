import { describe, expect, it } from 'vitest';
import { newField, type Field } from '../forms/field';
import { GUEST_LOGIC_CONTEXT, logicMapSchema, type FormDefinition, type LogicContext } from '../forms/logic';
import { submissionSchema } from '../forms/submission';
import { formSummary, LATEST_ANSWER_COUNT, type QuestionSummary } from './form-summary';

const parent = { formId: 'f' };
const field = <T extends Field>(base: T, extra: Record<string, unknown>): T => ({ ...base, ...extra });

const stand = field(newField('radio', 'stand', parent, 'Stand type'), {
  options: [
    { label: 'Shell scheme', value: 'shell' },
    { label: 'Space only', value: 'space' },
  ],
  hasOther: true,
});
const extras = field(newField('checkbox', 'extras', parent, 'Extras'), {
  options: [
    { label: 'Power', value: 'power' },
    { label: 'Water', value: 'water' },
    { label: 'Wi-Fi', value: 'wifi' },
  ],
});
const size = field(newField('dropdown', 'size', parent, 'Size'), {
  options: [
    { label: 'Small', value: 's' },
    { label: 'Large', value: 'l' },
  ],
});
const builder = newField('text', 'builder', parent, 'Stand builder');
const staff = newField('number', 'staff', parent, 'Staff');
const furniture = field(newField('itemList', 'furniture', parent, 'Furniture'), {
  items: [
    { itemId: 'chair', label: 'Chair', price: 12.5, description: '' },
    { itemId: 'table', label: 'Table', price: 35, description: '' },
  ],
});
const terms = newField('disclaimer', 'terms', parent, 'I accept the terms');
const total = newField('grandTotal', 'total', parent);
const section = newField('section', 'section', parent, 'About you');
const people = field(newField('template', 'people', parent, 'People'), { fieldGroupId: 'g', isLooping: true });
const role = field(newField('radio', 'role', { fieldGroupId: 'g' }, 'Role'), {
  options: [
    { label: 'Sales', value: 'sales' },
    { label: 'Speaker', value: 'speaker' },
  ],
});
const bio = newField('area', 'bio', { fieldGroupId: 'g' }, 'Biography');

// The builder is asked only of space-only stands; a speaker's biography only of speakers.
const definition: FormDefinition = {
  fields: [section, stand, extras, size, builder, staff, furniture, total, people, terms],
  logicMap: logicMapSchema.parse({ builder: { rules: [{ sourceId: 'stand', sourceValue: 'space' }] } }),
  fieldGroups: {
    g: {
      fields: [role, bio],
      logicMap: logicMapSchema.parse({ bio: { rules: [{ sourceId: 'role', sourceValue: 'speaker' }] } }),
    },
  },
};

let sequence = 0;
const sent = (values: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  sequence += 1;
  const at = new Date(Date.UTC(2026, 2, 1, 9) + sequence * 1000).toISOString();
  return submissionSchema.parse({
    id: `s${sequence}`,
    formId: 'f',
    teamId: `t${sequence}`,
    values,
    createdAt: at,
    updatedAt: at,
    createdBy: 'u',
    updatedBy: 'u',
    ...extra,
  });
};
const asGuest = (): LogicContext => GUEST_LOGIC_CONTEXT;

const submissions = [
  sent({
    stand: 'shell',
    extras: ['power', 'water'],
    size: 's',
    staff: 4,
    furniture: [
      { itemId: 'chair', price: 12.5, quantity: 4 },
      { itemId: 'table', price: 35, quantity: 1 },
    ],
    terms: true,
    // Sent while the builder was hidden (a shell scheme): not counted.
    builder: 'Hidden Builds',
  }),
  sent({
    stand: 'space',
    extras: ['power'],
    size: 'l',
    builder: 'Stagecraft Builds Ltd',
    staff: 10,
    furniture: [{ itemId: 'table', price: 35, quantity: 2 }],
    people: {
      loopCount: 2,
      templateValues: [
        { role: 'speaker', bio: 'Grace leads robotics research.' },
        { role: 'sales', bio: 'Hidden: not a speaker.' },
      ],
    },
    terms: true,
  }),
  sent({
    stand: 'Our own pavilion',
    extras: ['wifi', 'power'],
    staff: 1,
    furniture: [{ itemId: 'chair', price: 10, quantity: 0 }],
  }),
  // A draft is not a submission yet: none of its answers count.
  sent({ stand: 'shell', extras: ['water'], staff: 100, terms: true }, { isDraft: true }),
];

function question(key: string): QuestionSummary {
  const found = formSummary(definition, submissions, asGuest).questions.find((entry) => entry.key === key);
  if (!found) throw new Error(`no question ${key}`);
  return found;
}

describe('formSummary', () => {
  it('counts sent submissions only and lists every question in form order, template fields by loop', () => {
    const summary = formSummary(definition, submissions, asGuest);
    expect(summary.submissions).toBe(3);
    expect(summary.questions.map((entry) => [entry.key, entry.label, entry.kind])).toEqual([
      ['stand', 'Stand type', 'choice'],
      ['extras', 'Extras', 'choice'],
      ['size', 'Size', 'choice'],
      ['builder', 'Stand builder', 'text'],
      ['staff', 'Staff', 'number'],
      ['furniture', 'Furniture', 'items'],
      ['people.role', 'People › Role', 'choice'],
      ['people.bio', 'People › Biography', 'text'],
      ['terms', 'I accept the terms', 'choice'],
    ]);
  });

  it("counts each option of a single choice with its share, and a person's own answer as Other", () => {
    expect(question('stand')).toEqual({
      kind: 'choice',
      key: 'stand',
      label: 'Stand type',
      answered: 3,
      options: [
        { label: 'Shell scheme', count: 1, percent: 33, isOther: false },
        { label: 'Space only', count: 1, percent: 33, isOther: false },
        { label: 'Other', count: 1, percent: 33, isOther: true },
      ],
      latestOther: ['Our own pavilion'],
    });
  });

  it('counts every ticked option of a many-of question against the people who answered it', () => {
    const extrasSummary = question('extras');
    expect(extrasSummary.answered).toBe(3);
    expect(extrasSummary.kind === 'choice' && extrasSummary.options).toEqual([
      { label: 'Power', count: 3, percent: 100, isOther: false },
      { label: 'Water', count: 1, percent: 33, isOther: false },
      { label: 'Wi-Fi', count: 1, percent: 33, isOther: false },
    ]);
    const sizeSummary = question('size');
    expect(
      sizeSummary.kind === 'choice' && sizeSummary.options.map((option) => [option.count, option.percent]),
    ).toEqual([
      [1, 50],
      [1, 50],
    ]);
  });

  it('counts a ticked disclaimer as Accepted', () => {
    const termsSummary = question('terms');
    expect(termsSummary.answered).toBe(2);
    expect(termsSummary.kind === 'choice' && termsSummary.options).toEqual([
      { label: 'Accepted', count: 2, percent: 100, isOther: false },
    ]);
  });

  it('leaves out an answer the logic hid, on the form and inside a loop', () => {
    expect(question('builder')).toMatchObject({ kind: 'text', answered: 1, latest: ['Stagecraft Builds Ltd'] });
    expect(question('people.bio')).toMatchObject({ answered: 1, latest: ['Grace leads robotics research.'] });
    const roles = question('people.role');
    expect(roles.kind === 'choice' && roles.options.map((option) => option.count)).toEqual([1, 1]);
  });

  it('totals item lists by item: quantity and value at the price each line was sent at', () => {
    expect(question('furniture')).toEqual({
      kind: 'items',
      key: 'furniture',
      label: 'Furniture',
      answered: 2,
      items: [
        { label: 'Chair', quantity: 4, valueMinor: 5000 },
        { label: 'Table', quantity: 3, valueMinor: 10500 },
      ],
      quantity: 7,
      valueMinor: 15500,
    });
  });

  it('gives a number question its count, sum, lowest, highest and average', () => {
    expect(question('staff')).toEqual({
      kind: 'number',
      key: 'staff',
      label: 'Staff',
      answered: 3,
      sum: 15,
      min: 1,
      max: 10,
      average: 5,
    });
  });

  it('shows the latest text answers first, at most a few', () => {
    const many = Array.from({ length: LATEST_ANSWER_COUNT + 2 }, (_, index) =>
      sent({ stand: 'space', builder: `Builder ${index + 1}` }),
    );
    const summary = formSummary(definition, many, asGuest).questions.find((entry) => entry.key === 'builder');
    expect(summary).toMatchObject({
      answered: LATEST_ANSWER_COUNT + 2,
      latest: ['Builder 7', 'Builder 6', 'Builder 5', 'Builder 4', 'Builder 3'],
    });
  });

  it('evaluates the logic as each submitter: a rule on the person decides whether their answer counts', () => {
    const members = {
      ...definition,
      logicMap: logicMapSchema.parse({ builder: { rules: [{ sourceType: 'admin', sourceValue: 'yes' }] } }),
    };
    const organiser: LogicContext = { ...GUEST_LOGIC_CONTEXT, isAdmin: true };
    const answers = [sent({ builder: 'By an organiser' }, { teamId: 'admins' }), sent({ builder: 'By a team' })];
    const summary = formSummary(members, answers, (submission) =>
      submission.teamId === 'admins' ? organiser : GUEST_LOGIC_CONTEXT,
    );
    expect(summary.questions.find((entry) => entry.key === 'builder')).toMatchObject({
      answered: 1,
      latest: ['By an organiser'],
    });
  });

  it('summarises 5,000 teams at once with exact figures', () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      sent({
        stand: index % 4 === 0 ? 'space' : 'shell',
        staff: index % 10,
        furniture: [{ itemId: 'chair', price: 12.5, quantity: 2 }],
        builder: index % 4 === 0 ? `Builder ${index}` : 'Hidden',
      }),
    );
    const started = performance.now();
    const summary = formSummary(definition, many, asGuest);
    const took = performance.now() - started;
    const figures = (key: string) => summary.questions.find((entry) => entry.key === key);
    expect(summary.submissions).toBe(5000);
    expect(figures('stand')).toMatchObject({
      answered: 5000,
      options: [
        { label: 'Shell scheme', count: 3750, percent: 75 },
        { label: 'Space only', count: 1250, percent: 25 },
        { label: 'Other', count: 0, percent: 0 },
      ],
    });
    expect(figures('builder')).toMatchObject({ answered: 1250 });
    expect(figures('staff')).toMatchObject({ answered: 5000, sum: 22500, min: 0, max: 9, average: 4.5 });
    expect(figures('furniture')).toMatchObject({ quantity: 10000, valueMinor: 12_500_000 });
    // Warm, 5,000 submissions take tens of milliseconds; the bound leaves room for a cold, loaded machine.
    expect(took).toBeLessThan(5000);
  });

  it('has nothing to count without sent submissions', () => {
    const summary = formSummary(definition, [sent({ stand: 'shell' }, { isDraft: true })], asGuest);
    expect(summary.submissions).toBe(0);
    expect(summary.questions.find((entry) => entry.key === 'staff')).toMatchObject({ answered: 0, average: 0 });
    expect(summary.questions.find((entry) => entry.key === 'stand')).toMatchObject({
      answered: 0,
      options: [
        { label: 'Shell scheme', count: 0, percent: 0 },
        { label: 'Space only', count: 0, percent: 0 },
        { label: 'Other', count: 0, percent: 0 },
      ],
    });
  });
});
