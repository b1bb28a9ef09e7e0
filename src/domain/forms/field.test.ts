import { describe, expect, it } from 'vitest';
import {
  FIELD_TYPES,
  fieldSchema,
  fieldWriteSchema,
  INPUT_FIELD_TYPES,
  isTextAnswerField,
  LAYOUT_ITEM_TYPES,
  newField,
  OTHER_CHOICE,
  uploadAllowance,
  uploadFieldProblem,
  uploadLimitBytes,
} from './field';
import { GUEST_UPLOAD_TOO_LARGE } from './guest-callables';

describe('form fields', () => {
  it("has the 18 input types (the spec's 17 and the single choice) and the 8 layout items of the spec", () => {
    expect(INPUT_FIELD_TYPES).toHaveLength(18);
    expect(LAYOUT_ITEM_TYPES).toEqual([
      'customText',
      'section',
      'newPage',
      'divider',
      'callout',
      'image',
      'youTube',
      'vimeo',
    ]);
    for (const type of FIELD_TYPES) expect(newField(type, `f-${type}`, { formId: 'form1' }).type).toBe(type);
  });

  it('gives each type its defaults', () => {
    const parent = { formId: 'form1' };
    expect(newField('checkbox', 'a', parent).options).toEqual([
      { label: 'Yes', value: 'yes' },
      { label: 'No', value: 'no' },
    ]);
    const address = newField('address', 'b', parent);
    for (const part of ['addressLine1', 'addressLine2', 'city', 'county', 'country', 'postcode'] as const)
      expect(address[part].show).toBe(true);
    const name = newField('fullName', 'c', parent);
    expect([
      name.prefix.show,
      name.firstName.show,
      name.middleName.show,
      name.surname.show,
      name.postNominals.show,
    ]).toEqual([false, true, true, true, false]);
    expect(newField('disclaimer', 'd', parent).isRequired).toBe(true);
    expect(newField('text', 'e', parent).isRequired).toBe(false);
    const upload = newField('upload', 'f', parent);
    expect([upload.maxFileSizeMB, upload.hasMaxFileSize, upload.isMulti, upload.accept]).toEqual([
      50,
      false,
      false,
      [],
    ]);
    expect(uploadLimitBytes(upload)).toBe(50e6);
    expect(uploadLimitBytes({ ...upload, hasMaxFileSize: true, maxFileSizeMB: 5 })).toBe(5e6);
    // Storage takes no file above 50 MB, whatever a field once saved.
    expect(uploadLimitBytes({ ...upload, hasMaxFileSize: true, maxFileSizeMB: 80 })).toBe(50e6);
    const template = newField('template', 'g', parent);
    expect([template.maxLoops, template.isLooping, template.loopPrefix, template.isUsingDefaultTitles]).toEqual([
      1,
      false,
      '',
      true,
    ]);
    expect(newField('callout', 'h', parent).style).toBe('default');
    expect(Object.keys(newField('repeater', 'i', parent).cellSchema)).toEqual(['cell1', 'cell2', 'cell3', 'cell4']);
    expect(newField('number', 'j', parent)).toMatchObject({ min: null, max: null });
    expect(newField('dropdown', 'k', parent)).toMatchObject({ options: [], isMulti: false, min: null, max: null });
    expect(newField('radio', 'l', parent)).toMatchObject({
      label: 'Single Choice',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
      hasOther: false,
    });
  });

  it('reads a stored field with missing attributes as the defaults and refuses an unknown type', () => {
    expect(fieldSchema.parse({ id: 'x', type: 'callout' })).toMatchObject({
      style: 'default',
      label: '',
      reportLabel: '',
      isRequired: false,
    });
    expect(fieldSchema.safeParse({ id: 'x', type: 'signature' }).success).toBe(false);
    expect(fieldSchema.safeParse({ id: 'x', type: 'callout', style: 'shouting' }).success).toBe(false);
    expect(
      fieldSchema.safeParse({ id: 'x', type: 'repeater', cellSchema: { cell5: { label: 'Too many' } } }).success,
    ).toBe(false);
  });

  it('refuses to write an unlabelled question, min above max, or duplicate option values', () => {
    expect(fieldWriteSchema.safeParse({ id: 'x', type: 'text', label: '' }).success).toBe(false);
    expect(fieldWriteSchema.safeParse({ id: 'x', type: 'divider' }).success).toBe(true);
    expect(fieldWriteSchema.safeParse({ id: 'x', type: 'number', label: 'Age', min: 10, max: 5 }).success).toBe(false);
    expect(fieldWriteSchema.safeParse({ id: 'x', type: 'number', label: 'Age', min: '', max: 5 }).success).toBe(true);
    expect(
      fieldWriteSchema.safeParse({
        id: 'x',
        type: 'dropdown',
        label: 'Pick',
        options: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'a' },
        ],
      }).success,
    ).toBe(false);
  });

  it("keeps Other's value for Other: no option of a choice may take it", () => {
    const withOption = (value: string) =>
      fieldWriteSchema.safeParse({ id: 'x', type: 'radio', label: 'Arrival', options: [{ label: 'Other', value }] });
    expect(withOption(OTHER_CHOICE.value).success).toBe(false);
    expect(withOption('other').success).toBe(true);
  });
});

