import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { ICON_NAMES } from '../src/components/icon-names';

const require = createRequire(import.meta.url);

/** One <symbol> per icon, from the bootstrap-icons package's own SVG file (its shapes, its viewBox). */
function symbolOf(name: string): string {
  const svg = readFileSync(require.resolve(`bootstrap-icons/icons/${name}.svg`), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 16 16';
  const shapes = svg.replace(/^\s*<svg[^>]*>|<\/svg>\s*$/g, '').trim();
  return `<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`;
}

/**
 * Builds the app's icon sprite at build time: only the icons in src/components/icon-names.ts, taken
 * from bootstrap-icons' SVG files, as one content-hashed file (emitted by `vite build`, served by
 * `vite` in development). <Icon> finds it through import.meta.env.VITE_ICON_SPRITE_URL.
 */
export function iconSprite(): Plugin {
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${ICON_NAMES.map(symbolOf).join('')}</svg>`;
  const fileName = `assets/icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
  let base = '/';
  return {
    name: 'eventflow-icon-sprite',
    config: (config) => {
      base = config.base ?? '/';
      return { define: { 'import.meta.env.VITE_ICON_SPRITE_URL': JSON.stringify(`${base}${fileName}`) } };
    },
    configureServer(server) {
      server.middlewares.use(`${base}${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(sprite);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: sprite });
    },
  };
}
