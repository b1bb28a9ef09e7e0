import { describe, expect, it } from 'vitest';
import {
  addressList,
  customFieldsText,
  dueNotifications,
  formNotificationProblems,
  htmlToText,
  mergeSubmissionValues,
  mergeTag,
  notificationDetails,
  notificationRecipients,
  notificationSubject,
  submissionText,
} from './form-notifications';
import { customFieldSchema } from './custom-field';
import { newField } from './forms/field';
import { formNotificationSchema, type FormNotification } from './forms/form';
import { evaluateVisibility, GUEST_LOGIC_CONTEXT, logicMapSchema, type FormDefinition } from './forms/logic';

const parent = { formId: 'f1' };
const definition: FormDefinition = {
  fields: [
    {
      ...newField('dropdown', 'size', parent, 'Stand size'),
      options: [
        { label: 'Small', value: 'small' },
        { label: 'Large', value: 'large' },
      ],
    },
    newField('email', 'contact', parent, 'Contact'),
    newField('address', 'where', parent, 'Address'),
    newField('text', 'corner', parent, 'Corner'),
    { ...newField('template', 'people', parent, 'People'), fieldGroupId: 'g1', loopPrefix: 'Person' },
  ],
  logicMap: logicMapSchema.parse({ corner: { rules: [{ sourceId: 'size', sourceValue: 'large' }] } }),
  fieldGroups: { g1: { fields: [newField('email', 'personEmail', { fieldGroupId: 'g1' }, 'Email')], logicMap: {} } },
};
const values = {
  size: 'small',
  contact: 'Jo@Example.com',
  where: { addressLine1: '1 High St', addressLine2: '', city: 'Leeds', county: '', country: '', postcode: 'LS1' },
  corner: 'hidden answer',
  people: { loopCount: 2, templateValues: [{ personEmail: 'a@example.com' }, { personEmail: 'b@example.com' }] },
};
const visibility = evaluateVisibility(definition, values, GUEST_LOGIC_CONTEXT);
const notification = (extra: Record<string, unknown>): FormNotification =>
  formNotificationSchema.parse({ id: 'n', formId: 'f1', name: 'N', ...extra });
const sources = {
  definition,
  values,
  visibility,
  submitterEmail: 'me@example.com',
  adminEmails: ['boss@example.com', 'me@example.com'],
};

