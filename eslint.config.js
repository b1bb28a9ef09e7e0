import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { importLayers } from './scripts/eslint/import-layers.js';

// One file-naming style for the whole tree: kebab-case (dots allowed for `.test`, `.d` and the like).
const kebabCaseFileNames = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const name = path.basename(context.filename);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(name)) {
      context.report({ loc: { line: 1, column: 0 }, message: `File name "${name}" must be kebab-case.` });
    }
    return {};
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.emulator-data/**',
      '.firebase/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { project: { rules: { 'kebab-case-file-names': kebabCaseFileNames } } },
    rules: {
      'project/kebab-case-file-names': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // React's hook rules apply to the SPA; test harnesses elsewhere have use-prefixed helpers of their own.
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  // The layer rule is one custom rule (not no-restricted-imports, whose options a later entry would replace).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'import-layers': importLayers } } },
    rules: { 'layers/import-layers': 'error' },
  },
);
