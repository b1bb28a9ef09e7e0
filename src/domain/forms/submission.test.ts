import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { newField } from './field';
import { GUEST_LOGIC_CONTEXT, logicMapSchema, type FormDefinition } from './logic';
import { downloadUrlBase, downloadUrlOf, withOwnFilesOnly } from './file-keys';
import {
  checkSubmissionValues,
  FIELD_VALIDATION_MESSAGES,
  loopFieldKey,
  submissionCountsByForm,
  submitterName,
  validateSubmission,
} from './submission';

const parent = { formId: 'form1' };
const size = {
  ...newField('dropdown', 'size', parent),
  options: [
    { label: 'Small', value: 'small' },
    { label: 'Large', value: 'large' },
  ],
};
const details = { ...newField('text', 'details', parent), isRequired: true };
const email = newField('email', 'email', parent);
const age = { ...newField('number', 'age', parent), min: 18, max: 99 };
const terms = newField('disclaimer', 'terms', parent);
const items = {
  ...newField('itemList', 'items', parent),
  items: [{ itemId: 'chair', label: 'Chair', price: 12.5, description: '' }],
};
const rows = { ...newField('repeater', 'rows', parent), min: 1, max: 2 };
const upload = newField('upload', 'files', parent);
const heading = newField('section', 'heading', parent);
const definition: FormDefinition = {
  fields: [heading, size, details, email, age, terms, items, rows, upload],
  logicMap: logicMapSchema.parse({ details: { rules: [{ sourceId: 'size', sourceValue: 'large' }] } }),
  fieldGroups: {},
};
const complete = {
  size: 'large',
  details: 'Corner stand',
  terms: true,
  rows: [{ cell1: 'Ann' }],
};
const run = (values: Record<string, unknown>, isDraft = false) =>
  validateSubmission(definition, values, GUEST_LOGIC_CONTEXT, { isDraft });