describe('form notifications', () => {
  it('are due when active and their ANY/ALL rules match (no rules: always)', () => {
    const list = [
      notification({ id: 'always' }),
      notification({ id: 'off', isActive: false }),
      notification({ id: 'small', rules: [{ sourceId: 'size', sourceValue: 'small' }] }),
      notification({ id: 'large', rules: [{ sourceId: 'size', sourceValue: 'large' }] }),
      notification({
        id: 'any',
        rules: [
          { sourceId: 'size', sourceValue: 'large' },
          { sourceId: 'contact', condition: 'isNotEmpty' },
        ],
      }),
      notification({
        id: 'all',
        operator: 'ALL',
        rules: [
          { sourceId: 'size', sourceValue: 'large' },
          { sourceId: 'contact', condition: 'isNotEmpty' },
        ],
      }),
    ];
    expect(dueNotifications(list, visibility).map((each) => each.id)).toEqual(['always', 'small', 'any']);
  });

  it('go to the submitter, the admins, fixed addresses, an email answer or one in a field group at sendToLoopIndex; bcc separately', () => {
    expect(notificationRecipients(notification({ sendToType: 'user' }), sources)).toEqual({
      to: ['me@example.com'],
      bcc: [],
    });
    expect(
      notificationRecipients(
        notification({ sendToType: 'admin', bccTo: 'me@example.com, audit@example.com' }),
        sources,
      ),
    ).toEqual({ to: ['boss@example.com', 'me@example.com'], bcc: ['audit@example.com'] });
    expect(
      notificationRecipients(notification({ sendToType: 'custom', sendTo: 'a@x.com; b@x.com a@x.com' }), sources).to,
    ).toEqual(['a@x.com', 'b@x.com']);
    expect(notificationRecipients(notification({ sendToType: 'field', sendTo: 'contact' }), sources).to).toEqual([
      'jo@example.com',
    ]);
    expect(
      notificationRecipients(
        notification({ sendToType: 'field', sendTo: 'personEmail', sendToFieldGroupId: 'g1', sendToLoopIndex: 1 }),
        sources,
      ).to,
    ).toEqual(['b@example.com']);
    // A hidden field's answer is no recipient; a guest has no address of their own.
    expect(notificationRecipients(notification({ sendToType: 'field', sendTo: 'corner' }), sources).to).toEqual([]);
    expect(notificationRecipients(notification({ sendToType: 'user' }), { ...sources, submitterEmail: '' }).to).toEqual(
      [],
    );
  });

  it('mail an email answer only when it is exactly one valid address', () => {
    const answered = (contact: string) =>
      notificationRecipients(notification({ sendToType: 'field', sendTo: 'contact' }), {
        ...sources,
        values: { ...values, contact },
      }).to;
    expect(answered('a@x.com, b@y.com, c@z.com')).toEqual([]);
    expect(answered('a@x.com; b@y.com')).toEqual([]);
    expect(answered('x@y.com\r\nBcc: z@w.com')).toEqual([]);
    expect(answered('Jo <jo@example.com>')).toEqual([]);
    expect(answered(' jo@example.com ')).toEqual(['jo@example.com']);
  });

  it("take the form's title as subject unless they have their own", () => {
    expect(notificationSubject(notification({}), 'Stand order')).toBe('Stand order');
    expect(
      notificationSubject(notification({ isFormTitleSubjectLine: false, subjectLine: 'New order' }), 'Stand order'),
    ).toBe('New order');
  });

  it('keep a link’s address in the plain text, after its words', () => {
    expect(
      htmlToText(
        '<p>Read <a href="https://example.com/plan?a=1&amp;b=2" target="_blank">the <b>plan</b></a> and <a href="https://example.com">https://example.com</a>.</p>',
      ),
    ).toBe('Read the plan (https://example.com/plan?a=1&b=2) and https://example.com.');
  });

  it('merge the answers into the message and show the visible answers and custom fields they ask for', () => {
    const message = `<p>Size: ${mergeTag('size')} at ${mergeTag('where')}</p><p>Corner: ${mergeTag('corner')}; second person ${mergeTag('people.2.personEmail')}</p>`;
    expect(htmlToText(mergeSubmissionValues(message, definition, values, visibility))).toBe(
      'Size: Small at 1 High St, Leeds, LS1\n\nCorner: ; second person b@example.com',
    );
    const text = submissionText(definition, values, visibility);
    expect(text).toContain('Stand size: Small');
    expect(text).toContain('Person 2\n  Email: b@example.com');
    expect(text).not.toContain('hidden answer');
    const fields = [
      customFieldSchema.parse({ id: 'stand', label: 'Stand', type: 'text', index: 0 }),
      customFieldSchema.parse({ id: 'vip', label: 'VIP', type: 'boolean', index: 1, showField: false }),
    ];
    const texts = {
      submission: 'S',
      customFields: customFieldsText(fields, { stand: 'A1', vip: true }, false),
      hiddenCustomFields: customFieldsText(fields, { stand: 'A1', vip: true }, true),
    };
    expect(texts.customFields).toBe('Stand: A1');
    expect(texts.hiddenCustomFields).toBe('Stand: A1\nVIP: Yes');
    expect(notificationDetails(notification({ showCustomFields: true, showHiddenCustomFields: true }), texts)).toBe(
      'S\n\nStand: A1\nVIP: Yes',
    );
    expect(notificationDetails(notification({ showSubmission: false }), texts)).toBe('');
  });

  it('are checked before saving: a name, addresses that can be mailed, a chosen field, a subject of their own', () => {
    expect(addressList(' a@x.com,b@x.com ;c@x.com ')).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
    expect(formNotificationProblems(notification({}))).toEqual({});
    expect(
      formNotificationProblems(
        notification({
          name: ' ',
          sendToType: 'custom',
          sendTo: 'a@x.com, nope',
          replyTo: 'bad',
          isFormTitleSubjectLine: false,
        }),
      ),
    ).toEqual({
      name: 'Enter a name',
      sendTo: 'Not valid email addresses: nope',
      replyTo: 'Enter a valid email address.',
      subjectLine: 'Enter a subject line',
    });
    expect(formNotificationProblems(notification({ sendToType: 'field' }))).toEqual({
      sendTo: 'Choose the email field',
    });
  });
});
