#!/usr/bin/env -S npx tsx
import { parseArgs } from 'node:util';
import { startEmulator } from './index.js';

const usage =
  'usage: npm run emulator -- --firestore-port N --storage-port M [--project ID] [--data DIR] [--host HOST]\n' +
  '         [--rules firestore.rules] [--storage-rules storage.rules] [--indexes firestore.indexes.json] [--watch]';

function portOption(value: string | undefined, name: string): number {
  const port = Number(value ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--${name} must be a port number from 0 to 65535\n${usage}`);
    process.exit(2);
  }
  return port;
}

const { values } = parseArgs({
  options: {
    'firestore-port': { type: 'string' },
    'storage-port': { type: 'string' },
    project: { type: 'string' },
    data: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    rules: { type: 'string' },
    'storage-rules': { type: 'string' },
    indexes: { type: 'string' },
    watch: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const project = values.project ?? 'demo-eventflow';
const emulator = await startEmulator({
  host: values.host,
  firestorePort: portOption(values['firestore-port'], 'firestore-port'),
  storagePort: portOption(values['storage-port'], 'storage-port'),
  project,
  dataDir: values.data,
  rulesFile: values.rules,
  storageRulesFile: values['storage-rules'],
  indexesFile: values.indexes,
  watch: values.watch,
}).catch((error: unknown) => {
  // A rules or index file that does not load: say where (file:line:column) and stop.
  console.error(`the emulator did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
// One line per service, so a parent process can wait for both.
console.log(`firestore ready on ${emulator.host}:${emulator.firestorePort} (project ${project})`);
console.log(`storage ready on ${emulator.host}:${emulator.storagePort} (project ${project})`);
const enforced = [values.rules, values['storage-rules'], values.indexes].filter((file) => file !== undefined);
if (enforced.length > 0)
  console.log(`enforcing ${enforced.join(', ')}${values.watch ? ' (reloaded when they change)' : ''}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    emulator
      .stop()
      .then(() => {
        if (values.data) console.log(`data saved to ${values.data}`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('failed to save emulator data:', error);
        process.exit(1);
      });
  });
}
