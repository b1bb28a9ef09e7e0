import { arrayRemove, arrayUnion, collection, doc, where } from 'firebase/firestore';
import { NO_TEAM_TYPE } from '../../domain/download';
import { TEAM_MESSAGES } from '../../domain/messages';
import { allowedTeamIdsForType, teamTypeSchema, type TeamType, type TeamTypeForm } from '../../domain/team-type';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  commitInBatches,
  parseDocuments,
  readCollection,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { byText } from '../../domain/text-order';

const invalidTeamType = 'Invalid team type';

/** The event's team types by name. */
export async function listTeamTypes(): Promise<TeamType[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('teamTypes'));
  return parseDocuments(teamTypeSchema, 'teamType', snapshots).sort(byText('name'));
}

export async function getTeamType(teamTypeId: string): Promise<TeamType> {
  return readEntity(firebaseClient().paths.doc('teamTypes', teamTypeId), teamTypeSchema, 'teamType', {
    invalid: invalidTeamType,
  });
}

/** The writes that give each team its teamTypeId: teams that joined get this type, teams that left none. */
function teamLinkOperations(teamTypeId: string, before: readonly string[], after: readonly string[]): BatchOperation[] {
  const { paths } = firebaseClient();
  const link = (teamId: string, value: string): BatchOperation => ({
    type: 'update',
    path: paths.doc('teams', teamId),
    data: withUpdateStamp({ teamTypeId: value }),
  });
  return [
    ...after.filter((id) => !before.includes(id)).map((id) => link(id, teamTypeId)),
    ...before.filter((id) => !after.includes(id)).map((id) => link(id, '')),
  ];
}

/**
 * Adds a team type; teams already in another type are left out (a team is in at most one type).
 * Downloads hidden from some types are shown to every other type, so the new one joins their readers.
 */
export async function createTeamType(values: TeamTypeForm): Promise<TeamType> {
  const { db, paths } = firebaseClient();
  const id = doc(collection(db, paths.collection('teamTypes'))).id;
  const teamIds = allowedTeamIdsForType(values.teamIds, await listTeamTypes(), undefined);
  const teamType = checkForWrite(teamTypeSchema, withCreateStamp({ id, name: values.name, teamIds }), invalidTeamType);
  const downloadsWithHiddenTypes = await readCollection(
    paths.collection('downloads'),
    where('viewerTeamTypeIds', 'array-contains', NO_TEAM_TYPE),
  );
  await commitInBatches([
    { type: 'set', path: paths.doc('teamTypes', id), data: teamType },
    ...teamLinkOperations(id, [], teamIds),
    ...downloadsWithHiddenTypes.map((snapshot): BatchOperation => ({
      type: 'update',
      path: paths.doc('downloads', snapshot.id),
      data: withUpdateStamp({ viewerTeamTypeIds: arrayUnion(id) }),
    })),
  ]);
  return teamType;
}

export async function updateTeamType(teamTypeId: string, values: TeamTypeForm): Promise<TeamType> {
  const { paths } = firebaseClient();
  const [current, teamTypes] = await Promise.all([getTeamType(teamTypeId), listTeamTypes()]);
  const teamIds = allowedTeamIdsForType(values.teamIds, teamTypes, teamTypeId);
  const teamType = checkForWrite(
    teamTypeSchema,
    withUpdateStamp({ ...current, name: values.name, teamIds }),
    invalidTeamType,
  );
  await commitInBatches([
    { type: 'set', path: paths.doc('teamTypes', teamTypeId), data: teamType },
    ...teamLinkOperations(teamTypeId, current.teamIds, teamIds),
  ]);
  return teamType;
}

/**
 * Deletes a team type; its teams are left without a type. Restrictions that name it stay as they
 * are, so a page or download restricted to it stays hidden until an organiser decides; a download
 * hidden from it is no longer shown to people without a type, who now include its former teams.
 */
export async function deleteTeamType(teamTypeId: string): Promise<void> {
  if (!teamTypeId) throw new Error(TEAM_MESSAGES.invalidTeam);
  const { paths } = firebaseClient();
  const [current, hiddenFrom] = await Promise.all([
    getTeamType(teamTypeId),
    readCollection(paths.collection('downloads'), where('hideFromTeamTypeIds', 'array-contains', teamTypeId)),
  ]);
  await commitInBatches([
    { type: 'delete', path: paths.doc('teamTypes', teamTypeId) },
    ...teamLinkOperations(teamTypeId, current.teamIds, []),
    ...hiddenFrom.map((snapshot): BatchOperation => ({
      type: 'update',
      path: paths.doc('downloads', snapshot.id),
      data: withUpdateStamp({ viewerTeamTypeIds: arrayRemove(NO_TEAM_TYPE) }),
    })),
  ]);
}
