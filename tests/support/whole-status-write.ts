import { doc, setDoc } from 'firebase/firestore';
import { cachedDb } from '../../src/lib/firebase/cached-firestore';
import type { TaskStatus } from '../../src/domain/tasks';
import { firebaseClient } from '../../src/lib/firebase/client';
import { withUpdateStamp } from '../../src/lib/firebase/documents';

/** What a hostile browser can send past the store's functions: a team's whole status as it likes it, stamped as itself. */
export function writeWholeStatus(status: TaskStatus): Promise<void> {
  return setDoc(
    doc(cachedDb(), firebaseClient().paths.taskStatus(status.taskId, status.teamId)),
    withUpdateStamp(status),
  );
}
