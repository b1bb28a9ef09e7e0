/**
 * How the portal the end-to-end tests serve is built: a production build without source maps
 * (nobody reads them there), wired to a running stack by the stack's VITE_* variables. `npx` runs
 * the command in the environment answered here.
 */
export function portalBuildArgs(outDir: string): string[] {
  return ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'warn'];
}

export function portalBuildEnv(stackEnv: Record<string, string>): NodeJS.ProcessEnv {
  // Vitest sets NODE_ENV=test, which would give the bundle React's development build: slower on
  // every render, and not what people get.
  return { ...process.env, ...stackEnv, NODE_ENV: 'production' };
}