describe('validateSubmission', () => {
  it('accepts a complete answer and keeps only answered, visible input fields', () => {
    const result = run(complete);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      size: 'large',
      details: 'Corner stand',
      terms: true,
      rows: [{ cell1: 'Ann', cell2: '', cell3: '', cell4: '' }],
    });
  });

  it('neither requires nor stores a hidden field', () => {
    const result = run({ ...complete, size: 'small', details: '' });
    expect(result.errors).toEqual({});
    const hostile = run({ ...complete, size: 'small', details: 'sneaked in' });
    expect(hostile.values).not.toHaveProperty('details');
  });

  it('asks for required answers, the disclaimer by default, but not in a draft', () => {
    const result = run({ size: 'large' });
    expect(result.errors).toEqual({
      details: FIELD_VALIDATION_MESSAGES.required,
      terms: FIELD_VALIDATION_MESSAGES.disclaimer,
    });
    expect(run({ size: 'large' }, true).errors).toEqual({});
  });

  it('checks each type: email, number range, options, rows, files', () => {
    expect(run({ ...complete, email: 'not-an-email' }).errors).toEqual({ email: FIELD_VALIDATION_MESSAGES.email });
    expect(run({ ...complete, age: 12 }).errors).toEqual({ age: FIELD_VALIDATION_MESSAGES.min(18) });
    expect(run({ ...complete, age: '120' }).errors).toEqual({ age: FIELD_VALIDATION_MESSAGES.max(99) });
    expect(run({ ...complete, age: '40' }).values.age).toBe(40);
    expect(run({ ...complete, size: 'giant' }).errors).toMatchObject({ size: FIELD_VALIDATION_MESSAGES.option });
    expect(run({ ...complete, rows: [{ cell1: 'A' }, { cell1: 'B' }, { cell1: 'C' }] }).errors).toEqual({
      rows: FIELD_VALIDATION_MESSAGES.maxRows(2),
    });
    const file = {
      name: 'plan.pdf',
      path: 'events/ev/submissions/s1/files/plan.pdf',
      url: 'https://x',
      size: 10,
      contentType: 'application/pdf',
    };
    expect(run({ ...complete, files: [file, file] }).errors).toEqual({ files: FIELD_VALIDATION_MESSAGES.oneFile });
    expect(run({ ...complete, files: [{ ...file, size: 50e6 + 1 }] }).errors).toEqual({
      files: FIELD_VALIDATION_MESSAGES.fileTooLarge(50),
    });
    expect(
      run({ ...complete, files: [{ ...file, name: 'tool.exe', contentType: 'application/x-msdownload' }] }).errors,
    ).toEqual({ files: FIELD_VALIDATION_MESSAGES.fileType });
    const inFolder = validateSubmission(
      definition,
      { ...complete, files: [{ ...file, path: 'events/ev/submissions/other/files/plan.pdf' }] },
      GUEST_LOGIC_CONTEXT,
      { isDraft: false, submissionFolder: 'events/ev/submissions/s1' },
    );
    expect(inFolder.errors).toEqual({ files: FIELD_VALIDATION_MESSAGES.invalid });
  });

  it("refuses a file answer whose address is not its own file's download address in this project's bucket", () => {
    const base = downloadUrlBase('https://firebasestorage.googleapis.com', 'demo.appspot.com');
    const path = 'events/ev/submissions/s1/files/plan.pdf';
    const file = {
      name: 'plan.pdf',
      path,
      url: downloadUrlOf(base, path, 'token-1'),
      size: 10,
      contentType: 'application/pdf',
    };
    const check = (url: string) =>
      validateSubmission(definition, { ...complete, files: [{ ...file, url }] }, GUEST_LOGIC_CONTEXT, {
        isDraft: false,
        submissionFolder: 'events/ev/submissions/s1',
        downloadUrlBase: base,
      }).errors;
    expect(check(file.url)).toEqual({});
    expect(check('https://attacker.example/plan.pdf')).toEqual({ files: FIELD_VALIDATION_MESSAGES.invalid });
    expect(check(file.url.replace('firebasestorage.googleapis.com', 'attacker.example'))).toEqual({
      files: FIELD_VALIDATION_MESSAGES.invalid,
    });
    expect(check(downloadUrlOf(base, 'events/ev/submissions/s2/files/plan.pdf', 't'))).toEqual({
      files: FIELD_VALIDATION_MESSAGES.invalid,
    });
    expect(
      check(downloadUrlOf(downloadUrlBase('https://firebasestorage.googleapis.com', 'other.appspot.com'), path, 't')),
    ).toEqual({ files: FIELD_VALIDATION_MESSAGES.invalid });
    expect(check(`${base}${encodeURIComponent(path)}`)).toEqual({ files: FIELD_VALIDATION_MESSAGES.invalid });
  });

  it("shows only a submission's own files: entries stored elsewhere or linked to other addresses are left out", () => {
    const base = downloadUrlBase('http://127.0.0.1:9199', 'demo.appspot.com');
    const own = {
      name: 'a.pdf',
      path: 'events/ev/submissions/s1/files/a.pdf',
      url: downloadUrlOf(base, 'events/ev/submissions/s1/files/a.pdf', 't'),
      size: 1,
      contentType: 'application/pdf',
    };
    const forged = { ...own, name: 'b.pdf', url: 'https://attacker.example/b.pdf' };
    const borrowed = {
      ...own,
      name: 'c.pdf',
      path: 'events/ev/submissions/s2/files/c.pdf',
      url: downloadUrlOf(base, 'events/ev/submissions/s2/files/c.pdf', 't'),
    };
    const values = {
      size: 'large',
      files: [own, forged, borrowed],
      tpl: { loopCount: 1, templateValues: [{ inner: [forged, own] }] },
    };
    expect(withOwnFilesOnly(values, 'events/ev/submissions/s1', base)).toEqual({
      size: 'large',
      files: [own],
      tpl: { loopCount: 1, templateValues: [{ inner: [own] }] },
    });
  });

  it("takes one of a single choice's options, Other's own words only where offered, and refuses anything else", () => {
    const arrival = {
      ...newField('radio', 'arrival', parent),
      options: [
        { label: 'By train', value: 'train' },
        { label: 'By car', value: 'car' },
      ],
    };
    const check = (field: typeof arrival, value: unknown) =>
      validateSubmission({ fields: [field], logicMap: {}, fieldGroups: {} }, { arrival: value }, GUEST_LOGIC_CONTEXT, {
        isDraft: false,
      });
    expect(check(arrival, 'car')).toMatchObject({ values: { arrival: 'car' }, errors: {} });
    expect(check(arrival, 'helicopter').errors).toEqual({ arrival: FIELD_VALIDATION_MESSAGES.option });
    expect(check(arrival, ['train', 'car']).errors).toEqual({ arrival: FIELD_VALIDATION_MESSAGES.option });
    expect(check({ ...arrival, isRequired: true }, '').errors).toEqual({ arrival: FIELD_VALIDATION_MESSAGES.required });

    const withOther = { ...arrival, hasOther: true };
    expect(check(withOther, ' Bicycle ')).toMatchObject({ values: { arrival: 'Bicycle' }, errors: {} });
    expect(check(withOther, ['Bicycle', 'Boat']).errors).toEqual({ arrival: FIELD_VALIDATION_MESSAGES.option });
  });

  it('lets a checkbox with Other carry one answer of its own beside the ticked options, never two', () => {
    const extras = { ...newField('checkbox', 'extras', parent), hasOther: true };
    const check = (field: typeof extras, value: unknown) =>
      validateSubmission({ fields: [field], logicMap: {}, fieldGroups: {} }, { extras: value }, GUEST_LOGIC_CONTEXT, {
        isDraft: false,
      });
    expect(check(extras, ['yes', 'A crane'])).toMatchObject({ values: { extras: ['yes', 'A crane'] }, errors: {} });
    expect(check(extras, ['A crane', 'A van']).errors).toEqual({ extras: FIELD_VALIDATION_MESSAGES.option });
    expect(check({ ...extras, hasOther: false }, ['yes', 'A crane']).errors).toEqual({
      extras: FIELD_VALIDATION_MESSAGES.option,
    });
  });

  it("prices items at the field's price, never the submitter's", () => {
    const result = run({ ...complete, items: [{ itemId: 'chair', price: 0.01, quantity: 2 }] });
    expect(result.values.items).toEqual([{ itemId: 'chair', price: 12.5, quantity: 2 }]);
    expect(run({ ...complete, items: [{ itemId: 'sofa', quantity: 1 }] }).errors).toEqual({
      items: FIELD_VALIDATION_MESSAGES.invalid,
    });
  });

  it('reports keys that are not fields of the form, and the write check throws the spec message', () => {
    expect(run({ ...complete, bogus: 'x' }).unknownFieldIds).toEqual(['bogus']);
    expect(() =>
      checkSubmissionValues(definition, { ...complete, bogus: 'x' }, GUEST_LOGIC_CONTEXT, { isDraft: false }),
    ).toThrow(FORM_MESSAGES.invalidSubmission);
    expect(() => checkSubmissionValues(definition, { size: 'large' }, GUEST_LOGIC_CONTEXT, { isDraft: false })).toThrow(
      FORM_MESSAGES.invalidSubmission,
    );
    expect(checkSubmissionValues(definition, complete, GUEST_LOGIC_CONTEXT, { isDraft: false })).toHaveProperty(
      'details',
      'Corner stand',
    );
  });

  it('checks template loops with their own logic and the loop limit', () => {
    const role = {
      ...newField('dropdown', 'role', { fieldGroupId: 'g1' }),
      options: [
        { label: 'Speaker', value: 'speaker' },
        { label: 'Guest', value: 'guest' },
      ],
    };
    const bio = { ...newField('area', 'bio', { fieldGroupId: 'g1' }), isRequired: true };
    const people = { ...newField('template', 'people', parent), fieldGroupId: 'g1', isLooping: true, maxLoops: 2 };
    const withTemplate: FormDefinition = {
      fields: [people],
      logicMap: {},
      fieldGroups: {
        g1: {
          fields: [role, bio],
          logicMap: logicMapSchema.parse({ bio: { rules: [{ sourceId: 'role', sourceValue: 'speaker' }] } }),
        },
      },
    };
    const check = (value: unknown) =>
      validateSubmission(withTemplate, { people: value }, GUEST_LOGIC_CONTEXT, { isDraft: false });
    const result = check({ loopCount: 2, templateValues: [{ role: 'guest' }, { role: 'speaker' }] });
    expect(result.errors).toEqual({ [loopFieldKey('people', 1, 'bio')]: FIELD_VALIDATION_MESSAGES.required });
    expect(
      check({
        loopCount: 2,
        templateValues: [
          { role: 'guest', bio: 'hidden' },
          { role: 'speaker', bio: 'Talks' },
        ],
      }).values,
    ).toEqual({
      people: { loopCount: 2, templateValues: [{ role: 'guest' }, { role: 'speaker', bio: 'Talks' }] },
    });
    expect(check({ loopCount: 3, templateValues: [{}, {}, {}] }).errors).toEqual({
      people: FIELD_VALIDATION_MESSAGES.loops,
    });
  });
});

describe('submitterName', () => {
  it("shows guests as 'Guest submission'", () => {
    expect(submitterName({ isGuest: true, createdBy: '' }, () => 'Nobody')).toBe('Guest submission');
    expect(submitterName({ isGuest: false, createdBy: 'u1' }, (id) => (id === 'u1' ? 'Ann Lee' : undefined))).toBe(
      'Ann Lee',
    );
  });
});

describe('submissionCountsByForm', () => {
  it('counts sent submissions per form and drafts apart', () => {
    const counts = submissionCountsByForm([
      { formId: 'stand', isDraft: false },
      { formId: 'stand', isDraft: true },
      { formId: 'stand', isDraft: false },
      { formId: 'survey', isDraft: true },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ stand: { sent: 2, drafts: 1 }, survey: { sent: 0, drafts: 1 } });
  });
});
