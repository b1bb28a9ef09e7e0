import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest: true`), keyed by source path. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface InitialFiles {
  js: string[];
  css: string[];
}

function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  return entries[0]![0];
}

/** The keys of the given chunks and of every chunk they import statically, transitively. */
function staticGraph(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The files of the HTML entry with every chunk it imports statically (its scripts and
 * modulepreloads), plus each lazily loaded module named with its own static imports, and their CSS.
 */
export function initialFiles(manifest: Manifest, lazyModules: readonly string[]): InitialFiles {
  const chunks = [...staticGraph(manifest, [entryKey(manifest), ...lazyModules])].map((key) => manifest[key]!);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))].sort(),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].sort(),
  };
}

/**
 * What a screen needs before its first paint, read from one load whatever the app's structure:
 * the entry's static graph, plus the modules that graph imports lazily (the route table's modules:
 * pages, layouts, the session's records…) which the load fetched, each with its static imports —
 * but not what those modules load lazily in turn (data code, cards, the sanitiser), which the
 * screen waits for behind its skeleton. A fetched script the manifest does not list (the sign-in's
 * boot script) counts as it is. `fetched`: the build's paths of the load's scripts ('assets/….js').
 */
export function initialFilesOfLoad(manifest: Manifest, fetched: readonly string[]): InitialFiles {
  const fetchedFiles = new Set(fetched);
  const routeModules = new Set(
    [...staticGraph(manifest, [entryKey(manifest)])].flatMap((key) => manifest[key]!.dynamicImports ?? []),
  );
  const loaded = [...routeModules].filter((key) => fetchedFiles.has(manifest[key]?.file ?? ''));
  const files = initialFiles(manifest, loaded);
  const listed = new Set(Object.values(manifest).map((chunk) => chunk.file));
  const unlisted = fetched.filter((file) => file.endsWith('.js') && !listed.has(file));
  return { js: [...new Set([...files.js, ...unlisted])].sort(), css: files.css };
}

export async function readManifest(outDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Bytes as served compressed (gzip, level 9), summed over the files. */
export async function gzipBytes(outDir: string, files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(
    files.map(async (file) => gzipSync(await readFile(join(outDir, file)), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
