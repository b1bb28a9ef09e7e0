import { describe, expect, it } from 'vitest';
import { selfTimes, type CpuProfile } from './cpu-profile';

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
