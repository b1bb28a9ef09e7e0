import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../tests/support/demo-sign-in';
import { getStack } from '../../tests/support/stack';
import { teamTypeSchema } from '../domain/team-type';
import { initFirebase, type FirebaseClient } from '../lib/firebase/client';
import { parseClientEnv } from '../lib/firebase/env';
import { readEntity } from './read-entity';
import { createTeamType } from './team-types/team-types-store';

describe('readEntity against the local stack', () => {
  let client: FirebaseClient;

  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await signInAsDemo(client.auth, 'admin');
  });

  it('reads one stored entity, parsed, with its id', async () => {
    const stored = await createTeamType({ name: `Readers ${randomUUID().slice(0, 8)}`, teamIds: [] });
    const read = await readEntity(client.paths.doc('teamTypes', stored.id), teamTypeSchema, 'teamType', {
      invalid: 'Invalid team type',
    });
    expect(read).toMatchObject({ id: stored.id, name: stored.name, teamIds: [] });
  });

  it('throws the missing message for a document that does not exist, else the invalid one', async () => {
    const path = client.paths.doc('teamTypes', `absent-${randomUUID()}`);
    await expect(
      readEntity(path, teamTypeSchema, 'teamType', { invalid: 'Invalid team type', missing: 'No such team type' }),
    ).rejects.toThrow('No such team type');
    await expect(readEntity(path, teamTypeSchema, 'teamType', { invalid: 'Invalid team type' })).rejects.toThrow(
      'Invalid team type',
    );
  });
});
