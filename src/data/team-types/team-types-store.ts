import { cardLayoutSchema } from '../../domain/card-schemas';
import { downloadSchema, NO_TEAM_TYPE, type TeamTypeAudience } from '../../domain/download';
import { TEAM_MESSAGES } from '../../domain/messages';
import { supplierSchema } from '../../domain/suppliers';
import { taskSchema, taskViewerTeamTypeIds } from '../../domain/tasks';
import {
  allowedTeamIdsForType,
  audienceWithoutTeamType,
  teamTypeSchema,
  withoutTeamType,
  type TeamType,
  type TeamTypeForm,
} from '../../domain/team-type';
import { newDocumentId } from '../../domain/paths';
import { firebaseClient } from '../../lib/firebase/client';
import {
  arrayUnion,
  checkForWrite,
  commitInBatches,
  parseDocuments,
  readCollection,
  where,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
  type StoredDocument,
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
 * Downloads and suppliers hidden from some types are shown to every other type, so the new one joins
 * their readers.
 */
export async function createTeamType(values: TeamTypeForm): Promise<TeamType> {
  const { paths } = firebaseClient();
  const id = newDocumentId();
  const teamIds = allowedTeamIdsForType(values.teamIds, await listTeamTypes(), undefined);
  const teamType = checkForWrite(teamTypeSchema, withCreateStamp({ id, name: values.name, teamIds }), invalidTeamType);
  const withHiddenTypes = await Promise.all(
    (['downloads', 'suppliers'] as const).map(async (collectionName) =>
      (
        await readCollection(
          paths.collection(collectionName),
          where('viewerTeamTypeIds', 'array-contains', NO_TEAM_TYPE),
        )
      ).map((snapshot): BatchOperation => ({
        type: 'update',
        path: paths.doc(collectionName, snapshot.id),
        data: withUpdateStamp({ viewerTeamTypeIds: arrayUnion(id) }),
      })),
    ),
  );
  await commitInBatches([
    { type: 'set', path: paths.doc('teamTypes', id), data: teamType },
    ...teamLinkOperations(id, [], teamIds),
    ...withHiddenTypes.flat(),
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

/** The records of a collection that name a team type in any of these list fields, each once. */
async function recordsNaming(
  collectionName: 'downloads' | 'suppliers' | 'tasks' | 'cardLayouts',
  fields: readonly string[],
  teamTypeId: string,
): Promise<StoredDocument[]> {
  const collectionPath = firebaseClient().paths.collection(collectionName);
  const found = await Promise.all(
    fields.map((field) => readCollection(collectionPath, where(field, 'array-contains', teamTypeId))),
  );
  return [...new Map(found.flat().map((snapshot) => [snapshot.id, snapshot])).values()];
}

/**
 * Deletes a team type in one commit with everything that named it (see withoutTeamType): its teams
 * are left without a type; downloads' and suppliers' shown-to and hidden-from lists and tasks' and
 * card layouts' types lose it, and who may read each is worked out again. A download that was only
 * for this type is no longer shown, a supplier or task only for it is archived, rather than shown to
 * every team; a card layout left with no type is used by none (teams without a type get the default).
 */
export async function deleteTeamType(teamTypeId: string): Promise<void> {
  if (!teamTypeId) throw new Error(TEAM_MESSAGES.invalidTeam);
  const { paths } = firebaseClient();
  // Readers too: a record hidden from other types lists this one among its readers.
  const audience = ['showToTeamTypeIds', 'hideFromTeamTypeIds', 'viewerTeamTypeIds'];
  const [current, teamTypes, downloads, suppliers, tasks, layouts] = await Promise.all([
    getTeamType(teamTypeId),
    listTeamTypes(),
    recordsNaming('downloads', audience, teamTypeId),
    recordsNaming('suppliers', audience, teamTypeId),
    recordsNaming('tasks', ['teamTypeIds'], teamTypeId),
    recordsNaming('cardLayouts', ['teamTypeIds'], teamTypeId),
  ]);
  const remaining = teamTypes.map((teamType) => teamType.id).filter((id) => id !== teamTypeId);
  const update = (collectionName: Parameters<typeof paths.doc>[0], id: string, data: object): BatchOperation => ({
    type: 'update',
    path: paths.doc(collectionName, id),
    data: withUpdateStamp(data),
  });
  const audienceChange = (item: TeamTypeAudience) => {
    const { wasOnlyFor, ...lists } = audienceWithoutTeamType(item, teamTypeId, remaining);
    return { lists, wasOnlyFor };
  };
  await commitInBatches([
    { type: 'delete', path: paths.doc('teamTypes', teamTypeId) },
    ...teamLinkOperations(teamTypeId, current.teamIds, []),
    ...parseDocuments(downloadSchema, 'download', downloads).map((download) => {
      const { lists, wasOnlyFor } = audienceChange(download);
      return update('downloads', download.id, wasOnlyFor ? { ...lists, showDownload: false } : lists);
    }),
    ...parseDocuments(supplierSchema, 'supplier', suppliers).map((supplier) => {
      const { lists, wasOnlyFor } = audienceChange(supplier);
      return update('suppliers', supplier.id, wasOnlyFor ? { ...lists, isArchived: true } : lists);
    }),
    ...parseDocuments(taskSchema, 'task', tasks).map((task) => {
      const { ids, wasOnlyFor } = withoutTeamType(task.teamTypeIds, teamTypeId);
      const lists = { teamTypeIds: ids, viewerTeamTypeIds: taskViewerTeamTypeIds(ids) };
      return update('tasks', task.id, wasOnlyFor ? { ...lists, isArchived: true } : lists);
    }),
    ...parseDocuments(cardLayoutSchema, 'cardLayout', layouts).map((layout) =>
      update('cardLayouts', layout.id, { teamTypeIds: withoutTeamType(layout.teamTypeIds, teamTypeId).ids }),
    ),
  ]);
}
