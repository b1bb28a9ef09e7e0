import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index.js';
import { StorageStore } from '../src/storage/store.js';
import { useEmulator } from './harness.js';

// Raw HTTP against the Storage emulator: what browsers need (CORS) and what bad input gets back.
const hosts = useEmulator();
// The harness uses external emulators only when both hosts are given; some checks are ours alone.
const usingGoogleEmulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_STORAGE_EMULATOR_HOST);
const base = () => `http://${hosts.storageHost}`;
const firebaseObjects = () => `${base()}/v0/b/${hosts.bucket}/o`;
const object = (name: string) => `${firebaseObjects()}/${encodeURIComponent(name)}`;

async function upload(name: string, body: string, contentType = 'text/plain'): Promise<Record<string, string>> {
  const response = await fetch(`${firebaseObjects()}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string>;
}

async function expectJsonError(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: number; message: string } };
  expect(body.error.code).toBe(status);
  expect(body.error.message).toEqual(expect.any(String));
}

describe('CORS for browsers', () => {
  it('answers a resumable-upload preflight and exposes the X-Goog-Upload headers', async () => {
    const preflight = await fetch(firebaseObjects(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'x-goog-upload-protocol,x-goog-upload-command,x-firebase-storage-version,authorization',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-goog-upload-command');

    const start = await fetch(`${firebaseObjects()}?name=cors.txt`, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:5173',
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '2',
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(start.status).toBe(200);
    const exposed = start.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
    for (const name of ['x-goog-upload-url', 'x-goog-upload-status', 'x-goog-upload-size-received'])
      expect(exposed).toContain(name);
  });
});

describe('the Firebase resumable protocol', () => {
  it('uploads in chunks, reports the size received and finalizes', async () => {
    const start = await fetch(`${firebaseObjects()}?name=${encodeURIComponent('raw/resumable.txt')}`, {
      method: 'POST',
      headers: {
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '10',
        'X-Goog-Upload-Header-Content-Type': 'text/plain',
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ name: 'raw/resumable.txt', metadata: { step: 'one' } }),
    });
    expect(start.headers.get('x-goog-upload-status')).toBe('active');
    const uploadUrl = start.headers.get('x-goog-upload-url') as string;
    expect(uploadUrl).toContain('upload_id=');

    const first = await fetch(uploadUrl, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' },
      body: '01234',
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-goog-upload-status')).toBe('active');

    const query = await fetch(uploadUrl, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } });
    expect(query.headers.get('x-goog-upload-size-received')).toBe('5');

    if (!usingGoogleEmulator) {
      // Ours checks offsets, so a client that lost track of the upload cannot corrupt it.
      const badOffset = await fetch(uploadUrl, {
        method: 'POST',
        headers: { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '3' },
        body: 'xx',
      });
      expect(badOffset.status).toBe(400);
    }

    const last = await fetch(uploadUrl, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '5' },
      body: '56789',
    });
    expect(last.status).toBe(200);
    expect(last.headers.get('x-goog-upload-status')).toBe('final');
    const metadata = (await last.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      name: 'raw/resumable.txt',
      size: '10',
      contentType: 'text/plain',
      metadata: { step: 'one' },
    });
    expect(await (await fetch(`${object('raw/resumable.txt')}?alt=media`)).text()).toBe('0123456789');
  });

  it('an unknown upload id is 404', async () => {
    const response = await fetch(`${firebaseObjects()}?name=x&upload_id=does-not-exist&upload_protocol=resumable`, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '0' },
      body: 'x',
    });
    expect(response.status).toBe(404);
  });
});

describe('download tokens', () => {
  it('serves media with the object token and without one; metadata carries the token', async () => {
    const metadata = await upload('tokens/file.txt', 'secret');
    const token = metadata.downloadTokens;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(await (await fetch(`${object('tokens/file.txt')}?alt=media&token=${token}`)).text()).toBe('secret');
    expect(await (await fetch(`${object('tokens/file.txt')}?alt=media`)).text()).toBe('secret');
  });

  it.skipIf(usingGoogleEmulator)('refuses a wrong token with 403', async () => {
    await upload('tokens/other.txt', 'secret');
    await expectJsonError(await fetch(`${object('tokens/other.txt')}?alt=media&token=not-the-token`), 403);
  });
});

describe('Cloud Storage JSON API details', () => {
  const mediaUpload = (name: string, query = '') =>
    fetch(`${base()}/upload/storage/v1/b/${hosts.bucket}/o?uploadType=media&name=${encodeURIComponent(name)}${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '0123456789',
    });

  it('serves byte ranges with 206', async () => {
    expect((await mediaUpload('ranges/file.txt')).status).toBe(200);
    const partial = await fetch(`${base()}/storage/v1/b/${hosts.bucket}/o/ranges%2Ffile.txt?alt=media`, {
      headers: { Range: 'bytes=2-5' },
    });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await partial.text()).toBe('2345');
  });

  it.skipIf(usingGoogleEmulator)(
    'checks generation preconditions (ifGenerationMatch=0 means "must not exist")',
    async () => {
      expect((await mediaUpload('preconditions/file.txt', '&ifGenerationMatch=0')).status).toBe(200);
      await expectJsonError(await mediaUpload('preconditions/file.txt', '&ifGenerationMatch=0'), 412);
      const metadata = (await (
        await fetch(`${base()}/storage/v1/b/${hosts.bucket}/o/preconditions%2Ffile.txt`)
      ).json()) as { generation: string };
      expect((await mediaUpload('preconditions/file.txt', `&ifGenerationMatch=${metadata.generation}`)).status).toBe(
        200,
      );
    },
  );

  it.skipIf(usingGoogleEmulator)('reports the bucket as existing', async () => {
    const response = await fetch(`${base()}/storage/v1/b/${hosts.bucket}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: 'storage#bucket', name: hosts.bucket });
  });
});

describe('bad input gets Google-shaped errors and the server keeps serving', () => {
  it.skipIf(usingGoogleEmulator)('404 bodies for missing objects and unknown paths', async () => {
    await expectJsonError(await fetch(object('missing.txt')), 404);
    await expectJsonError(await fetch(`${base()}/v0/b/${hosts.bucket}/nonsense`), 404);
    await expectJsonError(await fetch(`${base()}/no/such/api`), 404);
    const cloud = await fetch(`${base()}/storage/v1/b/${hosts.bucket}/o/missing.txt`);
    expect(cloud.status).toBe(404);
    expect(((await cloud.json()) as { error: { errors: { reason: string }[] } }).error.errors[0].reason).toBe(
      'notFound',
    );
  });

  it('malformed multipart bodies are 400', async () => {
    const response = await fetch(`${firebaseObjects()}?name=bad.txt`, {
      method: 'POST',
      headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=abc' },
      body: 'this is not multipart at all',
    });
    expect(response.status).toBe(400);
    // Google's emulator crashes on invalid JSON metadata in a multipart upload; ours answers 400.
    if (usingGoogleEmulator) return;
    const gcs = await fetch(`${base()}/upload/storage/v1/b/${hosts.bucket}/o?uploadType=multipart&name=bad.txt`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/related; boundary=abc' },
      body: '--abc\r\nContent-Type: application/json\r\n\r\n{not json\r\n--abc\r\nContent-Type: text/plain\r\n\r\nhi\r\n--abc--',
    });
    expect(gcs.status).toBe(400);
  });

  it('an upload without a name is 400', async () => {
    const response = await fetch(firebaseObjects(), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(response.status).toBe(400);
    const gcs = await fetch(`${base()}/upload/storage/v1/b/${hosts.bucket}/o?uploadType=media`, {
      method: 'POST',
      body: 'x',
    });
    expect(gcs.status).toBe(400);
  });

  it('a list prefix not ending in "/" is 400 on the Firebase API', async () => {
    await expectJsonError(await fetch(`${firebaseObjects()}?prefix=folder`), 400);
  });

  it.skipIf(usingGoogleEmulator)(
    'invalid JSON, invalid metadata types, bad percent-encoding and bad ranges are 400',
    async () => {
      await upload('patch/me.txt', 'x');
      await expectJsonError(await fetch(object('patch/me.txt'), { method: 'PATCH', body: '{broken' }), 400);
      await expectJsonError(await fetch(object('patch/me.txt'), { method: 'PATCH', body: '{"contentType": 42}' }), 400);
      await expectJsonError(await fetch(`${firebaseObjects()}/%E0%A4%A`), 400);
      await expectJsonError(await fetch(`${firebaseObjects()}?maxResults=0`), 400);
      const session = await fetch(`${base()}/upload/storage/v1/b/${hosts.bucket}/o?uploadType=resumable&name=r.txt`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      const location = session.headers.get('location') as string;
      await expectJsonError(
        await fetch(location, { method: 'PUT', headers: { 'Content-Range': 'bytes nonsense' }, body: 'x' }),
        400,
      );
      await expectJsonError(
        await fetch(location, { method: 'PUT', headers: { 'Content-Range': 'bytes 5-5/6' }, body: 'x' }),
        400,
      );
      expect((await fetch(`${base()}/`)).status).toBe(200);
    },
  );
});

describe.skipIf(usingGoogleEmulator)('limits and large objects', () => {
  it('stores and serves a 100 MB object through the Cloud Storage API', async () => {
    const bytes = randomBytes(100 * 1024 * 1024);
    const put = await fetch(`${base()}/upload/storage/v1/b/${hosts.bucket}/o?uploadType=media&name=big%2F100mb.bin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: bytes,
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { size: string }).size).toBe(String(bytes.length));
    const get = await fetch(`${base()}/download/storage/v1/b/${hosts.bucket}/o/big%2F100mb.bin?alt=media`);
    expect(get.headers.get('x-goog-hash')).toMatch(/crc32c=.+,md5=.+/);
    expect(Buffer.from(await get.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${base()}/storage/v1/b/${hosts.bucket}/o/big%2F100mb.bin`, { method: 'DELETE' })).status).toBe(
      204,
    );
  }, 60_000);

  it('refuses an object over the configured limit with 413 and keeps serving', async () => {
    const { startStorageServer } = await import('../src/storage/server.js');
    const server = await startStorageServer({
      store: new StorageStore(),
      host: '127.0.0.1',
      port: 0,
      maxObjectBytes: 1000,
    });
    try {
      const url = `http://127.0.0.1:${server.port}/v0/b/b/o?name=too-big.bin`;
      const response = await fetch(url, { method: 'POST', body: randomBytes(5000) });
      await expectJsonError(response, 413);
      const small = await fetch(url, { method: 'POST', body: randomBytes(500) });
      expect(small.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(usingGoogleEmulator)('persistence', () => {
  it('objects, metadata and tokens survive a stop and a restart with the same data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storage-persist-'));
    try {
      const first = await startEmulator({ dataDir });
      const url = `http://${first.host}:${first.storagePort}/v0/b/persist.appspot.com/o`;
      const bytes = randomBytes(2048);
      const created = await fetch(`${url}?name=${encodeURIComponent('kept/file.bin')}`, {
        method: 'POST',
        headers: { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=zz' },
        body: Buffer.concat([
          Buffer.from(
            '--zz\r\nContent-Type: application/json\r\n\r\n{"metadata":{"kept":"yes"}}\r\n--zz\r\nContent-Type: image/png\r\n\r\n',
          ),
          bytes,
          Buffer.from('\r\n--zz--'),
        ]),
      });
      const before = (await created.json()) as Record<string, unknown>;
      await first.stop();

      const second = await startEmulator({ dataDir });
      try {
        const again = `http://${second.host}:${second.storagePort}/v0/b/persist.appspot.com/o/${encodeURIComponent('kept/file.bin')}`;
        const after = (await (await fetch(again)).json()) as Record<string, unknown>;
        expect(after).toEqual(before);
        const media = await fetch(`${again}?alt=media&token=${String(before.downloadTokens)}`);
        expect(media.headers.get('content-type')).toBe('image/png');
        expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);
      } finally {
        await second.stop();
      }
      expect(
        (await StorageStore.loadFrom(join(dataDir, 'storage'))).get('persist.appspot.com', 'kept/file.bin')?.size,
      ).toBe(2048);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('a missing data directory loads as an empty store', async () => {
    const store = await StorageStore.loadFrom(join(tmpdir(), 'storage-never-created-dir'));
    expect(store.list('any', {}).items).toEqual([]);
  });
});
