import { eventPaths } from '../../../src/domain/paths';
import { adminFirestore } from '../lib/admin';

/** "First Last" of an event user, for "{{invitedByName}} has added you". */
export async function displayNameOf(eventId: string, uid: string): Promise<string> {
  const data = (await adminFirestore().doc(eventPaths(eventId).user(uid)).get()).data();
  return `${data?.firstName ?? ''} ${data?.surname ?? ''}`.trim() || 'The organisers';
}
