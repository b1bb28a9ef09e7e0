import { SVG_MIME_TYPE } from '../../domain/asset';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../../domain/constants';
import {
  downloadFileType,
  downloadSchema,
  downloadValuesSchema,
  downloadViewerTeamTypeIds,
  normaliseTeamTypeLists,
  viewerKeys,
  type Download,
  type DownloadValues,
  type DownloadViewer,
} from '../../domain/download';
import { CONTENT_MESSAGES, STORAGE_MESSAGES } from '../../domain/messages';
import { uploadContentType } from '../../domain/file-types';
import { checkUploadFile } from '../../domain/upload-check';
import { storageFileName } from '../assets/assets-store';
import { newDocumentId } from '../../domain/paths';
import { firebaseClient } from '../../lib/firebase/client';
import {
  checkForWrite,
  commitInBatches,
  parseDocuments,
  readCollection,
  where,
  withCreateStamp,
  withUpdateStamp,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { uploadSvg, uploadWithProgress } from '../../lib/firebase/storage';
import { listTeamTypes } from '../team-types/team-types-store';
import { deleteStorageFolder, deleteStorageObject } from '../../lib/firebase/storage-folder';
import { byText } from '../../domain/text-order';

const ENTITY = 'download';

/** Every download (organisers). */
export async function listDownloads(): Promise<Download[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('downloads'));
  return parseDocuments(downloadSchema, ENTITY, snapshots).sort(byText('name'));
}

/**
 * The downloads a team member may read, asked for with exactly the filters the security rules
 * check (rules are not filters): shown, for their team type, and shown to stand shares for a child team.
 */
export async function listViewableDownloads(
  viewer: Pick<DownloadViewer, 'teamTypeId' | 'standShareRole'>,
): Promise<Download[]> {
  const snapshots = await readCollection(
    firebaseClient().paths.collection('downloads'),
    where('showDownload', '==', true),
    ...(viewer.standShareRole === 'child' ? [where('showToChildTeams', '==', true)] : []),
    where('viewerTeamTypeIds', 'array-contains-any', viewerKeys(viewer.teamTypeId)),
  );
  return parseDocuments(downloadSchema, ENTITY, snapshots).sort(byText('name'));
}

/** The checked values of the form with who may read them. */
async function checkValues(values: DownloadValues): Promise<DownloadValues & Pick<Download, 'viewerTeamTypeIds'>> {
  const checked = normaliseTeamTypeLists(checkForWrite(downloadValuesSchema, values, CONTENT_MESSAGES.invalidDownload));
  const teamTypeIds = (await listTeamTypes()).map((teamType) => teamType.id);
  return { ...checked, viewerTeamTypeIds: downloadViewerTeamTypeIds(checked, teamTypeIds) };
}

export async function getDownload(downloadId: string): Promise<Download> {
  return readEntity(firebaseClient().paths.doc('downloads', downloadId), downloadSchema, ENTITY, {
    invalid: CONTENT_MESSAGES.invalidDownload,
    missing: `No download with id ${downloadId} was found.`,
  });
}

/** The uploaded file's facts a download records. */
interface StoredFile {
  data: string;
  fileSize: number;
  fileType: string;
  fileName: string;
  storagePath: string;
}

async function uploadDownloadFile(
  downloadId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<StoredFile> {
  checkUploadFile(file, DEFAULT_UPLOAD_LIMIT_BYTES);
  const fileName = storageFileName(file.name);
  const contentType = uploadContentType(file.name, file.type);
  const { path: storagePath, url } =
    contentType === SVG_MIME_TYPE
      ? await uploadSvg({ folder: 'downloads', recordId: downloadId, fileName }, await file.text(), onProgress)
      : await uploadWithProgress(firebaseClient().paths.storage('downloads', downloadId, fileName), file, onProgress, {
          contentType,
        });
  return { data: url, fileSize: file.size, fileType: downloadFileType(file.name), fileName: file.name, storagePath };
}

/**
 * Checks the values ('Invalid download values'), uploads the file under
 * events/{eventId}/downloads/{downloadId}/ with progress, then records it ('Invalid download data
 * after upload' if the result does not fit; the uploaded file is removed again).
 */
export async function createDownload(
  values: DownloadValues,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<Download> {
  const checked = await checkValues(values);
  const { paths } = firebaseClient();
  const downloadId = newDocumentId();
  const stored = await uploadDownloadFile(downloadId, file, onProgress);
  try {
    const record = checkForWrite(
      downloadSchema,
      withCreateStamp({ ...checked, ...stored, id: downloadId }),
      STORAGE_MESSAGES.invalidDownloadAfterUpload,
    );
    const { id: _id, ...data } = record;
    await commitInBatches([{ type: 'set', path: paths.doc('downloads', downloadId), data }]);
    return record;
  } catch (error) {
    await deleteStorageFolder(paths.storage('downloads', downloadId)).catch(() => undefined);
    throw error;
  }
}

/** Saves changed values, and when a replacement file is given, uploads it and removes the old one. */
export async function updateDownload(
  current: Download,
  values: DownloadValues,
  replacement?: File,
  onProgress?: (percent: number) => void,
): Promise<Download> {
  const checked = await checkValues(values);
  const stored = replacement ? await uploadDownloadFile(current.id, replacement, onProgress) : undefined;
  const record = checkForWrite(
    downloadSchema,
    withUpdateStamp({ ...current, ...checked, ...stored }),
    stored ? STORAGE_MESSAGES.invalidDownloadAfterUpload : CONTENT_MESSAGES.invalidDownload,
  );
  const { id: _id, createdAt: _createdAt, createdBy: _createdBy, ...changes } = record;
  await commitInBatches([{ type: 'update', path: firebaseClient().paths.doc('downloads', current.id), data: changes }]);
  if (stored && stored.storagePath !== current.storagePath) await deleteStorageObject(current.storagePath);
  return record;
}

/** Removes the download's stored file(s), then its record. */
export async function deleteDownload(download: Pick<Download, 'id'>): Promise<void> {
  const { paths } = firebaseClient();
  await deleteStorageFolder(paths.storage('downloads', download.id));
  await commitInBatches([{ type: 'delete', path: paths.doc('downloads', download.id) }]);
}
