import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickFreePorts } from './ports';
import { hostingHeaders, withLocalEmulators } from './vite-hosting-headers';

const repoRoot = join(import.meta.dirname, '..');

/** A header firebase.json sets for a Hosting source glob. */
async function hostingHeader(source: string, key: string): Promise<string> {
  const { hosting } = JSON.parse(await readFile(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const value = hosting.headers
    .find((rule) => rule.source === source)
    ?.headers.find((header) => header.key === key)?.value;
  if (!value) throw new Error(`firebase.json sets no ${key} for ${source}`);
  return value;
}

describe('vite preview with the Hosting headers', () => {
  let server: PreviewServer;
  let outDir: string;
  let origin: string;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'eventflow-hosting-headers-'));
    await mkdir(join(outDir, 'assets'));
    await writeFile(join(outDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(outDir, 'assets', 'index-abc123.js'), 'export {};');
    await writeFile(join(outDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const [port] = await pickFreePorts('127.0.0.1', 1);
    server = await preview({
      root: repoRoot,
      configFile: false,
      logLevel: 'silent',
      plugins: [hostingHeaders()],
      build: { outDir },
      preview: { host: '127.0.0.1', port: port!, strictPort: true },
    });
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('keeps the content-hashed assets as Hosting does (a second visit loads no code)', async () => {
    const response = await fetch(`${origin}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(await hostingHeader('/assets/**', 'Cache-Control'));
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('has every page checked on every visit, at any address the HTML answers', async () => {
    // Hosting matches a header's source with the address asked for, not with the file that answers
    // it: index.html answers / and every screen's address, and the sign-in's HTML /auth/login. One
    // of them kept for an hour after a release would ask for the code the release removed.
    expect(await hostingHeader('**', 'Cache-Control')).toBe('no-cache');
    for (const path of ['/', '/admin/teams', '/auth/login', '/favicon.svg'])
      expect((await fetch(`${origin}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
  });

  it("sends production's security headers on every page, its policy with the local emulators added", async () => {
    for (const path of ['/', '/admin/teams', '/assets/index-abc123.js']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('x-frame-options')).toBe(await hostingHeader('**', 'X-Frame-Options'));
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe(
        withLocalEmulators(await hostingHeader('**', 'Content-Security-Policy')),
      );
    }
  });
});

describe('the local policy', () => {
  it("adds the emulators' origin to the backend directives only, keeping production's", () => {
    const policy =
      "default-src 'self'; script-src 'self'; connect-src 'self' https://*.googleapis.com; img-src 'self' data:; frame-ancestors 'none'";
    expect(withLocalEmulators(policy)).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self' https://*.googleapis.com http://127.0.0.1:*; img-src 'self' data: http://127.0.0.1:*; frame-ancestors 'none'",
    );
  });
});
