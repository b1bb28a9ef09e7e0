import { randomUUID } from 'node:crypto';
import { getBytes, ref } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/auth-people';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { CONTENT_MESSAGES, STORAGE_MESSAGES } from '../../domain/messages';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { uploadWithProgress } from '../../lib/firebase/storage';
import { storageClient } from '../../lib/firebase/storage-client';
import { listStorageFolder } from '../../lib/firebase/storage-folder';
import { createAsset, deleteAsset, getAsset, listAssets, updateAssetDetails } from './assets-store';

// Raster resizing needs a browser canvas and is covered end to end (tests/e2e/assets-library.test.ts);
// here: documents stored as they are, the record, edits, and deleting the whole stored folder.
describe('the asset library against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'moderator');
  });

  it('stores a document as uploaded, records it, lists it and reads it back', async () => {
    const text = `Exhibitor manual ${randomUUID()}`;
    const progress: number[] = [];
    const asset = await createAsset(
      { file: new File([text], 'manual.txt', { type: 'text/plain' }), name: ' Manual ', altText: '' },
      (percent) => progress.push(percent),
    );
    expect(asset.type).toBe('document');
    expect(asset.name).toBe('Manual');
    expect(asset.storageFolder).toBe(client.paths.storage('assets', asset.id));
    expect(progress.at(-1)).toBe(100);
    const stored = new TextDecoder().decode(await getBytes(ref(storageClient(), `${asset.storageFolder}/manual.txt`)));
    expect(stored).toBe(text);
    expect((await listAssets()).some((listed) => listed.id === asset.id)).toBe(true);
    expect(await getAsset(asset.id)).toEqual(asset);
  });

  it('refuses a file type that is not allowed and stores nothing', async () => {
    await expect(
      createAsset({
        file: new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
        name: 'Tool',
        altText: '',
      }),
    ).rejects.toThrow(/can't be uploaded/);
  });

  it("refuses a nameless asset with the spec's message", async () => {
    await expect(
      createAsset({ file: new File(['x'], 'a.txt', { type: 'text/plain' }), name: ' ', altText: '' }),
    ).rejects.toThrow(CONTENT_MESSAGES.invalidAsset);
  });

  it("reads a stored asset record that fails its shape check as the spec's 'Invalid fileasset'", async () => {
    const assetId = `broken-${randomUUID()}`;
    // An image record without its image variants, as an older tool or a hand edit could leave it.
    await adminDb()
      .doc(client.paths.doc('assets', assetId))
      .set({ id: assetId, type: 'image', name: 'Broken', altText: '', data: 'not the variants' });
    await expect(getAsset(assetId)).rejects.toThrow(STORAGE_MESSAGES.invalidFileAsset);
    expect((await listAssets()).some((listed) => listed.id === assetId)).toBe(false);
  });

  it('renames an asset and changes its alt text, stamping the update', async () => {
    const asset = await createAsset({
      file: new File(['x'], 'notes.txt', { type: 'text/plain' }),
      name: 'Notes',
      altText: '',
    });
    await updateAssetDetails(asset.id, { name: '  Speaker notes ', altText: ' Notes for speakers ' });
    const updated = await getAsset(asset.id);
    expect(updated).toMatchObject({ name: 'Speaker notes', altText: 'Notes for speakers' });
    expect(updated.updatedAt >= asset.updatedAt).toBe(true);
  });

  it('deleting an asset removes every object in its folder and its record', async () => {
    const asset = await createAsset({
      file: new File(['x'], 'plan.txt', { type: 'text/plain' }),
      name: 'Plan',
      altText: '',
    });
    // Simulate a folder with image variants beside the document (storage.rules allow no deeper objects).
    for (const name of ['large.jpg', 'medium.jpg']) {
      await uploadWithProgress(`${asset.storageFolder}/${name}`, new Uint8Array([1, 2, 3]), undefined, {
        contentType: 'image/jpeg',
      });
    }
    expect(await listStorageFolder(asset.storageFolder)).toHaveLength(3);
    await deleteAsset(asset);
    expect(await listStorageFolder(asset.storageFolder)).toEqual([]);
    expect((await readDocument(client.paths.doc('assets', asset.id))).exists()).toBe(false);
  });

  it('deleting an already-empty folder is not an error', async () => {
    await expect(deleteAsset({ id: `gone-${randomUUID()}`, storageFolder: 'unused' })).resolves.toBeUndefined();
  });
});
