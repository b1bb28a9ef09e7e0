import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickFreePorts } from './ports';
import { hostingCacheHeaders } from './vite-hosting-cache';

const repoRoot = join(import.meta.dirname, '..');

/** firebase.json's Cache-Control for a Hosting source glob. */
async function hostingCacheControl(source: string): Promise<string> {
  const { hosting } = JSON.parse(await readFile(join(repoRoot, 'firebase.json'), 'utf8')) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } };
  const value = hosting.headers.find((rule) => rule.source === source)?.headers.find((header) => header.key === 'Cache-Control')?.value;
  if (!value) throw new Error(`firebase.json sets no Cache-Control for ${source}`);
  return value;
}

describe('vite preview with the Hosting cache headers', () => {
  let server: PreviewServer;
  let outDir: string;
  let origin: string;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'eventflow-hosting-cache-'));
    await mkdir(join(outDir, 'assets'));
    await writeFile(join(outDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(outDir, 'assets', 'index-abc123.js'), 'export {};');
    await writeFile(join(outDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const [port] = await pickFreePorts('127.0.0.1', 1);
    server = await preview({ root: repoRoot, configFile: false, logLevel: 'silent', plugins: [hostingCacheHeaders()], build: { outDir }, preview: { host: '127.0.0.1', port: port!, strictPort: true } });
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('keeps the content-hashed assets as Hosting does (a second visit loads no code)', async () => {
    const response = await fetch(`${origin}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(await hostingCacheControl('/assets/**'));
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('has index.html checked on every visit, and keeps nothing long where firebase.json says nothing', async () => {
    expect((await fetch(`${origin}/index.html`)).headers.get('cache-control')).toBe(await hostingCacheControl('/index.html'));
    expect((await fetch(`${origin}/favicon.svg`)).headers.get('cache-control')).not.toMatch(/max-age|immutable/);
  });
});
