import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The layer rule's messages for a one-line module placed at `filePath` (linted with the project's own config). */
async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'layers/import-layers')
    .map((message) => message.message);
}

describe('the import layers lint rule', { timeout: 30_000 }, () => {
  it.each([
    [
      'src/features/account/fixture.ts',
      "import { getAuth } from 'firebase/auth';",
      'Only src/lib/firebase and src/data import firebase/*',
    ],
    [
      'src/features/teams/fixture.ts',
      "import { createStore } from '../../app/router';",
      'src/features may not import src/app',
    ],
    [
      'src/features/teams/fixture.ts',
      "import { useThing } from '../users/pages/users-page';",
      'Feature "teams" may not import feature "users"',
    ],
    [
      'src/data/teams/fixture.ts',
      "import { AdminPage } from '../../components/admin-page';",
      'src/data may not import src/components',
    ],
    [
      'src/components/fixture.ts',
      "import { getAuth } from 'firebase/auth';",
      'Only src/lib/firebase and src/data import firebase/*',
    ],
    [
      'src/data/teams/fixture.ts',
      "import { where } from 'firebase/firestore';",
      "Only src/lib/firebase imports Firestore's SDKs",
    ],
    [
      'src/components/fixture.ts',
      "import type { Unsubscribe } from 'firebase/firestore';",
      'Only src/lib/firebase and src/data import firebase/*',
    ],
    ['src/domain/fixture.ts', "import { useState } from 'react';", 'src/domain and src/lib are pure: no React'],
    ['src/features/teams/fixture.test.tsx', "vi.mock('../../app/store');", 'src/features may not import src/app'],
  ])('refuses in %s: %s', async (filePath, source, message) => {
    expect(await layerErrors(filePath, source)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    [
      'src/features/teams/fixture.ts',
      "import { useTeamsQuery } from '../../data/teams/teams-api';\nimport { AdminPage } from '../../components/admin-page';\nimport { TeamRow } from './components/team-row';",
    ],
    [
      'src/data/teams/fixture.ts',
      "import type { Unsubscribe } from 'firebase/firestore';\nimport { signOut } from 'firebase/auth';\nimport { firebaseClient } from '../../lib/firebase/client';",
    ],
    ['src/app/fixture.ts', "import page from '../features/teams/pages/manage-teams-page';"],
  ])('allows in %s the imports its layer may make', async (filePath, source) => {
    expect(await layerErrors(filePath, source)).toEqual([]);
  });
});
