import { IMAGE_JPEG_QUALITY, IMAGE_VARIANTS, type ImageVariant } from '../../domain/constants';
import { fitInside } from '../../domain/asset';
import { STORAGE_MESSAGES } from '../../domain/messages';

export interface ResizedImage {
  variant: ImageVariant;
  blob: Blob;
  width: number;
  height: number;
}

async function decodeImage(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch (error) {
    throw new Error(STORAGE_MESSAGES.notAnImage, { cause: error });
  }
}

/**
 * Resizes a raster image in the browser to the four spec variants (large 1920x1280 … thumb 480x320),
 * each fitted inside its box with the aspect ratio kept and never enlarged, as JPEG at quality 80.
 * JPEG has no transparency, so transparent pixels are painted white rather than black.
 */
export async function resizeToVariants(file: Blob): Promise<ResizedImage[]> {
  const bitmap = await decodeImage(file);
  try {
    const results: ResizedImage[] = [];
    for (const [variant, box] of Object.entries(IMAGE_VARIANTS) as [
      ImageVariant,
      { width: number; height: number },
    ][]) {
      const size = fitInside(bitmap.width, bitmap.height, box);
      const blob = await draw(
        bitmap,
        size,
        { x: 0, y: 0, ...size },
        { mimeType: 'image/jpeg', quality: IMAGE_JPEG_QUALITY, background: '#ffffff' },
      );
      results.push({ variant, ...size, blob });
    }
    return results;
  } finally {
    bitmap.close();
  }
}

/**
 * Draws an image onto a canvas of exactly `box` (e.g. a supplier logo's 256x256): fitted inside
 * with its aspect ratio kept, never enlarged, centred on a transparent background.
 * `quality` is in percent (only lossy types use it).
 */
export async function resizeIntoBox(
  file: Blob,
  box: { width: number; height: number; mimeType: string; quality: number },
): Promise<Blob> {
  const bitmap = await decodeImage(file);
  try {
    const size = fitInside(bitmap.width, bitmap.height, box);
    const at = { x: Math.round((box.width - size.width) / 2), y: Math.round((box.height - size.height) / 2), ...size };
    return await draw(bitmap, box, at, { mimeType: box.mimeType, quality: box.quality });
  } finally {
    bitmap.close();
  }
}

interface Encoding {
  mimeType: string;
  quality: number;
  /** Painted under the image; transparent when absent. */
  background?: string;
}

async function draw(
  bitmap: ImageBitmap,
  canvasSize: { width: number; height: number },
  at: { x: number; y: number; width: number; height: number },
  encoding: Encoding,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = canvasSize.width;
  canvas.height = canvasSize.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(STORAGE_MESSAGES.fileReadFailed);
  if (encoding.background) {
    context.fillStyle = encoding.background;
    context.fillRect(0, 0, canvasSize.width, canvasSize.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, at.x, at.y, at.width, at.height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(STORAGE_MESSAGES.fileReadFailed))),
      encoding.mimeType,
      encoding.quality / 100,
    );
  });
}
