import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createMockUserToken } from '@firebase/util';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../tests/support/browser.js';
import {
  adminFirestore,
  firestoreRuleset,
  productionOnly,
  useEmulator,
  useRulesProject,
  type FirestoreTarget,
} from './harness.js';
import {
  callPage,
  changedDocumentIds,
  servePage,
  startPage,
  startRecordingProxy,
  waitForListener,
  type PageServer,
  type RecordingProxy,
} from './webchannel-browser.js';
import type { ListenerState } from './webchannel-page/page.js';

// In a browser the full web SDK reaches Firestore over WebChannel only: its Listen and Write streams
// ride on long-lived HTTP/1.1 exchanges. These cases drive the real SDK in headless Chromium, with the
// persistent cache on, against ours or Google's emulator, through a proxy that records what the Listen
// channels carried. A change made outside must reach an open listener within a second.

const RULES = firestoreRuleset(`
    match /rooms/{room}/{rest=**} {
      allow read, write: if request.auth != null;
    }
    match /secrets/{id} {
      allow read, write: if false;
    }`);

const SOON_MS = 1_000;

/**
 * Waits for a listener to show an outside change committed at `committedAt` and checks it arrived
 * within a second (timed in the page, so the test's polling on a busy machine does not count).
 */
async function expectSoon(page: Page, listener: number, done: (state: ListenerState) => boolean, committedAt: number) {
  const state = await waitForListener(page, listener, done);
  expect(state.receivedAt - committedAt).toBeLessThan(SOON_MS);
  return state;
}

const hosts = useEmulator();
const target = useRulesProject(hosts, RULES);
/** A project the case that clears one has to itself. */
const clearedProject = useRulesProject(hosts, RULES);
let browser: Browser;
let pageServer: PageServer;
let proxy: RecordingProxy;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, pageServer, proxy] = await Promise.all([
    launchBrowser(),
    servePage(),
    startRecordingProxy(hosts.firestoreHost),
  ]);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await Promise.all([pageServer?.close(), proxy?.close()]);
});

/** A tab with the SDK started, signed in as `uid` (null: signed out); tabs of one context share an origin's storage. */
async function openTab(
  uid: string | null,
  {
    longPolling = false,
    context,
    project = target,
  }: { longPolling?: boolean; context?: BrowserContext; project?: FirestoreTarget } = {},
): Promise<Page> {
  let tabContext = context;
  if (!tabContext) {
    tabContext = await browser.newContext();
    contexts.push(tabContext);
  }
  const page = await tabContext.newPage();
  await startPage(page, pageServer, {
    projectId: project.projectId,
    host: proxy.host,
    port: proxy.port,
    uid,
    longPolling,
  });
  return page;
}

/** A room of its own for each case: `rooms/<id>/notes`. */
const freshNotes = () => `rooms/${randomUUID().slice(0, 8)}/notes`;

async function seed(
  notes: string,
  documents: Record<string, Record<string, unknown>>,
  project: FirestoreTarget = target,
): Promise<void> {
  const admin = adminFirestore(project);
  const batch = admin.batch();
  for (const [id, data] of Object.entries(documents)) batch.set(admin.doc(`${notes}/${id}`), data);
  await batch.commit();
}

