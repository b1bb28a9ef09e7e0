import { describe, expect, it } from 'vitest';
import { newField } from './field';
import { loopTitle, reportColumns } from './report-labels';

describe('report labels', () => {
  it('numbers input fields with two digits, loops with their number, and skips layout items', () => {
    const template = {
      ...newField('template', 't', { formId: 'f' }),
      label: 'People',
      fieldGroupId: 'g',
      loopPrefix: 'Person',
    };
    const columns = reportColumns(
      {
        fields: [
          newField('section', 's', { formId: 'f' }),
          { ...newField('text', 'a', { formId: 'f' }), label: 'Company', reportLabel: 'Company name' },
          template,
        ],
        logicMap: {},
        fieldGroups: {
          g: {
            fields: [
              { ...newField('text', 'n', { fieldGroupId: 'g' }), label: 'Name' },
              newField('divider', 'd', { fieldGroupId: 'g' }),
            ],
            logicMap: {},
          },
        },
      },
      { t: 2 },
    );
    expect(columns.map((column) => [column.key, column.label])).toEqual([
      ['a', '01 Company name'],
      ['t.0.n', '02.1.01 Name'],
      ['t.1.n', '02.2.01 Name'],
    ]);
    expect(loopTitle(template, 1)).toBe('Person 2');
    expect(loopTitle({ ...template, loopPrefix: '' }, 0)).toBe('People 1');
  });
});
