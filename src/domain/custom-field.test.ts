import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from './messages';
import {
  checkCustomField,
  checkCustomFieldUpdate,
  customFieldDefaultValue,
  formatCustomFieldValue,
  nextCustomFieldIndex,
  reorderIndexes,
  seesEveryCustomField,
  splitCustomFieldValues,
  standShareCustomFields,
} from './custom-field';

const field = (id: string, index: number, showField = true, showToChildTeams = false) => ({
  id,
  label: id,
  index,
  showField,
  showToChildTeams,
});

describe('custom fields', () => {
  it('checks writes with the spec messages; the type cannot be updated', () => {
    expect(() => checkCustomField({ id: 'a', label: '', type: 'text' })).toThrow(FIELD_MESSAGES.invalidField);
    expect(checkCustomField({ id: 'a', label: ' Stand ', type: 'boolean' })).toMatchObject({
      label: 'Stand',
      showField: true,
      showToChildTeams: false,
      index: 0,
    });
    expect(() => checkCustomFieldUpdate({ type: 'boolean' })).toThrow(FIELD_MESSAGES.invalidUpdate);
    expect(checkCustomFieldUpdate({ label: 'New', index: 2 })).toEqual({ label: 'New', index: 2 });
  });

  it('defaults and formats values', () => {
    expect(customFieldDefaultValue('text')).toBe('');
    expect(customFieldDefaultValue('boolean')).toBe(false);
    expect(formatCustomFieldValue({ id: 'p', type: 'boolean' }, { p: true })).toBe('Yes');
    expect(formatCustomFieldValue({ id: 'p', type: 'boolean' }, {})).toBe('No');
  });

  it('reorders by rewriting only changed indexes and appends new fields', () => {
    expect(
      reorderIndexes(
        [
          { id: 'a', index: 0 },
          { id: 'b', index: 1 },
          { id: 'c', index: 2 },
        ],
        ['b', 'a', 'c'],
      ),
    ).toEqual([
      { id: 'b', index: 0 },
      { id: 'a', index: 1 },
    ]);
    expect(nextCustomFieldIndex([{ index: 0 }, { index: 4 }])).toBe(5);
  });

  it('lets only whoever may manage custom fields read every one', () => {
    expect(seesEveryCustomField('admin')).toBe(true);
    expect(seesEveryCustomField('eventflowAdmin')).toBe(true);
    expect(seesEveryCustomField('moderator')).toBe(false);
    expect(seesEveryCustomField(undefined)).toBe(false);
  });

  it('gives a new stand share the readable fields flagged for child teams, in form order', () => {
    const fields = [
      field('late', 3, true, true),
      field('teams', 1),
      field('hidden', 2, false, true),
      field('early', 0, true, true),
    ];
    expect(standShareCustomFields(fields).map((f) => f.id)).toEqual(['early', 'hidden', 'late']);
  });
});

describe('splitCustomFieldValues', () => {
  it('keeps admin-only values apart from those the team sees, and drops values of unknown fields', () => {
    const fields = [
      { id: 'stand', showField: true },
      { id: 'credit', showField: false },
    ];
    expect(splitCustomFieldValues({ stand: 'A12', credit: 'bad payer', ghost: 'x' }, fields)).toEqual({
      shown: { stand: 'A12' },
      adminOnly: { credit: 'bad payer' },
    });
    expect(splitCustomFieldValues({ stand: false }, fields)).toEqual({ shown: { stand: false }, adminOnly: {} });
  });
});
