import { IMAGE_JPEG_QUALITY, IMAGE_VARIANTS, type ImageVariant } from '../../domain/constants';
import { fitInside } from '../../domain/asset';
import { STORAGE_MESSAGES } from '../../domain/messages';

export interface ResizedImage {
  variant: ImageVariant;
  blob: Blob;
  width: number;
  height: number;
}

/**
 * Resizes a raster image in the browser to the four spec variants (large 1920x1280 … thumb 480x320),
 * each fitted inside its box with the aspect ratio kept and never enlarged, as JPEG at quality 80.
 * JPEG has no transparency, so transparent pixels are painted white rather than black.
 */
export async function resizeToVariants(file: Blob): Promise<ResizedImage[]> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new Error(STORAGE_MESSAGES.notAnImage, { cause: error });
  }
  try {
    const results: ResizedImage[] = [];
    for (const [variant, box] of Object.entries(IMAGE_VARIANTS) as [ImageVariant, { width: number; height: number }][]) {
      const size = fitInside(bitmap.width, bitmap.height, box);
      results.push({ variant, ...size, blob: await drawJpeg(bitmap, size) });
    }
    return results;
  } finally {
    bitmap.close();
  }
}

async function drawJpeg(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(STORAGE_MESSAGES.fileReadFailed);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(STORAGE_MESSAGES.fileReadFailed))),
      'image/jpeg',
      IMAGE_JPEG_QUALITY / 100,
    );
  });
}
