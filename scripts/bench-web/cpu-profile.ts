import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { Page } from 'playwright-core';

/** A V8 CPU profile as Chromium's `Profiler.stop` answers it (the fields read here). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface ProfileShare {
  name: string;
  ms: number;
}

/** Self time by function (name, file and line) and by script file, largest first; V8's own entries ('(program)', '(garbage collector)', '(idle)') as they are. */
export function selfTimes(profile: CpuProfile): {
  byFunction: ProfileShare[];
  byFile: ProfileShare[];
  totalMs: number;
} {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let totalMs = 0;
  const samples = profile.samples ?? [];
  samples.forEach((id, index) => {
    const ms = (profile.timeDeltas?.[index + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    const file = url ? url.split('/').at(-1)! : functionName || '(anonymous)';
    const name = url ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}` : file;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    totalMs += ms;
  });
  const sorted = (map: Map<string, number>) => [...map].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { byFunction: sorted(byFunction), byFile: sorted(byFile), totalMs };
}

/** Runs `run` under Chromium's CPU profiler (a CDP session on the page), sampling every `intervalUs` microseconds. */
export async function profiled<Result>(
  page: Page,
  run: () => Promise<Result>,
  intervalUs: number,
): Promise<{ result: Result; profile: CpuProfile }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
    await cdp.send('Profiler.start');
    const result = await run();
    const { profile } = await cdp.send('Profiler.stop');
    return { result, profile };
  } finally {
    await cdp.detach();
  }
}

/** The source a sample ran in, from its script's address and its place in it. */
export type SourceOf = (url: string, lineNumber: number, columnNumber: number) => string;

/**
 * Self time by the source each sample ran in (`sourceOf`), largest first; samples outside any script
 * ('(program)', '(garbage collector)', '(idle)', a native function) by their name.
 */
export function selfTimesBySource(profile: CpuProfile, sourceOf: SourceOf): ProfileShare[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const bySource = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const ms = (profile.timeDeltas?.[index + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    const source = url ? sourceOf(url, lineNumber, columnNumber) : functionName || '(anonymous)';
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
  });
  return [...bySource].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/**
 * Where a build's script ran, read from its source maps (a build with `sourcemap: 'hidden'`): a
 * package as `npm:name`, the portal's own code by its path in the build's root ('src/…', so that two
 * builds' read alike); a script without a map by its address.
 */
export function buildSources(outDir: string): SourceOf {
  const maps = new Map<string, TraceMap | undefined>();
  return (url, line, column) => {
    const { pathname } = new URL(url);
    if (!maps.has(pathname)) {
      const file = join(outDir, `${pathname}.map`);
      maps.set(pathname, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : undefined);
    }
    const map = maps.get(pathname);
    const source = map && originalPositionFor(map, { line: line + 1, column }).source;
    if (!source) return pathname;
    const packagePath = source.split('node_modules/').at(-1)!;
    if (packagePath !== source) {
      const [scope, name] = packagePath.split('/');
      return `npm:${scope!.startsWith('@') ? `${scope}/${name}` : scope}`;
    }
    // Relative to the map, through whatever directory the build's root was: from its src/ on.
    const ownPath = source.indexOf('/src/');
    return ownPath >= 0 ? source.slice(ownPath + 1) : source;
  };
}

/**
 * Two builds' profiles of the same screen side by side: each one's mean self time by source, and
 * the sources whose means differ most, largest difference first.
 */
export interface ProfiledBuild {
  name: string;
  profiles: readonly CpuProfile[];
  sourceOf: SourceOf;
}

export function printSourceComparison(title: string, sides: readonly ProfiledBuild[], top = 20): void {
  const means = sides.map(({ profiles, sourceOf }) => {
    const sums = new Map<string, number>();
    for (const profile of profiles)
      for (const { name, ms } of selfTimesBySource(profile, sourceOf))
        sums.set(name, (sums.get(name) ?? 0) + ms / profiles.length);
    return sums;
  });
  const total = (sums: Map<string, number>) => [...sums.values()].reduce((sum, ms) => sum + ms, 0);
  const sources = [...new Set(means.flatMap((sums) => [...sums.keys()]))];
  const spread = (source: string) => {
    const values = means.map((sums) => sums.get(source) ?? 0);
    return Math.max(...values) - Math.min(...values);
  };
  console.log(
    `\n${title}: mean self time by source, ms (${sides.map(({ name, profiles }) => `${name} ${profiles.length} loads`).join(', ')})`,
  );
  console.log(`${sides.map(({ name }) => name.padStart(14)).join('')}  source`);
  console.log(`${means.map((sums) => total(sums).toFixed(1).padStart(14)).join('')}  (all)`);
  for (const source of sources.sort((a, b) => spread(b) - spread(a)).slice(0, top))
    console.log(`${means.map((sums) => (sums.get(source) ?? 0).toFixed(1).padStart(14)).join('')}  ${source}`);
}

export function printProfileSummary(title: string, profile: CpuProfile, top = 12): void {
  const { byFunction, byFile, totalMs } = selfTimes(profile);
  console.log(`\n${title}: ${totalMs.toFixed(0)} ms sampled`);
  console.log('  by script:');
  for (const { name, ms } of byFile.slice(0, top)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  console.log('  by function (self time):');
  for (const { name, ms } of byFunction.slice(0, top)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
}
