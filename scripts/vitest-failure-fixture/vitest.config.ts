import { defineConfig } from 'vitest/config';

// Only for vitest-failure-reporter.test.ts: a run of the failing fixture, apart from the project's own.
export default defineConfig({ test: { root: import.meta.dirname, include: ['*.check.ts'] } });
