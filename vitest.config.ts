import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Component test files that replace modules with vi.mock need a module graph of their own; the rest
// share one worker's jsdom and loaded modules (starting jsdom per file was most of the run's time).
const componentTestFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .map((file) => `src/${file}`);
const mocksModules = (file: string) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
const componentProject = {
  plugins: [react()],
  test: {
    environment: 'jsdom' as const,
    setupFiles: ['tests/setup/component.tsx', 'tests/setup/dialog-element.ts'],
    // jsdom renders of a few hundred rows took 10 s in a fresh-clone run and passed 15 s in another,
    // with the two cores shared by the emulators and the other runs.
    testTimeout: 30_000,
  },
};

// The integration tests drive the portal's stores in Node against the local stack, one file at a time
// (they share its demo event).
const integrationProject = {
  environment: 'node' as const,
  include: ['src/**/*.integration.test.ts', 'functions/src/**/*.integration.test.ts', 'tests/integration/**/*.test.ts'],
  globalSetup: ['tests/setup/global-stack.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  fileParallelism: false,
};
/**
 * Integration files that stand for a page of their own, whose data layer and Auth no other file has
 * started: a page's first reads, a tenant's build.
 */
const integrationOwnPageFiles = [
  'src/lib/firebase/first-reads.integration.test.ts',
  'src/lib/firebase/lite-reads.integration.test.ts',
  'src/data/settings/settings-reads.integration.test.ts',
  'tests/integration/tenant-onboarding.test.ts',
];

// Projects: pure unit tests, React component tests (jsdom; those with module mocks apart), the emulator's conformance
// suite (each file starts its own emulator), and the tests that need the whole local stack
// (integration and end-to-end; scripts/test.ts starts the stack once and hands it over by env).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          // Plain modules without mocks: files share a worker and its loaded modules instead of each
          // starting a fresh one (importing the modules was most of this project's time).
          isolate: false,
        },
      },
      {
        ...componentProject,
        test: {
          ...componentProject.test,
          name: 'component',
          include: componentTestFiles.filter((file) => !mocksModules(file)),
          isolate: false,
        },
      },
      {
        ...componentProject,
        test: {
          ...componentProject.test,
          name: 'component-mocked',
          // happy-dom starts in a fraction of jsdom's time, which these files pay each: the project
          // ran in 95 s instead of 134. The shared project stays on jsdom, which starts once and
          // edits and sanitises rich text as browsers do (happy-dom's contenteditable does not).
          environment: 'happy-dom' as const,
          include: componentTestFiles.filter(mocksModules),
          // Each file starts afresh: a worker thread starts sooner than a forked process (8% of
          // this project's time).
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['emulator/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The attack matrix: firestore.rules and storage.rules on our emulator (and Google's
          // Firestore emulator when installed), each file starting the emulators it needs.
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          ...integrationProject,
          name: 'integration',
          exclude: [...integrationOwnPageFiles, '**/node_modules/**'],
          // One worker keeps the files' modules loaded from one file to the next (importing them was
          // a third of this project's time); each file signs in as the people it needs.
          isolate: false,
        },
      },
      {
        test: { ...integrationProject, name: 'integration-own-page', include: integrationOwnPageFiles },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/global-stack.ts', 'tests/setup/global-portal.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What a screen shows after a write or a live change arrives in well under a second on a
          // quiet machine, in seconds on a busy one: expect.poll waits up to 10 s (its default, 1 s,
          // is shorter than Playwright's own waits by far).
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          // One worker keeps the support modules (Playwright, the Admin SDK) and the one browser
          // (tests/support/browser.ts) from one file to the next.
          isolate: false,
          // Tests marked concurrent (the screen sweep's viewers) run two at a time on the two cores.
          maxConcurrency: 2,
        },
      },
    ],
  },
});
