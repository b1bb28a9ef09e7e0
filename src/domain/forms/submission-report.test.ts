import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../messages';
import { newField } from './field';
import type { FormDefinition } from './logic';
import { submissionSchema } from './submission';
import { SUBMISSION_REPORT_COLUMNS, submissionReportFileName, submissionReportTable } from './submission-report';

const at = '2026-03-01T09:30:00.000Z';
const form = { formId: 'f' };
const definition: FormDefinition = {
  fields: [
    { ...newField('fullName', 'name', form), label: 'Contact' },
    newField('section', 'sec', form),
    { ...newField('address', 'addr', form), label: 'Address', reportLabel: 'Postal address' },
    {
      ...newField('dropdown', 'size', form),
      label: 'Size',
      options: [
        { label: 'Small stand', value: 'small' },
        { label: 'Large stand', value: 'large' },
      ],
    },
    {
      ...newField('itemList', 'items', form),
      label: 'Extras',
      items: [{ itemId: 'chair', label: 'Chair', price: 12.5, description: '' }],
    },
    { ...newField('template', 'staff', form), label: 'Staff', fieldGroupId: 'g', isLooping: true, maxLoops: 3 },
    { ...newField('grandTotal', 'total', form), label: 'Total' },
  ],
  logicMap: {},
  fieldGroups: { g: { fields: [{ ...newField('text', 'who', { fieldGroupId: 'g' }), label: 'Name' }], logicMap: {} } },
};

const submission = (values: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  submissionSchema.parse({
    id: 's',
    formId: 'f',
    teamId: 't1',
    taskId: '',
    values,
    createdAt: at,
    updatedAt: at,
    createdBy: 'u1',
    updatedBy: 'u1',
    ...extra,
  });

describe('submission report', () => {
  it('has one numbered column per field, loops spread to the most filled in, names and addresses on one line', () => {
    const table = submissionReportTable(
      definition,
      [
        submission({
          name: { prefix: 'Dr', firstName: 'Ada', middleName: '', surname: 'Lovelace', postNominals: '' },
          addr: {
            addressLine1: '1 High St',
            addressLine2: '',
            city: 'York',
            county: '',
            country: 'UK',
            postcode: 'YO1 1AA',
          },
          size: 'large',
          items: [{ itemId: 'chair', price: 12.5, quantity: 2 }],
          staff: { loopCount: 2, templateValues: [{ who: 'Ann' }, { who: 'Bob' }] },
        }),
        submission({}, { id: 'g1', teamId: '', isGuest: true, isDraft: true, createdBy: '' }),
      ],
      {
        personName: (id) => (id === 'u1' ? 'Ada Lovelace' : undefined),
        teamName: (id) => (id === 't1' ? 'Acme' : undefined),
        currencyId: 'GBP',
        timeZone: 'Europe/London',
      },
    );
    expect(table[0]).toEqual([
      ...SUBMISSION_REPORT_COLUMNS,
      '01 Contact',
      '02 Postal address',
      '03 Size',
      '04 Extras',
      '05.1.01 Name',
      '05.2.01 Name',
      '06 Total',
    ]);
    expect(table[1]).toEqual([
      'Ada Lovelace',
      'Acme',
      'Submitted',
      '01/03/2026, 09:30',
      '01/03/2026, 09:30',
      'Dr Ada Lovelace',
      '1 High St, York, UK, YO1 1AA',
      'Large stand',
      'Chair × 2 (£25.00)',
      'Ann',
      'Bob',
      '£25.00',
    ]);
    expect(table[2]!.slice(0, 3)).toEqual([FORM_MESSAGES.guestSubmitter, '', 'Draft']);
    expect(table[2]!.slice(5)).toEqual(['', '', '', '', '', '', '£0.00']);
  });

  it('names the file after the form and the day', () => {
    expect(submissionReportFileName('Stand order!', 'xlsx', new Date(at), 'Europe/London')).toBe(
      'stand-order-submissions-2026-03-01.xlsx',
    );
  });
});
