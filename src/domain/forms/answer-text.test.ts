import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text';
import { newField } from './field';

const form = { formId: 'f' };
const attending = {
  ...newField('dropdown', 'attending', form),
  options: [
    { label: 'Yes', value: 'yes' },
    { label: 'No', value: 'no' },
  ],
};
const extras = {
  ...newField('itemList', 'extras', form),
  items: [{ itemId: 'chair', label: 'Chair', price: 12.5, description: '' }],
};
const files = newField('upload', 'files', form);
const plan = { name: 'plan.pdf', path: 'p/plan.pdf', url: 'https://files.test/plan.pdf', size: 10, contentType: '' };

describe('one answer as text, the same in emails and the export', () => {
  it('reads choices by their labels', () => {
    expect(answerText(attending, 'no')).toBe('No');
    expect(answerText({ ...newField('checkbox', 'c', form), options: attending.options }, ['yes', 'no'])).toBe(
      'Yes, No',
    );
  });

  it("reads a single choice by its label, and an Other answer as the person's own words", () => {
    const arrival = {
      ...newField('radio', 'arrival', form),
      options: [{ label: 'By train', value: 'train' }],
      hasOther: true,
    };
    expect(answerText(arrival, 'train')).toBe('By train');
    expect(answerText(arrival, 'Bicycle')).toBe('Bicycle');
    expect(answerText({ ...newField('checkbox', 'c', form), hasOther: true }, ['yes', 'A crane'])).toBe('Yes, A crane');
  });

  it('reads a switch as Yes or No, and a number as itself', () => {
    expect(answerText(newField('disclaimer', 'd', form), true)).toBe('Yes');
    expect(answerText(newField('disclaimer', 'd', form), false)).toBe('No');
    expect(answerText(newField('number', 'n', form), 12)).toBe('12');
  });

  it('reads item lines by item and quantity, with their subtotal where a currency is given, leaving out none ordered', () => {
    const lines = [
      { itemId: 'chair', price: 12.5, quantity: 2 },
      { itemId: 'chair', price: 12.5, quantity: 0 },
    ];
    expect(answerText(extras, lines)).toBe('Chair × 2');
    expect(answerText(extras, lines, { currencyId: 'GBP' })).toBe('Chair × 2 (£25.00)');
  });

  it('reads files by name, with their address where asked', () => {
    expect(answerText(files, [plan])).toBe('plan.pdf');
    expect(answerText(files, [plan], { withFileLinks: true })).toBe('plan.pdf https://files.test/plan.pdf');
  });

  it('reads nothing for no answer', () => {
    expect(answerText(attending, undefined)).toBe('');
  });
});
