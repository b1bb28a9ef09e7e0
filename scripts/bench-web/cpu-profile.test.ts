import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSources, selfTimes, selfTimesBySource, type CpuProfile } from './cpu-profile';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 4 });

describe('selfTimes', () => {
  it("adds each sample's time (the next delta) to its function and its script file, largest first", () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('render', 'https://127.0.0.1:1/assets/react-dom.js', 9) },
        { id: 3, callFrame: frame('sortKey', 'https://127.0.0.1:1/assets/list.js', 2) },
        { id: 4, callFrame: frame('(program)') },
      ],
      samples: [2, 3, 2, 4],
      timeDeltas: [0, 1000, 2000, 2000, 500],
    };
    expect(selfTimes(profile)).toEqual({
      byFunction: [
        { name: 'render react-dom.js:10:5', ms: 3 },
        { name: 'sortKey list.js:3:5', ms: 2 },
        { name: '(program)', ms: 0.5 },
      ],
      byFile: [
        { name: 'react-dom.js', ms: 3 },
        { name: 'list.js', ms: 2 },
        { name: '(program)', ms: 0.5 },
      ],
      totalMs: 5.5,
    });
  });
});

describe('selfTimesBySource, with the sources read from a build', () => {
  const outDir = mkdtemp(join(tmpdir(), 'cpu-profile-'));
  afterAll(async () => rm(await outDir, { recursive: true, force: true }));

  it("puts each sample's time on the package or the portal's own file its line was built from", async () => {
    const dir = await outDir;
    await mkdir(join(dir, 'assets'));
    // One line of app.js from each source ("AAAA;ACAA;ACAA": line n from source n), written as
    // Vite writes them: relative to the map, through the build's root.
    const map = {
      version: 3,
      sources: [
        '../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs',
        '../../node_modules/react-dom/cjs/react-dom-client.production.js',
        '../../../tmp/bench-web-1/stack-baseline/src/domain/tasks.ts',
      ],
      names: [],
      mappings: 'AAAA;ACAA;ACAA',
    };
    await writeFile(join(dir, 'assets', 'app.js.map'), JSON.stringify(map));
    const app = 'https://127.0.0.1:1/assets/app.js';
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('dispatch', app, 0) },
        { id: 2, callFrame: frame('render', app, 1) },
        { id: 3, callFrame: frame('sortTasksByDueDate', app, 2) },
        { id: 4, callFrame: frame('boot', 'https://127.0.0.1:1/assets/after-first-paint.js', 0) },
        { id: 5, callFrame: frame('(garbage collector)') },
      ],
      samples: [1, 2, 2, 3, 4, 5],
      timeDeltas: [0, 1000, 2000, 1000, 3000, 500, 250],
    };
    expect(selfTimesBySource(profile, buildSources(dir))).toEqual([
      { name: 'npm:react-dom', ms: 3 },
      { name: 'src/domain/tasks.ts', ms: 3 },
      { name: 'npm:@reduxjs/toolkit', ms: 1 },
      { name: '/assets/after-first-paint.js', ms: 0.5 },
      { name: '(garbage collector)', ms: 0.25 },
    ]);
  });
});
