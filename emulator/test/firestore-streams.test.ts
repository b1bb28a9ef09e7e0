import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  onSnapshot,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type Query,
} from 'firebase/firestore';
import { connect, type ClientHttp2Stream } from 'node:http2';
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import {
  adminFirestore,
  expectAllowed,
  expectDenied,
  firestoreRuleset,
  fullSdkFirestore,
  outcome,
  useEmulator,
  useRulesProject,
} from './harness.js';

// The full web SDK (`firebase/firestore`, not lite) in Node speaks gRPC: its writes travel over the
// bidirectional Write stream and every read (getDoc, getDocs, onSnapshot) over the Listen stream.
// These cases drive both through the real SDK with rules loaded, against ours or Google's emulator.

const RULES = firestoreRuleset(`
    match /notes/{id} {
      allow get: if request.auth != null && (resource == null || resource.data.owner == request.auth.uid);
      allow list: if request.auth != null && resource.data.owner == request.auth.uid;
      allow create: if request.auth.uid == request.resource.data.owner;
      allow update: if resource.data.owner == request.auth.uid && request.resource.data.owner == resource.data.owner;
      allow delete: if resource.data.owner == request.auth.uid;
    }
    match /counters/{id} {
      allow read, write: if request.auth != null;
    }`);

/** What a listener receives, awaited one by one in order: each snapshot as the subscriber reduced it, or the error code it failed with. */
function listen<T>(subscribe: (next: (value: T) => void, fail: (error: Error) => void) => () => void) {
  const received: Array<T | { failed: string }> = [];
  const waiting: Array<(value: T | { failed: string }) => void> = [];
  const deliver = (value: T | { failed: string }) => {
    const waiter = waiting.shift();
    if (waiter) waiter(value);
    else received.push(value);
  };
  const unsubscribe = subscribe(deliver, (error) =>
    deliver({ failed: String((error as Error & { code?: unknown }).code) }),
  );
  return {
    unsubscribe,
    next: (): Promise<T | { failed: string }> =>
      received.length ? Promise.resolve(received.shift() as T) : new Promise((resolve) => waiting.push(resolve)),
  };
}

function watchDocument(ref: DocumentReference) {
  return listen<Record<string, unknown> | 'missing'>((next, fail) =>
    onSnapshot(ref, (snap) => next(snap.exists() ? snap.data() : 'missing'), fail),
  );
}

function watchQuery(q: Query) {
  return listen<{ ids: string[]; changes: string[] }>((next, fail) =>
    onSnapshot(
      q,
      (snap) =>
        next({
          ids: snap.docs.map((d) => d.id),
          changes: snap.docChanges().map((change) => `${change.type} ${change.doc.id}`),
        }),
      fail,
    ),
  );
}

