import { commitInBatches, requireCurrentUserId, withUpdateStamp } from '../../lib/firebase/documents';
import { firebaseClient } from '../../lib/firebase/client';

/** Marks the signed-in person as onboarded on their event record, so the flow is shown once. */
export async function completeOnboarding(): Promise<void> {
  const { paths } = firebaseClient();
  await commitInBatches([
    { type: 'update', path: paths.user(requireCurrentUserId()), data: withUpdateStamp({ isOnboarded: true }) },
  ]);
}
