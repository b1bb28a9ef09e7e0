import { randomUUID } from 'node:crypto';
import { doc, getDocFromCache } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { adminDb } from '../../../tests/support/auth-people';
import { initFirebase, type FirebaseClient } from './client';
import { commitInBatches, listenDocument, readCollection, readDocument, where, withCreateStamp } from './documents';
import { parseClientEnv } from './env';
import { cachedFirestoreStarted } from './firestore-sdks';

// A fresh page's data layer (this file's modules are its own): the first screen's reads go to the
// server through the lite SDK, and the full SDK with its cache loads only once they are done.
describe("a page's first reads", () => {
  let client: FirebaseClient;
  const scratch = `first-reads-${randomUUID()}`;
  const section = (name: string) => client.paths.doc('sections', `${scratch}-${name}`);
  const sectionData = (name: string) => ({ id: `${scratch}-${name}`, scratch, name, rank: 1 });
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
    await adminDb()
      .doc(section('stored'))
      .set(withCreateStamp(sectionData('stored')));
    await adminDb()
      .doc(section('kept'))
      .set(withCreateStamp({ ...sectionData('kept'), scratch: `${scratch}-kept`, name: 'Café kept' }));
  });
  afterAll(async () => {
    const stored = await adminDb()
      .collection(client.paths.collection('sections'))
      .where('scratch', '==', scratch)
      .get();
    await Promise.all([
      ...stored.docs.map((snapshot) => snapshot.ref.delete()),
      adminDb().doc(section('kept')).delete(),
    ]);
  });

  it('answer from the server without the full SDK, which loads once they are done and then holds every read', async () => {
    // A read the rules refuse is refused as it is: the full SDK is not loaded to be refused again.
    await expect(readDocument(`events/another-${scratch}/teams/team-1`)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const seen: string[][] = [];
    const stop = listenDocument(section('stored'), {
      next: (snapshot) => seen.push([String(snapshot.data()?.name), String(cachedFirestoreStarted())]),
      fail: (error) => seen.push(['failed', String(error)]),
    });
    const [list, single, kept] = await Promise.all([
      readCollection(client.paths.collection('sections'), where('scratch', '==', scratch)),
      readDocument(section('stored')),
      readDocument(section('kept')),
    ]);
    expect(list.map((snapshot) => snapshot.id)).toEqual([`${scratch}-stored`]);
    expect(single.data()?.name).toBe('stored');
    await expect.poll(() => seen).toEqual([['stored', 'false']]);
    expect(cachedFirestoreStarted()).toBe(false);

    // Nothing read for a moment: the full SDK loads and the listen goes on through it.
    await expect.poll(() => cachedFirestoreStarted()).toBe(true);
    // What the first screen read is in its cache, read by nothing else (for offline use).
    const { cachedDb, keepInCache } = await import('./cached-firestore');
    const fromCache = async () => (await getDocFromCache(doc(cachedDb(), section('kept')))).data()?.name as unknown;
    await expect.poll(() => fromCache().catch(String)).toBe('Café kept');
    // A newer version read since stays: an older answer kept again does not put the old one back.
    await adminDb().doc(section('kept')).update({ name: 'kept, renamed' });
    expect((await readDocument(section('kept'))).data()?.name).toBe('kept, renamed');
    await keepInCache([kept]);
    expect(await fromCache()).toBe('kept, renamed');

    await adminDb().doc(section('stored')).update({ name: 'renamed elsewhere' });
    await expect.poll(() => seen.at(-1)).toEqual(['renamed elsewhere', 'true']);
    stop();

    // A write and the read right after it: the read sees the write.
    await commitInBatches([{ type: 'set', path: section('written'), data: withCreateStamp(sectionData('written')) }]);
    const after = await readCollection(client.paths.collection('sections'), where('scratch', '==', scratch));
    expect(after.map((snapshot) => snapshot.id).sort()).toEqual([`${scratch}-stored`, `${scratch}-written`]);
  });
});
