import { readFileSync, unwatchFile, watchFile, type Stats } from 'node:fs';

export interface WatchedFileOptions {
  /** Puts the file's text in force; throws when the text is unusable (the message says where). */
  apply(text: string): void;
  /** Re-apply the file whenever it changes on disk. */
  watch: boolean;
  log: (line: string) => void;
}

// Polling survives editors that save by writing a new file and renaming it over the old one.
const POLL_INTERVAL_MS = 300;

/**
 * Applies a project file (rules, index configuration) once, failing loudly, then, when watching,
 * again after each change; a broken edit is logged and leaves the previous version in force.
 * Returns the function that stops watching.
 */
export function applyFile(path: string, options: WatchedFileOptions): () => void {
  options.apply(readFileSync(path, 'utf8'));
  if (!options.watch) return () => {};
  const onChange = (current: Stats, previous: Stats) => {
    if (current.mtimeMs === previous.mtimeMs && current.size === previous.size) return;
    try {
      options.apply(readFileSync(path, 'utf8'));
      options.log(`reloaded ${path}`);
    } catch (error) {
      options.log(`${path} was not reloaded, the previous version stays in force:\n${(error as Error).message}`);
    }
  };
  watchFile(path, { interval: POLL_INTERVAL_MS }, onChange);
  return () => unwatchFile(path, onChange);
}
