/** The row builders and actor groups of the Firestore attack matrix, shared by every area's reach-<area>.ts. */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { ACTORS, EVENT, type Actor } from './world';

/**
 * The intended reach: for every collection, each operation and the actors it is allowed to;
 * every other actor must be refused. Writes name the documents they may change, so the matrix
 * reseeds them before each attempt.
 */
export interface FirestoreCase {
  name: string;
  allow: readonly Actor[];
  /** Runs the attempt as `actor` (their uid is the actor's name). */
  run(db: Firestore, actor: Actor): Promise<unknown>;
  /** Documents a successful attempt changes (reseeded before every actor's try). */
  touches?: readonly string[];
}

export const ORGANISERS = ['moderator', 'admin', 'staff'] as const satisfies readonly Actor[];
export const ADMINS = ['admin', 'staff'] as const satisfies readonly Actor[];
/** Organisers and report viewers: whoever reads the reports. */
export const REPORTING = ['reports', ...ORGANISERS] as const satisfies readonly Actor[];
export const TEAM_A = ['member', 'owner'] as const satisfies readonly Actor[];
/** Everyone who belongs to the event, whatever their role. */
export const EVENT_MEMBERS = [
  'member',
  'owner',
  'rival',
  'child',
  'reports',
  ...ORGANISERS,
] as const satisfies readonly Actor[];
export const EVERYONE = ACTORS;
export const NOBODY: readonly Actor[] = [];

export const ev = (path: string) => `events/${EVENT}/${path}`;

/** The update stamp a browser writes: the writer and the time now (the rules check both). */
export const stampOf = (actor: Actor) => ({ updatedAt: new Date().toISOString(), updatedBy: actor });
/** A stamp made an hour before it reaches the server: a write kept offline, which the rules accept. */
export const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
/** A well-formed time the rules must refuse as a stamp: older than a write kept offline for a day. */
export const twoDaysAgo = () => new Date(Date.now() - 2 * 86_400_000).toISOString();

export function read(path: string, allow: readonly Actor[]): FirestoreCase {
  return { name: `get ${path}`, allow, run: (db) => getDoc(doc(db, path)) };
}
export function list(
  name: string,
  path: string,
  constraints: QueryConstraint[],
  allow: readonly Actor[],
): FirestoreCase {
  return { name: `list ${path}: ${name}`, allow, run: (db) => getDocs(query(collection(db, path), ...constraints)) };
}
/** Data made when the attempt runs: for times the rules compare with the request's (a long run outlasts a fixed one). */
type Data = Record<string, unknown> | (() => Record<string, unknown>);
const dataNow = (data: Data) => (typeof data === 'function' ? data() : data);

export function update(name: string, path: string, data: Data, allow: readonly Actor[]): FirestoreCase {
  return {
    name: `update ${path}: ${name}`,
    allow,
    touches: [path],
    run: (db, actor) => updateDoc(doc(db, path), { ...stampOf(actor), ...dataNow(data) }),
  };
}
/** Writes the data exactly as given: no stamp added (documents without audit fields, forged or missing stamps). */
export function updateBare(
  name: string,
  path: string,
  data: Record<string, unknown>,
  allow: readonly Actor[],
): FirestoreCase {
  return { name: `update ${path}: ${name}`, allow, touches: [path], run: (db) => updateDoc(doc(db, path), data) };
}
export function create(path: string, data: Record<string, unknown>, allow: readonly Actor[]): FirestoreCase {
  return {
    name: `create ${path}`,
    allow,
    touches: [path],
    run: (db, actor) => setDoc(doc(db, path), { ...stampOf(actor), ...data }),
  };
}
export function createBare(
  name: string,
  path: string,
  data: Record<string, unknown>,
  allow: readonly Actor[],
): FirestoreCase {
  return { name: `create ${path}: ${name}`, allow, touches: [path], run: (db) => setDoc(doc(db, path), data) };
}
export function createAuto(
  collectionPath: string,
  data: Record<string, unknown>,
  allow: readonly Actor[],
): FirestoreCase {
  return {
    name: `create in ${collectionPath}`,
    allow,
    run: (db, actor) => addDoc(collection(db, collectionPath), { ...stampOf(actor), ...data }),
  };
}
export function remove(path: string, allow: readonly Actor[]): FirestoreCase {
  return { name: `delete ${path}`, allow, touches: [path], run: (db) => deleteDoc(doc(db, path)) };
}
