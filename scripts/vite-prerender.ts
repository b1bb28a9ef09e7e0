import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { prerenderScreen } from '../src/app/prerender';
import { HELD_SUBMIT_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../src/lib/prerendered';

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered screen's code loads after the first frame: the markup is the screen, so nothing
 * needs the app before the paint. Fetched as the HTML is read (modulepreloads in its head), the
 * code would be parsed and compiled meanwhile, which on a machine with few cores holds the first
 * frame back by a fifth of a second and more; the entry's evaluation would hold it back further.
 * So a small script of its own (the Content-Security-Policy allows no inline script) adds the
 * screen's modulepreloads once the first frame is painted, all at once so that they download side
 * by side, then starts the entry. That script also holds a form sent before the app has taken over.
 * Answers the HTML's tag for that script, and the script.
 */
function codeAfterFirstPaint(
  entry: string,
  preloads: readonly string[],
  base: string,
): { tag: string; boot: { fileName: string; source: string } } {
  const source = [
    // Until the app has taken the markup over, a sent form waits for it (src/lib/prerendered.ts
    // finishTakeOver sends it then) instead of reloading the page without its address's query.
    `const root = document.getElementById('root');`,
    `document.addEventListener('submit', (event) => {`,
    `  if (!root.hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)})) return;`,
    `  event.preventDefault();`,
    `  root.setAttribute(${JSON.stringify(HELD_SUBMIT_ATTRIBUTE)}, event.target.getAttribute('aria-label') ?? '');`,
    `}, true);`,
    `requestAnimationFrame(() => setTimeout(() => {`,
    `  for (const href of ${JSON.stringify([entry, ...preloads])}) {`,
    `    const link = document.createElement('link');`,
    `    link.rel = 'modulepreload';`,
    `    link.crossOrigin = '';`,
    `    link.href = href;`,
    `    document.head.append(link);`,
    `  }`,
    `  import(${JSON.stringify(entry)});`,
    `}));`,
    '',
  ].join('\n');
  const fileName = `assets/after-first-paint-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  return { tag: `<script type="module" crossorigin src="${base}${fileName}"></script>`, boot: { fileName, source } };
}

interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
  css: readonly string[];
}

/** A chunk's files and those of every chunk it imports statically: what loading it fetches. */
function filesOf(
  chunk: BuiltChunk,
  chunks: ReadonlyMap<string, BuiltChunk>,
  seen = new Set<string>(),
): { js: string[]; css: string[] } {
  if (seen.has(chunk.fileName)) return { js: [], css: [] };
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((fileName) => {
    const next = chunks.get(fileName);
    return next ? [filesOf(next, chunks, seen)] : [];
  });
  return {
    js: [chunk.fileName, ...imported.flatMap((files) => files.js)],
    css: [...chunk.css, ...imported.flatMap((files) => files.css)],
  };
}

/**
 * Prerenders screens into their own HTML files after `vite build`: `/auth/login` becomes
 * `auth/login.html` (served for that address by `vite preview` and by Hosting's cleanUrls), the
 * built index.html with the screen's markup in its root and its lazily loaded code's styles and
 * scripts in its head, so the screen paints as soon as the HTML and the CSS are in. The markup is
 * src/app/prerender.tsx's, made through a Vite server over the same sources and config as the
 * build; the browser then hydrates it (src/main.tsx) once the first frame is painted.
 */
export function prerenderScreens(paths: readonly string[]): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let configFile: string | undefined;
  /** The lazily loaded chunks by the module they were built from. */
  const lazyChunks = new Map<string, BuiltChunk>();
  const chunks = new Map<string, BuiltChunk>();
  return {
    name: 'eventflow-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const chunk = {
          fileName: output.fileName,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        };
        chunks.set(output.fileName, chunk);
        if (output.isDynamicEntry && output.facadeModuleId) lazyChunks.set(output.facadeModuleId, chunk);
      }
    },
    async closeBundle() {
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
      const entry = ENTRY_SCRIPT.exec(template)?.[1];
      if (!entry) throw new Error('index.html has no module entry script to start after the first paint');
      // The entry's own imports, which the template preloads: the boot script preloads them instead.
      const entryImports = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
      const bareTemplate = template.replace(MODULE_PRELOAD, '');
      // The hrefs of the files the template does not load already.
      const hrefs = (files: readonly string[]) =>
        [...new Set(files)].map((file) => `${base}${file}`).filter((href) => !template.includes(`${href}"`));
      for (const path of paths) {
        // A server of its own per screen: the modules it has run are then this screen's alone.
        const server = await createServer({
          root,
          configFile,
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const { prerenderScreen: render } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
            prerenderScreen: typeof prerenderScreen;
          };
          const markup = await render(path);
          // The screen's lazily loaded code (its page) is among the modules the render ran.
          const ran = [...server.moduleGraph.idToModuleMap.values()].filter((module) => module.ssrModule && module.id);
          const files = ran
            .flatMap((module) => lazyChunks.get(module.id!) ?? [])
            .map((chunk) => filesOf(chunk, chunks));
          const styles = hrefs(files.flatMap(({ css }) => css)).map(
            (href) => `<link rel="stylesheet" crossorigin href="${href}">`,
          );
          const { tag, boot } = codeAfterFirstPaint(
            entry,
            [...entryImports, ...hrefs(files.flatMap(({ js }) => js))],
            base,
          );
          await writeFile(join(outDir, boot.fileName), boot.source);
          const html = bareTemplate
            .replace(ENTRY_SCRIPT, tag)
            .replace('</head>', `  ${styles.join('\n    ')}\n  </head>`)
            .replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${markup}</div>`);
          const file = join(outDir, `${path.replace(/^\//, '')}.html`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, html);
        } finally {
          await server.close();
        }
      }
    },
  };
}
