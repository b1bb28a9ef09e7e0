// Bundles the functions into one ES module, lib/index.js (package.json "main"). Our own code,
// including the shared ../src/domain, is inlined; npm packages stay external and are installed
// from functions/package.json at deploy time. No top-level await anywhere: the Functions emulator
// on Node 20.19+ loads the bundle with require(), which refuses modules that await at the top.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const functionsDir = fileURLToPath(new URL('.', import.meta.url));

await build({
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
});
