import path from 'node:path';

/**
 * Imports flow one way through src/: domain ← lib ← data ← components ← features ← app. Each
 * layer lists the layers it may import; a feature may import only itself among the features.
 */
const mayImport = {
  domain: ['domain'],
  lib: ['domain', 'lib'],
  data: ['domain', 'lib', 'data'],
  components: ['domain', 'lib', 'data', 'components'],
  features: ['domain', 'lib', 'data', 'components', 'features'],
  app: ['domain', 'lib', 'data', 'components', 'features', 'app'],
};

/** Packages only some places may use: Firebase stays behind lib/firebase and data; React stays out of the pure layers. */
const packageRules = [
  // The stores write queries and changes in documents.ts's terms, which runs each through one SDK or
  // the other: imported by a store, the full SDK would load with the screen, before its first read.
  {
    test: (name) => name === 'firebase/firestore' || name === 'firebase/firestore/lite',
    allowed: (where, declaration) =>
      where.path.startsWith('lib/firebase/') || declaration?.importKind === 'type' || /\.test\.tsx?$/.test(where.path),
    message: "Only src/lib/firebase imports Firestore's SDKs (types aside): use lib/firebase/documents.",
  },
  {
    test: (name) => name === 'firebase' || name.startsWith('firebase/'),
    allowed: (where) => where.path.startsWith('lib/firebase/') || where.layer === 'data',
    message: 'Only src/lib/firebase and src/data import firebase/*.',
  },
  {
    test: (name) => /^(react|react-.+)(\/|$)/.test(name),
    allowed: (where) => where.layer !== 'domain' && where.layer !== 'lib',
    message: 'src/domain and src/lib are pure: no React.',
  },
  // Integration tests run in Node against the emulators; everything else runs in the browser.
  {
    test: (name) => name.startsWith('firebase-admin') || name.startsWith('node:'),
    allowed: (where) => where.path.endsWith('.integration.test.ts'),
    message: 'The SPA cannot use server-side modules.',
  },
];

/** Where a file sits under src/: its layer, its path inside src/, and for features the feature's name. */
function locate(srcDir, file) {
  const inside = path.relative(srcDir, file).split(path.sep).join('/');
  if (inside.startsWith('..')) return undefined;
  const [top, second] = inside.split('/');
  const layer = top in mayImport ? top : 'app'; // main.tsx and other root files are the app
  return { layer, path: inside, feature: layer === 'features' ? second : undefined };
}

export const importLayers = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const srcDir = path.resolve(context.cwd, context.options[0]?.srcDir ?? 'src');
    const from = locate(srcDir, context.filename);
    if (!from) return {};
    const check = (node, specifier, declaration) => {
      if (typeof specifier !== 'string') return;
      if (!specifier.startsWith('.')) {
        for (const rule of packageRules.filter((each) => each.test(specifier) && !each.allowed(from, declaration)))
          context.report({ node, message: `${rule.message} ("${specifier}" in src/${from.layer})` });
        return;
      }
      const to = locate(srcDir, path.resolve(path.dirname(context.filename), specifier));
      if (!to) return;
      if (!mayImport[from.layer].includes(to.layer)) {
        context.report({
          node,
          message: `src/${from.layer} may not import src/${to.layer} (imports flow domain ← lib ← data ← components ← features ← app).`,
        });
      } else if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
        context.report({
          node,
          message: `Feature "${from.feature}" may not import feature "${to.feature}": move what both need down to src/data or src/components.`,
        });
      }
    };
    const fromSource = (node) => check(node.source, node.source?.value, node);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: fromSource,
      // vi.mock('…') names a module as much as an import does.
      'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock)$/]': (node) =>
        check(node.arguments[0], node.arguments[0]?.value),
    };
  },
};
