import { cachedDb } from './cached-firestore';
import { randomUUID } from 'node:crypto';
import { collection, getCountFromServer, query, where as sdkWhere } from 'firebase/firestore';
import { getBytes, ref } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { healthCheckCallable } from '../../domain/callables';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { initFirebase, type FirebaseClient } from './client';
import {
  checkForWrite,
  commitInBatches,
  parseDocuments,
  readCollection,
  readDocument,
  parseDocument,
  where,
  withCreateStamp,
  type BatchOperation,
} from './documents';
import { parseClientEnv } from './env';
import { callFunction } from './functions';
import { uploadWithProgress } from './storage';
import { storageClient } from './storage-client';

const thingSchema = z.object({ id: z.string(), name: z.string().check(z.trim()), rank: z.number() });

describe('the data-layer core against the local stack', () => {
  let client: FirebaseClient;
  let scratch: string;
  // The rules let an admin write content sections (stamped, as every write), so the scratch documents are sections tagged
  // with this run's scratch id (queries filter on it; the rules allow listing sections to organisers).
  const section = (name: string) => client.paths.doc('sections', `${scratch}-${name}`);
  const tagged = (tag: string) => where('scratch', '==', `${scratch}-${tag}`);
  const sdkTagged = (tag: string) => sdkWhere('scratch', '==', `${scratch}-${tag}`);
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    scratch = `scratch-${randomUUID()}`;
    await signInAsDemo(client.auth, 'admin');
  });

  it('commits 1,201 writes in batches of 500 and every one is stored', async () => {
    const operations: BatchOperation[] = Array.from({ length: 1201 }, (_, index) => ({
      type: 'set',
      path: section(`item-${index}`),
      data: withCreateStamp({
        id: `${scratch}-item-${index}`,
        scratch: `${scratch}-batch`,
        name: `Item ${index}`,
        rank: index,
      }),
    }));
    await commitInBatches(operations);
    const count = await getCountFromServer(
      query(collection(cachedDb(), client.paths.collection('sections')), sdkTagged('batch')),
    );
    expect(count.data().count).toBe(1201);
  });

  it('parse-on-read drops invalid documents from lists and keeps the valid ones', async () => {
    await commitInBatches([
      {
        type: 'set',
        path: section('good'),
        data: withCreateStamp({ id: `${scratch}-good`, scratch: `${scratch}-parse`, name: '  Trimmed  ', rank: 1 }),
      },
      {
        type: 'set',
        path: section('bad'),
        data: withCreateStamp({ id: `${scratch}-bad`, scratch: `${scratch}-parse`, name: 'No rank' }),
      },
    ]);
    const parsed = parseDocuments(
      thingSchema,
      'thing',
      await readCollection(client.paths.collection('sections'), tagged('parse')),
    );
    expect(parsed).toEqual([{ id: `${scratch}-good`, name: 'Trimmed', rank: 1 }]);
    const single = await readDocument(section('bad'));
    expect(() => parseDocument(thingSchema, 'thing', single, 'Invalid thing')).toThrow('Invalid thing');
  });

  it('check-on-write throws the given message and writes nothing', () => {
    expect(() => checkForWrite(thingSchema, { id: 'x', name: 'x', rank: 'high' }, 'Invalid team')).toThrow(
      'Invalid team',
    );
    expect(checkForWrite(thingSchema, { id: 'x', name: ' x ', rank: 2 }, 'Invalid team')).toEqual({
      id: 'x',
      name: 'x',
      rank: 2,
    });
  });

  it('uploads with progress up to 100 % and the stored bytes download unchanged', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, index) => index % 251);
    const progress: number[] = [];
    const path = client.paths.storage('downloads', scratch, 'file.zip');
    const result = await uploadWithProgress(path, bytes, (percent) => progress.push(percent), {
      contentType: 'application/zip',
    });
    expect(progress.at(-1)).toBe(100);
    expect(result.url).toContain(encodeURIComponent(path));
    const stored = new Uint8Array(await getBytes(ref(storageClient(), path)));
    expect(stored.length).toBe(bytes.length);
    expect(stored.every((value, index) => value === bytes[index])).toBe(true);
  });

  it('calls a Cloud Function by name and parses its answer', async () => {
    await expect(callFunction(healthCheckCallable, {})).resolves.toEqual({ success: true });
  });
});
