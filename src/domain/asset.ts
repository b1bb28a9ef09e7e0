import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { IMAGE_VARIANTS, type ImageVariant } from './constants';
import { fileExtension } from './file-types';
import { idSchema, requiredText, trimmedText } from './schema-fields';
import { matchesSearch } from './text-search';

/** An asset is an image (shown by public and member pages) or a document (linked for download). */
export const ASSET_TYPES = ['image', 'document'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

const urlSchema = requiredText();

/** The four sizes of an image, by variant name. An SVG is stored once and all four point at it. */
export const imageAssetDataSchema = z.object({
  large: urlSchema,
  medium: urlSchema,
  small: urlSchema,
  thumb: urlSchema,
});
export type ImageAssetData = z.output<typeof imageAssetDataSchema>;

/** A document is stored as uploaded: one file URL. */
export const documentAssetDataSchema = z.object({ file: urlSchema });

const assetFieldsSchema = z.object({
  id: idSchema,
  name: requiredText(),
  altText: trimmedText(),
  /** The uploaded file's original name and MIME type, and its size in bytes. */
  fileName: trimmedText(),
  mimeType: trimmedText(),
  fileSize: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  /** The Storage folder holding every stored object of this asset (deleted with it). */
  storageFolder: requiredText(),
  ...auditFieldsSchema.shape,
});

export const assetSchema = z.discriminatedUnion('type', [
  z.extend(assetFieldsSchema, { type: z.literal('image'), data: imageAssetDataSchema }),
  z.extend(assetFieldsSchema, { type: z.literal('document'), data: documentAssetDataSchema }),
]);
export type Asset = z.output<typeof assetSchema>;
export type ImageAsset = Extract<Asset, { type: 'image' }>;

export const ASSET_MESSAGES = {
  replaceWithImage: 'Choose an image (JPEG, PNG, WebP or SVG): this asset is an image.',
  replaceWithDocument: 'Choose a document, not an image: this asset is a document.',
} as const;

/** What an organiser edits on an existing asset. */
export const assetDetailsSchema = z.object({
  name: requiredText('Enter a name'),
  altText: trimmedText(),
});
export type AssetDetails = z.output<typeof assetDetailsSchema>;

/** MIME types the browser can decode and we resize to JPEG variants. */
export const RESIZABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const SVG_MIME_TYPE = 'image/svg+xml';

/** How an uploaded file is stored: raster images are resized, SVGs sanitised, the rest kept as they are. */
export type AssetUploadKind = 'raster' | 'svg' | 'document';

export function assetUploadKind(fileName: string, mimeType: string): AssetUploadKind {
  const extension = fileExtension(fileName);
  if (mimeType === SVG_MIME_TYPE || extension === 'svg') return 'svg';
  if (
    (RESIZABLE_IMAGE_TYPES as readonly string[]).includes(mimeType) ||
    ['jpg', 'jpeg', 'png', 'webp'].includes(extension)
  )
    return 'raster';
  return 'document';
}

export function assetTypeOf(kind: AssetUploadKind): AssetType {
  return kind === 'document' ? 'document' : 'image';
}

/** The size an image is scaled to for a variant: fit inside the box, keep the aspect ratio, never enlarge. */
export function fitInside(
  width: number,
  height: number,
  box: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(1, box.width / width, box.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The smallest stored picture of an asset, for lists and pickers; documents have none. */
export function assetThumbnailUrl(asset: Asset): string | undefined {
  return asset.type === 'image' ? asset.data.thumb : undefined;
}

/** The URL that opens or downloads the asset's full file. */
export function assetFileUrl(asset: Asset): string {
  return asset.type === 'image' ? asset.data.large : asset.data.file;
}

/** Case-insensitive match on name, alt text and file name. */
export function assetMatchesSearch(asset: Asset, search: string): boolean {
  return matchesSearch(search, asset.name, asset.altText, asset.fileName);
}

/** A default asset name from a file name: without its extension, separators as spaces. */
export function assetNameFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return base.replace(/[-_]+/g, ' ').trim() || fileName;
}
