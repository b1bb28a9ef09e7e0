import { describe, expect, it } from 'vitest';
import { stackImportsOf } from './stack-code';

const asLists = (imports: Map<string, Set<string>>) =>
  Object.fromEntries([...imports].map(([specifier, names]) => [specifier, [...names].sort()]));

describe('stackImportsOf', () => {
  it("collects the names a file imports from the stack's packages and their subpaths, by what they are called there", () => {
    const source = [
      "import { Link, useNavigate as navigateHook } from 'react-router';",
      "import {\n  createApi,\n  fakeBaseQuery,\n} from '@reduxjs/toolkit/query/react';",
      "import { enGB } from 'date-fns/locale/en-GB';",
      "import { useState } from 'react';",
      "import * as z from 'zod/mini';",
    ].join('\n');
    expect(asLists(stackImportsOf('screen.tsx', source))).toEqual({
      'react-router': ['Link', 'useNavigate'],
      '@reduxjs/toolkit/query/react': ['createApi', 'fakeBaseQuery'],
      'date-fns/locale/en-GB': ['enGB'],
    });
  });

  it('leaves out types, which cost no code', () => {
    const source = [
      "import type { DataRouter } from 'react-router';",
      "import { type RouteObject, Outlet } from 'react-router';",
      "import { type Store } from 'react-redux';",
    ].join('\n');
    expect(asLists(stackImportsOf('router.tsx', source))).toEqual({ 'react-router': ['Outlet'] });
  });
});
