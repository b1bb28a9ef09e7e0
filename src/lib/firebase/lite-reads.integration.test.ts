import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { recordFetchedUrls } from '../../../tests/support/fetched-urls';
import { getStack } from '../../../tests/support/stack';
import { adminDb } from '../../../tests/support/auth-people';
import { initFirebase, type FirebaseClient } from './client';
import { readDocument, withCreateStamp } from './documents';
import { parseClientEnv } from './env';

// A fresh page's data layer (this file's modules are its own), its first reads going to the
// server through the lite SDK: what it asks the server for, seen on the wire (fetch).
describe("a page's first reads of one document", () => {
  let client: FirebaseClient;
  let requests: string[] = [];
  let stopRecording: () => void;
  const id = `lite-reads-${randomUUID()}`;
  beforeAll(async () => {
    ({ urls: requests, stop: stopRecording } = recordFetchedUrls());
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
    await adminDb()
      .doc(client.paths.doc('sections', id))
      .set(withCreateStamp({ id, name: 'stored', rank: 1 }));
  });
  afterAll(async () => {
    stopRecording();
    await adminDb().doc(client.paths.doc('sections', id)).delete();
  });
  const documentReads = () => requests.filter((url) => url.includes('documents:batchGet')).length;

  // One story: past the first screen (no read for a moment) reads go through the full SDK instead.
  it('share one request when asked for at once, answer or refusal, and each read afterwards asks anew', async () => {
    const refused = `events/another-${id}/teams/team-1`;
    const answers = await Promise.allSettled([readDocument(refused), readDocument(refused)]);
    expect(answers.map((answer) => answer.status === 'rejected' && (answer.reason as { code?: string }).code)).toEqual([
      'permission-denied',
      'permission-denied',
    ]);
    expect(documentReads()).toBe(1);

    const path = client.paths.doc('sections', id);
    const [first, second] = await Promise.all([readDocument(path), readDocument(path)]);
    expect([first.data()?.name, second.data()?.name]).toEqual(['stored', 'stored']);
    expect(documentReads()).toBe(2);

    await adminDb().doc(path).update({ name: 'renamed' });
    expect((await readDocument(path)).data()?.name).toBe('renamed');
    expect(documentReads()).toBe(3);
  });
});
