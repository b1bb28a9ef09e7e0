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

export function printProfileSummary(title: string, profile: CpuProfile, top = 12): void {
  const { byFunction, byFile, totalMs } = selfTimes(profile);
  console.log(`\n${title}: ${totalMs.toFixed(0)} ms sampled`);
  console.log('  by script:');
  for (const { name, ms } of byFile.slice(0, top)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  console.log('  by function (self time):');
  for (const { name, ms } of byFunction.slice(0, top)) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
}
