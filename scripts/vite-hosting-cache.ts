import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

/** A Hosting source glob as a path pattern: `**` any run of path, `*` one segment's characters. */
function globPattern(glob: string): RegExp {
  const segment = (part: string) => part.split('*').map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*');
  return new RegExp(`^${glob.split('**').map(segment).join('.*')}$`);
}

/**
 * `vite preview` caches as Firebase Hosting does: the Cache-Control headers of firebase.json
 * (a year, immutable, for the content-hashed /assets/**), so that a second visit finds the portal's
 * code in the browser as it would in production. Only Cache-Control: the Content-Security-Policy
 * names production's origins, not the local emulators'.
 */
export function hostingCacheHeaders(): Plugin {
  return {
    name: 'eventflow-hosting-cache-headers',
    configurePreviewServer(server) {
      const hosting = JSON.parse(readFileSync(join(server.config.root, 'firebase.json'), 'utf8')) as { hosting: { headers: HostingHeaders[] } };
      const rules = hosting.hosting.headers.flatMap(({ source, headers }) =>
        headers.filter((header) => header.key.toLowerCase() === 'cache-control').map((header) => ({ pattern: globPattern(source), value: header.value })),
      );
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        const rule = rules.findLast(({ pattern }) => pattern.test(path));
        if (rule) response.setHeader('Cache-Control', rule.value);
        next();
      });
    },
  };
}
