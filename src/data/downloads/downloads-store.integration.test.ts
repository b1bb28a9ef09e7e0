import { randomUUID } from 'node:crypto';
import { getBytes, ref } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { downloadValuesSchema } from '../../domain/download';
import { CONTENT_MESSAGES } from '../../domain/messages';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { listStorageFolder } from '../../lib/firebase/storage-folder';
import { createDownload, deleteDownload, getDownload, listDownloads, updateDownload } from './downloads-store';
import { storageClient } from '../../lib/firebase/storage-client';

describe('downloads against the local stack', () => {
  let client: FirebaseClient;
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'moderator');
  });

  const values = (name: string) =>
    downloadValuesSchema.parse({
      name,
      description: ' Read before the event ',
      showToTeamTypeIds: ['a', 'b'],
      hideFromTeamTypeIds: ['b'],
    });

  it('uploads the file with progress and records name, size, type, URL and audience', async () => {
    const bytes = new Uint8Array(2_500_000).fill(7);
    const progress: number[] = [];
    const download = await createDownload(
      values(`Guide ${randomUUID()}`),
      new File([bytes], 'Guide.PDF', { type: 'application/pdf' }),
      (percent) => progress.push(percent),
    );
    expect(progress.at(-1)).toBe(100);
    expect(download).toMatchObject({
      description: 'Read before the event',
      fileSize: 2_500_000,
      fileType: 'pdf',
      fileName: 'Guide.PDF',
      showDownload: true,
      showToTeamTypeIds: ['a'],
      hideFromTeamTypeIds: ['b'],
    });
    expect(download.storagePath).toBe(client.paths.storage('downloads', download.id, 'Guide.PDF'));
    expect((await getBytes(ref(storageClient(), download.storagePath))).byteLength).toBe(2_500_000);
    expect(await getDownload(download.id)).toEqual(download);
    expect((await listDownloads()).some((listed) => listed.id === download.id)).toBe(true);
  });

  it("refuses invalid values with 'Invalid download values' before uploading anything", async () => {
    await expect(
      createDownload({ ...values('x'), name: '' }, new File(['x'], 'a.txt', { type: 'text/plain' })),
    ).rejects.toThrow(CONTENT_MESSAGES.invalidDownload);
  });

  it('replacing the file stores the new one and removes the old one', async () => {
    const download = await createDownload(
      values('Floor plan'),
      new File(['old'], 'plan-v1.txt', { type: 'text/plain' }),
    );
    const updated = await updateDownload(
      download,
      { ...values('Floor plan v2'), showDownload: false },
      new File(['newer'], 'plan-v2.txt', { type: 'text/plain' }),
    );
    expect(updated).toMatchObject({
      name: 'Floor plan v2',
      showDownload: false,
      fileName: 'plan-v2.txt',
      fileSize: 5,
      createdAt: download.createdAt,
    });
    expect(await listStorageFolder(client.paths.storage('downloads', download.id))).toEqual([updated.storagePath]);
  });

  it('deleting a download removes its file and its record', async () => {
    const download = await createDownload(
      values('Brochure'),
      new File(['brochure'], 'brochure.txt', { type: 'text/plain' }),
    );
    await deleteDownload(download);
    expect(await listStorageFolder(client.paths.storage('downloads', download.id))).toEqual([]);
    expect((await readDocument(client.paths.doc('downloads', download.id))).exists()).toBe(false);
  });
});
