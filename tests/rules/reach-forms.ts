import { arrayRemove, arrayUnion, doc, where, writeBatch, type Firestore } from 'firebase/firestore/lite';
import {
  ADMINS,
  create,
  ev,
  EVENT_MEMBERS,
  EVERYONE,
  list,
  NOBODY,
  ORGANISERS,
  read,
  remove,
  REPORTING,
  stampOf,
  TEAM_A,
  update,
  updateBare,
  type FirestoreCase,
} from './reach-cases';

const openForms = [where('isPublished', '==', true), where('isArchived', '==', false)];
const answer = (
  id: string,
  formId: string,
  teamId: string,
  createdBy: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  formId,
  teamId,
  taskId: '',
  isDraft: false,
  isGuest: false,
  values: {},
  createdBy,
  ...extra,
});

/** A team's new answer written with a link in the form's old submissionsIds list, in one batch (as saveSubmission once did). */
function linked(
  name: string,
  submission: Record<string, unknown>,
  formId: string,
  allow: FirestoreCase['allow'],
): FirestoreCase {
  const submissionPath = ev(`submissions/${String(submission.id)}`);
  return {
    name: `create ${submissionPath} linked in forms/${formId}: ${name}`,
    allow,
    touches: [submissionPath, ev(`forms/${formId}`)],
    run: (db: Firestore, actor) => {
      const batch = writeBatch(db);
      batch.set(doc(db, submissionPath), { ...stampOf(actor), ...submission });
      batch.update(doc(db, ev(`forms/${formId}`)), { submissionsIds: arrayUnion(submission.id) });
      return batch.commit();
    },
  };
}

/**
 * A send to a capped form as the browser writes it: the submission (created, or updated to sent)
 * and the form's entry count, set as given, in one batch; either may be left out.
 */
function counted(
  name: string,
  allow: FirestoreCase['allow'],
  writes: {
    create?: readonly Record<string, unknown>[];
    update?: { id: string; data: Record<string, unknown> };
    count?: { formId: string; sent: number; lastEntryId: string };
  },
): FirestoreCase {
  const submissionPaths = [
    ...(writes.create ?? []).map((submission) => ev(`submissions/${String(submission.id)}`)),
    ...(writes.update ? [ev(`submissions/${writes.update.id}`)] : []),
  ];
  const countPath = writes.count && ev(`formEntryCounts/${writes.count.formId}`);
  return {
    name: `send to a capped form: ${name}`,
    allow,
    touches: [...submissionPaths, ...(countPath ? [countPath] : [])],
    run: (db: Firestore, actor) => {
      const batch = writeBatch(db);
      for (const submission of writes.create ?? [])
        batch.set(doc(db, ev(`submissions/${String(submission.id)}`)), { ...stampOf(actor), ...submission });
      if (writes.update)
        batch.update(doc(db, ev(`submissions/${writes.update.id}`)), { ...stampOf(actor), ...writes.update.data });
      if (countPath) batch.set(doc(db, countPath), writes.count);
      return batch.commit();
    },
  };
}

