import { createHash, randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
  type SettableMetadata,
  type UploadTaskSnapshot,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitHost, useEmulator } from './harness.js';

const hosts = useEmulator();
let app: FirebaseApp;
let storage: FirebaseStorage;

beforeAll(() => {
  app = initializeApp(
    { projectId: hosts.projectId, apiKey: 'fake-api-key', storageBucket: hosts.bucket },
    `web-${hosts.projectId}`,
  );
  storage = getStorage(app);
  const { host, port } = splitHost(hosts.storageHost);
  connectStorageEmulator(storage, host, port);
});

afterAll(async () => {
  await deleteApp(app);
});

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');
const text = (value: string) => new TextEncoder().encode(value);

async function expectStorageError(promise: Promise<unknown>, code: string): Promise<void> {
  await expect(promise).rejects.toMatchObject({ code });
}

describe('uploads and metadata', () => {
  it('uploadBytes stores bytes, content type and custom metadata that getMetadata returns', async () => {
    const bytes = text('hello storage');
    const fileRef = ref(storage, 'events/e1/assets/hello.txt');
    const result = await uploadBytes(fileRef, bytes, {
      contentType: 'text/plain',
      customMetadata: { owner: 'u1', kind: 'doc' },
    });
    expect(result.metadata).toMatchObject({
      fullPath: 'events/e1/assets/hello.txt',
      name: 'hello.txt',
      size: bytes.length,
    });

    const metadata = await getMetadata(fileRef);
    expect(metadata).toMatchObject({
      bucket: hosts.bucket,
      fullPath: 'events/e1/assets/hello.txt',
      name: 'hello.txt',
      contentType: 'text/plain',
      size: bytes.length,
      md5Hash: md5(bytes),
      customMetadata: { owner: 'u1', kind: 'doc' },
    });
    expect(Number(metadata.generation)).toBeGreaterThan(0);
    expect(metadata.metageneration).toBe('1');
    expect(Number.isNaN(Date.parse(metadata.timeCreated))).toBe(false);
  });

  it('uploadString accepts raw, base64 and data URL forms', async () => {
    await uploadString(ref(storage, 'strings/raw.txt'), 'plain text', 'raw');
    await uploadString(ref(storage, 'strings/b64.bin'), Buffer.from('base64 text').toString('base64'), 'base64');
    await uploadString(
      ref(storage, 'strings/data.json'),
      `data:application/json;base64,${Buffer.from('{"a":1}').toString('base64')}`,
      'data_url',
    );

    expect(new TextDecoder().decode(await getBytes(ref(storage, 'strings/raw.txt')))).toBe('plain text');
    expect(new TextDecoder().decode(await getBytes(ref(storage, 'strings/b64.bin')))).toBe('base64 text');
    expect(new TextDecoder().decode(await getBytes(ref(storage, 'strings/data.json')))).toBe('{"a":1}');
    expect((await getMetadata(ref(storage, 'strings/data.json'))).contentType).toBe('application/json');
  });

  it('uploadBytesResumable reports progress up to 100% across several chunks', async () => {
    const bytes = new Uint8Array(randomBytes(3 * 1024 * 1024 + 123));
    const fileRef = ref(storage, 'big/resumable.bin');
    const task = uploadBytesResumable(fileRef, bytes, {
      contentType: 'application/octet-stream',
      customMetadata: { via: 'resumable' },
    });
    const progress: number[] = [];
    task.on('state_changed', (snapshot: UploadTaskSnapshot) => progress.push(snapshot.bytesTransferred));
    const snapshot = await task;

    expect(snapshot.state).toBe('success');
    expect(snapshot.bytesTransferred).toBe(bytes.length);
    expect(snapshot.totalBytes).toBe(bytes.length);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(new Set(progress.filter((value) => value > 0 && value < bytes.length)).size).toBeGreaterThanOrEqual(2);
    expect([...progress]).toEqual([...progress].sort((a, b) => a - b));

    const metadata = await getMetadata(fileRef);
    expect(metadata).toMatchObject({ size: bytes.length, md5Hash: md5(bytes), customMetadata: { via: 'resumable' } });
    expect(Buffer.from(await getBytes(fileRef)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('replacing an object starts a new generation with fresh metadata', async () => {
    const fileRef = ref(storage, 'replace/file.txt');
    await uploadBytes(fileRef, text('one'), { customMetadata: { version: '1' } });
    const first = await getMetadata(fileRef);
    await uploadBytes(fileRef, text('two!'), { contentType: 'text/plain' });
    const second = await getMetadata(fileRef);
    expect(BigInt(second.generation)).toBeGreaterThan(BigInt(first.generation));
    expect(second.size).toBe(4);
    expect(second.customMetadata ?? {}).toEqual({});
  });

  it('updateMetadata changes the content type, merges custom metadata and deletes keys set to null', async () => {
    const fileRef = ref(storage, 'meta/update.txt');
    await uploadBytes(fileRef, text('x'), { contentType: 'text/plain', customMetadata: { keep: 'yes', drop: 'soon' } });
    const changes = {
      contentType: 'text/markdown',
      cacheControl: 'public, max-age=60',
      customMetadata: { drop: null, added: 'new' },
    };
    const updated = await updateMetadata(fileRef, changes as unknown as SettableMetadata);
    expect(updated).toMatchObject({
      contentType: 'text/markdown',
      cacheControl: 'public, max-age=60',
      customMetadata: { keep: 'yes', added: 'new' },
    });
    expect(updated.customMetadata).not.toHaveProperty('drop');
    expect(updated.metageneration).toBe('2');

    const reread = await getMetadata(fileRef);
    expect(reread.customMetadata).toEqual({ keep: 'yes', added: 'new' });
    expect(reread.contentType).toBe('text/markdown');
  });

  it('keeps names with spaces, unicode and reserved characters intact', async () => {
    const name = 'odd names/hello wörld #1 %20 + ?.txt';
    const fileRef = ref(storage, name);
    await uploadString(fileRef, 'odd');
    expect((await getMetadata(fileRef)).fullPath).toBe(name);
    const url = await getDownloadURL(fileRef);
    expect(await (await fetch(url)).text()).toBe('odd');
    const listed = await listAll(ref(storage, 'odd names'));
    expect(listed.items.map((item) => item.fullPath)).toEqual([name]);
  });
});

describe('downloads', () => {
  it('getDownloadURL gives a token URL that serves the same bytes and content type', async () => {
    const bytes = new Uint8Array(randomBytes(70_000));
    const fileRef = ref(storage, 'downloads/photo.png');
    await uploadBytes(fileRef, bytes, { contentType: 'image/png' });
    const url = await getDownloadURL(fileRef);
    expect(url).toContain('alt=media');
    expect(url).toContain('token=');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('getBytes honours maxDownloadSizeBytes', async () => {
    const fileRef = ref(storage, 'downloads/partial.txt');
    await uploadString(fileRef, '0123456789');
    expect(new TextDecoder().decode(await getBytes(fileRef))).toBe('0123456789');
    expect(new TextDecoder().decode(await getBytes(fileRef, 4))).toBe('0123');
  });

  it('getMetadata of a missing object fails with storage/object-not-found', async () => {
    await expectStorageError(getMetadata(ref(storage, 'nothing/here.txt')), 'storage/object-not-found');
    await expectStorageError(getBytes(ref(storage, 'nothing/here.txt')), 'storage/object-not-found');
    await expectStorageError(getDownloadURL(ref(storage, 'nothing/here.txt')), 'storage/object-not-found');
  });
});

describe('listing', () => {
  beforeAll(async () => {
    const names = ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt', 'sub1/x.txt', 'sub1/deeper/y.txt', 'sub2/z.txt'];
    await Promise.all(names.map((name) => uploadString(ref(storage, `listing/${name}`), name)));
    await uploadString(ref(storage, 'listing-sibling/not-included.txt'), 'no');
  });

  it('listAll returns the direct items and the sub-folders as prefixes', async () => {
    const result = await listAll(ref(storage, 'listing'));
    expect(result.items.map((item) => item.name)).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt']);
    expect(result.prefixes.map((prefix) => prefix.fullPath)).toEqual(['listing/sub1', 'listing/sub2']);
    const nested = await listAll(ref(storage, 'listing/sub1'));
    expect(nested.items.map((item) => item.fullPath)).toEqual(['listing/sub1/x.txt']);
    expect(nested.prefixes.map((prefix) => prefix.fullPath)).toEqual(['listing/sub1/deeper']);
  });

  it('list pages through items with maxResults and pageToken', async () => {
    const folder = ref(storage, 'listing');
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await list(folder, { maxResults: 2, pageToken });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.name));
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken && pages < 10);
    expect(seen).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt']);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it('lists the bucket root', async () => {
    const result = await listAll(ref(storage));
    expect(result.prefixes.map((prefix) => prefix.fullPath)).toEqual(
      expect.arrayContaining(['listing', 'listing-sibling']),
    );
  });

  it('an empty folder lists nothing', async () => {
    const result = await listAll(ref(storage, 'no-such-folder'));
    expect(result.items).toEqual([]);
    expect(result.prefixes).toEqual([]);
  });
});

describe('deletion', () => {
  it('deleteObject removes the object; later reads fail with storage/object-not-found', async () => {
    const fileRef = ref(storage, 'delete/me.txt');
    await uploadString(fileRef, 'bye');
    const url = await getDownloadURL(fileRef);
    await deleteObject(fileRef);
    await expectStorageError(getMetadata(fileRef), 'storage/object-not-found');
    await expectStorageError(deleteObject(fileRef), 'storage/object-not-found');
    expect((await fetch(url)).status).toBe(404);
  });
});
