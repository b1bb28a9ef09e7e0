import { assetSchema, IMAGE_VARIANT_NAMES, type ImageAsset } from '../../src/domain/asset';

/** An image in the asset library as stored, each size at https://files.test/{id}-{size}.jpg. */
export function imageAssetRecord(id: string, name: string, altText: string): ImageAsset {
  return assetSchema.parse({
    id,
    name,
    altText,
    type: 'image',
    fileName: `${id}.jpg`,
    mimeType: 'image/jpeg',
    storageFolder: `assets/${id}`,
    data: Object.fromEntries(IMAGE_VARIANT_NAMES.map((size) => [size, `https://files.test/${id}-${size}.jpg`])),
  }) as ImageAsset;
}
