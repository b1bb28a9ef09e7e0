/**
 * A file size as shown in lists: over 1e6 bytes in MB, over 1e3 in KB (decimal units, two
 * decimals), otherwise in bytes.
 */
export function formatFileSize(bytes: number): string {
  if (bytes > 1e6) return `${(bytes / 1e6).toFixed(2)} MB`;
  if (bytes > 1e3) return `${(bytes / 1e3).toFixed(2)} KB`;
  return `${bytes} bytes`;
}
