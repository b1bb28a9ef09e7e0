import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryFnFrom } from './api-slice';
import { createApi, KEEP_UNUSED_DATA_MS } from './query-cache';

// A small backend behind the cache: every read answers fresh copies (as Firestore would), counts
// its calls, and can be held back to look at the cache while a request is in flight.
interface Item {
  id: string;
  name: string;
  kind: string;
}
const stored = new Map<string, Item>();
const calls: string[] = [];
let held: { promise: Promise<void>; release(): void } | undefined;

function holdAnswers() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  held = { promise, release };
  return () => {
    held = undefined;
    release();
  };
}

async function read<Value>(call: string, value: () => Value): Promise<Value> {
  calls.push(call);
  await held?.promise;
  return structuredClone(value());
}

function itemOf(id: string): Item {
  const item = stored.get(id);
  if (!item) throw new Error(`No item ${id}`);
  return item;
}

const api = createApi({ tagTypes: ['Item'] });
const itemsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    item: build.query<Item, string>({
      queryFn: queryFnFrom((id: string) => read(`item ${id}`, () => itemOf(id))),
      providesTags: (_result, _error, id) => [{ type: 'Item', id }],
    }),
    items: build.query<Item[], void>({
      queryFn: queryFnFrom(() => read('items', () => [...stored.values()])),
      providesTags: (result) => [{ type: 'Item', id: 'LIST' }, ...(result ?? []).map((item) => ({ type: 'Item' as const, id: item.id }))],
    }),
    itemOrNull: build.query<Item | null, string>({
      queryFn: queryFnFrom((id: string) => read(`maybe ${id}`, () => stored.get(id) ?? null)),
      providesTags: (_result, _error, id) => [{ type: 'Item', id }],
    }),
    itemsOfKind: build.query<Item[], { kind: string; first: number }>({
      queryFn: queryFnFrom(({ kind, first }: { kind: string; first: number }) => read(`kind ${kind}`, () => [...stored.values()].filter((item) => item.kind === kind).slice(first))),
    }),
    renameItem: build.mutation<Item, { id: string; name: string }>({
      queryFn: queryFnFrom(async ({ id, name }: { id: string; name: string }) => {
        if (!name) throw new Error('Invalid name');
        stored.set(id, { ...itemOf(id), name });
        return itemOf(id);
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Item', id }],
    }),
    addItem: build.mutation<null, Item>({
      queryFn: queryFnFrom(async (item: Item) => void stored.set(item.id, item)),
      invalidatesTags: [{ type: 'Item', id: 'LIST' }],
    }),
    touchEveryItem: build.mutation<null, void>({
      queryFn: queryFnFrom(async () => undefined),
      invalidatesTags: ['Item'],
    }),
  }),
});
const { useItemQuery, useItemsQuery, useItemsOfKindQuery, useLazyItemQuery, useRenameItemMutation, useAddItemMutation, useTouchEveryItemMutation } = itemsApi;

function callsOf(call: string) {
  return calls.filter((each) => each === call).length;
}

/** Runs a mutation outside any component, as a screen's trigger would, and waits for it. */
async function mutate<Arg>(useMutation: () => readonly [(arg: Arg) => Promise<unknown>, unknown], arg: Arg) {
  const { result } = renderHook(useMutation);
  await act(() => result.current[0](arg));
}

beforeEach(() => {
  stored.clear();
  calls.length = 0;
  for (const item of [
    { id: 'a', name: 'Apple', kind: 'fruit' },
    { id: 'b', name: 'Bean', kind: 'vegetable' },
    { id: 'c', name: 'Cherry', kind: 'fruit' },
  ]) {
    stored.set(item.id, item);
  }
});
afterEach(() => {
  held?.release();
  held = undefined;
  vi.useRealTimers();
});

