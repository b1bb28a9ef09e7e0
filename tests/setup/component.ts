import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetQueryCache } from '../../src/data/query-cache';

// Every test starts with an empty query cache (its screens unmounted first, so nothing refetches).
afterEach(() => {
  cleanup();
  resetQueryCache();
});
