import { getDownloadURL, ref, uploadBytesResumable, type UploadMetadata } from 'firebase/storage';
import { SVG_MIME_TYPE } from '../../domain/asset';
import { STORAGE_MESSAGES } from '../../domain/messages';
import { firebaseClient } from './client';

export interface UploadResult {
  path: string;
  url: string;
}

/**
 * Uploads a file or blob, reporting progress as a percentage (0–100), and returns its download URL.
 * Failures carry the spec's messages so screens can show them as they are. An SVG is stored as an
 * attachment (storage.rules requires it): opened by its address it downloads instead of rendering,
 * so a script inside one never runs.
 */
export async function uploadWithProgress(
  path: string,
  data: Blob | Uint8Array,
  onProgress?: (percent: number) => void,
  metadata?: UploadMetadata,
): Promise<UploadResult> {
  const target = ref(firebaseClient().storage, path);
  const task = uploadBytesResumable(target, data, metadata?.contentType === SVG_MIME_TYPE ? { ...metadata, contentDisposition: 'attachment' } : metadata);
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress?.(snapshot.totalBytes ? (snapshot.bytesTransferred / snapshot.totalBytes) * 100 : 100),
      (error) => reject(new Error(STORAGE_MESSAGES.uploadFailed, { cause: error })),
      () => resolve(),
    );
  });
  try {
    return { path, url: await getDownloadURL(target) };
  } catch (error) {
    throw new Error(STORAGE_MESSAGES.downloadUrlFailed, { cause: error });
  }
}
