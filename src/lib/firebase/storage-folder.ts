import type { StorageReference } from 'firebase/storage';

/** Every object under a Storage folder, however deep (Storage has no real folders: it lists prefixes). */
export async function listStorageFolder(folderPath: string): Promise<string[]> {
  const { listAll, ref, storageClient } = await import('./storage-client');
  const paths: string[] = [];
  const visit = async (folder: StorageReference): Promise<void> => {
    const listing = await listAll(folder);
    paths.push(...listing.items.map((item) => item.fullPath));
    for (const prefix of listing.prefixes) await visit(prefix);
  };
  await visit(ref(storageClient(), folderPath));
  return paths;
}

/** Deletes every object under a folder; an object already gone counts as deleted. */
export async function deleteStorageFolder(folderPath: string): Promise<number> {
  const paths = await listStorageFolder(folderPath);
  await Promise.all(paths.map((path) => deleteStorageObject(path)));
  return paths.length;
}

/** Deletes one object; a missing object is not an error (the goal, no object, is reached). */
export async function deleteStorageObject(path: string): Promise<void> {
  const { deleteObject, ref, storageClient } = await import('./storage-client');
  try {
    await deleteObject(ref(storageClient(), path));
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
  }
}
