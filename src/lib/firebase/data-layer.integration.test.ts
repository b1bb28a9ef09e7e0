import { randomUUID } from 'node:crypto';
import { collection, getCount } from 'firebase/firestore/lite';
import { getBytes, ref } from 'firebase/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { healthCheckCallable } from '../../domain/callables';
import { getStack } from '../../../tests/support/stack';
import { initFirebase, type FirebaseClient } from './client';
import { checkForWrite, commitInBatches, parseDocuments, readCollection, readDocument, parseDocument, type BatchOperation } from './documents';
import { parseClientEnv } from './env';
import { callFunction } from './functions';
import { uploadWithProgress } from './storage';

const thingSchema = z.object({ id: z.string(), name: z.string().trim(), rank: z.number() });

describe('the data-layer core against the local stack', () => {
  let client: FirebaseClient;
  let scratch: string;
  beforeAll(() => {
    client = initFirebase(parseClientEnv(getStack().env));
    scratch = `scratch-${randomUUID()}`;
  });

  it('commits 1,201 writes in batches of 500 and every one is stored', async () => {
    const operations: BatchOperation[] = Array.from({ length: 1201 }, (_, index) => ({
      type: 'set',
      path: `${scratch}/batch/items/item-${index}`,
      data: { name: `Item ${index}`, rank: index },
    }));
    await commitInBatches(operations);
    const count = await getCount(collection(client.db, `${scratch}/batch/items`));
    expect(count.data().count).toBe(1201);
  });

  it('parse-on-read drops invalid documents from lists and keeps the valid ones', async () => {
    await commitInBatches([
      { type: 'set', path: `${scratch}/parse/items/good`, data: { name: '  Trimmed  ', rank: 1 } },
      { type: 'set', path: `${scratch}/parse/items/bad`, data: { name: 'No rank' } },
    ]);
    const parsed = parseDocuments(thingSchema, 'thing', await readCollection(`${scratch}/parse/items`));
    expect(parsed).toEqual([{ id: 'good', name: 'Trimmed', rank: 1 }]);
    const single = await readDocument(`${scratch}/parse/items/bad`);
    expect(() => parseDocument(thingSchema, 'thing', single, 'Invalid thing')).toThrow('Invalid thing');
  });

  it('check-on-write throws the given message and writes nothing', () => {
    expect(() => checkForWrite(thingSchema, { id: 'x', name: 'x', rank: 'high' }, 'Invalid team')).toThrow('Invalid team');
    expect(checkForWrite(thingSchema, { id: 'x', name: ' x ', rank: 2 }, 'Invalid team')).toEqual({ id: 'x', name: 'x', rank: 2 });
  });

  it('uploads with progress up to 100 % and the stored bytes download unchanged', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024).map((_, index) => index % 251);
    const progress: number[] = [];
    const path = client.paths.storage('downloads', scratch, 'file.bin');
    const result = await uploadWithProgress(path, bytes, (percent) => progress.push(percent), { contentType: 'application/octet-stream' });
    expect(progress.at(-1)).toBe(100);
    expect(result.url).toContain(encodeURIComponent(path));
    const stored = new Uint8Array(await getBytes(ref(client.storage, path)));
    expect(stored.length).toBe(bytes.length);
    expect(stored.every((value, index) => value === bytes[index])).toBe(true);
  });

  it('calls a Cloud Function by name and parses its answer', async () => {
    await expect(callFunction(healthCheckCallable, {})).resolves.toEqual({ success: true });
  });
});
