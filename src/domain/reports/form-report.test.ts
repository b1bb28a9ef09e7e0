import { describe, expect, it } from 'vitest';
import { newField } from '../forms/field';
import { formSchema } from '../forms/form';
import type { FormDefinition } from '../forms/logic';
import { submissionSchema } from '../forms/submission';
import { FORM_MESSAGES } from '../messages';
import {
  formReportFileName,
  formReportTable,
  formsReportTable,
  formSubmissionCounts,
  GUEST_TEAM_FILTER,
  sentSubmissions,
  submissionListRows,
  submissionListTable,
} from './form-report';

const at = (day: number) => `2026-03-0${day}T09:30:00.000Z`;
const submission = (id: string, extra: Record<string, unknown> = {}) =>
  submissionSchema.parse({
    id,
    formId: 'f',
    teamId: 't1',
    taskId: '',
    values: {},
    createdAt: at(1),
    updatedAt: at(1),
    createdBy: 'u1',
    updatedBy: 'u1',
    ...extra,
  });
const form = (id: string, title: string, extra: Record<string, unknown> = {}) =>
  formSchema.parse({ id, title, ...extra });

const names = {
  personName: (id: string) => (id === 'u1' ? 'Ada Lovelace' : undefined),
  teamName: (id: string) => ({ t1: 'Acme', t2: 'Brightside' })[id],
  currencyId: 'GBP',
  timeZone: 'Europe/London',
};

const definition: FormDefinition = {
  fields: [
    { ...newField('fullName', 'name', { formId: 'f' }), label: 'Contact', reportLabel: 'Contact name' },
    newField('section', 'sec', { formId: 'f' }),
    { ...newField('address', 'addr', { formId: 'f' }), label: 'Address' },
    {
      ...newField('template', 'staff', { formId: 'f' }),
      label: 'Staff',
      fieldGroupId: 'g',
      isLooping: true,
      maxLoops: 3,
    },
  ],
  logicMap: {},
  fieldGroups: {
    g: {
      fields: [
        { ...newField('text', 'who', { fieldGroupId: 'g' }), label: 'Name' },
        { ...newField('email', 'mail', { fieldGroupId: 'g' }), label: 'Email' },
      ],
      logicMap: {},
    },
  },
};

describe('sentSubmissions', () => {
  it('leaves drafts out and puts the oldest update first', () => {
    const list = [
      submission('b', { updatedAt: at(3) }),
      submission('d', { isDraft: true }),
      submission('a', { updatedAt: at(2) }),
    ];
    expect(sentSubmissions(list).map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});

describe('formSubmissionCounts', () => {
  it('counts sent submissions, guests and distinct teams per form, archived forms left out', () => {
    const forms = [
      form('f', 'Stand order', { isPublished: true }),
      form('g', 'Badges', { isPublic: true, isPublished: true }),
      form('x', 'Old', { isArchived: true }),
    ];
    const submissions = [
      submission('1'),
      submission('2', { teamId: 't2', updatedAt: at(4) }),
      submission('3', { teamId: 't2' }),
      submission('4', { isDraft: true }),
      submission('5', { formId: 'g', teamId: '', isGuest: true, createdBy: '' }),
      submission('6', { formId: 'x' }),
    ];
    const counts = formSubmissionCounts(forms, submissions);
    expect(counts.map((row) => [row.form.id, row.submitted, row.teams, row.guests, row.lastSubmittedAt])).toEqual([
      ['g', 1, 0, 1, at(1)],
      ['f', 3, 2, 0, at(4)],
    ]);
    expect(formsReportTable(counts, 'Europe/London')).toEqual([
      ['Form', 'Published', 'Guest form', 'Submissions', 'Teams', 'Guest submissions', 'Last submitted'],
      ['Badges', 'Yes', 'Yes', '1', '0', '1', '01/03/2026, 09:30'],
      ['Stand order', 'Yes', 'No', '3', '2', '0', '04/03/2026, 09:30'],
    ]);
  });
});

describe('formReportTable', () => {
  it('heads columns with two-digit report labels and loop numbers, combines name and address, names guests, leaves drafts out', () => {
    const table = formReportTable(
      definition,
      [
        submission('s1', {
          values: {
            name: { prefix: 'Dr', firstName: 'Ada', middleName: '', surname: 'Lovelace', postNominals: '' },
            addr: {
              addressLine1: '1 High St',
              addressLine2: '',
              city: 'York',
              county: '',
              country: 'UK',
              postcode: 'YO1 1AA',
            },
            staff: {
              loopCount: 2,
              templateValues: [
                { who: 'Ann', mail: 'ann@example.com' },
                { who: 'Bob', mail: '' },
              ],
            },
          },
        }),
        submission('s2', { teamId: '', isGuest: true, createdBy: '', updatedAt: at(2) }),
        submission('s3', { isDraft: true, values: { staff: { loopCount: 3, templateValues: [{}, {}, {}] } } }),
      ],
      names,
    );
    expect(table.header).toEqual([
      'Submitted by',
      'Team',
      'Created at',
      'Updated at',
      '01 Contact name',
      '02 Address',
      '03.1.01 Name',
      '03.1.02 Email',
      '03.2.01 Name',
      '03.2.02 Email',
    ]);
    expect(table.rows).toEqual([
      {
        id: 's1',
        cells: [
          'Ada Lovelace',
          'Acme',
          '01/03/2026, 09:30',
          '01/03/2026, 09:30',
          'Dr Ada Lovelace',
          '1 High St, York, UK, YO1 1AA',
          'Ann',
          'ann@example.com',
          'Bob',
          '',
        ],
      },
      {
        id: 's2',
        cells: [FORM_MESSAGES.guestSubmitter, '', '01/03/2026, 09:30', '02/03/2026, 09:30', '', '', '', '', '', ''],
      },
    ]);
    expect(FORM_MESSAGES.guestSubmitter).toBe('Guest submission');
    expect(formReportFileName('Stand order', 'xlsx', new Date(at(5)), 'Europe/London')).toBe(
      'stand-order-report-2026-03-05.xlsx',
    );
  });
});

describe('submissionListRows', () => {
  const submissions = [
    submission('1'),
    submission('2', { formId: 'g', teamId: 't2' }),
    submission('3', { formId: 'g', teamId: '', isGuest: true, createdBy: '' }),
    submission('4', { isDraft: true }),
  ];
  const listNames = { ...names, formTitle: (id: string) => ({ f: 'Stand order', g: 'Badges' })[id] };

  it('lists every sent submission across forms, filtered by form and by team or guests', () => {
    const ids = (formId: string, teamId: string) =>
      submissionListRows(submissions, { formId, teamId }, listNames).map((row) => row.submission.id);
    expect(ids('', '')).toEqual(['1', '2', '3']);
    expect(ids('g', '')).toEqual(['2', '3']);
    expect(ids('', 't2')).toEqual(['2']);
    expect(ids('g', GUEST_TEAM_FILTER)).toEqual(['3']);
  });

  it('writes form, submitter (Guest submission for guests), team and times', () => {
    expect(
      submissionListTable(submissionListRows(submissions, { formId: 'g', teamId: '' }, listNames), 'Europe/London'),
    ).toEqual([
      ['Form', 'Submitted by', 'Team', 'Created at', 'Updated at'],
      ['Badges', 'Ada Lovelace', 'Brightside', '01/03/2026, 09:30', '01/03/2026, 09:30'],
      ['Badges', 'Guest submission', '', '01/03/2026, 09:30', '01/03/2026, 09:30'],
    ]);
  });
});