/** Forms and everything hanging off them: who may do what (see firestore.rules). */
export const FORMS_REACH: readonly FirestoreCase[] = [
  // ── Forms: open ones for the event's people, public ones for anyone, everything for organisers ──
  read(ev('forms/open'), EVENT_MEMBERS),
  read(ev('forms/unpublished'), REPORTING),
  read(ev('forms/archived'), REPORTING),
  read(ev('forms/public'), EVERYONE),
  read(ev('forms/privateUnpublished'), REPORTING),
  list('open forms (teams)', ev('forms'), openForms, EVENT_MEMBERS),
  list('every form', ev('forms'), [], REPORTING),
  update('title', ev('forms/open'), { title: 'Renamed' }, ORGANISERS),
  update('made public', ev('forms/open'), { isPublic: true }, ORGANISERS),
  update(
    'opening and closing times',
    ev('forms/open'),
    { opensAt: '2099-01-01T00:00:00.000Z', closesAt: '2000-01-01T00:00:00.000Z' },
    ORGANISERS,
  ),
  update('entry caps', ev('forms/open'), { isOnePerTeam: false, entryLimit: 100000 }, ORGANISERS),
  // How many entries a capped form took: read with the form; raised by one only with a new entry
  // it names (a team's own, or an organiser's), within the form's limit, in the same batch.
  read(ev('formEntryCounts/open'), EVENT_MEMBERS),
  read(ev('formEntryCounts/public'), EVERYONE),
  read(ev('formEntryCounts/unpublished'), REPORTING),
  create(ev('formEntryCounts/open'), { formId: 'open', sent: 0 }, NOBODY),
  updateBare('a count lowered by one (a sent entry deleted)', ev('formEntryCounts/capped'), { sent: 0 }, ORGANISERS),
  updateBare('a count set below nothing', ev('formEntryCounts/full'), { sent: -5 }, NOBODY),
  updateBare('a count lowered by more than one', ev('formEntryCounts/full'), { sent: -1 }, NOBODY),
  counted('a new entry counted within the cap', ['member', ...ORGANISERS], {
    create: [answer('newCapped', 'capped', 'teamA', 'member')],
    count: { formId: 'capped', sent: 2, lastEntryId: 'newCapped' },
  }),
  counted('a draft sent and counted', [...TEAM_A, ...ORGANISERS], {
    update: { id: 'cappedDraftA', data: { isDraft: false } },
    count: { formId: 'capped', sent: 2, lastEntryId: 'cappedDraftA' },
  }),
  counted('a draft saved, not counted (drafts are not entries)', ['member', ...ORGANISERS], {
    create: [answer('newCappedDraft', 'capped', 'teamA', 'member', { isDraft: true })],
  }),
  counted('a new entry to a full form', NOBODY, {
    create: [answer('newFull', 'full', 'teamA', 'member')],
    count: { formId: 'full', sent: 2, lastEntryId: 'newFull' },
  }),
  counted('a new entry not counted', ORGANISERS, { create: [answer('uncounted', 'capped', 'teamA', 'member')] }),
  counted('a draft sent, not counted', ORGANISERS, { update: { id: 'cappedDraftA', data: { isDraft: false } } }),
  counted('two new entries counted as one', ORGANISERS, {
    create: [answer('twinOne', 'capped', 'teamA', 'member'), answer('twinTwo', 'capped', 'teamA', 'member')],
    count: { formId: 'capped', sent: 2, lastEntryId: 'twinOne' },
  }),
  counted('a new entry counted twice', NOBODY, {
    create: [answer('newCapped', 'capped', 'teamA', 'member')],
    count: { formId: 'capped', sent: 3, lastEntryId: 'newCapped' },
  }),
  counted('the count raised naming a draft left a draft', NOBODY, {
    count: { formId: 'capped', sent: 2, lastEntryId: 'cappedDraftA' },
  }),
  counted('the count raised naming an entry sent before', NOBODY, {
    count: { formId: 'capped', sent: 2, lastEntryId: 'cappedA' },
  }),
  counted('a sent entry changed (editable form), not a new entry', [...TEAM_A, ...ORGANISERS], {
    update: { id: 'cappedA', data: { values: { fOpen: 'changed' } } },
  }),
  counted('a sent entry turned back into a draft', ORGANISERS, {
    update: { id: 'cappedA', data: { isDraft: true } },
  }),
  create(ev('forms/made'), { id: 'made', title: 'Made', isPublished: true, isArchived: false }, ORGANISERS),
  remove(ev('forms/open'), ORGANISERS),
  // submissionsIds (kept on forms written before submissions were found by query): no team writes a
  // form, not even to add its own answer, and the team's batch carries no organiser's update stamp.
  linked('own answer', answer('linkA', 'open', 'teamA', 'member'), 'open', NOBODY),
  linked('own answer named to another form', answer('linkA', 'open', 'teamA', 'member'), 'editable', NOBODY),
  update("another team's answer linked", ev('forms/open'), { submissionsIds: arrayUnion('subB') }, ORGANISERS),
  update('an answer unlinked', ev('forms/open'), { submissionsIds: arrayRemove('subA') }, ORGANISERS),
  {
    name: `update ${ev('forms/open')}: own answer linked with a title change`,
    allow: ORGANISERS,
    touches: [ev('submissions/linkA'), ev('forms/open')],
    run: (db: Firestore, actor) => {
      const batch = writeBatch(db);
      batch.set(doc(db, ev('submissions/linkA')), { ...stampOf(actor), ...answer('linkA', 'open', 'teamA', 'member') });
      batch.update(doc(db, ev('forms/open')), {
        ...stampOf(actor),
        submissionsIds: arrayUnion('linkA'),
        title: 'Hijacked',
      });
      return batch.commit();
    },
  },

  // ── Fields: with their form; a group's by anyone; a group's are written by admins ──
  read(ev('fields/fOpen'), EVENT_MEMBERS),
  read(ev('fields/fDraft'), REPORTING),
  read(ev('fields/fPublic'), EVERYONE),
  read(ev('fields/fGroup'), EVERYONE),
  read(ev('fields/fDraftGroup'), REPORTING),
  list('every field', ev('fields'), [], REPORTING),
  list('template fields (field group usage)', ev('fields'), [where('type', '==', 'template')], REPORTING),
  update('label', ev('fields/fOpen'), { label: 'Renamed' }, ORGANISERS),
  update("a group field's label", ev('fields/fGroup'), { label: 'Renamed' }, ADMINS),
  update('a group field moved into a form', ev('fields/fGroup'), { formId: 'open', fieldGroupId: '' }, ADMINS),
  create(ev('fields/madeForForm'), { id: 'madeForForm', type: 'text', formId: 'open', fieldGroupId: '' }, ORGANISERS),
  create(ev('fields/madeForGroup'), { id: 'madeForGroup', type: 'text', formId: '', fieldGroupId: 'g1' }, ADMINS),
  remove(ev('fields/fOpen'), ORGANISERS),
  remove(ev('fields/fGroup'), ADMINS),

  // ── Field groups: a published one read by id by anyone (public forms place them), managed by admins ──
  read(ev('fieldGroups/g1'), EVERYONE),
  read(ev('fieldGroups/gDraft'), REPORTING),
  list('every field group', ev('fieldGroups'), [], REPORTING),
  update('title', ev('fieldGroups/g1'), { title: 'Renamed' }, ADMINS),
  create(ev('fieldGroups/g2'), { id: 'g2', title: 'New', fieldIds: [] }, ADMINS),
  remove(ev('fieldGroups/g1'), ADMINS),

  // ── Confirmations with their form; notifications for organisers; webhooks (secrets in URLs) for admins ──
  read(ev('confirmations/cOpen'), EVENT_MEMBERS),
  read(ev('confirmations/cDraft'), ORGANISERS),
  read(ev('confirmations/cPublic'), EVERYONE),
  list('every confirmation', ev('confirmations'), [], ORGANISERS),
  update('message', ev('confirmations/cOpen'), { message: '<p>Hacked</p>' }, ORGANISERS),
  read(ev('formNotifications/n1'), ORGANISERS),
  update('recipients', ev('formNotifications/n1'), { sendTo: 'attacker@evil.test' }, ORGANISERS),
  read(ev('webhooks/w1'), ADMINS),
  list('every webhook', ev('webhooks'), [], ADMINS),
  update('request URL', ev('webhooks/w1'), { requestURL: 'https://evil.test' }, ADMINS),
  remove(ev('webhooks/w1'), ORGANISERS),

  // ── Submissions: a team's own; organisers all; guests nothing directly ──
  read(ev('submissions/subA'), [...TEAM_A, ...REPORTING]),
  read(ev('submissions/subB'), ['rival', ...REPORTING]),
  read(ev('submissions/guest1'), REPORTING),
  list("team A's submissions", ev('submissions'), [where('teamId', '==', 'teamA')], [...TEAM_A, ...REPORTING]),
  list(
    "team A's drafts of a form",
    ev('submissions'),
    [where('teamId', '==', 'teamA'), where('formId', '==', 'open')],
    [...TEAM_A, ...REPORTING],
  ),
  list("a form's submissions", ev('submissions'), [where('formId', '==', 'open')], REPORTING),
  create(ev('submissions/newA'), answer('newA', 'open', 'teamA', 'member'), ['member', ...ORGANISERS]),
  create(ev('submissions/newA2'), answer('newA2', 'open', 'teamA', 'owner', { isDraft: true }), [
    'owner',
    ...ORGANISERS,
  ]),
  create(ev('submissions/forB'), answer('forB', 'open', 'teamB', 'member'), ORGANISERS),
  create(ev('submissions/asGuest'), answer('asGuest', 'open', 'teamA', 'member', { isGuest: true }), ORGANISERS),
  create(ev('submissions/toUnpublished'), answer('toUnpublished', 'unpublished', 'teamA', 'member'), ORGANISERS),
  create(ev('submissions/toArchived'), answer('toArchived', 'archived', 'teamA', 'member'), ORGANISERS),
  create(ev('submissions/noTeam'), answer('noTeam', 'public', '', ''), ORGANISERS),
  update('a draft continued', ev('submissions/draftA'), { values: { fOpen: 'more' } }, [...TEAM_A, ...ORGANISERS]),
  update('a draft sent', ev('submissions/draftA'), { isDraft: false }, [...TEAM_A, ...ORGANISERS]),
  update(
    'a sent answer changed (form not editable)',
    ev('submissions/subA'),
    { values: { fOpen: 'changed' } },
    ORGANISERS,
  ),
  update('a sent answer changed (editable form)', ev('submissions/editableA'), { values: { fOpen: 'changed' } }, [
    ...TEAM_A,
    ...ORGANISERS,
  ]),
  update('moved to team B', ev('submissions/draftA'), { teamId: 'teamB' }, ORGANISERS),
  update('moved to another form', ev('submissions/draftA'), { formId: 'public' }, ORGANISERS),
  update('another creator claimed', ev('submissions/draftA'), { createdBy: 'owner' }, ORGANISERS),
  update("team B's draft", ev('submissions/subB'), { values: {} }, ORGANISERS),
  remove(ev('submissions/draftA'), [...TEAM_A, ...ORGANISERS]),
  remove(ev('submissions/subA'), ORGANISERS),
  remove(ev('submissions/guest1'), ORGANISERS),
];
