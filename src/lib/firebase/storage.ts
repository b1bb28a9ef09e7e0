import type { UploadMetadata } from 'firebase/storage';
import { downloadUrlBase, pathOfDownloadUrl } from '../../domain/forms/file-keys';
import { STORAGE_MESSAGES } from '../../domain/messages';
import type * as Svg from '../../domain/svg';
import { authClient } from './auth-client';
import { callFunction, type CallableInput } from './functions';

export interface UploadResult {
  path: string;
  url: string;
}

/**
 * Uploads a file or blob, reporting progress as a percentage (0–100), and returns its download URL.
 * Failures carry the spec's messages so screens can show them as they are. SVGs go through
 * uploadSvg instead (storage.rules refuse them from clients).
 */
export async function uploadWithProgress(
  path: string,
  data: Blob | Uint8Array,
  onProgress?: (percent: number) => void,
  metadata?: UploadMetadata,
): Promise<UploadResult> {
  const { ref, storageClient, uploadBytesResumable } = await import('./storage-client');
  const target = ref(storageClient(), path);
  const task = uploadBytesResumable(target, data, metadata);
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) => onProgress?.(snapshot.totalBytes ? (snapshot.bytesTransferred / snapshot.totalBytes) * 100 : 100),
      (error) => reject(new Error(STORAGE_MESSAGES.uploadFailed, { cause: error })),
      () => resolve(),
    );
  });
  return { path, url: await downloadUrl(path) };
}

/** Where this app's stored files download from: the local emulator when it runs against one, else Cloud Storage. */
export function storageDownloadUrlBase(): string {
  const { env } = authClient();
  const origin = env.emulators
    ? `http://${env.emulators.host}:${env.emulators.storagePort}`
    : 'https://firebasestorage.googleapis.com';
  return downloadUrlBase(origin, env.firebase.storageBucket);
}

/** The stored path one of this app's download addresses reads (undefined for an outside address). */
export function storagePathOfUrl(url: string): string | undefined {
  return pathOfDownloadUrl(url, storageDownloadUrlBase());
}

/** Copies a stored file to another path (its bytes, type and disposition), answering the copy's address. */
export async function copyStoredFile(from: string, to: string): Promise<string> {
  const { getBytes, getMetadata, ref, storageClient } = await import('./storage-client');
  const source = ref(storageClient(), from);
  const [bytes, metadata] = await Promise.all([getBytes(source), getMetadata(source)]);
  const { url } = await uploadWithProgress(to, new Uint8Array(bytes), undefined, {
    contentType: metadata.contentType,
    contentDisposition: metadata.contentDisposition,
  });
  return url;
}

async function downloadUrl(path: string): Promise<string> {
  try {
    const { getDownloadURL, ref, storageClient } = await import('./storage-client');
    return await getDownloadURL(ref(storageClient(), path));
  } catch (error) {
    throw new Error(STORAGE_MESSAGES.downloadUrlFailed, { cause: error });
  }
}

/** Where an SVG goes: a record's folder in assets or downloads (see storeSvgFileCallable). */
export type SvgTarget = Pick<CallableInput<typeof Svg.storeSvgFileCallable>, 'folder' | 'recordId' | 'fileName'>;

/**
 * Stores an SVG through the storeSvgFile callable, the only writer of SVGs: sanitised here first for
 * a fast, clear error, then again on the server, which stores it as an attachment (opened by its
 * address it downloads instead of rendering). Progress is reported as 0 then 100.
 */
export async function uploadSvg(
  target: SvgTarget,
  svgText: string,
  onProgress?: (percent: number) => void,
): Promise<UploadResult> {
  // The sanitiser (DOMPurify) loads with the first SVG, not with every screen that can upload.
  const { sanitizeSvg, storeSvgFileCallable } = await import('../../domain/svg');
  const clean = sanitizeSvg(svgText);
  onProgress?.(0);
  const { path } = await callFunction(storeSvgFileCallable, { ...target, svg: clean });
  onProgress?.(100);
  return { path, url: await downloadUrl(path) };
}
