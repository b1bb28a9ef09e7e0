import { createHash, randomBytes } from 'node:crypto';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getBytes,
  getDownloadURL as getWebDownloadURL,
  getMetadata as getWebMetadata,
  getStorage as getWebStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitHost, useEmulator } from './harness.js';

const hosts = useEmulator();
const usingGoogleEmulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST);
let adminApp: App;
let webApp: FirebaseApp;
let webStorage: FirebaseStorage;

const bucket = () => getStorage(adminApp).bucket();
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');

beforeAll(() => {
  // firebase-admin reads this when its Storage service is first created and derives the
  // STORAGE_EMULATOR_HOST that @google-cloud/storage uses, unless one is already set.
  delete process.env.STORAGE_EMULATOR_HOST;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = hosts.storageHost;
  adminApp = initializeApp({ projectId: hosts.projectId, storageBucket: hosts.bucket }, `admin-${hosts.projectId}`);
  webApp = initializeWebApp(
    { projectId: hosts.projectId, apiKey: 'fake-api-key', storageBucket: hosts.bucket },
    `web-${hosts.projectId}`,
  );
  webStorage = getWebStorage(webApp);
  const { host, port } = splitHost(hosts.storageHost);
  connectStorageEmulator(webStorage, host, port);
});

afterAll(async () => {
  await deleteApp(adminApp);
  await deleteWebApp(webApp);
});

describe('firebase-admin storage', () => {
  it('save then download returns the same bytes (resumable and simple uploads)', async () => {
    const bytes = randomBytes(300_000);
    await bucket()
      .file('admin/resumable.bin')
      .save(bytes, { contentType: 'application/octet-stream', resumable: true });
    await bucket().file('admin/simple.bin').save(bytes, { contentType: 'application/octet-stream', resumable: false });
    const [resumable] = await bucket().file('admin/resumable.bin').download();
    const [simple] = await bucket().file('admin/simple.bin').download();
    expect(resumable.equals(bytes)).toBe(true);
    expect(simple.equals(bytes)).toBe(true);
  });

  it('save with metadata; getMetadata reports it with hashes and sizes', async () => {
    const file = bucket().file('admin/meta.json');
    const body = JSON.stringify({ hello: 'world' });
    await file.save(body, {
      metadata: { contentType: 'application/json', cacheControl: 'no-cache', metadata: { owner: 'admin' } },
    });
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'admin/meta.json',
      bucket: hosts.bucket,
      contentType: 'application/json',
      cacheControl: 'no-cache',
      size: String(Buffer.byteLength(body)),
      md5Hash: md5(Buffer.from(body)),
      metadata: { owner: 'admin' },
    });
    expect(metadata.crc32c).toMatch(/^[A-Za-z0-9+/]{6}==$/);
  });

  it('setMetadata merges custom metadata and removes keys set to null', async () => {
    const file = bucket().file('admin/set-meta.txt');
    await file.save('x', { metadata: { metadata: { a: '1', b: '2' } } });
    const [updated] = await file.setMetadata({ contentType: 'text/plain', metadata: { b: null, c: '3' } });
    expect(updated.contentType).toBe('text/plain');
    expect(updated.metadata).toEqual({ a: '1', c: '3' });
    expect(updated.metageneration).toBe('2');
  });

  it('exists and delete', async () => {
    const file = bucket().file('admin/delete-me.txt');
    await file.save('bye');
    expect((await file.exists())[0]).toBe(true);
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    await expect(file.delete()).rejects.toMatchObject({ code: 404 });
    await expect(file.download()).rejects.toMatchObject({ code: 404 });
  });

  it('getFiles lists by prefix, with a delimiter and in pages', async () => {
    await Promise.all(
      ['a.txt', 'b.txt', 'c.txt', 'sub/d.txt'].map((name) => bucket().file(`admin-list/${name}`).save(name)),
    );
    const [all] = await bucket().getFiles({ prefix: 'admin-list/' });
    expect(all.map((file) => file.name)).toEqual([
      'admin-list/a.txt',
      'admin-list/b.txt',
      'admin-list/c.txt',
      'admin-list/sub/d.txt',
    ]);

    const [direct, , response] = await bucket().getFiles({
      prefix: 'admin-list/',
      delimiter: '/',
      autoPaginate: false,
    });
    expect(direct.map((file) => file.name)).toEqual(['admin-list/a.txt', 'admin-list/b.txt', 'admin-list/c.txt']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['admin-list/sub/']);

    const [firstPage, nextQuery] = await bucket().getFiles({
      prefix: 'admin-list/',
      maxResults: 3,
      autoPaginate: false,
    });
    expect(firstPage).toHaveLength(3);
    const [secondPage] = await bucket().getFiles({ ...(nextQuery as object), autoPaginate: false });
    expect(secondPage.map((file) => file.name)).toEqual(['admin-list/sub/d.txt']);
  });

  // Google's emulator finalizes a resumable upload on its first PUT, so multi-chunk uploads are ours alone.
  it.skipIf(usingGoogleEmulator)('handles a large object (8 MB) with chunked resumable upload', async () => {
    const bytes = randomBytes(8 * 1024 * 1024);
    const file = bucket().file('admin/large.bin');
    await file.save(bytes, { resumable: true, chunkSize: 2 * 1024 * 1024 });
    const [metadata] = await file.getMetadata();
    expect(metadata.size).toBe(String(bytes.length));
    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);
  });
});

