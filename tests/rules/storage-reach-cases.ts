/** The row builders and actor groups of the Storage attack matrix, shared by every area's storage-reach-<area>.ts. */
import {
  deleteObject,
  getBytes,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
  type UploadMetadata,
} from 'firebase/storage';
import { EVENT, type Actor } from './world';

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

export const ORGANISERS = ['moderator', 'admin', 'staff'] as const satisfies readonly Actor[];
export const EVENT_MEMBERS = [
  'member',
  'owner',
  'rival',
  'child',
  'reports',
  ...ORGANISERS,
] as const satisfies readonly Actor[];
export const NOBODY: readonly Actor[] = [];

export const folder = (path: string) => `events/${EVENT}/${path}`;

export function read(path: string, allow: readonly Actor[]): StorageCase {
  return { name: `read ${path}`, allow, run: (storage) => getBytes(ref(storage, folder(path))) };
}
/** `type`: the content type, or the whole metadata when more than the type matters (a disposition). */
export function upload(
  path: string,
  type: string | UploadMetadata,
  allow: readonly Actor[],
  size = 16,
  triedBy?: readonly Actor[],
): StorageCase {
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
/** Lists a folder (the listing an organiser's delete of a whole record makes). */
export function list(path: string, allow: readonly Actor[]): StorageCase {
  return { name: `list ${path}/`, allow, run: (storage) => listAll(ref(storage, folder(path))) };
}
export function remove(path: string, allow: readonly Actor[]): StorageCase {
  return {
    name: `delete ${path}`,
    allow,
    touches: [folder(path)],
    run: (storage) => deleteObject(ref(storage, folder(path))),
  };
}
