import {
  ASSET_MESSAGES,
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
  commitInBatches,
  documentData,
  parseDocuments,
  readCollection,
  readDocument,
  where,
  withCreateStamp,
  withUpdateStamp,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { firebaseClient } from '../../lib/firebase/client';
import { uploadSvg, uploadWithProgress, type UploadResult } from '../../lib/firebase/storage';
import { resizeToVariants } from '../../lib/images/resize-image';
import { deleteStorageFolder, deleteStorageObject } from '../../lib/firebase/storage-folder';
import { storagePathOfUrl } from '../../lib/firebase/storage';
import {
  assetInUseMessage,
  assetUrls,
  assetUsages,
  BRANDING_IMAGE_FIELDS,
  type AssetUsage,
} from '../../domain/asset-usage';
import { contentSchema } from '../../domain/content';
import { corePageSchema } from '../../domain/core-pages';
import { fieldSchema } from '../../domain/forms/field';
import { fieldGroupSchema, formSchema } from '../../domain/forms/form';
import { newDocumentId } from '../../domain/paths';
import { sectionSchema } from '../../domain/section';
import { settingsSchemas, type Settings, type SettingsKind } from '../../domain/settings/settings-documents';
import { DEFAULT_TERMINOLOGY } from '../../domain/terminology';
import { updateSettings } from '../settings/settings-store';
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

/** The stored files of an asset: what kind it became and the addresses its record holds. */
interface StoredAssetFiles {
  type: Asset['type'];
  data: Asset['data'];
  mimeType: string;
}

/**
 * Stores an uploaded file under events/{eventId}/assets/{assetId}/, each object's name starting
 * with `namePrefix` (a replacement's new files must not overwrite the files the record still names):
 * raster images as four resized JPEG variants, SVGs sanitised by the storeSvgFile callable (one file
 * that all four variants point at), documents as uploaded. `onProgress` receives 0–100 over all the
 * bytes uploaded.
 */
async function storeAssetFiles(
  assetId: string,
  file: File,
  namePrefix: string,
  onProgress?: (percent: number) => void,
): Promise<StoredAssetFiles> {
  const storageFolder = firebaseClient().paths.storage('assets', assetId);
  const kind = assetUploadKind(file.name, file.type);

  // Each file to store, with its size (for overall progress) and how it is sent.
  type Send = (onProgress: (percent: number) => void) => Promise<UploadResult>;
  const uploads: { size: number; send: Send; variants: (keyof ImageAssetData | 'file')[] }[] = [];
  const sendBlob =
    (name: string, blob: Blob, contentType: string): Send =>
    (onProgress) =>
      uploadWithProgress(`${storageFolder}/${namePrefix}${name}`, blob, onProgress, { contentType });
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
    const target = {
      folder: 'assets',
      recordId: assetId,
      fileName: `${namePrefix}${storageFileName(file.name)}`,
    } as const;
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
  await Promise.all(
    uploads.map(async (upload, index) => {
      const { url } = await upload.send((percent) => {
        sentBytes[index] = (percent / 100) * upload.size;
        onProgress?.(Math.min(100, (sentBytes.reduce((a, b) => a + b, 0) / totalBytes) * 100));
      });
      for (const variant of upload.variants) urls[variant] = url;
    }),
  );
  return {
    type: assetTypeOf(kind),
    data: (kind === 'document'
      ? { file: urls.file }
      : { large: urls.large, medium: urls.medium, small: urls.small, thumb: urls.thumb }) as Asset['data'],
    mimeType: kind === 'svg' ? SVG_MIME_TYPE : file.type,
  };
}

/**
 * Stores a new asset (see storeAssetFiles). If the record cannot be written, the uploaded files are
 * removed again.
 */
export async function createAsset(input: NewAsset, onProgress?: (percent: number) => void): Promise<Asset> {
  const { file } = input;
  checkUploadFile(file, input.maxBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES);
  const details = checkForWrite(assetDetailsSchema, input, CONTENT_MESSAGES.invalidAsset);
  const { paths } = firebaseClient();
  const assetId = newDocumentId();
  const storageFolder = paths.storage('assets', assetId);
  try {
    const stored = await storeAssetFiles(assetId, file, '', onProgress);
    const record = checkForWrite(
      assetSchema,
      withCreateStamp({
        id: assetId,
        ...details,
        ...stored,
        fileName: file.name,
        fileSize: file.size,
        storageFolder,
      }),
      CONTENT_MESSAGES.invalidAsset,
    );
    const { id: _id, ...written } = record;
    await commitInBatches([{ type: 'set', path: paths.doc('assets', assetId), data: written }]);
    return record;
  } catch (error) {
    await deleteStorageFolder(storageFolder).catch(() => undefined);
    throw error;
  }
}

export interface AssetReplacement {
  asset: Asset;
  file: File;
  maxBytes?: number;
}

/**
 * Replaces an asset's file in place, keeping its id (so every page, form and core page that names it
 * shows the new file): the new files are stored beside the old ones, the record is pointed at them,
 * branding addresses of the old files are moved to the new ones, and only then are the old files
 * deleted, so a failed step never leaves anything pointing at a deleted file.
 */
export async function replaceAssetFile(
  { asset, file, maxBytes }: AssetReplacement,
  onProgress?: (percent: number) => void,
): Promise<Asset> {
  checkUploadFile(file, maxBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES);
  if (assetTypeOf(assetUploadKind(file.name, file.type)) !== asset.type)
    throw new Error(asset.type === 'image' ? ASSET_MESSAGES.replaceWithImage : ASSET_MESSAGES.replaceWithDocument);
  const { paths } = firebaseClient();
  const storageFolder = paths.storage('assets', asset.id);
  const stored = await storeAssetFiles(asset.id, file, `${newDocumentId()}-`, onProgress);
  const newPaths = new Set(Object.values(stored.data).map((url) => storagePathOfUrl(url)));
  const record = checkForWrite(
    assetSchema,
    withUpdateStamp({ ...asset, ...stored, fileName: file.name, fileSize: file.size, storageFolder }),
    CONTENT_MESSAGES.invalidAsset,
  );
  try {
    const { id: _id, ...written } = record;
    await commitInBatches([{ type: 'set', path: paths.doc('assets', asset.id), data: written }]);
  } catch (error) {
    await Promise.all([...newPaths].map((path) => path && deleteStorageObject(path))).catch(() => undefined);
    throw error;
  }
  await moveBrandingToNewFiles(asset, record);
  // Only ever delete inside this asset's own folder, whatever the old record said.
  const oldPaths = assetUrls(asset)
    .map((url) => storagePathOfUrl(url))
    .filter((path): path is string => !!path && path.startsWith(`${storageFolder}/`) && !newPaths.has(path));
  await Promise.all(oldPaths.map((path) => deleteStorageObject(path)));
  return record;
}

/** Branding names pictures by address: each one naming an old file now names the same size of the new one. */
async function moveBrandingToNewFiles(previous: Asset, replaced: Asset): Promise<void> {
  const branding = await savedSettings('branding');
  if (!branding) return;
  const previousData = previous.data as Record<string, string>;
  const replacedData = replaced.data as Record<string, string>;
  const newUrlOf = (url: string) => {
    const variant = Object.keys(previousData).find((key) => previousData[key] === url);
    return variant ? replacedData[variant] : url;
  };
  const moved = Object.fromEntries(BRANDING_IMAGE_FIELDS.map(({ field }) => [field, newUrlOf(branding[field])]));
  if (BRANDING_IMAGE_FIELDS.every(({ field }) => moved[field] === branding[field])) return;
  await updateSettings('branding', { ...branding, ...moved });
}

/** Where the asset is used: read from every record that can name it (see assetUsages). */
export async function listAssetUsages(asset: Pick<Asset, 'id' | 'data'>): Promise<AssetUsage[]> {
  const { paths } = firebaseClient();
  const [branding, contentPages, sections, corePages, fields, forms, fieldGroups, terminology] = await Promise.all([
    savedSettings('branding'),
    readCollection(paths.collection('content')).then((docs) => parseDocuments(contentSchema, 'content', docs)),
    readCollection(paths.collection('sections'), where('data.assetId', '==', asset.id)).then((docs) =>
      parseDocuments(sectionSchema, 'section', docs),
    ),
    readCollection(paths.collection('corePages')).then((docs) => parseDocuments(corePageSchema, 'corePage', docs)),
    readCollection(paths.collection('fields'), where('assetId', '==', asset.id)).then((docs) =>
      parseDocuments(fieldSchema, 'field', docs),
    ),
    readCollection(paths.collection('forms')).then((docs) => parseDocuments(formSchema, 'form', docs)),
    readCollection(paths.collection('fieldGroups')).then((docs) =>
      parseDocuments(fieldGroupSchema, 'fieldGroup', docs),
    ),
    savedSettings('terminology'),
  ]);
  return assetUsages(asset, {
    branding,
    contentPages,
    sections,
    corePages,
    fields,
    fieldParents: [...forms, ...fieldGroups],
    terminology: terminology ?? DEFAULT_TERMINOLOGY,
  });
}

/** A settings document as saved, or undefined while the event has saved none of that kind. */
async function savedSettings<K extends SettingsKind>(kind: K): Promise<Settings<K> | undefined> {
  const snapshot = await readDocument(firebaseClient().paths.settings(kind));
  return snapshot.exists() ? (settingsSchemas[kind].parse(documentData(snapshot)) as Settings<K>) : undefined;
}

/** Renames an asset or changes its alt text. */
export async function updateAssetDetails(assetId: string, details: AssetDetails): Promise<void> {
  const checked = checkForWrite(assetDetailsSchema, details, CONTENT_MESSAGES.invalidAsset);
  await commitInBatches([
    { type: 'update', path: firebaseClient().paths.doc('assets', assetId), data: withUpdateStamp(checked) },
  ]);
}

/**
 * Removes every stored file of the asset, then its record. A used asset is refused, naming how many
 * places use it (the asset's screen lists them): deleting it would leave those places blank.
 */
export async function deleteAsset(asset: Pick<Asset, 'id' | 'name' | 'data'>): Promise<void> {
  const usages = await listAssetUsages(asset);
  if (usages.length > 0) throw new Error(assetInUseMessage(asset.name, usages.length));
  const { paths } = firebaseClient();
  // Only ever delete inside this asset's own folder, whatever the record says.
  await deleteStorageFolder(paths.storage('assets', asset.id));
  await commitInBatches([{ type: 'delete', path: paths.doc('assets', asset.id) }]);
}
