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

type CallFrame = CpuProfile['nodes'][number]['callFrame'];

/** Each sample's time (the next delta) summed by the key of the frame it ran in, largest first. */
function selfTimesBy(profile: CpuProfile, keyOf: (frame: CallFrame) => string): ProfileShare[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byKey = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const key = keyOf(nodes.get(id)!.callFrame);
    byKey.set(key, (byKey.get(key) ?? 0) + (profile.timeDeltas?.[index + 1] ?? 0) / 1000);
  });
  return [...byKey].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/** A frame outside any script by its name: V8's own entries ('(program)', '(garbage collector)', '(idle)') as they are. */
const unscripted = ({ functionName }: CallFrame) => functionName || '(anonymous)';
const fileOf = (frame: CallFrame) => (frame.url ? frame.url.split('/').at(-1)! : unscripted(frame));

/** Self time by function (name, file and line) and by script file, largest first. */
export function selfTimes(profile: CpuProfile): {
  byFunction: ProfileShare[];
  byFile: ProfileShare[];
  totalMs: number;
} {
  const byFunction = selfTimesBy(profile, (frame) =>
    frame.url
      ? `${unscripted(frame)} ${fileOf(frame)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
      : unscripted(frame),
  );
  const totalMs = byFunction.reduce((sum, { ms }) => sum + ms, 0);
  return { byFunction, byFile: selfTimesBy(profile, fileOf), totalMs };
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

/** Self time by the source each sample ran in (`sourceOf`), largest first; samples outside any script by their name. */
export function selfTimesBySource(profile: CpuProfile, sourceOf: SourceOf): ProfileShare[] {
  return selfTimesBy(profile, (frame) =>
    frame.url ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber) : unscripted(frame),
  );
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

/** A build's profiles of one screen, and where its scripts came from. */
export interface ProfiledBuild {
  name: string;
  profiles: readonly CpuProfile[];
  sourceOf: SourceOf;
}

/**
 * Builds' profiles of the same screen side by side: each one's mean self time by source, the
 * sources whose means differ most first.
 */
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
