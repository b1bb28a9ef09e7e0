import { FORMS_STORAGE_REACH } from './storage-reach-forms';
import { TASKS_STORAGE_REACH } from './storage-reach-tasks';
import { SUPPLIERS_STORAGE_REACH } from './storage-reach-suppliers';
import { ACTORS } from './world';
import { EVENT_MEMBERS, list, NOBODY, ORGANISERS, read, remove, upload, type StorageCase } from './storage-reach-cases';

export type { StorageCase };

const LIMIT = 50 * 1000 * 1000;

export const STORAGE_REACH: readonly StorageCase[] = [
  // Image files go wherever their asset record goes (public pages show them to guests); documents stay in the event.
  read('assets/image/large.jpg', ACTORS),
  read('assets/document/guide.pdf', EVENT_MEMBERS),
  upload('assets/image/new.jpg', 'image/jpeg', ORGANISERS),
  // SVGs, raw or as attachments, are written only by the storeSvgFile callable (sanitised there).
  upload('assets/image/raw.svg', 'image/svg+xml', NOBODY),
  upload('assets/image/new.svg', { contentType: 'image/svg+xml', contentDisposition: 'attachment' }, NOBODY),
  upload(
    'assets/document/new.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ORGANISERS,
  ),
  upload('assets/document/page.html', 'text/html', NOBODY),
  upload('assets/document/tool.exe', 'application/octet-stream', NOBODY),
  upload('assets/document/at-limit.zip', 'application/zip', ORGANISERS, LIMIT, ['member', 'moderator']),
  upload('assets/document/over-limit.zip', 'application/zip', NOBODY, LIMIT + 1, ['moderator', 'admin']),
  remove('assets/image/large.jpg', ORGANISERS),

  // Download files: whoever may read the download record.
  read('downloads/all/all.pdf', EVENT_MEMBERS),
  read('downloads/forY/forY.pdf', ['rival', ...ORGANISERS]),
  upload('downloads/all/new.mp4', 'video/mp4', ORGANISERS),
  upload('downloads/all/page.html', 'text/html', NOBODY),
  upload('downloads/all/raw.svg', 'image/svg+xml', NOBODY),
  upload('downloads/all/new.svg', { contentType: 'image/svg+xml', contentDisposition: 'attachment' }, NOBODY),
  remove('downloads/all/all.pdf', ORGANISERS),

  // Content PDFs: whoever may read the page that holds them.
  read('content/open/secOpen/open.pdf', ['member', 'owner', 'rival', 'reports', ...ORGANISERS]),
  read('content/forY/sec/forY.pdf', ['rival', ...ORGANISERS]),
  read('content/public/secPublic/public.pdf', ACTORS),
  read('content/draft/sec/draft.pdf', ORGANISERS),
  upload('content/open/secOpen/new.pdf', 'application/pdf', ORGANISERS),
  upload('content/open/secOpen/new.png', 'image/png', NOBODY),
  remove('content/open/secOpen/open.pdf', ORGANISERS),
  // Deleting a page lists its folder to find its PDFs.
  list('content/open', ORGANISERS),

  // Folders no screen uses yet stay closed.
  upload('submissions/form/file.pdf', 'application/pdf', NOBODY),
  upload('branding/logo.png', 'image/png', NOBODY),

  ...TASKS_STORAGE_REACH,
  ...FORMS_STORAGE_REACH,
  ...SUPPLIERS_STORAGE_REACH,
];
