import { describe, expect, it } from 'vitest';
import { initialFiles, initialFilesOfLoad, type Manifest } from './initial-bytes';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/login.tsx', 'src/admin.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  'src/login.tsx': { file: 'assets/login.js', imports: ['_shared.js'] },
  'src/admin.tsx': {
    file: 'assets/admin.js',
    imports: ['_shared.js', '_admin-only.js'],
    dynamicImports: ['src/admin-store.ts'],
  },
  '_admin-only.js': { file: 'assets/admin-only.js' },
  'src/admin-store.ts': { file: 'assets/admin-store.js', imports: ['_firestore.js'] },
  '_firestore.js': { file: 'assets/firestore.js' },
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

describe('initialFilesOfLoad', () => {
  it('counts the route modules the load fetched with their static imports, not what they load lazily in turn', () => {
    const fetched = [
      'assets/index.js',
      'assets/react.js',
      'assets/admin.js',
      'assets/shared.js',
      'assets/admin-only.js',
      'assets/admin-store.js',
      'assets/firestore.js',
    ];
    expect(initialFilesOfLoad(manifest, fetched)).toEqual({
      js: ['assets/admin-only.js', 'assets/admin.js', 'assets/index.js', 'assets/react.js', 'assets/shared.js'],
      css: ['assets/index.css', 'assets/shared.css'],
    });
  });

  it('counts the whole static graph of a fetched route module, even a chunk the load had not fetched yet', () => {
    expect(initialFilesOfLoad(manifest, ['assets/index.js', 'assets/login.js']).js).toEqual([
      'assets/index.js',
      'assets/login.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('counts a fetched script the manifest does not list (a boot script of the HTML) as it is', () => {
    expect(initialFilesOfLoad(manifest, ['assets/boot.js', 'assets/index.js']).js).toEqual([
      'assets/boot.js',
      'assets/index.js',
      'assets/react.js',
    ]);
  });
});
