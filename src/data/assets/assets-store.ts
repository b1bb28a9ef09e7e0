import { collection, deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import {
  assetDetailsSchema,
  assetSchema,
  assetTypeOf,
  assetUploadKind,
  SVG_MIME_TYPE,
  type Asset,
  type AssetDetails,
  type ImageAssetData,
} from '../../domain/asset';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../../domain/constants';
import { checkUploadFile } from '../../domain/upload-check';
import { uploadContentType } from '../../domain/file-types';
import { CONTENT_MESSAGES, STORAGE_MESSAGES } from '../../domain/messages';
import {
  checkForWrite,
  docRef,
  parseDocuments,
  readCollection,
  withCreateStamp,
  withUpdateStamp,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { firebaseClient } from '../../lib/firebase/client';
import { uploadSvg, uploadWithProgress, type UploadResult } from '../../lib/firebase/storage';
import { resizeToVariants } from '../../lib/images/resize-image';
import { deleteStorageFolder } from '../../lib/firebase/storage-folder';
import { byText } from '../../domain/text-order';

const ENTITY = 'asset';

export async function listAssets(): Promise<Asset[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('assets'));
  return parseDocuments(assetSchema, ENTITY, snapshots).sort(byText('name'));
}

/** One asset; a stored record that fails its shape check fails with the spec's 'Invalid fileasset'. */
export async function getAsset(assetId: string): Promise<Asset> {
  return readEntity(firebaseClient().paths.doc('assets', assetId), assetSchema, ENTITY, {
    invalid: STORAGE_MESSAGES.invalidFileAsset,
    missing: `No asset with id ${assetId} was found.`,
  });
}

export interface NewAsset extends AssetDetails {
  file: File;
  maxBytes?: number;
}

/** A file name that is safe as one Storage path segment. */
export function storageFileName(fileName: string): string {
  return fileName.replace(/[/\\#?[\]*]+/g, '-').trim() || 'file';
}

/**
 * Stores a new asset: raster images as four resized JPEG variants, SVGs sanitised by the
 * storeSvgFile callable (one file that all four variants point at), documents as uploaded; all
 * under events/{eventId}/assets/{assetId}/.
 * `onProgress` receives 0–100 over all the bytes uploaded. If the record cannot be written, the
 * uploaded files are removed again.
 */
export async function createAsset(input: NewAsset, onProgress?: (percent: number) => void): Promise<Asset> {
  const { file } = input;
  checkUploadFile(file, input.maxBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES);
  const details = checkForWrite(assetDetailsSchema, input, CONTENT_MESSAGES.invalidAsset);
  const { db, paths } = firebaseClient();
  const assetId = doc(collection(db, paths.collection('assets'))).id;
  const storageFolder = paths.storage('assets', assetId);
  const kind = assetUploadKind(file.name, file.type);

  // Each file to store, with its size (for overall progress) and how it is sent.
  type Send = (onProgress: (percent: number) => void) => Promise<UploadResult>;
  const uploads: { size: number; send: Send; variants: (keyof ImageAssetData | 'file')[] }[] = [];
  const sendBlob =
    (name: string, blob: Blob, contentType: string): Send =>
    (onProgress) =>
      uploadWithProgress(`${storageFolder}/${name}`, blob, onProgress, { contentType });
  if (kind === 'raster') {
    for (const resized of await resizeToVariants(file)) {
      uploads.push({
        size: resized.blob.size,
        send: sendBlob(`${resized.variant}.jpg`, resized.blob, 'image/jpeg'),
        variants: [resized.variant],
      });
    }
  } else if (kind === 'svg') {
    const svgText = await file.text();
    const target = { folder: 'assets', recordId: assetId, fileName: storageFileName(file.name) } as const;
    uploads.push({
      size: file.size,
      send: (onProgress) => uploadSvg(target, svgText, onProgress),
      variants: ['large', 'medium', 'small', 'thumb'],
    });
  } else {
    uploads.push({
      size: file.size,
      send: sendBlob(storageFileName(file.name), file, uploadContentType(file.name, file.type)),
      variants: ['file'],
    });
  }

  const totalBytes = uploads.reduce((sum, upload) => sum + upload.size, 0) || 1;
  const sentBytes = uploads.map(() => 0);
  const urls: Partial<Record<keyof ImageAssetData | 'file', string>> = {};
  try {
    await Promise.all(
      uploads.map(async (upload, index) => {
        const { url } = await upload.send((percent) => {
          sentBytes[index] = (percent / 100) * upload.size;
          onProgress?.(Math.min(100, (sentBytes.reduce((a, b) => a + b, 0) / totalBytes) * 100));
        });
        for (const variant of upload.variants) urls[variant] = url;
      }),
    );
    const record = checkForWrite(
      assetSchema,
      withCreateStamp({
        id: assetId,
        ...details,
        type: assetTypeOf(kind),
        data:
          kind === 'document'
            ? { file: urls.file }
            : { large: urls.large, medium: urls.medium, small: urls.small, thumb: urls.thumb },
        fileName: file.name,
        mimeType: kind === 'svg' ? SVG_MIME_TYPE : file.type,
        fileSize: file.size,
        storageFolder,
      }),
      CONTENT_MESSAGES.invalidAsset,
    );
    const { id: _id, ...stored } = record;
    await setDoc(docRef(paths.doc('assets', assetId)), stored);
    return record;
  } catch (error) {
    await deleteStorageFolder(storageFolder).catch(() => undefined);
    throw error;
  }
}

/** Renames an asset or changes its alt text. */
export async function updateAssetDetails(assetId: string, details: AssetDetails): Promise<void> {
  const checked = checkForWrite(assetDetailsSchema, details, CONTENT_MESSAGES.invalidAsset);
  await updateDoc(docRef(firebaseClient().paths.doc('assets', assetId)), withUpdateStamp(checked));
}

/** Removes every stored file of the asset, then its record. */
export async function deleteAsset(asset: Pick<Asset, 'id' | 'storageFolder'>): Promise<void> {
  const { paths } = firebaseClient();
  // Only ever delete inside this asset's own folder, whatever the record says.
  await deleteStorageFolder(paths.storage('assets', asset.id));
  await deleteDoc(docRef(paths.doc('assets', asset.id)));
}
