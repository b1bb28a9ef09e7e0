import { arrayRemove, collection, doc, where } from 'firebase/firestore/lite';
import { TEAM_MESSAGES } from '../../domain/messages';
import { allowedTeamIdsForType, teamTypeSchema, type TeamType, type TeamTypeForm } from '../../domain/team-type';
import { firebaseClient } from '../firebase/client';
import { checkForWrite, commitInBatches, parseDocument, readCollection, readDocument, withCreateStamp, withUpdateStamp, type BatchOperation } from '../firebase/documents';
import { listTeamTypes } from './team-type-reader';

const invalidTeamType = 'Invalid team type';

export async function getTeamType(teamTypeId: string): Promise<TeamType> {
  const snapshot = await readDocument(firebaseClient().paths.doc('teamTypes', teamTypeId));
  if (!snapshot.exists()) throw new Error(invalidTeamType);
  return parseDocument(teamTypeSchema, 'teamType', snapshot, invalidTeamType);
}

/** Adds a team type; teams already in another type are left out (a team is in at most one type). */
export async function createTeamType(values: TeamTypeForm): Promise<TeamType> {
  const { db, paths } = firebaseClient();
  const id = doc(collection(db, paths.collection('teamTypes'))).id;
  const teamIds = allowedTeamIdsForType(values.teamIds, await listTeamTypes(), undefined);
  const teamType = checkForWrite(teamTypeSchema, withCreateStamp({ id, name: values.name, teamIds }), invalidTeamType);
  await commitInBatches([{ type: 'set', path: paths.doc('teamTypes', id), data: teamType }]);
  return teamType;
}

export async function updateTeamType(teamTypeId: string, values: TeamTypeForm): Promise<TeamType> {
  const { paths } = firebaseClient();
  const [current, teamTypes] = await Promise.all([getTeamType(teamTypeId), listTeamTypes()]);
  const teamIds = allowedTeamIdsForType(values.teamIds, teamTypes, teamTypeId);
  const teamType = checkForWrite(teamTypeSchema, withUpdateStamp({ ...current, name: values.name, teamIds }), invalidTeamType);
  await commitInBatches([{ type: 'set', path: paths.doc('teamTypes', teamTypeId), data: teamType }]);
  return teamType;
}

/**
 * Deletes a team type and takes it out of every restriction that names it: content pages'
 * allowedTeamTypeIds and downloads' show and hide lists, in the same batched write.
 */
export async function deleteTeamType(teamTypeId: string): Promise<void> {
  if (!teamTypeId) throw new Error(TEAM_MESSAGES.invalidTeam);
  const { paths } = firebaseClient();
  const [content, shownDownloads, hiddenDownloads] = await Promise.all([
    readCollection(paths.collection('content'), where('allowedTeamTypeIds', 'array-contains', teamTypeId)),
    readCollection(paths.collection('downloads'), where('showToTeamTypeIds', 'array-contains', teamTypeId)),
    readCollection(paths.collection('downloads'), where('hideFromTeamTypeIds', 'array-contains', teamTypeId)),
  ]);
  const downloadIds = new Set([...shownDownloads, ...hiddenDownloads].map((snapshot) => snapshot.id));
  const operations: BatchOperation[] = [
    { type: 'delete', path: paths.doc('teamTypes', teamTypeId) },
    ...content.map((snapshot): BatchOperation => ({ type: 'update', path: paths.doc('content', snapshot.id), data: withUpdateStamp({ allowedTeamTypeIds: arrayRemove(teamTypeId) }) })),
    ...[...downloadIds].map((id): BatchOperation => ({
      type: 'update',
      path: paths.doc('downloads', id),
      data: withUpdateStamp({ showToTeamTypeIds: arrayRemove(teamTypeId), hideFromTeamTypeIds: arrayRemove(teamTypeId) }),
    })),
  ];
  await commitInBatches(operations);
}
