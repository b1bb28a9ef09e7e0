import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { authClient } from './auth-client';

// Storage's SDK, loaded on first use by storage.ts and storage-folder.ts (most screens never
// upload or delete a file, so they never load it).
export {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';

let storage: FirebaseStorage | undefined;

/** The Storage client of the event's bucket, created on first use. */
export function storageClient(): FirebaseStorage {
  if (storage) return storage;
  const { app, env } = authClient();
  storage = getStorage(app);
  if (env.emulators) connectStorageEmulator(storage, env.emulators.host, env.emulators.storagePort);
  return storage;
}
