import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

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

// Imports flow one way: domain → lib → components → features → app (never feature to feature).
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group, message })) }],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.emulator-data/**', '.firebase/**', 'coverage/**'] },
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
  layer(
    ['src/domain/**'],
    [['/react', '/react-*', '/react/*', 'firebase', 'firebase/*', '**/lib/**', '**/components/**', '**/features/**', '**/app/**']],
    'src/domain is pure: no React, no Firebase, no app layers.',
  ),
  layer(['src/lib/**'], [['/react', '/react-*', '/react/*', '**/components/**', '**/features/**', '**/app/**']], 'src/lib sits below components, features and app.'),
  layer(['src/components/**'], [['firebase', 'firebase/*', '**/features/**', '**/app/**']], 'Shared components know nothing of features, the app or Firebase.'),
  layer(['src/features/**'], [['firebase', 'firebase/*', '**/app/router*', '**/app/layout/**', '../../features/**', '../*/**/api']], 'Features use src/lib for Firebase and never import another feature.'),
  layer(['src/app/**', 'src/features/**', 'src/components/**'], [['firebase-admin', 'firebase-admin/*', 'node:*']], 'The SPA cannot use server-side modules.'),
);
