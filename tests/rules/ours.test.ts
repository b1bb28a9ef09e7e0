import { describe } from 'vitest';
import { firestoreRows, storageRows, useTarget } from './attack-matrix';
import { startOurs } from './rules-targets';

describe('attack matrix on our emulator', () => {
  const target = useTarget(startOurs);
  describe('Firestore', () => firestoreRows(target));
  describe('Storage', () => storageRows(target));
});
