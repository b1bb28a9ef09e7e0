import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type FieldPath,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { firebaseClient } from './client';
import { sdkConstraints, type Constraint, type DocumentReader, type StoredDocument } from './firestore-terms';

let db: Firestore | undefined;

/** The lite SDK's Firestore on the portal's app (and so as the signed-in person): reads from the server, no cache. */
function liteDb(): Firestore {
  if (db) return db;
  const { app, env } = firebaseClient();
  db = getFirestore(app);
  if (env.emulators) connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestorePort);
  return db;
}

const builders = { where, orderBy, limit, startAfter, documentId };

const matching = (path: string, constraints: readonly Constraint[]) =>
  query(collection(liteDb(), path), ...sdkConstraints<QueryConstraint, FieldPath>(builders, constraints));

/**
 * The reads of single documents on their way to the server. A screen opening reads some documents
 * from several places at once (the signed-in person's record for the session and for the bell, their
 * team for the session and for the team's screens): a read of one meanwhile shares the answer.
 */
const documentsInFlight = new Map<string, Promise<StoredDocument>>();

function readDocumentOnce(path: string): Promise<StoredDocument> {
  const inFlight = documentsInFlight.get(path);
  if (inFlight) return inFlight;
  const reading = getDoc(doc(liteDb(), path)).finally(() => documentsInFlight.delete(path));
  documentsInFlight.set(path, reading);
  return reading;
}

export const liteReader: DocumentReader = {
  readDocument: readDocumentOnce,
  readCollection: async (path, constraints) => (await getDocs(matching(path, constraints))).docs,
  countDocuments: async (path, constraints) => (await getCount(matching(path, constraints))).data().count,
};

/** Every document of a collection, from the server. */
export async function readWhole(path: string): Promise<StoredDocument[]> {
  return (await getDocs(collection(liteDb(), path))).docs;
}
