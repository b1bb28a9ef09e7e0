import { list, NOBODY, ORGANISERS, read, remove, upload, type StorageCase } from './storage-reach-cases';

const TEAM_A = ['member', 'owner'] as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Files of submissions: the submission's team and the moderators; guests' files only through the callable. */
export const FORMS_STORAGE_REACH: readonly StorageCase[] = [
  read('submissions/subA/fOpen/a.pdf', [...TEAM_A, ...ORGANISERS]),
  read('submissions/subB/fOpen/b.pdf', ['rival', ...ORGANISERS]),
  read('submissions/guest1/fPublic/g.pdf', ORGANISERS),
  list('submissions/draftA', [...TEAM_A, ...ORGANISERS]),
  upload('submissions/draftA/fUpload/new.pdf', 'application/pdf', [...TEAM_A, ...ORGANISERS]),
  upload('submissions/draftA/tpl/0/fGroupUpload/new.pdf', 'application/pdf', [...TEAM_A, ...ORGANISERS]),
  upload('submissions/subA/fUpload/new.pdf', 'application/pdf', ORGANISERS),
  upload('submissions/subB/fUpload/new.pdf', 'application/pdf', ORGANISERS),
  upload('submissions/guest1/fPublicUpload/new.pdf', 'application/pdf', ORGANISERS),
  upload('submissions/ghost/fUpload/new.pdf', 'application/pdf', NOBODY),
  upload('submissions/draftA/fUpload/page.html', 'text/html', NOBODY),
  upload('submissions/draftA/fUpload/raw.svg', 'image/svg+xml', NOBODY),
  // Only for an upload field of the submission's form, within its own size limit and accepted types.
  upload('submissions/draftA/fUpload/over-limit.pdf', 'application/pdf', NOBODY, 1_000_001, [...TEAM_A, 'moderator']),
  upload('submissions/draftA/fUpload/at-limit.pdf', 'application/pdf', [...TEAM_A, 'moderator'], 1_000_000, [
    ...TEAM_A,
    'moderator',
  ]),
  upload('submissions/draftA/fUpload/photo.png', 'image/png', NOBODY),
  // Each upload group takes its own types only; no group takes SVG, by name or by type.
  upload('submissions/draftA/fPdfOnly/plan.pdf', 'application/pdf', [...TEAM_A, ...ORGANISERS]),
  upload('submissions/draftA/fPdfOnly/photo.png', 'image/png', NOBODY, 16, [...TEAM_A, 'moderator']),
  upload('submissions/draftA/fPdfOnly/sheet.xlsx', XLSX, NOBODY, 16, [...TEAM_A, 'moderator']),
  upload('submissions/draftA/fZipOnly/bundle.zip', 'application/zip', [...TEAM_A, ...ORGANISERS]),
  upload('submissions/draftA/fZipOnly/plan.pdf', 'application/pdf', NOBODY, 16, [...TEAM_A, 'moderator']),
  upload('submissions/draftA/fEarlierImages/photo.png', 'image/png', [...TEAM_A, ...ORGANISERS]),
  upload('submissions/draftA/fEarlierImages/logo.svg', 'image/png', NOBODY, 16, [...TEAM_A, 'moderator']),
  upload('submissions/draftA/fEarlierImages/logo.svg', 'image/svg+xml', NOBODY, 16, [...TEAM_A, 'moderator']),
  upload('submissions/draftA/fGroupUpload/logo.svg', 'image/svg+xml', NOBODY, 16, [...TEAM_A, 'moderator']),
  upload('submissions/draftA/fOpen/new.pdf', 'application/pdf', NOBODY),
  upload('submissions/draftA/fPublicUpload/new.pdf', 'application/pdf', NOBODY),
  upload('submissions/draftA/anything/new.pdf', 'application/pdf', NOBODY),
  upload('submissions/draftA/fUpload/0/fGroupUpload/new.pdf', 'application/pdf', NOBODY),
  upload('submissions/draftA/tpl/0/fUpload/new.pdf', 'application/pdf', NOBODY),
  remove('submissions/draftA/fOpen/d.pdf', [...TEAM_A, ...ORGANISERS]),
  remove('submissions/subA/fOpen/a.pdf', ORGANISERS),
];
