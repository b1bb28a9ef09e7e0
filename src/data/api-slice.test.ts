import { describe, expect, it } from 'vitest';
import { api, listTags, queryFnFrom, storeEndpoints } from './api-slice';
import { createReduxStore } from './redux-store';

describe('listTags', () => {
  it('tags the LIST and each item, given the items or their ids', () => {
    const expected = [
      { type: 'Task', id: 'LIST' },
      { type: 'Task', id: 'a' },
      { type: 'Task', id: 'b' },
    ];
    expect(listTags('Task', [{ id: 'a' }, { id: 'b' }])).toEqual(expected);
    expect(listTags('Task', ['a', 'b'])).toEqual(expected);
  });

  it('tags only the LIST while there is nothing yet', () => {
    expect(listTags('Form', undefined)).toEqual([{ type: 'Form', id: 'LIST' }]);
  });
});

describe('queryFnFrom', () => {
  it('answers the result as data, void as null', async () => {
    expect(await queryFnFrom(async (id: string) => ({ id }))('x')).toEqual({ data: { id: 'x' } });
    expect(await queryFnFrom(async () => undefined)(undefined)).toEqual({ data: null });
  });

  it('answers rows frozen all the way down, leaving dates and bytes as they are', async () => {
    const updatedAt = new Date('2026-11-23T10:00:00Z');
    const bytes = new Uint8Array([1, 2]);
    const answer = await queryFnFrom(async () => [{ id: 'a', tags: ['x'], updatedAt, bytes }])(undefined);
    const [row] = (answer as { data: { id: string; tags: string[]; updatedAt: Date; bytes: Uint8Array }[] }).data;
    expect(() => ((row as { id: string }).id = 'b')).toThrow(TypeError);
    expect(() => row!.tags.push('y')).toThrow(TypeError);
    expect(Object.isFrozen(updatedAt)).toBe(false);
    bytes[0] = 9;
    expect(row!.bytes[0]).toBe(9);
  });

  it('answers a thrown error as the normalised error', async () => {
    const answer = await queryFnFrom(async () => {
      throw new Error('Invalid task');
    })(undefined);
    expect(answer).toMatchObject({ error: { message: 'Invalid task' } });
  });
});

describe('storeEndpoints', () => {
  // A store of teams kept in memory: what the endpoints read and write.
  const names = new Map([['a', 'Alpha']]);
  const teamsStore = {
    listTeamNames: async () => [...names].map(([id, name]) => ({ id, name })),
    renameTeam: async ({ id, name }: { id: string; name: string }) => void names.set(id, name),
  };
  const testApi = api.injectEndpoints({
    endpoints: storeEndpoints(({ query, mutation }) => ({
      teamNames: query(teamsStore.listTeamNames, (result) => listTags('Team', result)),
      renameTeam: mutation(teamsStore.renameTeam, (_result, _error, { id }) => [{ type: 'Team', id }]),
    })),
  });

  it('declares a query and a mutation from store functions: data, void as null, and the tags refetch', async () => {
    const store = createReduxStore();
    const watching = store.dispatch(testApi.endpoints.teamNames.initiate());
    expect((await watching).data).toEqual([{ id: 'a', name: 'Alpha' }]);
    expect(await store.dispatch(testApi.endpoints.renameTeam.initiate({ id: 'a', name: 'Able' })).unwrap()).toBeNull();
    await expect
      .poll(() => testApi.endpoints.teamNames.select()(store.getState()).data)
      .toEqual([{ id: 'a', name: 'Able' }]);
    watching.unsubscribe();
  });
});