// A case opens a tab or two and waits on each; on a loaded machine that outlasts the suite's 30 s.
describe('Firestore over WebChannel, the full web SDK in Chromium', { timeout: 60_000 }, () => {
  it('a document listen and a query listen show the current state, then a change made outside within a second', async () => {
    const notes = freshNotes();
    // Text beyond ASCII checks the chunks' lengths, which the client counts in UTF-16 units.
    await seed(notes, { a: { n: 1 }, b: { n: 2, text: 'café ☕ 😀' } });
    const page = await openTab('alice');
    const document = await callPage(page, 'listenToDocument', `${notes}/a`);
    const query = await callPage(page, 'listenToCollection', notes);
    await waitForListener(page, document, (state) => state.documents.a?.n === 1);
    const initial = await waitForListener(page, query, (state) => Object.keys(state.documents).length === 2);
    expect(initial.documents).toEqual({ a: { n: 1 }, b: { n: 2, text: 'café ☕ 😀' } });

    const admin = adminFirestore(target);
    await admin
      .batch()
      .update(admin.doc(`${notes}/a`), { n: 10 })
      .create(admin.doc(`${notes}/c`), { n: 3 })
      .commit();
    const committedAt = Date.now();
    await expectSoon(page, document, (state) => state.documents.a?.n === 10, committedAt);
    const after = await expectSoon(page, query, (state) => state.documents.c?.n === 3, committedAt);
    expect(after.documents).toEqual({ a: { n: 10 }, b: { n: 2, text: 'café ☕ 😀' }, c: { n: 3 } });
  });

  it('setDoc, updateDoc and deleteDoc from the page are stored as the page asked', async () => {
    const path = `${freshNotes()}/written`;
    const page = await openTab('alice');
    const stored = async () => (await adminFirestore(target).doc(path).get()).data() ?? 'missing';

    expect(await callPage(page, 'set', path, { n: 1, by: 'page' })).toBe('ok');
    expect(await stored()).toEqual({ n: 1, by: 'page' });
    expect(await callPage(page, 'update', path, { n: 2 })).toBe('ok');
    expect(await stored()).toEqual({ n: 2, by: 'page' });
    expect(await callPage(page, 'remove', path)).toBe('ok');
    expect(await stored()).toBe('missing');
  });

  it('a listen or a write the rules refuse fails with permission-denied, stores nothing, and the channels carry on', async () => {
    const notes = freshNotes();
    await seed(notes, { open: { n: 1 } });
    const secretId = randomUUID().slice(0, 8);
    const page = await openTab('mallory');
    const refusedDocument = await callPage(page, 'listenToDocument', `secrets/${secretId}`);
    const refusedQuery = await callPage(page, 'listenToCollection', 'secrets');
    expect((await waitForListener(page, refusedDocument, (state) => state.error !== undefined)).error).toBe(
      'permission-denied',
    );
    expect((await waitForListener(page, refusedQuery, (state) => state.error !== undefined)).error).toBe(
      'permission-denied',
    );
    expect(await callPage(page, 'set', `secrets/${secretId}`, { stolen: true })).toBe('permission-denied');
    expect((await adminFirestore(target).doc(`secrets/${secretId}`).get()).exists).toBe(false);

    // The refused write ended that Write stream; the next write goes through on a new one.
    expect(await callPage(page, 'set', `${notes}/after`, { n: 2 })).toBe('ok');
    const allowed = await callPage(page, 'listenToDocument', `${notes}/open`);
    expect((await waitForListener(page, allowed, (state) => state.snapshots > 0)).documents).toEqual({
      open: { n: 1 },
    });

    const signedOut = await openTab(null);
    const anonymous = await callPage(signedOut, 'listenToCollection', notes);
    expect((await waitForListener(signedOut, anonymous, (state) => state.error !== undefined)).error).toBe(
      'permission-denied',
    );
  });

  it('removing a listener removes its target: no more snapshots for it', async () => {
    const notes = freshNotes();
    await seed(notes, { a: { n: 1 } });
    const page = await openTab('alice');
    const query = await callPage(page, 'listenToCollection', notes);
    // A listener on another target, to know when the change has reached the page.
    const witness = await callPage(page, 'listenToDocument', `${notes}/a`);
    const before = await waitForListener(page, query, (state) => state.snapshots > 0);
    const mark = proxy.listenTraffic().length;
    await callPage(page, 'stopListening', query);
    await expect.poll(() => proxy.listenTraffic().slice(mark), { timeout: 5_000 }).toContain('"REMOVE"');

    await adminFirestore(target).doc(`${notes}/a`).update({ n: 2 });
    await waitForListener(page, witness, (state) => state.documents.a?.n === 2);
    expect((await callPage(page, 'listener', query))?.snapshots).toBe(before.snapshots);
  });

  /** Listens to three notes, goes offline, lets one change outside, comes back: the snapshot and the Listen traffic since. */
  async function resumeAfterOutsideChange() {
    const notes = freshNotes();
    await seed(notes, { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } });
    const page = await openTab('alice');
    const query = await callPage(page, 'listenToCollection', notes);
    await waitForListener(page, query, (state) => Object.keys(state.documents).length === 3);

    // Offline, the SDK closes its channels; online again, it listens anew with the target's resume token.
    await callPage(page, 'goOffline');
    await adminFirestore(target).doc(`${notes}/b`).update({ n: 20 });
    const mark = proxy.listenTraffic().length;
    await callPage(page, 'goOnline');
    const resumed = await waitForListener(page, query, (state) => state.documents.b?.n === 20);
    return { resumed, traffic: proxy.listenTraffic().slice(mark) };
  }

  it('a target resumed after its channel was dropped shows only what changed meanwhile', async () => {
    const { resumed } = await resumeAfterOutsideChange();
    expect(resumed.changes).toEqual(['b']);
    expect(resumed.documents).toEqual({ a: { n: 1 }, b: { n: 20 }, c: { n: 3 } });
  });

  // Google's emulator sends a resumed target's every document again; the service sends what changed.
  productionOnly('a resumed target is sent only the documents that changed since its resume token', async () => {
    const { traffic } = await resumeAfterOutsideChange();
    expect(changedDocumentIds(traffic)).toEqual(['b']);
  });

  it('a target resumed after its project was cleared meanwhile shows its documents gone', async () => {
    const notes = freshNotes();
    await seed(notes, { a: { n: 1 }, b: { n: 2 } }, clearedProject);
    const page = await openTab('alice', { project: clearedProject });
    const query = await callPage(page, 'listenToCollection', notes);
    await waitForListener(page, query, (state) => Object.keys(state.documents).length === 2);

    await callPage(page, 'goOffline');
    const cleared = await fetch(
      `http://${hosts.firestoreHost}/emulator/v1/projects/${clearedProject.projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(cleared.ok).toBe(true);
    await callPage(page, 'goOnline');
    await waitForListener(page, query, (state) => Object.keys(state.documents).length === 0);
  });

  it('tabs of one origin share the persistent cache: a second tab follows outside changes too', async () => {
    const notes = freshNotes();
    await seed(notes, { shared: { n: 1 } });
    const first = await openTab('alice');
    const second = await openTab('alice', { context: first.context() });
    const inFirst = await callPage(first, 'listenToDocument', `${notes}/shared`);
    const inSecond = await callPage(second, 'listenToDocument', `${notes}/shared`);
    await waitForListener(first, inFirst, (state) => state.documents.shared?.n === 1);
    await waitForListener(second, inSecond, (state) => state.documents.shared?.n === 1);

    await adminFirestore(target).doc(`${notes}/shared`).update({ n: 2 });
    const committedAt = Date.now();
    await expectSoon(first, inFirst, (state) => state.documents.shared?.n === 2, committedAt);
    await expectSoon(second, inSecond, (state) => state.documents.shared?.n === 2, committedAt);
    expect(await callPage(second, 'cached', `${notes}/shared`)).toEqual({ n: 2 });
  });

  it('long polling (experimentalForceLongPolling) listens and writes as well', async () => {
    const notes = freshNotes();
    await seed(notes, { polled: { n: 1 } });
    const page = await openTab('alice', { longPolling: true });
    const document = await callPage(page, 'listenToDocument', `${notes}/polled`);
    await waitForListener(page, document, (state) => state.documents.polled?.n === 1);
    expect(await callPage(page, 'set', `${notes}/from-page`, { n: 5 })).toBe('ok');
    expect((await adminFirestore(target).doc(`${notes}/from-page`).get()).data()).toEqual({ n: 5 });

    await adminFirestore(target).doc(`${notes}/polled`).update({ n: 2 });
    await expectSoon(page, document, (state) => state.documents.polled?.n === 2, Date.now());
  });
});

// Below the SDK: a WebChannel client written out by hand, to see what a back channel that dropped
// and came back with the last array id it saw is sent, and whom a session's later requests act for.
describe('WebChannel sessions, below the SDK', () => {
  const database = () => `projects/${target.projectId}/databases/(default)`;
  const channelUrl = (query: string) =>
    `http://${hosts.firestoreHost}/google.firestore.v1.Firestore/Listen/channel?VER=8&database=${encodeURIComponent(database())}&${query}`;

  /** The arrays of a back channel's chunks (`<length>\n[[id, content], …]`), as far as they arrived whole. */
  function arraysIn(text: string): Array<[number, unknown[]]> {
    const arrays: Array<[number, unknown[]]> = [];
    let at = 0;
    for (;;) {
      const newline = text.indexOf('\n', at);
      if (newline < 0) break;
      const length = Number(text.slice(at, newline));
      if (newline + 1 + length > text.length) break;
      arrays.push(...(JSON.parse(text.slice(newline + 1, newline + 1 + length)) as Array<[number, unknown[]]>));
      at = newline + 1 + length;
    }
    return arrays;
  }

  /** Reads a back channel until `done` holds for its arrays (or 5 s pass), then drops it. */
  async function readBackChannel(
    sid: string,
    acknowledged: number,
    done: (arrays: Array<[number, unknown[]]>) => boolean,
  ) {
    const dropped = new AbortController();
    const response = await fetch(
      channelUrl(`RID=rpc&SID=${encodeURIComponent(sid)}&AID=${acknowledged}&CI=0&TYPE=xmlhttp`),
      { signal: dropped.signal },
    );
    expect(response.status).toBe(200);
    const decoder = new TextDecoder();
    let text = '';
    const timeout = setTimeout(() => dropped.abort(), 5_000);
    try {
      for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(piece, { stream: true });
        if (done(arraysIn(text))) break;
      }
    } catch {
      // Dropped at the deadline: the caller's expectations say what was missing.
    } finally {
      clearTimeout(timeout);
      dropped.abort();
    }
    return arraysIn(text);
  }

  /** POSTs the forward messages `requests`, numbered from `offset`, with `extra` form fields; answers the response text. */
  async function post(query: string, offset: number, requests: unknown[], extra: Record<string, string> = {}) {
    const body = new URLSearchParams({ ...extra, count: String(requests.length), ofs: String(offset) });
    requests.forEach((request, index) => body.set(`req${index}___data__`, JSON.stringify(request)));
    const response = await fetch(channelUrl(query), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    return response.text();
  }

  /** The handshake, as the SDK makes it (headers in the body), with its first request; answers the session id. */
  async function openChannel(authorization: string, firstRequest: unknown): Promise<string> {
    const handshake = () =>
      post('RID=1000&CVER=22', 0, [firstRequest], {
        headers: `Authorization:${authorization}\r\nContent-Type:text/plain`,
      });
    // Google's emulator once closed the connection partway through its answer to a handshake
    // ('other side closed' after 251 bytes, in about ten runs). A handshake only opens a session, so
    // one closed that way is asked again: the sessions' behaviour is what these tests check.
    const answer = await handshake().catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
      return handshake();
    });
    const [[, created]] = arraysIn(answer);
    expect(created[0]).toBe('c');
    return created[1] as string;
  }

  const secretTarget = (targetId: number) => ({
    database: database(),
    addTarget: { documents: { documents: [`${database()}/documents/secrets/held`] }, targetId },
  });

  const mentions = (arrays: Array<[number, unknown[]]>, text: string) =>
    arrays.some(([, content]) => JSON.stringify(content).includes(text));

  it('a back channel opened again with the last array id it saw gets what was sent meanwhile, once; terminated, the session is gone', async () => {
    const notes = freshNotes();
    await seed(notes, { watched: { n: 1 } });
    const addTarget = {
      database: database(),
      addTarget: { documents: { documents: [`${database()}/documents/${notes}/watched`] }, targetId: 2 },
    };
    const sid = await openChannel('Bearer owner', addTarget);

    const first = await readBackChannel(sid, 0, (arrays) => mentions(arrays, '"CURRENT"'));
    expect(mentions(first, '"integerValue":"1"')).toBe(true);
    const lastSeen = first[first.length - 1][0];

    await adminFirestore(target).doc(`${notes}/watched`).update({ n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await readBackChannel(sid, lastSeen, (arrays) => mentions(arrays, '"integerValue":"2"'));
    expect(mentions(again, '"integerValue":"2"')).toBe(true);
    expect(again[0][0]).toBeGreaterThan(lastSeen);

    await fetch(channelUrl(`SID=${encodeURIComponent(sid)}&RID=1001&TYPE=terminate`), { method: 'POST' });
    const afterTerminate = await fetch(
      channelUrl(`RID=rpc&SID=${encodeURIComponent(sid)}&AID=${lastSeen}&CI=1&TYPE=xmlhttp`),
    );
    expect(afterTerminate.status).toBe(400);
  });

  it("a session's caller is the handshake's: headers in a later request do not make it the owner", async () => {
    await adminFirestore(target).doc('secrets/held').set({ code: 'victim-only' });
    const mallory = `Bearer ${createMockUserToken({ sub: 'mallory' }, target.projectId)}`;
    const sid = await openChannel(mallory, secretTarget(2));
    await post(`SID=${encodeURIComponent(sid)}&RID=1001&AID=0`, 1, [secretTarget(4)], {
      headers: 'Authorization:Bearer owner',
    });
    const arrays = await readBackChannel(sid, 0, (seen) => mentions(seen, '"targetIds":[4],"cause"'));
    const removals = arrays
      .flatMap(
        ([, content]) =>
          content as Array<{ targetChange?: { targetChangeType?: string; cause?: { code: number; message: string } } }>,
      )
      .filter((message) => message?.targetChange?.targetChangeType === 'REMOVE');
    // Both engines word the refusal alike: the rule that said no, and where it is.
    const refusal = { code: 7, message: "\nfalse for 'get' @ L9" };
    expect(removals.map((message) => message.targetChange?.cause)).toEqual([refusal, refusal]);
    expect(mentions(arrays, 'victim-only')).toBe(false);
    await fetch(channelUrl(`SID=${encodeURIComponent(sid)}&RID=1002&TYPE=terminate`), { method: 'POST' });
  });
});
