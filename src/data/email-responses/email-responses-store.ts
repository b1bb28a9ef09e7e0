import { emailResponseSchema, newestFirst, type EmailResponse } from '../../domain/email-responses';
import { MISSING_ID_MESSAGES } from '../../domain/messages';
import { firebaseClient } from '../../lib/firebase/client';
import { parseDocuments, readCollection, where } from '../../lib/firebase/documents';

/** A person's email history (admins; spec 002 §7 "Email responses: read by userId"), newest first. */
export async function listEmailResponses(userId: string): Promise<EmailResponse[]> {
  if (!userId) throw new Error(MISSING_ID_MESSAGES.id);
  const snapshots = await readCollection(
    firebaseClient().paths.collection('emailResponses'),
    where('userId', '==', userId),
  );
  return newestFirst(parseDocuments(emailResponseSchema, 'emailResponse', snapshots));
}
