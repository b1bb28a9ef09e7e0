// Bundles the functions into one ES module, lib/index.js (package.json "main"). Our own code,
// including the shared ../src/domain, is inlined; npm packages stay external and are installed
// from functions/package.json at deploy time. No top-level await anywhere: the Functions emulator
// on Node 20.19+ loads the bundle with require(), which refuses modules that await at the top.
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const functionsDir = fileURLToPath(new URL('.', import.meta.url));

const result = await build({
  absWorkingDir: functionsDir,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  write: false,
});

// Only files whose bytes changed are written: every running Functions emulator watches lib/ and
// reloads all its workers on any write, so an unchanged rebuild (another local stack starting)
// must leave the files alone.
for (const file of result.outputFiles) {
  const current = await readFile(file.path).catch(() => null);
  if (current && Buffer.compare(current, Buffer.from(file.contents)) === 0) continue;
  await mkdir(dirname(file.path), { recursive: true });
  await writeFile(file.path, file.contents);
}
