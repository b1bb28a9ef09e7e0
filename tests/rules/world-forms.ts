/** The forms area's documents and files of the attack matrix's world (see world.ts). */
type Data = Record<string, unknown>;

function form(id: string, extra: Data = {}): Data {
  return {
    id,
    title: id,
    description: '',
    fieldIds: [],
    submissionsIds: [],
    confirmationIds: [],
    notificationIds: [],
    webhookIds: [],
    isArchived: false,
    isPublished: true,
    isPublic: false,
    isEditable: false,
    logicMap: {},
    ...extra,
  };
}

function field(id: string, parent: { formId?: string; fieldGroupId?: string }): Data {
  return {
    id,
    type: 'text',
    label: id,
    reportLabel: '',
    description: '',
    isRequired: false,
    formId: parent.formId ?? '',
    fieldGroupId: parent.fieldGroupId ?? '',
  };
}

function submission(id: string, formId: string, teamId: string, createdBy: string, extra: Data = {}): Data {
  return {
    id,
    formId,
    teamId,
    taskId: '',
    isDraft: false,
    isGuest: false,
    values: { fOpen: 'answer' },
    createdBy,
    ...extra,
  };
}

/** `e` places a path in the world's event (world.ts passes it; importing it here would be circular). */
export function formsWorld(e: (path: string) => string): Record<string, Data> {
  return {
    [e('forms/open')]: form('open', {
      fieldIds: ['fOpen'],
      confirmationIds: ['cOpen'],
      submissionsIds: ['subA', 'draftA', 'subB'],
    }),
    [e('forms/unpublished')]: form('unpublished', {
      isPublished: false,
      fieldIds: ['fDraft'],
      confirmationIds: ['cDraft'],
    }),
    [e('forms/archived')]: form('archived', { isArchived: true }),
    [e('forms/public')]: form('public', { isPublic: true, fieldIds: ['fPublic'], confirmationIds: ['cPublic'] }),
    [e('forms/privateUnpublished')]: form('privateUnpublished', { isPublic: true, isPublished: false }),
    [e('forms/editable')]: form('editable', { isEditable: true }),
    // Capped forms: 'capped' has taken one of its five entries, 'full' its one.
    [e('forms/capped')]: form('capped', { isEditable: true, entryLimit: 5 }),
    [e('formEntryCounts/capped')]: { formId: 'capped', sent: 1, lastEntryId: 'cappedA' },
    [e('forms/full')]: form('full', { entryLimit: 1 }),
    [e('formEntryCounts/full')]: { formId: 'full', sent: 1 },
    [e('fields/fOpen')]: field('fOpen', { formId: 'open' }),
    [e('fields/fDraft')]: field('fDraft', { formId: 'unpublished' }),
    [e('fields/fPublic')]: field('fPublic', { formId: 'public' }),
    [e('fields/fGroup')]: field('fGroup', { fieldGroupId: 'g1' }),
    // Upload fields: one of form 'open' (documents up to 1 MB), one of group g1 placed there by tpl, one of another form.
    [e('fields/fUpload')]: {
      ...field('fUpload', { formId: 'open' }),
      type: 'upload',
      accept: ['docs'],
      hasMaxFileSize: true,
      maxFileSizeMB: 1,
      isMulti: true,
    },
    // Upload fields of form 'open' limited to one group each: PDF, ZIP, and Images as fields saved earlier name it.
    [e('fields/fPdfOnly')]: {
      ...field('fPdfOnly', { formId: 'open' }),
      type: 'upload',
      accept: ['pdf'],
      hasMaxFileSize: false,
      maxFileSizeMB: 50,
      isMulti: false,
    },
    [e('fields/fZipOnly')]: {
      ...field('fZipOnly', { formId: 'open' }),
      type: 'upload',
      accept: ['zip'],
      hasMaxFileSize: false,
      maxFileSizeMB: 50,
      isMulti: false,
    },
    [e('fields/fEarlierImages')]: {
      ...field('fEarlierImages', { formId: 'open' }),
      type: 'upload',
      accept: ['Images'],
      hasMaxFileSize: false,
      maxFileSizeMB: 50,
      isMulti: false,
    },
    [e('fields/fGroupUpload')]: {
      ...field('fGroupUpload', { fieldGroupId: 'g1' }),
      type: 'upload',
      accept: [],
      hasMaxFileSize: false,
      maxFileSizeMB: 50,
      isMulti: false,
    },
    [e('fields/tpl')]: {
      ...field('tpl', { formId: 'open' }),
      type: 'template',
      fieldGroupId: 'g1',
      isLooping: true,
      maxLoops: 3,
    },
    [e('fields/fPublicUpload')]: {
      ...field('fPublicUpload', { formId: 'public' }),
      type: 'upload',
      accept: [],
      hasMaxFileSize: false,
      maxFileSizeMB: 50,
      isMulti: false,
    },
    [e('fieldGroups/g1')]: {
      id: 'g1',
      title: 'Contacts',
      description: '',
      fieldIds: ['fGroup'],
      isPublished: true,
      isArchived: false,
      logicMap: {},
    },
    [e('fields/fDraftGroup')]: field('fDraftGroup', { fieldGroupId: 'gDraft' }),
    [e('fieldGroups/gDraft')]: {
      id: 'gDraft',
      title: 'Draft',
      description: '',
      fieldIds: ['fDraftGroup'],
      isPublished: false,
      isArchived: false,
      logicMap: {},
    },
    [e('confirmations/cOpen')]: {
      id: 'cOpen',
      formId: 'open',
      name: 'Thanks',
      message: '<p>Thanks</p>',
      isDefault: true,
      isActive: true,
      operator: 'ANY',
      rules: [],
    },
    [e('confirmations/cDraft')]: {
      id: 'cDraft',
      formId: 'unpublished',
      name: 'Thanks',
      message: '',
      isDefault: true,
      isActive: true,
      operator: 'ANY',
      rules: [],
    },
    [e('confirmations/cPublic')]: {
      id: 'cPublic',
      formId: 'public',
      name: 'Thanks',
      message: '',
      isDefault: true,
      isActive: true,
      operator: 'ANY',
      rules: [],
    },
    [e('formNotifications/n1')]: { id: 'n1', formId: 'open', name: 'Admin', sendTo: 'admin@x.test' },
    [e('webhooks/w1')]: { id: 'w1', parentId: 'open', requestURL: 'https://hooks.test/secret-token' },
    [e('submissions/subA')]: submission('subA', 'open', 'teamA', 'member'),
    [e('submissions/draftA')]: submission('draftA', 'open', 'teamA', 'member', { isDraft: true }),
    [e('submissions/editableA')]: submission('editableA', 'editable', 'teamA', 'owner'),
    [e('submissions/subB')]: submission('subB', 'open', 'teamB', 'rival'),
    [e('submissions/cappedA')]: submission('cappedA', 'capped', 'teamA', 'member'),
    [e('submissions/cappedDraftA')]: submission('cappedDraftA', 'capped', 'teamA', 'member', { isDraft: true }),
    [e('submissions/guest1')]: submission('guest1', 'public', '', '', { isGuest: true }),
  };
}

export function formsFiles(e: (path: string) => string): Record<string, string> {
  return {
    [e('submissions/subA/fOpen/a.pdf')]: 'application/pdf',
    [e('submissions/draftA/fOpen/d.pdf')]: 'application/pdf',
    [e('submissions/subB/fOpen/b.pdf')]: 'application/pdf',
    [e('submissions/guest1/fPublic/g.pdf')]: 'application/pdf',
  };
}
