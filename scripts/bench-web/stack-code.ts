import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The packages of the specified client stack that the baseline (from before the portal went back to
 * the stack) replaced with code of its own or did not use: React Router's data router, Redux
 * Toolkit with RTK Query and react-redux, date-fns with its time zones.
 */
export const STACK_PACKAGES: readonly string[] = [
  'react-router',
  '@reduxjs/toolkit',
  'react-redux',
  'date-fns',
  '@date-fns/tz',
];

const isStackImport = (specifier: string) =>
  STACK_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * What a source file imports by name from the stack's packages (values only: types cost no code),
 * by import path, added to `into`.
 */
export function stackImportsOf(
  fileName: string,
  source: string,
  into = new Map<string, Set<string>>(),
): Map<string, Set<string>> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!isStackImport(specifier) || !clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      const names = into.get(specifier) ?? new Set<string>();
      names.add((element.propertyName ?? element.name).text);
      into.set(specifier, names);
    }
  }
  return into;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A module that loads and evaluates everything the portal's own sources (`srcDir`, tests left out)
 * import from the stack's packages, keeping each import alive so that the bundler cannot drop it.
 * Added to the baseline's entry, it makes the baseline on the portal's stack: what the stack's own
 * code costs a first screen, without the portal's use of it.
 */
export async function stackCodeModule(srcDir: string): Promise<string> {
  const all = new Map<string, Set<string>>();
  for (const file of await sourceFiles(srcDir)) stackImportsOf(file, await readFile(file, 'utf8'), all);
  // Each name under an alias of its own, since two packages may export the same name.
  const imports = [...all.keys()].sort().map((specifier, index) => ({
    specifier,
    aliases: [...all.get(specifier)!].sort().map((name) => ({ name, alias: `stack${index}_${name}` })),
  }));
  const lines = imports.map(
    ({ specifier, aliases }) =>
      `import { ${aliases.map(({ name, alias }) => `${name} as ${alias}`).join(', ')} } from '${specifier}';`,
  );
  const kept = imports.flatMap(({ aliases }) => aliases.map(({ alias }) => alias));
  return [
    '// Written by scripts/bench-web/stack-code.ts for the benchmark: the stack code the portal imports.',
    ...lines,
    `(globalThis as { stackCode?: unknown[] }).stackCode = [${kept.join(', ')}];`,
    '',
  ].join('\n');
}