describe('isTextAnswerField', () => {
  it('is true for the types answered by typing text, false for the others', () => {
    const textTypes = FIELD_TYPES.filter((type) => isTextAnswerField(newField(type, 'q', { formId: 'f' })));
    expect(textTypes).toEqual(['text', 'email', 'tel', 'url', 'area', 'date']);
  });
});

describe('upload fields', () => {
  const upload = newField('upload', 'plan', { formId: 'form1' });
  const pdf = (megabytes: number) => ({ name: 'plan.pdf', type: 'application/pdf', size: megabytes * 1e6 });

  it("read the group names fields saved earlier held as the spec's", () => {
    const parsed = fieldSchema.parse({ ...upload, accept: ['Images', 'Documents', 'Videos', 'zip', 'pdf'] });
    expect(parsed.type === 'upload' && parsed.accept).toEqual(['image', 'docs', 'video', 'zip', 'pdf']);
    expect(fieldSchema.safeParse({ ...upload, accept: ['svg'] }).success).toBe(false);
  });

  it("allow a member the field's limit a file, and a guest 10 MB a file and in all", () => {
    expect(uploadAllowance(upload, 'member')).toEqual({ perFileBytes: 50e6 });
    expect(uploadAllowance(upload, 'guest')).toEqual({ perFileBytes: 10e6, totalBytes: 10e6 });
    expect(uploadAllowance({ ...upload, hasMaxFileSize: true, maxFileSizeMB: 2 }, 'guest').perFileBytes).toBe(2e6);
  });

  it("say why a file may not go in: its type, its size for this person, a guest's total", () => {
    const pdfOnly = { ...upload, accept: ['pdf' as const] };
    expect(uploadFieldProblem(pdfOnly, { name: 'a.png', type: 'image/png', size: 10 }, 'member')).toBe(
      "This type of file can't be uploaded. Allowed types: pdf.",
    );
    expect(uploadFieldProblem(upload, { name: 'logo.svg', type: 'image/svg+xml', size: 10 }, 'member')).toMatch(
      /^This type of file can't be uploaded/,
    );
    expect(uploadFieldProblem(pdfOnly, pdf(12), 'member')).toBeUndefined();
    expect(uploadFieldProblem(pdfOnly, pdf(12), 'guest')).toBe('The file is too large. The limit is 10 MB.');
    expect(uploadFieldProblem(pdfOnly, pdf(6), 'guest', 4e6)).toBeUndefined();
    expect(uploadFieldProblem(pdfOnly, pdf(6), 'guest', 4e6 + 1)).toBe(GUEST_UPLOAD_TOO_LARGE);
  });
});