describe('query hooks', () => {
  it('share one request per entry, and a later subscriber reads the cached data without a request', async () => {
    const rendered: { isLoading: boolean }[] = [];
    const first = renderHook(() => {
      const both = [useItemQuery('a'), useItemQuery('a')];
      rendered.push(both[0]!);
      return both;
    });
    // Loading from the first render on, before the request is even sent.
    expect(rendered[0]).toMatchObject({ isLoading: true, isFetching: true, data: undefined });
    await waitFor(() => expect(first.result.current[1].data?.name).toBe('Apple'));
    expect(callsOf('item a')).toBe(1);

    const later = renderHook(() => useItemQuery('a'));
    expect(later.result.current).toMatchObject({ isLoading: false, isFetching: false, isSuccess: true, data: { name: 'Apple' } });
    expect(callsOf('item a')).toBe(1);
  });

  it('key an object argument by its values, whatever the order of its keys', async () => {
    const { result } = renderHook(() => [useItemsOfKindQuery({ kind: 'fruit', first: 0 }), useItemsOfKindQuery({ first: 0, kind: 'fruit' })]);
    await waitFor(() => expect(result.current[1].data).toHaveLength(2));
    expect(result.current[0].data).toBe(result.current[1].data);
    expect(callsOf('kind fruit')).toBe(1);
  });

  it('keep showing the previous argument’s data while a new argument loads, as data but not currentData', async () => {
    const { result, rerender } = renderHook(({ id }) => useItemQuery(id), { initialProps: { id: 'a' } });
    await waitFor(() => expect(result.current.data?.name).toBe('Apple'));

    rerender({ id: 'b' });
    expect(result.current).toMatchObject({ data: { name: 'Apple' }, currentData: undefined, isLoading: false, isFetching: true });
    await waitFor(() => expect(result.current.data?.name).toBe('Bean'));
    expect(result.current).toMatchObject({ currentData: { name: 'Bean' }, isFetching: false, isSuccess: true });
  });

  it('show a null answer (a missing document) as null, loaded, not as no data yet', async () => {
    const { result } = renderHook(() => itemsApi.useItemOrNullQuery('nobody'));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data).toBeNull();
    expect(result.current.isLoading).toBe(false);
    expect(result.current.isSuccess).toBe(true);
  });

  it('make no request and show no data while skipped', async () => {
    const { result, rerender } = renderHook(({ skip }) => useItemQuery('a', { skip }), { initialProps: { skip: true } });
    expect(result.current).toMatchObject({ data: undefined, isUninitialized: true, isLoading: false, isFetching: false });
    expect(() => result.current.refetch()).toThrow();
    expect(calls).toEqual([]);

    rerender({ skip: false });
    await waitFor(() => expect(result.current.data?.name).toBe('Apple'));
  });

  it('give the error of the current argument, and keep the data through a failed refetch', async () => {
    const { result } = renderHook(({ id }) => useItemQuery(id), { initialProps: { id: 'a' } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    stored.delete('a');
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ data: { name: 'Apple' }, error: { message: 'No item a' }, isError: true, isFetching: false });

    const missing = renderHook(() => useItemQuery('zz'));
    await waitFor(() => expect(missing.result.current.error).toEqual(expect.objectContaining({ message: 'No item zz' })));
    expect(missing.result.current).toMatchObject({ data: undefined, isLoading: false, status: 'rejected' });
  });

  it('keep the same result object while nothing it shows changes (another entry loading does not re-render it)', async () => {
    let renders = 0;
    const { result, rerender } = renderHook(() => {
      renders += 1;
      return useItemQuery('a');
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const shown = result.current;
    const rendersSoFar = renders;

    const other = renderHook(() => useItemQuery('b'));
    await waitFor(() => expect(other.result.current.isSuccess).toBe(true));
    expect(renders).toBe(rendersSoFar);
    rerender();
    expect(result.current).toBe(shown);
  });

  it('refetch with deep-equal data keeps the cached objects; a changed row is new and the others stay', async () => {
    const { result } = renderHook(() => useItemsQuery());
    await waitFor(() => expect(result.current.data).toHaveLength(3));
    const before = result.current.data!;

    await act(() => result.current.refetch());
    expect(callsOf('items')).toBe(2);
    expect(result.current.data).toBe(before);

    stored.set('b', { ...itemOf('b'), name: 'Broad bean' });
    await act(() => result.current.refetch());
    const after = result.current.data!;
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.name).toBe('Broad bean');
    expect(after[2]).toBe(before[2]);
    expect(Object.isFrozen(after)).toBe(true);
  });

  it('poll while subscribed, and stop when the last subscriber leaves', async () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useItemQuery('a', { pollingInterval: 1_000 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.data?.name).toBe('Apple');
    stored.set('a', { ...itemOf('a'), name: 'Apricot' });

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.data?.name).toBe('Apricot');
    expect(callsOf('item a')).toBe(2);

    unmount();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(callsOf('item a')).toBe(2);
  });

  it('drop an entry 60 s after its last subscriber leaves, not before', async () => {
    vi.useFakeTimers();
    const first = renderHook(() => useItemQuery('a'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    first.unmount();
    await act(() => vi.advanceTimersByTimeAsync(KEEP_UNUSED_DATA_MS - 1));
    const second = renderHook(() => useItemQuery('a'));
    expect(second.result.current.data?.name).toBe('Apple');
    expect(callsOf('item a')).toBe(1);

    second.unmount();
    await act(() => vi.advanceTimersByTimeAsync(KEEP_UNUSED_DATA_MS));
    const third = renderHook(() => useItemQuery('a'));
    expect(third.result.current).toMatchObject({ data: undefined, isLoading: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(callsOf('item a')).toBe(2);
  });
});

describe('tags', () => {
  it('refetch the subscribed entries providing an invalidated id and drop the unsubscribed ones', async () => {
    const b = renderHook(() => useItemQuery('b'));
    await waitFor(() => expect(b.result.current.isSuccess).toBe(true));
    b.unmount();
    const { result } = renderHook(() => ({ a: useItemQuery('a'), c: useItemQuery('c'), list: useItemsQuery() }));
    await waitFor(() => expect(result.current.list.isSuccess && result.current.a.isSuccess && result.current.c.isSuccess).toBe(true));

    await mutate(useRenameItemMutation, { id: 'a', name: 'Avocado' });
    await waitFor(() => expect(result.current.a.data?.name).toBe('Avocado'));
    await waitFor(() => expect(result.current.list.data?.[0]?.name).toBe('Avocado'));
    expect(callsOf('item c')).toBe(1);

    await mutate(useRenameItemMutation, { id: 'b', name: 'Borlotti' });
    const again = renderHook(() => useItemQuery('b'));
    expect(again.result.current.isLoading).toBe(true);
    await waitFor(() => expect(again.result.current.data?.name).toBe('Borlotti'));
    expect(callsOf('item b')).toBe(2);
  });

  it('match a LIST id only to the lists, and a bare type to every tag of the type', async () => {
    const { result } = renderHook(() => ({ a: useItemQuery('a'), list: useItemsQuery() }));
    await waitFor(() => expect(result.current.list.isSuccess && result.current.a.isSuccess).toBe(true));

    await mutate(useAddItemMutation, { id: 'd', name: 'Date', kind: 'fruit' });
    await waitFor(() => expect(result.current.list.data).toHaveLength(4));
    expect(callsOf('item a')).toBe(1);

    await mutate(useTouchEveryItemMutation, undefined);
    await waitFor(() => expect(callsOf('item a')).toBe(2));
    await waitFor(() => expect(callsOf('items')).toBe(3));
  });

  it('invalidate after a failed mutation too', async () => {
    const { result } = renderHook(() => useItemQuery('a'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await mutate(useRenameItemMutation, { id: 'a', name: '' });
    await waitFor(() => expect(callsOf('item a')).toBe(2));
  });

  it('refetch an entry invalidated while its request was in flight, once that request answers', async () => {
    const release = holdAnswers();
    const { result } = renderHook(() => useItemQuery('a'));
    await mutate(useRenameItemMutation, { id: 'a', name: 'Avocado' });
    release();
    await waitFor(() => expect(result.current.data?.name).toBe('Avocado'));
    expect(callsOf('item a')).toBe(2);
  });

  it('api.util.invalidateTags refetches like a mutation', async () => {
    const { result } = renderHook(() => useItemsQuery());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    stored.set('e', { id: 'e', name: 'Endive', kind: 'vegetable' });
    act(() => api.util.invalidateTags([{ type: 'Item', id: 'LIST' }]));
    await waitFor(() => expect(result.current.data).toHaveLength(4));
  });
});

describe('mutation hooks', () => {
  it('resolve unwrap() with the data and show the call’s state', async () => {
    const { result } = renderHook(() => useRenameItemMutation());
    expect(result.current[1]).toMatchObject({ isUninitialized: true, isLoading: false });
    let request: ReturnType<(typeof result.current)[0]> | undefined;
    act(() => {
      request = result.current[0]({ id: 'a', name: 'Avocado' });
    });
    expect(result.current[1]).toMatchObject({ isLoading: true, originalArgs: { id: 'a', name: 'Avocado' } });
    await act(async () => expect(await request!.unwrap()).toMatchObject({ id: 'a', name: 'Avocado' }));
    expect(result.current[1]).toMatchObject({ isLoading: false, isSuccess: true, data: { name: 'Avocado' }, error: undefined });
  });

  it('reject unwrap() with the normalised error, answer { error }, and reset to uninitialized', async () => {
    const { result } = renderHook(() => useRenameItemMutation());
    const trigger = result.current[0];
    await act(async () => {
      await expect(trigger({ id: 'a', name: '' }).unwrap()).rejects.toMatchObject({ message: 'Invalid name' });
    });
    expect(result.current[1]).toMatchObject({ isError: true, error: { message: 'Invalid name' } });
    await act(async () => expect(await trigger({ id: 'a', name: '' })).toMatchObject({ error: { message: 'Invalid name' } }));

    act(() => result.current[1].reset());
    expect(result.current[1]).toMatchObject({ isUninitialized: true, error: undefined, data: undefined });
    expect(result.current[0]).toBe(trigger);
  });
});

describe('lazy query hooks', () => {
  it('fetch on trigger (again on every trigger), resolve unwrap() and show the result', async () => {
    const { result } = renderHook(() => useLazyItemQuery());
    const trigger = result.current[0];
    expect(result.current[1]).toMatchObject({ isUninitialized: true, data: undefined });
    expect(calls).toEqual([]);

    await act(async () => expect(await trigger('a').unwrap()).toMatchObject({ name: 'Apple' }));
    expect(result.current[1]).toMatchObject({ data: { name: 'Apple' }, isSuccess: true });
    await act(async () => expect(await trigger('a').unwrap()).toMatchObject({ name: 'Apple' }));
    expect(callsOf('item a')).toBe(2);
    await act(async () => await expect(trigger('zz').unwrap()).rejects.toMatchObject({ message: 'No item zz' }));
    expect(result.current[0]).toBe(trigger);
  });
});

describe('api.util', () => {
  it('resetApiState forgets every entry: a shown one loads anew, an unused one is fetched again when next read', async () => {
    const b = renderHook(() => useItemQuery('b'));
    await waitFor(() => expect(b.result.current.isSuccess).toBe(true));
    b.unmount();
    const { result } = renderHook(() => useItemQuery('a'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    stored.set('a', { ...itemOf('a'), name: 'Avocado' });
    act(() => api.util.resetApiState());
    expect(result.current).toMatchObject({ data: undefined, isLoading: true });
    await waitFor(() => expect(result.current.data?.name).toBe('Avocado'));
    // Still subscribed after the reset: an invalidation refetches it.
    stored.set('a', { ...itemOf('a'), name: 'Apricot' });
    act(() => api.util.invalidateTags([{ type: 'Item', id: 'a' }]));
    await waitFor(() => expect(result.current.data?.name).toBe('Apricot'));

    const again = renderHook(() => useItemQuery('b'));
    expect(again.result.current.isLoading).toBe(true);
    await waitFor(() => expect(callsOf('item b')).toBe(2));
  });

  it('upsertQueryData puts data where the hooks read it, without a request, and wins over a request in flight', async () => {
    itemsApi.util.upsertQueryData('item', 'a', { id: 'a', name: 'Seeded', kind: 'fruit' });
    const { result } = renderHook(() => useItemQuery('a'));
    expect(result.current).toMatchObject({ data: { name: 'Seeded' }, isFetching: false });
    expect(calls).toEqual([]);

    const release = holdAnswers();
    const late = renderHook(() => useItemQuery('b'));
    act(() => itemsApi.util.upsertQueryData('item', 'b', { id: 'b', name: 'Seeded bean', kind: 'vegetable' }));
    release();
    await act(() => Promise.resolve());
    expect(late.result.current.data?.name).toBe('Seeded bean');
  });
});
