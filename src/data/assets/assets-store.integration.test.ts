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
import { ASSET_MESSAGES } from '../../domain/asset';
import { assetInUseMessage } from '../../domain/asset-usage';
import {
  createAsset,
  deleteAsset,
  getAsset,
  listAssets,
  listAssetUsages,
  replaceAssetFile,
  updateAssetDetails,
} from './assets-store';

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
    await expect(
      deleteAsset({ id: `gone-${randomUUID()}`, name: 'Gone', data: { file: 'https://x/y' } }),
    ).resolves.toBeUndefined();
  });

  const readText = async (path: string) => new TextDecoder().decode(await getBytes(ref(storageClient(), path)));

  it('replaces a file in place: same id, the record names the new file, the old object is gone', async () => {
    const asset = await createAsset({
      file: new File(['first'], 'schedule.txt', { type: 'text/plain' }),
      name: 'Schedule',
      altText: '',
    });
    const oldPath = `${asset.storageFolder}/schedule.txt`;
    const replaced = await replaceAssetFile({
      asset,
      file: new File(['second edition'], 'schedule.txt', { type: 'text/plain' }),
    });

    const stored = await getAsset(asset.id);
    expect(stored).toEqual(replaced);
    expect(stored).toMatchObject({ id: asset.id, name: 'Schedule', fileName: 'schedule.txt', fileSize: 14 });
    expect(stored.type === 'document' && stored.data.file).not.toBe(asset.type === 'document' && asset.data.file);
    const folder = await listStorageFolder(asset.storageFolder);
    expect(folder).toHaveLength(1);
    expect(folder).not.toContain(oldPath);
    expect(await readText(folder[0])).toBe('second edition');
  });

  it('refuses to replace a document with an image, and changes nothing', async () => {
    const asset = await createAsset({
      file: new File(['x'], 'rules.txt', { type: 'text/plain' }),
      name: 'Rules',
      altText: '',
    });
    await expect(
      replaceAssetFile({ asset, file: new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }) }),
    ).rejects.toThrow(ASSET_MESSAGES.replaceWithDocument);
    expect(await getAsset(asset.id)).toEqual(asset);
    expect(await listStorageFolder(asset.storageFolder)).toEqual([`${asset.storageFolder}/rules.txt`]);
  });

  it('lists where an asset is used and refuses to delete it while it is, keeping its record and files', async () => {
    const asset = await createAsset({
      file: new File(['x'], 'map.txt', { type: 'text/plain' }),
      name: 'Map',
      altText: '',
    });
    const contentId = `page-${randomUUID()}`;
    await adminDb()
      .doc(client.paths.doc('content', contentId))
      .set({ id: contentId, title: 'Venue guide', assetId: asset.id });
    const sectionId = `section-${randomUUID()}`;
    await adminDb()
      .doc(client.paths.doc('sections', sectionId))
      .set({ id: sectionId, type: 'image', contentId, heading: 'Halls', data: { assetId: asset.id } });

    expect((await listAssetUsages(asset)).map((usage) => usage.place)).toEqual([
      'Content page “Venue guide”: header image',
      'Content page “Venue guide”: image section “Halls”',
    ]);
    await expect(deleteAsset(asset)).rejects.toThrow(assetInUseMessage('Map', 2));
    expect(await getAsset(asset.id)).toEqual(asset);
    expect(await listStorageFolder(asset.storageFolder)).toHaveLength(1);

    // Once the places stop using it, it deletes.
    await adminDb().doc(client.paths.doc('content', contentId)).delete();
    await deleteAsset(asset);
    expect((await readDocument(client.paths.doc('assets', asset.id))).exists()).toBe(false);
  });
});

describe('replacing a file the branding shows', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('moves the branding and the public branding to the new file before deleting the old one', async () => {
    const asset = await createAsset({
      file: new File(['old'], 'brand.txt', { type: 'text/plain' }),
      name: 'Brand',
      altText: '',
    });
    const oldUrl = asset.type === 'document' ? asset.data.file : '';
    await adminDb().doc(client.paths.settings('branding')).set({ id: 'branding', logo: oldUrl }, { merge: true });
    await adminDb().doc(client.paths.publicBranding).set({ logo: oldUrl }, { merge: true });

    const replaced = await replaceAssetFile({ asset, file: new File(['new'], 'brand.txt', { type: 'text/plain' }) });
    const newUrl = replaced.type === 'document' ? replaced.data.file : '';
    expect(newUrl).not.toBe(oldUrl);
    const branding = (await adminDb().doc(client.paths.settings('branding')).get()).data();
    const publicBranding = (await adminDb().doc(client.paths.publicBranding).get()).data();
    expect(branding?.logo).toBe(newUrl);
    expect(publicBranding?.logo).toBe(newUrl);
    expect((await listAssetUsages(replaced)).map((usage) => usage.place)).toEqual(['Branding: Logo']);
  });
});

describe('a team member against the asset library', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'teamMember');
  });

  it("cannot replace an organiser's file: refused, the record and the stored file unchanged", async () => {
    const assetId = `victim-${randomUUID()}`;
    const folder = client.paths.storage('assets', assetId);
    const victim = {
      id: assetId,
      type: 'document' as const,
      name: 'Price list',
      altText: '',
      fileName: 'prices.txt',
      mimeType: 'text/plain',
      fileSize: 3,
      storageFolder: folder,
      data: { file: 'https://example.invalid/prices.txt' },
      createdAt: '',
      createdBy: '',
      updatedAt: '',
      updatedBy: '',
    };
    await adminDb().doc(client.paths.doc('assets', assetId)).set(victim);
    await expect(
      replaceAssetFile({ asset: victim, file: new File(['forged'], 'prices.txt', { type: 'text/plain' }) }),
    ).rejects.toThrow();
    expect((await adminDb().doc(client.paths.doc('assets', assetId)).get()).data()).toEqual(victim);
  });
});
