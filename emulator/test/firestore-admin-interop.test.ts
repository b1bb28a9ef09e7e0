import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
  type App as AdminApp,
} from 'firebase-admin/app';
import {
  GeoPoint as AdminGeoPoint,
  getFirestore as getAdminFirestore,
  Timestamp as AdminTimestamp,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp, type FirebaseApp } from 'firebase/app';
import {
  Bytes,
  collection,
  connectFirestoreEmulator,
  doc,
  DocumentReference,
  GeoPoint,
  getDoc,
  getDocs,
  getFirestore,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitHost, useEmulator } from './harness.js';

// One store behind both transports: what firebase-admin writes over gRPC, the web SDK reads over
// REST, value for value, and the other way round.

const hosts = useEmulator();
let adminApp: AdminApp;
let admin: AdminFirestore;
let webApp: FirebaseApp;
let web: Firestore;
const previousEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestoreHost;
  adminApp = initializeAdminApp({ projectId: hosts.projectId }, `admin-interop-${hosts.projectId}`);
  admin = getAdminFirestore(adminApp);
  webApp = initializeWebApp({ projectId: hosts.projectId, apiKey: 'fake-api-key' }, `web-interop-${hosts.projectId}`);
  web = getFirestore(webApp);
  const { host, port } = splitHost(hosts.firestoreHost);
  connectFirestoreEmulator(web, host, port);
});

afterAll(async () => {
  await deleteAdminApp(adminApp);
  await deleteWebApp(webApp);
  process.env.FIRESTORE_EMULATOR_HOST = previousEmulatorHost;
});

describe('admin writes, web reads', () => {
  it('sees every value type as written', async () => {
    await admin.doc('interop/from-admin').set({
      text: 'ünïcode ✓',
      integer: 9_007_199_254_740_991,
      negative: -12,
      double: -0.125,
      nan: Number.NaN,
      truth: false,
      nothing: null,
      when: new AdminTimestamp(1_234_567_890, 987_654_000),
      beforeEpoch: new AdminTimestamp(-1, 500_000_000),
      bytes: Buffer.from([0, 128, 255, 10]),
      place: new AdminGeoPoint(-33.8688, 151.2093),
      link: admin.doc('interop/target'),
      list: [1, 'a', { inner: [true] }, { k: null }],
      map: { inner: { deep: 1.5 } },
    });

    const snapshot = await getDoc(doc(web, 'interop/from-admin'));
    expect(snapshot.exists()).toBe(true);
    const data = snapshot.data()!;
    expect(data.text).toBe('ünïcode ✓');
    expect(data.integer).toBe(9_007_199_254_740_991);
    expect(data.negative).toBe(-12);
    expect(data.double).toBe(-0.125);
    expect(data.nan).toBeNaN();
    expect(data.truth).toBe(false);
    expect(data.nothing).toBeNull();
    expect((data.when as Timestamp).isEqual(new Timestamp(1_234_567_890, 987_654_000))).toBe(true);
    expect((data.beforeEpoch as Timestamp).isEqual(new Timestamp(-1, 500_000_000))).toBe(true);
    expect((data.bytes as Bytes).toUint8Array()).toEqual(new Uint8Array([0, 128, 255, 10]));
    expect((data.place as GeoPoint).isEqual(new GeoPoint(-33.8688, 151.2093))).toBe(true);
    expect(data.link).toBeInstanceOf(DocumentReference);
    expect((data.link as DocumentReference).path).toBe('interop/target');
    expect(data.list).toEqual([1, 'a', { inner: [true] }, { k: null }]);
    expect(data.map).toEqual({ inner: { deep: 1.5 } });
  });

  it('finds admin-written documents with web queries', async () => {
    const batch = admin.batch();
    for (const n of [3, 1, 2]) batch.set(admin.doc(`ranked/r${n}`), { n, even: n % 2 === 0 });
    await batch.commit();
    const snapshot = await getDocs(query(collection(web, 'ranked'), where('even', '==', false), orderBy('n', 'desc')));
    expect(snapshot.docs.map((document) => document.id)).toEqual(['r3', 'r1']);
  });
});

describe('web writes, admin reads', () => {
  it('sees every value type as written, with the times the web write produced', async () => {
    const ref = doc(web, 'interop/from-web');
    await setDoc(ref, {
      text: 'from the browser',
      integer: 7,
      double: 2.5,
      when: new Timestamp(1_600_000_000, 1_000),
      bytes: Bytes.fromUint8Array(new Uint8Array([9, 8, 7])),
      place: new GeoPoint(10, 20),
      link: doc(web, 'interop/from-admin'),
      list: [{ a: [1, 2] }],
      createdAt: serverTimestamp(),
    });
    await updateDoc(ref, { list: [{ a: [3] }], 'nested.added': true });

    const snapshot = await admin.doc('interop/from-web').get();
    const data = snapshot.data()!;
    expect(data.text).toBe('from the browser');
    expect(data.integer).toBe(7);
    expect(data.double).toBe(2.5);
    expect((data.when as AdminTimestamp).isEqual(new AdminTimestamp(1_600_000_000, 1_000))).toBe(true);
    expect(Buffer.compare(data.bytes as Buffer, Buffer.from([9, 8, 7]))).toBe(0);
    expect((data.place as AdminGeoPoint).isEqual(new AdminGeoPoint(10, 20))).toBe(true);
    expect(data.link.path).toBe('interop/from-admin');
    expect(data.list).toEqual([{ a: [3] }]);
    expect(data.nested).toEqual({ added: true });
    // The server timestamp is the first request's time to the millisecond, so it predates the update.
    const createdAt = data.createdAt as AdminTimestamp;
    expect(createdAt.nanoseconds % 1_000_000).toBe(0);
    expect(createdAt.toMillis()).toBeLessThanOrEqual(snapshot.createTime!.toMillis());
    expect(createdAt.toMillis()).toBeGreaterThan(snapshot.createTime!.toMillis() - 1000);
    expect(createdAt.valueOf() < snapshot.updateTime!.valueOf()).toBe(true);
  });

  it('reads back identical field values through both transports', async () => {
    const adminData = (await admin.doc('interop/from-admin').get()).data()!;
    const webData = (await getDoc(doc(web, 'interop/from-admin'))).data()!;
    expect(Object.keys(webData).sort()).toEqual(Object.keys(adminData).sort());
    const [webWhen, adminWhen] = [webData.when as Timestamp, adminData.when as AdminTimestamp];
    expect([webWhen.seconds, webWhen.nanoseconds]).toEqual([adminWhen.seconds, adminWhen.nanoseconds]);
    const [webPlace, adminPlace] = [webData.place as GeoPoint, adminData.place as AdminGeoPoint];
    expect([webPlace.latitude, webPlace.longitude]).toEqual([adminPlace.latitude, adminPlace.longitude]);
    expect((webData.link as DocumentReference).path).toBe(adminData.link.path);
    expect(Buffer.from((webData.bytes as Bytes).toUint8Array()).equals(adminData.bytes as Buffer)).toBe(true);
  });
});
