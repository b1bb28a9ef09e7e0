import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { AuditFields } from '../src/domain/audit';
import { fieldSchema, newField, type Field, type FieldParent } from '../src/domain/forms/field';
import {
  confirmationSchema,
  fieldGroupSchema,
  formSchema,
  starterConfirmation,
  starterNotifications,
} from '../src/domain/forms/form';
import { logicMapSchema } from '../src/domain/forms/logic';
import { submissionSchema } from '../src/domain/forms/submission';
import type { EventPaths } from '../src/domain/paths';

// Demo forms: a stand requirements form with logic, a looping staff template, items and totals; a
// public visitor survey guests answer at /guests/forms/demo-form-visitor-survey; an archived one.

type FieldSpec = { type: Field['type']; id: string; label: string } & Record<string, unknown>;

function fieldsOf(parent: FieldParent, specs: FieldSpec[], created: AuditFields): Field[] {
  return specs.map(({ type, id, label, ...attributes }) =>
    fieldSchema.parse({ ...newField(type, id, parent, label), ...attributes, ...created }),
  );
}

const option = (label: string) => ({ label, value: label.toLowerCase().replace(/[^a-z0-9]+/g, '-') });

export function seedForms(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  created: AuditFields,
  demo: { teamId: string; memberUid: string },
): void {
  const set = (path: string, data: object) => batch.set(db.doc(path), data);

  // ── A field group placed by the stand form's template ──
  const staffGroupId = 'demo-field-group-staff';
  const staffFields = fieldsOf(
    { fieldGroupId: staffGroupId },
    [
      { type: 'fullName', id: 'demo-staff-name', label: 'Name', isRequired: true },
      { type: 'email', id: 'demo-staff-email', label: 'Email', isRequired: true },
      {
        type: 'dropdown',
        id: 'demo-staff-role',
        label: 'Role on the stand',
        options: ['Sales', 'Technical', 'Speaker'].map(option),
        isRequired: true,
      },
      {
        type: 'area',
        id: 'demo-staff-bio',
        label: 'Speaker biography',
        description: 'Up to 80 words for the programme.',
      },
    ],
    created,
  );
  const staffGroup = fieldGroupSchema.parse({
    id: staffGroupId,
    title: 'Stand staff',
    description: 'One person working on the stand.',
    fieldIds: staffFields.map((field) => field.id),
    isPublished: true,
    logicMap: { 'demo-staff-bio': { rules: [{ sourceId: 'demo-staff-role', sourceValue: 'speaker' }] } },
    ...created,
  });

  // ── Stand requirements: logic, an address, a repeater, items with totals, an upload, a template ──
  const standId = 'demo-form-stand';
  const standFields = fieldsOf(
    { formId: standId },
    [
      { type: 'section', id: 'demo-stand-section-stand', label: 'Your stand' },
      {
        type: 'dropdown',
        id: 'demo-stand-type',
        label: 'Stand type',
        options: ['Shell scheme', 'Space only'].map(option),
        isRequired: true,
      },
      {
        type: 'text',
        id: 'demo-stand-contractor',
        label: 'Stand builder',
        description: 'The contractor building your space-only stand.',
        isRequired: true,
      },
      { type: 'address', id: 'demo-stand-invoice-address', label: 'Invoice address', isRequired: true },
      {
        type: 'repeater',
        id: 'demo-stand-equipment',
        label: 'Equipment on the stand',
        cellSchema: {
          cell1: { label: 'Item', type: 'text' },
          cell2: { label: 'Quantity', type: 'number' },
          cell3: { label: 'Power (W)', type: 'number' },
          cell4: { label: '', type: 'text' },
        },
        max: 10,
      },
      { type: 'newPage', id: 'demo-stand-page-2', label: 'Furniture and staff' },
      {
        type: 'itemList',
        id: 'demo-stand-furniture',
        label: 'Furniture',
        items: [
          { itemId: 'chair', label: 'Chair', price: 12.5, description: 'Black, stackable' },
          { itemId: 'table', label: 'Round table', price: 35, description: '80 cm' },
          { itemId: 'counter', label: 'Lockable counter', price: 120, description: '' },
        ],
      },
      { type: 'grandTotal', id: 'demo-stand-total', label: 'Total to pay' },
      { type: 'upload', id: 'demo-stand-plan', label: 'Stand plan', accept: ['image', 'docs'] },
      {
        type: 'template',
        id: 'demo-stand-staff',
        label: 'Stand staff',
        fieldGroupId: staffGroupId,
        isLooping: true,
        maxLoops: 5,
        loopPrefix: 'Person',
      },
      {
        type: 'callout',
        id: 'demo-stand-callout',
        label: 'Build-up',
        description: '<p>Build-up starts at 8am the day before opening.</p>',
        style: 'warning',
      },
      { type: 'disclaimer', id: 'demo-stand-terms', label: 'I accept the exhibitor terms and conditions' },
    ],
    created,
  );
  const [standConfirmation] = [starterConfirmation('demo-confirmation-stand', standId)];
  const spaceOnlyConfirmation = confirmationSchema.parse({
    id: 'demo-confirmation-space-only',
    formId: standId,
    name: 'Space only',
    message: '<p>Thank you. Our build team will contact your stand builder within two working days.</p>',
    rules: [{ sourceId: 'demo-stand-type', sourceValue: 'space-only' }],
    ...created,
  });
  const standNotifications = starterNotifications(
    { user: 'demo-notification-stand-user', admin: 'demo-notification-stand-admin' },
    standId,
  );
  const standForm = formSchema.parse({
    id: standId,
    title: 'Stand requirements',
    description: 'Tell us about your stand, the furniture you need and who will work on it.',
    fieldIds: standFields.map((field) => field.id),
    confirmationIds: [spaceOnlyConfirmation.id, standConfirmation!.id],
    notificationIds: standNotifications.map((notification) => notification.id),
    isPublished: true,
    isEditable: true,
    logicMap: logicMapSchema.parse({
      'demo-stand-contractor': { rules: [{ sourceId: 'demo-stand-type', sourceValue: 'space-only' }] },
    }),
    ...created,
  });

  // ── A public visitor survey (guests) and an archived form ──
  const surveyId = 'demo-form-visitor-survey';
  const surveyFields = fieldsOf(
    { formId: surveyId },
    [
      {
        type: 'dropdown',
        id: 'demo-survey-rating',
        label: 'How was your visit?',
        options: ['Excellent', 'Good', 'Poor'].map(option),
        isRequired: true,
      },
      { type: 'area', id: 'demo-survey-improve', label: 'What should we improve?' },
      { type: 'email', id: 'demo-survey-email', label: 'Your email (for next year’s invitation)' },
    ],
    created,
  );
  const surveyForm = formSchema.parse({
    id: surveyId,
    title: 'Visitor survey',
    description: 'Two minutes to help us plan next year.',
    fieldIds: surveyFields.map((field) => field.id),
    confirmationIds: ['demo-confirmation-survey'],
    isPublished: true,
    isPublic: true,
    logicMap: logicMapSchema.parse({
      'demo-survey-improve': {
        rules: [{ sourceId: 'demo-survey-rating', sourceValue: 'excellent', condition: 'notEquals' }],
      },
    }),
    ...created,
  });
  const archivedForm = formSchema.parse({
    id: 'demo-form-last-year',
    title: 'Last year’s exhibitor survey',
    isPublished: true,
    isArchived: true,
    ...created,
  });

  // ── Answers: the demo team's stand form, two guests' surveys ──
  const submissions = [
    submissionSchema.parse({
      id: 'demo-submission-stand',
      formId: standId,
      teamId: demo.teamId,
      values: {
        'demo-stand-type': 'shell-scheme',
        'demo-stand-invoice-address': {
          addressLine1: '1 Quay Street',
          addressLine2: '',
          city: 'Bristol',
          county: '',
          country: 'United Kingdom',
          postcode: 'BS1 4DJ',
        },
        'demo-stand-equipment': [{ cell1: 'Display screen', cell2: '2', cell3: '300', cell4: '' }],
        'demo-stand-furniture': [
          { itemId: 'chair', price: 12.5, quantity: 4 },
          { itemId: 'table', price: 35, quantity: 1 },
        ],
        'demo-stand-staff': {
          loopCount: 1,
          templateValues: [
            {
              'demo-staff-name': { prefix: '', firstName: 'Maya', middleName: '', surname: 'Patel', postNominals: '' },
              'demo-staff-email': 'maya@northwind.example',
              'demo-staff-role': 'sales',
            },
          ],
        },
        'demo-stand-terms': true,
      },
      ...created,
      createdBy: demo.memberUid,
      updatedBy: demo.memberUid,
    }),
    // A second team's stand form with two staff loops, and a third team's draft (the reports leave drafts out).
    submissionSchema.parse({
      id: 'demo-submission-stand-brightside',
      formId: standId,
      teamId: 'demo-team-brightside',
      values: {
        'demo-stand-type': 'space-only',
        'demo-stand-contractor': 'Stagecraft Builds Ltd',
        'demo-stand-invoice-address': {
          addressLine1: '12 Forge Lane',
          addressLine2: 'Unit 4',
          city: 'Sheffield',
          county: 'South Yorkshire',
          country: 'United Kingdom',
          postcode: 'S1 2HE',
        },
        'demo-stand-furniture': [{ itemId: 'table', price: 35, quantity: 2 }],
        'demo-stand-staff': {
          loopCount: 2,
          templateValues: [
            {
              'demo-staff-name': {
                prefix: 'Dr',
                firstName: 'Grace',
                middleName: '',
                surname: 'Hopkins',
                postNominals: '',
              },
              'demo-staff-email': 'grace.hopkins@brightside.example',
              'demo-staff-role': 'speaker',
              'demo-staff-bio': 'Grace leads robotics research at Brightside.',
            },
            {
              'demo-staff-name': { prefix: '', firstName: 'Tariq', middleName: '', surname: 'Aziz', postNominals: '' },
              'demo-staff-email': 'tariq.aziz@brightside.example',
              'demo-staff-role': 'technical',
            },
          ],
        },
        'demo-stand-terms': true,
      },
      ...created,
      createdBy: 'demo-team-brightside-grace',
      updatedBy: 'demo-team-brightside-grace',
    }),
    submissionSchema.parse({
      id: 'demo-submission-stand-green-leaf-draft',
      formId: standId,
      teamId: 'demo-team-green-leaf',
      isDraft: true,
      values: { 'demo-stand-type': 'shell-scheme' },
      ...created,
      createdBy: 'demo-team-green-leaf-sofia',
      updatedBy: 'demo-team-green-leaf-sofia',
    }),
    ...[
      ['excellent', ''],
      ['good', 'More seating near the food court.'],
    ].map(([rating, improve], index) =>
      submissionSchema.parse({
        id: `demo-submission-survey-${index + 1}`,
        formId: surveyId,
        isGuest: true,
        values: { 'demo-survey-rating': rating, ...(improve ? { 'demo-survey-improve': improve } : {}) },
        ...created,
        createdBy: '',
        updatedBy: '',
      }),
    ),
  ];

  for (const field of [...staffFields, ...standFields, ...surveyFields]) set(paths.doc('fields', field.id), field);
  set(paths.doc('fieldGroups', staffGroup.id), staffGroup);
  for (const form of [standForm, surveyForm, archivedForm]) set(paths.doc('forms', form.id), form);
  for (const confirmation of [
    standConfirmation!,
    spaceOnlyConfirmation,
    starterConfirmation('demo-confirmation-survey', surveyId),
  ])
    set(paths.doc('confirmations', confirmation.id), { ...confirmation, ...created });
  for (const notification of standNotifications)
    set(paths.doc('formNotifications', notification.id), { ...notification, ...created });
  for (const submission of submissions) set(paths.doc('submissions', submission.id), submission);
}
