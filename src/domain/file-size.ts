/** A size limit as people say it: '50 MB', '2.5 MB', '500 KB' (no trailing zeros). */
export function formatSizeLimit(bytes: number): string {
  const [amount, unit] = bytes >= 1e6 ? [bytes / 1e6, 'MB'] : bytes >= 1e3 ? [bytes / 1e3, 'KB'] : [bytes, 'bytes'];
  return `${Number(amount.toFixed(2))} ${unit}`;
}

/**
 * A file size as shown in lists: over 1e6 bytes in MB, over 1e3 in KB (decimal units, two
 * decimals), otherwise in bytes.
 */
export function formatFileSize(bytes: number): string {
  if (bytes > 1e6) return `${(bytes / 1e6).toFixed(2)} MB`;
  if (bytes > 1e3) return `${(bytes / 1e3).toFixed(2)} KB`;
  return `${bytes} bytes`;
}