describe('interoperability between the web SDK and firebase-admin', () => {
  it('a file saved by admin is readable by the web SDK, and admin getDownloadURL works', async () => {
    const bytes = randomBytes(5000);
    const file = bucket().file('interop/from-admin.bin');
    await file.save(bytes, { contentType: 'application/x-test', metadata: { metadata: { source: 'admin' } } });

    const webRef = ref(webStorage, 'interop/from-admin.bin');
    const metadata = await getWebMetadata(webRef);
    expect(metadata).toMatchObject({
      contentType: 'application/x-test',
      size: bytes.length,
      customMetadata: { source: 'admin' },
    });
    expect(Buffer.from(await getBytes(webRef)).equals(bytes)).toBe(true);
    const webUrl = await getWebDownloadURL(webRef);
    expect(Buffer.from(await (await fetch(webUrl)).arrayBuffer()).equals(bytes)).toBe(true);

    const adminUrl = await getDownloadURL(file);
    expect(Buffer.from(await (await fetch(adminUrl)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('a file uploaded by the web SDK is downloadable by admin, with its download token visible', async () => {
    const bytes = randomBytes(5000);
    await uploadBytes(ref(webStorage, 'interop/from-web.bin'), bytes, {
      contentType: 'image/jpeg',
      customMetadata: { source: 'web' },
    });
    const file = bucket().file('interop/from-web.bin');
    const [downloaded] = await file.download();
    expect(downloaded.equals(bytes)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('image/jpeg');
    expect(metadata.metadata?.source).toBe('web');
    const token = String(metadata.metadata?.firebaseStorageDownloadTokens ?? '');
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    const webUrl = await getWebDownloadURL(ref(webStorage, 'interop/from-web.bin'));
    expect(webUrl).toContain(`token=${token}`);
  });

  it('keeps buckets (and so projects) apart', async () => {
    const otherBucket = getStorage(adminApp).bucket(`other-${hosts.bucket}`);
    await otherBucket.file('isolated/file.txt').save('other project');
    await bucket().file('isolated/file.txt').save('this project');
    const [mine] = await bucket().file('isolated/file.txt').download();
    const [theirs] = await otherBucket.file('isolated/file.txt').download();
    expect(mine.toString()).toBe('this project');
    expect(theirs.toString()).toBe('other project');
    await otherBucket.file('isolated/only-there.txt').save('x');
    expect((await bucket().file('isolated/only-there.txt').exists())[0]).toBe(false);
    const [listed] = await bucket().getFiles({ prefix: 'isolated/' });
    expect(listed.map((file) => file.name)).toEqual(['isolated/file.txt']);
  });
});