describe('Write stream (setDoc, updateDoc, deleteDoc, writeBatch) with rules', () => {
  const hosts = useEmulator();
  const target = useRulesProject(hosts, RULES);

  it('a permitted set, update and delete are stored as the caller asked', async () => {
    const alice = fullSdkFirestore(target, 'alice');
    const admin = adminFirestore(target);
    await setDoc(doc(alice, 'notes/n1'), { owner: 'alice', text: 'first' });
    expect((await admin.doc('notes/n1').get()).data()).toEqual({ owner: 'alice', text: 'first' });
    await updateDoc(doc(alice, 'notes/n1'), { text: 'second' });
    expect((await admin.doc('notes/n1').get()).data()).toEqual({ owner: 'alice', text: 'second' });
    await deleteDoc(doc(alice, 'notes/n1'));
    expect((await admin.doc('notes/n1').get()).exists).toBe(false);
  });

  it('a refused write rejects with permission-denied, stores nothing, and later writes still go through', async () => {
    const bob = fullSdkFirestore(target, 'bob');
    const admin = adminFirestore(target);
    await expectDenied(setDoc(doc(bob, 'notes/forged'), { owner: 'alice', text: 'x' }));
    expect((await admin.doc('notes/forged').get()).exists).toBe(false);
    await expectAllowed(setDoc(doc(bob, 'notes/own'), { owner: 'bob', text: 'x' }));
    expect((await admin.doc('notes/own').get()).data()).toEqual({ owner: 'bob', text: 'x' });
  });

  it('a batch with one refused write writes nothing', async () => {
    const bob = fullSdkFirestore(target, 'bob');
    const admin = adminFirestore(target);
    const batch = writeBatch(bob);
    batch.set(doc(bob, 'notes/batch-ok'), { owner: 'bob' });
    batch.set(doc(bob, 'notes/batch-forged'), { owner: 'alice' });
    await expectDenied(batch.commit());
    expect((await admin.doc('notes/batch-ok').get()).exists).toBe(false);

    const allowed = writeBatch(bob);
    allowed.set(doc(bob, 'notes/batch-a'), { owner: 'bob' });
    allowed.set(doc(bob, 'counters/batch'), { n: increment(2) });
    await allowed.commit();
    expect((await admin.doc('notes/batch-a').get()).data()).toEqual({ owner: 'bob' });
    expect((await admin.doc('counters/batch').get()).data()).toEqual({ n: 2 });
  });

  it('a transaction reads and writes atomically', async () => {
    const alice = fullSdkFirestore(target, 'alice');
    const admin = adminFirestore(target);
    await admin.doc('counters/tx').set({ n: 5 });
    await runTransaction(alice, async (tx) => {
      const snap = await tx.get(doc(alice, 'counters/tx'));
      tx.update(doc(alice, 'counters/tx'), { n: (snap.data()?.n as number) + 1 });
    });
    expect((await admin.doc('counters/tx').get()).data()).toEqual({ n: 6 });
  });

  it('a signed-out write is refused', async () => {
    await expectDenied(setDoc(doc(fullSdkFirestore(target, null), 'counters/anon'), { n: 1 }));
  });
});

describe('Listen stream (getDoc, getDocs, onSnapshot) with rules', () => {
  const hosts = useEmulator();
  const target = useRulesProject(hosts, RULES);

  it('getDoc reads a permitted document and reports a missing one as not existing', async () => {
    await adminFirestore(target).doc('notes/a1').set({ owner: 'alice', text: 'hello' });
    const alice = fullSdkFirestore(target, 'alice');
    expect((await getDoc(doc(alice, 'notes/a1'))).data()).toEqual({ owner: 'alice', text: 'hello' });
    expect((await getDoc(doc(alice, 'notes/none'))).exists()).toBe(false);
  });

  it('reading again resumes the earlier listen and sees what changed in between', async () => {
    const admin = adminFirestore(target);
    await Promise.all([
      admin.doc('notes/again1').set({ owner: 'hal', v: 1 }),
      admin.doc('notes/again2').set({ owner: 'hal', v: 1 }),
    ]);
    const hal = fullSdkFirestore(target, 'hal');
    const own = query(collection(hal, 'notes'), where('owner', '==', 'hal'));
    expect((await getDocs(own)).docs.map((d) => d.id)).toEqual(['again1', 'again2']);
    expect((await getDoc(doc(hal, 'notes/again1'))).data()).toEqual({ owner: 'hal', v: 1 });
    await admin.doc('notes/again1').update({ v: 2 });
    await admin.doc('notes/again2').delete();
    expect((await getDocs(own)).docs.map((d) => d.data())).toEqual([{ owner: 'hal', v: 2 }]);
    expect((await getDoc(doc(hal, 'notes/again1'))).data()).toEqual({ owner: 'hal', v: 2 });
    await admin.doc('notes/again1').delete();
    expect((await getDoc(doc(hal, 'notes/again1'))).exists()).toBe(false);
  });

  it('getDoc of a document the rules refuse rejects with permission-denied', async () => {
    await adminFirestore(target).doc('notes/a2').set({ owner: 'alice' });
    await expectDenied(getDoc(doc(fullSdkFirestore(target, 'bob'), 'notes/a2')));
    await expectDenied(getDoc(doc(fullSdkFirestore(target, null), 'notes/a2')));
  });

  it('getDocs runs a query whose constraints satisfy the rules, and refuses one that does not', async () => {
    const admin = adminFirestore(target);
    await Promise.all([
      admin.doc('notes/q1').set({ owner: 'carol' }),
      admin.doc('notes/q2').set({ owner: 'carol' }),
      admin.doc('notes/q3').set({ owner: 'dave' }),
    ]);
    const carol = fullSdkFirestore(target, 'carol');
    const own = await getDocs(query(collection(carol, 'notes'), where('owner', '==', 'carol')));
    expect(own.docs.map((d) => d.id).sort()).toEqual(['q1', 'q2']);
    expect(await outcome(getDocs(collection(carol, 'notes')))).toBe('permission-denied');
    expect(await outcome(getDocs(query(collection(carol, 'notes'), where('owner', '==', 'dave'))))).toBe(
      'permission-denied',
    );
  });

  it('onSnapshot of a document receives later changes and the deletion', async () => {
    const admin = adminFirestore(target);
    await admin.doc('counters/live').set({ n: 1 });
    const watcher = watchDocument(doc(fullSdkFirestore(target, 'erin'), 'counters/live'));
    expect(await watcher.next()).toEqual({ n: 1 });
    await admin.doc('counters/live').update({ n: 2 });
    expect(await watcher.next()).toEqual({ n: 2 });
    await admin.doc('counters/live').delete();
    expect(await watcher.next()).toBe('missing');
    watcher.unsubscribe();
  });

  it('onSnapshot of a query receives documents that start, change and stop matching', async () => {
    const admin = adminFirestore(target);
    await admin.doc('notes/w1').set({ owner: 'frank', v: 1 });
    const frank = fullSdkFirestore(target, 'frank');
    const watcher = watchQuery(query(collection(frank, 'notes'), where('owner', '==', 'frank')));
    expect(await watcher.next()).toEqual({ ids: ['w1'], changes: ['added w1'] });
    await setDoc(doc(frank, 'notes/w2'), { owner: 'frank', v: 1 });
    // The SDK shows its own pending write at once, then the server's acknowledgement changes nothing visible.
    expect(await watcher.next()).toEqual({ ids: ['w1', 'w2'], changes: ['added w2'] });
    await admin.doc('notes/w1').update({ v: 2 });
    expect(await watcher.next()).toEqual({ ids: ['w1', 'w2'], changes: ['modified w1'] });
    await admin.doc('notes/w2').update({ owner: 'gina' });
    expect(await watcher.next()).toEqual({ ids: ['w1'], changes: ['removed w2'] });
    watcher.unsubscribe();
  });

  it('onSnapshot of a refused query fails with permission-denied', async () => {
    const watcher = watchQuery(collection(fullSdkFirestore(target, 'frank'), 'notes'));
    expect(await watcher.next()).toEqual({ failed: 'permission-denied' });
  });
});

