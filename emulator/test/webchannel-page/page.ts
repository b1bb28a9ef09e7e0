import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  disableNetwork,
  doc,
  enableNetwork,
  getDocFromCache,
  initializeFirestore,
  onSnapshot,
  persistentLocalCache,
  persistentMultipleTabManager,
  setDoc,
  updateDoc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';

// The page the WebChannel conformance cases drive: the full web SDK in Chromium, where it speaks
// WebChannel, with its persistent (IndexedDB) cache shared by the tabs of one origin. The test calls
// these functions through page.evaluate and reads what the listeners received.

export interface PageOptions {
  projectId: string;
  host: string;
  port: number;
  /** Signed in through an unsigned mock token (request.auth.uid), or signed out when null. */
  uid: string | null;
  longPolling: boolean;
}

/** What one listener has received: the latest snapshot's documents by id, or the error code it ended with. */
export interface ListenerState {
  snapshots: number;
  /** When the latest snapshot arrived (Date.now() in the page, the clock the test reads too). */
  receivedAt: number;
  documents: Record<string, DocumentData>;
  /** The ids the latest snapshot reported as added, modified or removed. */
  changes: string[];
  error?: string;
}

let db: Firestore;
const listeners = new Map<number, { state: ListenerState; stop: () => void }>();
let nextListener = 0;

/** What one snapshot shows: the documents it holds by id and the ids it reports as changed. */
type Seen = Pick<ListenerState, 'documents' | 'changes'>;

/**
 * Starts a listener whose snapshots `see` reduces; answers its id. `subscribe` calls onSnapshot with
 * the snapshot and error handlers it is given.
 */
function record<Snapshot>(
  see: (snapshot: Snapshot) => Seen,
  subscribe: (next: (snapshot: Snapshot) => void, fail: (error: { code: string }) => void) => () => void,
): number {
  const id = nextListener++;
  const state: ListenerState = { snapshots: 0, receivedAt: 0, documents: {}, changes: [] };
  const stop = subscribe(
    (snapshot) => {
      state.snapshots += 1;
      state.receivedAt = Date.now();
      Object.assign(state, see(snapshot));
    },
    (error) => {
      state.error = error.code;
    },
  );
  listeners.set(id, { state, stop });
  return id;
}

const errorCode = (work: Promise<unknown>): Promise<string> =>
  work.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? String(error),
  );

const api = {
  start(options: PageOptions): void {
    const app = initializeApp({ projectId: options.projectId, apiKey: 'demo' });
    db = initializeFirestore(app, {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
      experimentalForceLongPolling: options.longPolling,
    });
    connectFirestoreEmulator(
      db,
      options.host,
      options.port,
      options.uid ? { mockUserToken: { sub: options.uid } } : {},
    );
  },
  listenToDocument(path: string): number {
    return record(
      (snapshot: DocumentSnapshot): Seen => ({
        documents: snapshot.exists() ? { [snapshot.id]: snapshot.data() } : {},
        changes: [snapshot.id],
      }),
      (next, fail) => onSnapshot(doc(db, path), next, fail),
    );
  },
  listenToCollection(path: string): number {
    return record(
      (snapshot: QuerySnapshot): Seen => ({
        documents: Object.fromEntries(snapshot.docs.map((each) => [each.id, each.data()])),
        changes: snapshot.docChanges().map((change) => change.doc.id),
      }),
      (next, fail) => onSnapshot(collection(db, path), next, fail),
    );
  },
  listener(id: number): ListenerState | undefined {
    return listeners.get(id)?.state;
  },
  stopListening(id: number): void {
    listeners.get(id)?.stop();
  },
  set: (path: string, data: DocumentData) => errorCode(setDoc(doc(db, path), data)),
  update: (path: string, data: DocumentData) => errorCode(updateDoc(doc(db, path), data)),
  remove: (path: string) => errorCode(deleteDoc(doc(db, path))),
  goOffline: () => disableNetwork(db),
  goOnline: () => enableNetwork(db),
  /** The document as the local cache holds it, without asking the server. */
  cached: async (path: string): Promise<DocumentData | null> => {
    try {
      return (await getDocFromCache(doc(db, path))).data() ?? null;
    } catch {
      return null;
    }
  },
};

export type PageApi = typeof api;

(window as unknown as { firestorePage: PageApi }).firestorePage = api;
