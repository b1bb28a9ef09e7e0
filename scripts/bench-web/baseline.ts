import { execFileSync } from 'node:child_process';
import { mkdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { optionValue } from './args';

/** The build the portal's times are compared with, unless `--baseline <ref>` names another. */
export const DEFAULT_BASELINE_REF = 'origin/main';

/** The git ref given as `--baseline <ref>` or `--baseline=<ref>`, else the default. */
export function baselineRefFromArgs(args: readonly string[]): string {
  try {
    return optionValue(args, 'baseline') ?? DEFAULT_BASELINE_REF;
  } catch {
    throw new Error('--baseline needs a git ref, e.g. --baseline origin/main');
  }
}

/**
 * Writes the tree of `ref` (a commit, branch or tag of the repository at `repoRoot`) into `dir`
 * with `git archive`, leaving the repository and its worktrees untouched, and links the
 * repository's node_modules into it: the baseline is built with today's installed packages.
 * Answers the commit's short hash and subject.
 */
export async function checkOutBaseline(repoRoot: string, ref: string, dir: string): Promise<string> {
  const git = (...args: string[]) => execFileSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8' }).trim();
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  } catch {
    throw new Error(
      `The baseline ref ${ref} is not a commit of this repository: pass one with --baseline <ref> (a commit, branch or tag)`,
    );
  }
  await mkdir(dir, { recursive: true });
  const archive = `${dir}.tar`;
  try {
    git('archive', '--format=tar', '-o', archive, commit);
    execFileSync('tar', ['-xf', archive, '-C', dir]);
  } finally {
    await rm(archive, { force: true });
  }
  await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return git('log', '-1', '--format=%h %s', commit);
}
