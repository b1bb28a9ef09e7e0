import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest: true`), keyed by source path. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files a page needs before its first paint: the HTML entry with every chunk it imports
 * statically (its scripts and modulepreloads), plus each lazily loaded module named (the route's
 * page, the signed-in shell, the session's records) with its own static imports, and their CSS.
 */
export function initialFiles(manifest: Manifest, lazyModules: readonly string[]): { js: string[]; css: string[] } {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entries[0]![0], ...lazyModules]) visit(key);
  const chunks = [...seen].map((key) => manifest[key]!);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))].sort(),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].sort(),
  };
}

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Bytes as served compressed (gzip, level 9), summed over the files. */
export async function gzipBytes(outDir: string, files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (file) => gzipSync(await readFile(join(outDir, file)), { level: 9 }).length));
  return sizes.reduce((sum, size) => sum + size, 0);
}
