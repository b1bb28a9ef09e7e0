import { describe } from 'vitest';
import { googleFirestoreEmulatorInstalled } from '../../scripts/google-firestore-emulator';
import { firestoreRows, useTarget } from './attack-matrix';
import { startGoogle } from './rules-targets';

// Google has no Storage emulator on this machine: the Storage rows run on ours only.
describe.skipIf(!googleFirestoreEmulatorInstalled())("attack matrix on Google's Firestore emulator", () => {
  const target = useTarget(startGoogle);
  firestoreRows(target);
});
