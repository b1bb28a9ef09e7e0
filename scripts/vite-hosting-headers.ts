import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

/** A Hosting source glob as a path pattern: `**` any run of path, `*` one segment's characters. */
function globPattern(glob: string): RegExp {
  const segment = (part: string) =>
    part
      .split('*')
      .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*');
  return new RegExp(`^${glob.split('**').map(segment).join('.*')}$`);
}

/** Where the local emulators answer (Firestore, Auth, Functions, Storage: any port of the stack's host). */
const LOCAL_EMULATORS = 'http://127.0.0.1:*';
/** The CSP directives through which the portal reaches its backend. */
const BACKEND_DIRECTIVES = ['connect-src', 'img-src', 'media-src'];

/** Production's policy, with the local emulators allowed where production's Google origins are. */
export function withLocalEmulators(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .map((directive) =>
      BACKEND_DIRECTIVES.includes(directive.split(/\s+/)[0]!) ? `${directive} ${LOCAL_EMULATORS}` : directive,
    )
    .join('; ');
}

/**
 * `vite preview` answers with Firebase Hosting's headers from firebase.json, so that every local
 * run (the end-to-end stories, the benchmarks) meets what production sends: the
 * Content-Security-Policy and the other security headers, and the caching (a year, immutable, for
 * the content-hashed /assets/**, so that a second visit finds the portal's code in the browser).
 * The policy's backend origins are production's; the local emulators are added beside them.
 */
export function hostingHeaders(): Plugin {
  return {
    name: 'eventflow-hosting-headers',
    configurePreviewServer(server) {
      const { hosting } = JSON.parse(readFileSync(join(server.config.root, 'firebase.json'), 'utf8')) as {
        hosting: { headers: HostingHeaders[] };
      };
      const rules = hosting.headers.map(({ source, headers }) => ({
        pattern: globPattern(source),
        headers: headers.map(({ key, value }) => ({
          key,
          value: key.toLowerCase() === 'content-security-policy' ? withLocalEmulators(value) : value,
        })),
      }));
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        // As Hosting applies them: every matching rule, a later one's header over an earlier one's.
        for (const rule of rules)
          if (rule.pattern.test(path)) for (const { key, value } of rule.headers) response.setHeader(key, value);
        next();
      });
    },
  };
}
