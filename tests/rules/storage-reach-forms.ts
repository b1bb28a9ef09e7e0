import { list, NOBODY, ORGANISERS, read, remove, upload, type StorageCase } from './storage-reach-cases';

const TEAM_A = ['member', 'owner'] as const;

/** Files of submissions: the submission's team and the moderators; guests' files only through the callable. */
export const FORMS_STORAGE_REACH: readonly StorageCase[] = [
  read('submissions/subA/fOpen/a.pdf', [...TEAM_A, ...ORGANISERS]),
  read('submissions/subB/fOpen/b.pdf', ['rival', ...ORGANISERS]),
  read('submissions/guest1/fPublic/g.pdf', ORGANISERS),
  list('submissions/draftA', [...TEAM_A, ...ORGANISERS]),
  upload('submissions/draftA/fOpen/new.pdf', 'application/pdf', [...TEAM_A, ...ORGANISERS]),
  upload('submissions/draftA/tpl/0/fGroup/new.pdf', 'application/pdf', [...TEAM_A, ...ORGANISERS]),
  upload('submissions/subA/fOpen/new.pdf', 'application/pdf', ORGANISERS),
  upload('submissions/subB/fOpen/new.pdf', 'application/pdf', ORGANISERS),
  upload('submissions/guest1/fPublic/new.pdf', 'application/pdf', ORGANISERS),
  upload('submissions/ghost/fOpen/new.pdf', 'application/pdf', NOBODY),
  upload('submissions/draftA/fOpen/page.html', 'text/html', NOBODY),
  upload('submissions/draftA/fOpen/raw.svg', 'image/svg+xml', NOBODY),
  remove('submissions/draftA/fOpen/d.pdf', [...TEAM_A, ...ORGANISERS]),
  remove('submissions/subA/fOpen/a.pdf', ORGANISERS),
];
