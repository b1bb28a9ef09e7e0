import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage, type UploadMetadata } from 'firebase/storage';
import { ACTORS, EVENT, type Actor } from './world';

/** One row of the Storage matrix: what is tried, and who may. */
export interface StorageCase {
  name: string;
  allow: readonly Actor[];
  run(storage: FirebaseStorage): Promise<unknown>;
  /** Stored files a successful attempt changes (restored before every actor's try). */
  touches?: readonly string[];
  /** Who tries, when not everyone (a 50 MB upload is tried by the few who matter). */
  triedBy?: readonly Actor[];
}

const ORGANISERS = ['moderator', 'admin', 'staff'] as const satisfies readonly Actor[];
const EVENT_MEMBERS = ['member', 'owner', 'rival', 'child', 'reports', ...ORGANISERS] as const satisfies readonly Actor[];
const NOBODY: readonly Actor[] = [];

const folder = (path: string) => `events/${EVENT}/${path}`;

function read(path: string, allow: readonly Actor[]): StorageCase {
  return { name: `read ${path}`, allow, run: (storage) => getBytes(ref(storage, folder(path))) };
}
/** `type`: the content type, or the whole metadata when more than the type matters (a disposition). */
function upload(path: string, type: string | UploadMetadata, allow: readonly Actor[], size = 16, triedBy?: readonly Actor[]): StorageCase {
  const metadata = typeof type === 'string' ? { contentType: type } : type;
  const disposition = metadata.contentDisposition ? `, ${metadata.contentDisposition}` : '';
  return {
    name: `upload ${path} as ${metadata.contentType}${disposition} (${size} bytes)`,
    allow,
    triedBy,
    touches: [folder(path)],
    run: (storage) => uploadBytes(ref(storage, folder(path)), new Uint8Array(size), metadata),
  };
}
function remove(path: string, allow: readonly Actor[]): StorageCase {
  return { name: `delete ${path}`, allow, touches: [folder(path)], run: (storage) => deleteObject(ref(storage, folder(path))) };
}

const LIMIT = 50 * 1000 * 1000;

export const STORAGE_REACH: readonly StorageCase[] = [
  // Image files go wherever their asset record goes (public pages show them to guests); documents stay in the event.
  read('assets/image/large.jpg', ACTORS),
  read('assets/document/guide.pdf', EVENT_MEMBERS),
  upload('assets/image/new.jpg', 'image/jpeg', ORGANISERS),
  // SVGs, raw or as attachments, are written only by the storeSvgFile callable (sanitised there).
  upload('assets/image/raw.svg', 'image/svg+xml', NOBODY),
  upload('assets/image/new.svg', { contentType: 'image/svg+xml', contentDisposition: 'attachment' }, NOBODY),
  upload('assets/document/new.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ORGANISERS),
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

  // Folders no screen uses yet stay closed.
  upload('submissions/form/file.pdf', 'application/pdf', NOBODY),
  upload('branding/logo.png', 'image/png', NOBODY),
];