describe('firebase-admin onSnapshot (Listen as the owner)', () => {
  const hosts = useEmulator();
  const target = useRulesProject(hosts, RULES);

  it('receives the query result and a later addition, past the rules', async () => {
    const admin = adminFirestore(target);
    await admin.doc('notes/o1').set({ owner: 'zed' });
    const watcher = listen<string[]>((next, fail) =>
      admin.collection('notes').onSnapshot((snap) => next(snap.docs.map((d) => d.id)), fail),
    );
    expect(await watcher.next()).toEqual(['o1']);
    await admin.doc('notes/o2').set({ owner: 'yan' });
    expect(await watcher.next()).toEqual(['o1', 'o2']);
    watcher.unsubscribe();
  });
});

// Below the SDK: request messages that arrive in pieces, a refusal's status, and a client that
// goes away mid-stream, on a raw HTTP/2 connection with the descriptor the Firestore client ships.
describe('the streams on the wire', () => {
  const hosts = useEmulator();
  const target = useRulesProject(hosts, RULES);
  const root = protobuf.Root.fromJSON(createRequire(import.meta.url)('@google-cloud/firestore/build/protos/v1.json'));
  const message = (name: string) => root.lookupType(`google.firestore.v1.${name}`);
  const database = () => `projects/${target.projectId}/databases/(default)`;

  function frame(type: string, body: object): Buffer {
    const bytes = message(type).encode(message(type).fromObject(body)).finish();
    const header = Buffer.alloc(5);
    header.writeUInt32BE(bytes.length, 1);
    return Buffer.concat([header, bytes]);
  }

  /** Opens a streaming call; responses are decoded as they arrive, the status is read from the trailers. */
  function openCall(method: 'Write' | 'Listen', uid: string) {
    const session = connect(`http://${target.firestoreHost}`);
    const token = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: uid, user_id: uid, iat: 0, exp: 9e9, aud: target.projectId, iss: `https://securetoken.google.com/${target.projectId}`, firebase: { sign_in_provider: 'custom' } })).toString('base64url')}.`;
    const stream: ClientHttp2Stream = session.request({
      ':method': 'POST',
      ':path': `/google.firestore.v1.Firestore/${method}`,
      'content-type': 'application/grpc',
      te: 'trailers',
      authorization: `Bearer ${token}`,
      // Google's emulator fails a stream without it (UNKNOWN); the SDKs always send it.
      'google-cloud-resource-prefix': database(),
    });
    const responses: Record<string, unknown>[] = [];
    const waiting: Array<() => void> = [];
    let buffered = Buffer.alloc(0);
    stream.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 5 && buffered.length >= 5 + buffered.readUInt32BE(1)) {
        const length = buffered.readUInt32BE(1);
        const decoded = message(`${method}Response`).decode(buffered.subarray(5, 5 + length));
        responses.push(
          message(`${method}Response`).toObject(decoded, { enums: String, longs: String, bytes: String, arrays: true }),
        );
        buffered = buffered.subarray(5 + length);
      }
      waiting.splice(0).forEach((wake) => wake());
    });
    const status = new Promise<number>((resolve) => {
      stream.on('trailers', (trailers) => resolve(Number(trailers['grpc-status'])));
      stream.on(
        'response',
        (headers) => headers['grpc-status'] !== undefined && resolve(Number(headers['grpc-status'])),
      );
    });
    stream.on('error', () => {});
    return {
      stream,
      status,
      close: () => session.destroy(),
      /** Waits until `count` responses have arrived. */
      received: async (count: number) => {
        while (responses.length < count) await new Promise<void>((wake) => waiting.push(wake));
        return responses.slice(0, count);
      },
    };
  }

  it('answers each Write request as it arrives, even when its bytes come in pieces, and ends a refused batch with PERMISSION_DENIED', async () => {
    const call = openCall('Write', 'alice');
    const handshake = frame('WriteRequest', { database: database() });
    for (const byte of handshake) call.stream.write(Buffer.of(byte));
    const [first] = await call.received(1);
    expect(first.streamToken).toBeTruthy();
    const write = (id: string, owner: string) => ({
      update: { name: `${database()}/documents/notes/${id}`, fields: { owner: { stringValue: owner } } },
    });
    call.stream.write(frame('WriteRequest', { streamToken: first.streamToken, writes: [write('wire1', 'alice')] }));
    const [, second] = await call.received(2);
    expect(second.commitTime).toBeTruthy();
    expect(second.writeResults).toHaveLength(1);
    call.stream.write(frame('WriteRequest', { streamToken: second.streamToken, writes: [write('wire2', 'bob')] }));
    expect(await call.status).toBe(7);
    call.close();
    expect((await adminFirestore(target).doc('notes/wire2').get()).exists).toBe(false);
  });

  it('keeps serving after a client resets a Listen stream it was using', async () => {
    const call = openCall('Listen', 'alice');
    const listenTo = {
      database: database(),
      addTarget: { targetId: 2, documents: { documents: [`${database()}/documents/notes/wire1`] } },
    };
    call.stream.write(frame('ListenRequest', listenTo));
    const initial = await call.received(1);
    expect(initial[0].targetChange).toMatchObject({ targetChangeType: 'ADD' });
    call.stream.close(8); // RST_STREAM CANCEL
    call.close();
    await adminFirestore(target).doc('notes/wire1').set({ owner: 'alice', v: 2 });
    const again = openCall('Listen', 'alice');
    again.stream.write(frame('ListenRequest', listenTo));
    // ADD, the document, CURRENT, then the global NO_CHANGE that marks a consistent snapshot.
    const responses = await again.received(4);
    expect(responses[1].documentChange).toMatchObject({ targetIds: [2] });
    expect(responses[3].targetChange).toMatchObject({ targetIds: [] });
    expect((responses[3].targetChange as { readTime?: unknown }).readTime).toBeTruthy();
    again.close();
  });
});
