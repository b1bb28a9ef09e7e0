import { describe, expect, it } from 'vitest';
import { initialFiles, type Manifest } from './initial-bytes';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  'src/login.tsx': { file: 'assets/login.js', imports: ['_shared.js'] },
  'src/admin.tsx': { file: 'assets/admin.js', imports: ['_shared.js', '_admin-only.js'] },
  '_admin-only.js': { file: 'assets/admin-only.js' },
};

describe('initialFiles', () => {
  it("counts the entry's static imports and each lazy module's, once each, with their CSS", () => {
    expect(initialFiles(manifest, ['src/login.tsx'])).toEqual({
      js: ['assets/index.js', 'assets/login.js', 'assets/react.js', 'assets/shared.js'],
      css: ['assets/index.css', 'assets/shared.css'],
    });
  });

  it("leaves out what only another route's chunk imports", () => {
    expect(initialFiles(manifest, ['src/login.tsx']).js).not.toContain('assets/admin-only.js');
    expect(initialFiles(manifest, ['src/admin.tsx']).js).toContain('assets/admin-only.js');
  });

  it('fails on a module the build does not have', () => {
    expect(() => initialFiles(manifest, ['src/gone.tsx'])).toThrow('src/gone.tsx is not in the build manifest');
  });
});
