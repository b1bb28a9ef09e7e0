import { createServer } from 'node:http2';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, GeoPoint, FieldValue } from 'firebase-admin/firestore';
import { createGrpcHandler } from './src/firestore/grpc.js';
import { FirestoreError } from './src/firestore/errors.js';

const docs = new Map<string, any>();
const now = () => new Date().toISOString().replace('Z', '123Z').replace(/\.(\d{3})123Z/, '.$1456789Z');
const log: any[] = [];
const fake: any = {
  commit(db: string, req: any) { log.push(['commit', db, JSON.stringify(req)]); const t = now();
    for (const w of req.writes) { if (w.update) { if (w.currentDocument?.exists === false && docs.has(w.update.name)) throw new FirestoreError('ALREADY_EXISTS', 'Document already exists: ' + w.update.name); docs.set(w.update.name, { ...w.update, createTime: t, updateTime: t }); } if (w.delete) docs.delete(w.delete); }
    return { commitTime: t, writeResults: req.writes.map(() => ({ updateTime: t })) }; },
  batchGet(db: string, req: any) { log.push(['batchGet', db, JSON.stringify(req)]); const t = now();
    return req.documents.map((n: string) => docs.has(n) ? { found: docs.get(n), readTime: t, ...(req.newTransaction ? {transaction: 'dHgx'} : {}) } : { missing: n, readTime: t }); },
  runQuery(parent: string, req: any) { log.push(['runQuery', parent, JSON.stringify(req)]); const t = now();
    const out = [...docs.values()].filter(d => d.name.startsWith(parent + '/' + req.structuredQuery.from[0].collectionId + '/')).map(d => ({ document: d, readTime: t }));
    return out.length ? out : [{ readTime: t }]; },
  runAggregationQuery(parent: string, req: any) { log.push(['agg', parent, JSON.stringify(req)]); return [{ result: { aggregateFields: { aggregate_0: { integerValue: '9007199254740993' } } }, readTime: now() }]; },
  beginTransaction(db: string, req: any) { log.push(['begin', db, JSON.stringify(req)]); return { transaction: 'dHgx' }; },
  rollback(db: string, req: any) { log.push(['rollback', db, JSON.stringify(req)]); return {}; },
  listCollectionIds(parent: string, o: any) { log.push(['lci', parent, JSON.stringify(o)]); return { collectionIds: ['a', 'b'] }; },
};
const server = createServer();
server.on('stream', createGrpcHandler(fake));
await new Promise<void>(r => server.listen(0, '127.0.0.1', r));
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${(server.address() as any).port}`;
const db = getFirestore(initializeApp({ projectId: 'demo-x' }));
const ref = db.doc('c/d1');
const wr = await ref.set({ s: 'x', n: 12, big: 2n ** 60n, d: 1.5, nan: NaN, inf: -Infinity, t: new Timestamp(1700000000, 123456789), old: new Timestamp(-62135596800, 0), b: Buffer.from([0, 1, 255]), g: new GeoPoint(1.5, -2.25), r: db.doc('x/y'), nul: null, arr: [1, 'a', { m: true }], map: { deep: { x: 1 } } });
console.log('writeTime', wr.writeTime.seconds, wr.writeTime.nanoseconds);
const snap = await ref.get();
console.log(snap.data(), snap.createTime?.nanoseconds, snap.readTime.nanoseconds);
try { await ref.create({ a: 1 }); } catch (e: any) { console.log('create err', e.code, e.message); }
console.log((await db.collection('c').get()).docs.map(d => d.id));
console.log((await db.collection('c').count().get()).data());
console.log((await db.listCollections()).map(c => c.id));
await db.runTransaction(async tx => { const s = await tx.get(ref); tx.update(ref, { n: FieldValue.increment(1) }); return s; });
for (const l of log) console.log(l.join(' ').slice(0, 600));
server.close(); process.exit(0);
