import { startFirestoreServer } from './scratch-server.js';
import { FirestoreEngine } from './src/firestore/engine.js';
const server = await startFirestoreServer({ engine: new FirestoreEngine(), host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log(`firestore on ${server.port}`);
