import { teamTypeSchema, type TeamType } from '../../domain/team-type';
import { firebaseClient } from '../../lib/firebase/client';
import { parseDocuments, readCollection } from '../../lib/firebase/documents';

/** The event's team types by name (read-only: the teams area owns their changes). */
export async function listTeamTypes(): Promise<TeamType[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('teamTypes'));
  return parseDocuments(teamTypeSchema, 'teamType', snapshots).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
