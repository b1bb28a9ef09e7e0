import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('the Bootstrap build (src/app/bootstrap.scss)', () => {
  // Compiling Bootstrap's Sass takes 2-3 s alone and more beside the other suites on two cores.
  it('has every breakpoint class the screens use (d-md-none, ms-sm-auto…)', { timeout: 30_000 }, () => {
    const css = compile(join(srcDir, 'app', 'bootstrap.scss'), {
      loadPaths: [join(srcDir, '..', 'node_modules')],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    }).css;
    const defined = new Set([...css.matchAll(/\.([a-z][\w-]*)/g)].map((match) => match[1]));
    const missing = sourceFiles(srcDir).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?<=["'`\s])([a-z]+(?:-[a-z]+)*-(?:sm|md|lg|xl|xxl)-[\w-]+)(?=["'`\s])/g,
        ),
      ]
        .map((match) => match[1]!)
        .filter((name) => !defined.has(name))
        .map((name) => `${name} (${relative(srcDir, file)})`),
    );
    expect(missing).toEqual([]);
    // The list in bootstrap.scss really drops breakpoint copies.
    expect(defined.has('d-md-none')).toBe(true);
    expect(defined.has('flex-md-row')).toBe(false);
  });
});
