import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { normaliseError, type NormalisedError } from '../lib/firebase/errors';

/**
 * The portal's query cache: RTK Query's hook API (useXQuery, useLazyXQuery, useXMutation, tags,
 * util.invalidateTags / resetApiState / upsertQueryData) on a cache of our own. It exists for the
 * bytes (issue 12: the dashboard may load 200 KB gzip of JS before first paint): RTK Query with
 * immer, redux, reselect and react-redux cost every signed-in screen ~24 KB gzip, this ~3 KB
 * (the dashboard's first JS went from 238.7 to 216.5 KB gzip with it).
 * The semantics the screens rely on are RTK Query's defaults:
 * - one entry per endpoint and argument (serialised with sorted keys); requests for an entry in
 *   flight share one call; subscribing to an entry that has data does not refetch; an entry nobody
 *   subscribes to is dropped 60 s after the last unsubscribe;
 * - a refetch answering deep-equal data keeps the cached objects (structural sharing), so screens
 *   that reset a form when their data object changes are not reset by an unchanged refetch;
 * - a mutation's invalidatesTags, once it settles (success or error), refetches the subscribed
 *   entries providing a matching tag and drops the others; an entry in flight is judged by the
 *   tags its answer provides, so a read started before the write cannot leave stale data behind.
 * Unlike a Redux store there is no Provider: the app has one cache, made when the data code loads
 * (the sign-in screens never import it), and tests start each test with an empty one (resetQueryCache).
 */

/** A request's answer; either side may be read (result.error) as with RTK Query. */
type Outcome<Result> = { data: Result; error?: undefined } | { data?: undefined; error: NormalisedError };

/** A request's promise, as RTK Query's: it resolves with the outcome; unwrap() gives the data or throws the error. */
export type Request<Result> = Promise<Outcome<Result>> & { unwrap(): Promise<Result> };

/** A tag: a type alone (every id of it), or a type and an id ('LIST' is an id like any other). */
export type TagDescription<Type extends string> = Type | { type: Type; id?: string | number };
type Tag = { type: string; id?: string | number };
type TagsFor<Type extends string, Result, Arg> =
  | readonly TagDescription<Type>[]
  | ((result: Result | undefined, error: NormalisedError | undefined, arg: Arg) => readonly TagDescription<Type>[]);

/** Every queryFn answers { data } or { error } (queryFnFrom); one that throws anyway fails with the normalised error. */
interface QuerySpec<Result, Arg, Type extends string> {
  queryFn(arg: Arg): Promise<Outcome<Result>>;
  providesTags?: TagsFor<Type, Result, Arg>;
}
interface MutationSpec<Result, Arg, Type extends string> {
  queryFn(arg: Arg): Promise<Outcome<Result>>;
  invalidatesTags?: TagsFor<Type, Result, Arg>;
}
interface QueryDefinition<Result, Arg, Type extends string> extends QuerySpec<Result, Arg, Type> {
  kind: 'query';
}
interface MutationDefinition<Result, Arg, Type extends string> extends MutationSpec<Result, Arg, Type> {
  kind: 'mutation';
}
/* eslint-disable @typescript-eslint/no-explicit-any -- definitions of any result and argument */
type AnyQuery = QueryDefinition<any, any, string>;
type AnyMutation = MutationDefinition<any, any, string>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface QueryOptions {
  /** No request and no entry while true (the hook keeps the data it showed last, as RTK Query does). */
  skip?: boolean;
  /** Refetch every so many milliseconds while subscribed. */
  pollingInterval?: number;
}

export interface QueryResult<Result> {
  /** The latest data this hook showed: the current argument's, else the previous argument's while the new one loads. */
  data: Result | undefined;
  /** The current argument's data only. */
  currentData: Result | undefined;
  /** The current argument's error (kept while it refetches, cleared by a success). */
  error: NormalisedError | undefined;
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  isUninitialized: boolean;
  /** Loading with nothing to show yet. */
  isLoading: boolean;
  /** Any request of the current argument in flight. */
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  refetch(): Request<Result>;
}

export interface MutationResult<Result, Arg> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  isUninitialized: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** The last call's data and error; a new call clears them. */
  data: Result | undefined;
  error: NormalisedError | undefined;
  originalArgs: Arg | undefined;
  /** Back to uninitialized (a call still running no longer shows). */
  reset(): void;
}

type QueryHooks<Defs> = {
  [Name in keyof Defs & string as Defs[Name] extends AnyQuery ? `use${Capitalize<Name>}Query` : never]: Defs[Name] extends QueryDefinition<infer Result, infer Arg, string>
    ? (arg: Arg, options?: QueryOptions) => QueryResult<Result>
    : never;
};
type LazyQueryHooks<Defs> = {
  [Name in keyof Defs & string as Defs[Name] extends AnyQuery ? `useLazy${Capitalize<Name>}Query` : never]: Defs[Name] extends QueryDefinition<infer Result, infer Arg, string>
    ? () => readonly [trigger: (arg: Arg, preferCacheValue?: boolean) => Request<Result>, result: QueryResult<Result>, info: { lastArg: Arg | undefined }]
    : never;
};
type MutationHooks<Defs> = {
  [Name in keyof Defs & string as Defs[Name] extends AnyMutation ? `use${Capitalize<Name>}Mutation` : never]: Defs[Name] extends MutationDefinition<infer Result, infer Arg, string>
    ? () => readonly [trigger: (arg: Arg) => Request<Result>, result: MutationResult<Result, Arg>]
    : never;
};
type QueryName<Defs> = { [Name in keyof Defs & string]: Defs[Name] extends AnyQuery ? Name : never }[keyof Defs & string];
type ResultOf<Definition> = Definition extends QueryDefinition<infer Result, infer _Arg, string> ? Result : never;
type ArgOf<Definition> = Definition extends QueryDefinition<infer _Result, infer Arg, string> ? Arg : never;

export interface EndpointBuilder<Type extends string> {
  query<Result, Arg>(spec: QuerySpec<Result, Arg, Type>): QueryDefinition<Result, Arg, Type>;
  mutation<Result, Arg>(spec: MutationSpec<Result, Arg, Type>): MutationDefinition<Result, Arg, Type>;
}

/** What one entry's hooks read; replaced (never changed) on every change, so React sees it change. */
interface EntryState {
  data?: unknown;
  error?: NormalisedError;
  isFetching: boolean;
}

interface Entry {
  key: string;
  definition: AnyQuery;
  arg: unknown;
  state: EntryState;
  /** The tags the last answer provided. */
  tags: Tag[];
  /** The request in flight; an answer lands only while it is still this one (an upsert or a reset supersedes it). */
  request?: Request<unknown>;
  /** Tags invalidated while the request was in flight, judged against the tags its answer provides. */
  invalidatedWhileFetching: Tag[];
  subscribers: number;
  pollingIntervals: number[];
  pollTimer?: ReturnType<typeof setTimeout>;
  dropTimer?: ReturnType<typeof setTimeout>;
}

/** How long an entry nobody subscribes to is kept (RTK Query's keepUnusedDataFor, 60 s). */
export const KEEP_UNUSED_DATA_MS = 60_000;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** An endpoint's name and argument as one key; object keys sorted, so { a, b } and { b, a } are one entry. */
function cacheKey(name: string, arg: unknown): string {
  const sorted = (_key: string, value: unknown) =>
    isPlainObject(value) ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, value[key]])) : value;
  return `${name}(${JSON.stringify(arg, sorted)})`;
}

/**
 * The next answer, reusing every part of the previous one it deep-equals: the previous object
 * itself when nothing changed. Containers made of old and new parts are frozen like the rest.
 */
function share(previous: unknown, next: unknown): unknown {
  if (previous === next) return previous;
  const bothArrays = Array.isArray(previous) && Array.isArray(next);
  if (!bothArrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let keepsPrevious = keys.length === Object.keys(before).length;
  let keepsNext = true;
  const merged: Record<string, unknown> = bothArrays ? ([] as unknown as Record<string, unknown>) : {};
  for (const key of keys) {
    merged[key] = share(before[key], after[key]);
    keepsPrevious &&= Object.hasOwn(before, key) && merged[key] === before[key];
    keepsNext &&= merged[key] === after[key];
  }
  if (keepsPrevious) return previous;
  return keepsNext ? next : Object.freeze(merged);
}

function asTags(described: readonly TagDescription<string>[]): Tag[] {
  return described.map((tag) => (typeof tag === 'string' ? { type: tag } : tag));
}

/** An endpoint's tags for one answer (RTK Query computes them for errors too). */
function tagsFrom<Result, Arg>(tags: TagsFor<string, Result, Arg> | undefined, outcome: Outcome<Result>, arg: Arg): Tag[] {
  return asTags(typeof tags === 'function' ? tags('data' in outcome ? outcome.data : undefined, 'error' in outcome ? outcome.error : undefined, arg) : (tags ?? []));
}

/** A provided tag matches an invalidated one of its type that names no id or the same id. */
function provides(entry: Entry, invalidated: readonly Tag[]): boolean {
  return invalidated.some((tag) => entry.tags.some((provided) => provided.type === tag.type && (tag.id === undefined || provided.id === tag.id)));
}

function asRequest<Result>(outcome: Promise<Outcome<Result>>): Request<Result> {
  return Object.assign(outcome, { unwrap: () => outcome.then((settled) => ('error' in settled ? Promise.reject(settled.error) : settled.data)) });
}

function run<Result, Arg>(definition: { queryFn(arg: Arg): Promise<Outcome<Result>> }, arg: Arg): Promise<Outcome<Result>> {
  return definition.queryFn(arg).catch((thrown: unknown) => ({ error: normaliseError(thrown) }));
}

class QueryCache {
  private entries = new Map<string, Entry>();
  private listeners = new Map<string, Set<() => void>>();

  stateOf(key: string | undefined): EntryState | undefined {
    return key === undefined ? undefined : this.entries.get(key)?.state;
  }

  /** Tells a hook when its key's entry changes (also when it is dropped or made anew). */
  watch(key: string | undefined, onChange: () => void): () => void {
    if (key === undefined) return () => {};
    const listeners = this.listeners.get(key) ?? new Set();
    this.listeners.set(key, listeners);
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
      if (listeners.size === 0) this.listeners.delete(key);
    };
  }

  /** Keeps an entry while a hook shows it: fetched unless it has data; polled at the lowest interval asked for. */
  retain(key: string, definition: AnyQuery, arg: unknown, pollingInterval: number): () => void {
    const entry = this.entryFor(key, definition, arg);
    entry.subscribers += 1;
    clearTimeout(entry.dropTimer);
    if (pollingInterval > 0) entry.pollingIntervals.push(pollingInterval);
    if (entry.state.data === undefined) this.start(entry);
    else this.schedulePoll(entry);
    return () => {
      // After a reset the key's entry is a new one that carries the subscriptions on.
      const current = this.entries.get(key);
      if (!current) return;
      current.subscribers -= 1;
      if (pollingInterval > 0) current.pollingIntervals.splice(current.pollingIntervals.indexOf(pollingInterval), 1);
      this.schedulePoll(current);
      this.scheduleDropIfUnused(current);
    };
  }

  /** The entry's data: the request in flight if there is one, the cached data if asked and present, else a new request. */
  fetch(key: string, definition: AnyQuery, arg: unknown, preferCached: boolean): Request<unknown> {
    const entry = this.entryFor(key, definition, arg);
    const cached = entry.state.data;
    const request = preferCached && !entry.request && cached !== undefined ? asRequest(Promise.resolve({ data: cached })) : this.start(entry);
    this.scheduleDropIfUnused(entry);
    return request;
  }

  upsert(key: string, definition: AnyQuery, arg: unknown, data: unknown): void {
    const entry = this.entryFor(key, definition, arg);
    this.settle(entry, { data });
    this.scheduleDropIfUnused(entry);
  }

  mutate<Result, Arg>(definition: MutationDefinition<Result, Arg, string>, arg: Arg): Request<Result> {
    return asRequest(
      run(definition, arg).then((outcome) => {
        this.invalidate(tagsFrom(definition.invalidatesTags, outcome, arg));
        return outcome;
      }),
    );
  }

  /** Refetches the subscribed entries providing one of the tags and drops the others. */
  invalidate(tags: readonly Tag[]): void {
    if (tags.length === 0) return;
    for (const entry of [...this.entries.values()]) {
      if (entry.request) entry.invalidatedWhileFetching.push(...tags);
      else if (provides(entry, tags)) this.refresh(entry);
    }
  }

  /** Forgets every entry; the ones still subscribed are fetched anew (as RTK Query's resetApiState). */
  reset(): void {
    for (const entry of [...this.entries.values()]) {
      clearTimeout(entry.pollTimer);
      clearTimeout(entry.dropTimer);
      this.entries.delete(entry.key);
      if (entry.subscribers > 0) {
        const fresh = this.entryFor(entry.key, entry.definition, entry.arg);
        fresh.subscribers = entry.subscribers;
        fresh.pollingIntervals = entry.pollingIntervals;
        this.start(fresh);
      } else this.notify(entry.key);
    }
  }

  private entryFor(key: string, definition: AnyQuery, arg: unknown): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { key, definition, arg, state: { isFetching: false }, tags: [], invalidatedWhileFetching: [], subscribers: 0, pollingIntervals: [] };
      this.entries.set(key, entry);
    }
    return entry;
  }

  private start(entry: Entry): Request<unknown> {
    if (entry.request) return entry.request;
    clearTimeout(entry.pollTimer);
    const request = asRequest(
      run(entry.definition, entry.arg).then((outcome) => {
        if (entry.request === request && this.entries.get(entry.key) === entry) this.settle(entry, outcome);
        return outcome;
      }),
    );
    entry.request = request;
    this.update(entry, { ...entry.state, isFetching: true });
    return request;
  }

  private settle(entry: Entry, outcome: Outcome<unknown>): void {
    entry.request = undefined;
    entry.tags = tagsFrom(entry.definition.providesTags, outcome, entry.arg);
    const answered = 'data' in outcome ? { data: share(entry.state.data, outcome.data) } : { data: entry.state.data, error: outcome.error };
    this.update(entry, { ...answered, isFetching: false });
    const invalidated = entry.invalidatedWhileFetching;
    entry.invalidatedWhileFetching = [];
    if (provides(entry, invalidated)) this.refresh(entry);
    else this.schedulePoll(entry);
  }

  private refresh(entry: Entry): void {
    if (entry.subscribers > 0) {
      this.start(entry);
      return;
    }
    clearTimeout(entry.dropTimer);
    this.entries.delete(entry.key);
    this.notify(entry.key);
  }

  private schedulePoll(entry: Entry): void {
    clearTimeout(entry.pollTimer);
    const interval = Math.min(...entry.pollingIntervals);
    if (entry.request || entry.subscribers === 0 || !Number.isFinite(interval)) return;
    entry.pollTimer = setTimeout(() => this.start(entry), interval);
  }

  private scheduleDropIfUnused(entry: Entry): void {
    if (entry.subscribers > 0) return;
    clearTimeout(entry.dropTimer);
    entry.dropTimer = setTimeout(() => {
      if (this.entries.get(entry.key) !== entry || entry.subscribers > 0) return;
      this.entries.delete(entry.key);
      this.notify(entry.key);
    }, KEEP_UNUSED_DATA_MS);
  }

  private update(entry: Entry, state: EntryState): void {
    entry.state = state;
    this.notify(entry.key);
  }

  private notify(key: string): void {
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}

/** The app's one cache. */
const cache = new QueryCache();

/** Empties the cache (every test starts with an empty one: tests/setup/component.ts). */
export function resetQueryCache(): void {
  cache.reset();
}

/**
 * What one query hook shows, kept between renders so an unchanged entry gives the same result
 * object (no re-render, no copy of the rows). `data` falls back to what the hook showed for
 * another argument, never to an older answer of the same argument (after a reset it loads anew).
 */
class QueryView {
  private key?: string;
  private state?: EntryState;
  private refetch?: () => Request<unknown>;
  private result?: QueryResult<unknown>;
  private shown?: { key: string | undefined; data: unknown };

  read(key: string | undefined, state: EntryState | undefined, refetch: () => Request<unknown>): QueryResult<unknown> {
    if (this.result && key === this.key && state === this.state && refetch === this.refetch) return this.result;
    // null is an answer (e.g. no such document), not a missing one: only undefined falls back.
    const data = state?.data !== undefined ? state.data : this.shown && this.shown.key !== key ? this.shown.data : undefined;
    if (state?.data !== undefined) this.shown = { key, data: state.data };
    // A query about to subscribe counts as loading already (as RTK Query's first render does).
    const isFetching = key !== undefined && (state?.isFetching ?? true);
    const status = key === undefined ? 'uninitialized' : isFetching ? 'pending' : state?.error ? 'rejected' : 'fulfilled';
    const hasData = data !== undefined;
    this.key = key;
    this.state = state;
    this.refetch = refetch;
    this.result = {
      data,
      currentData: state?.data,
      error: state?.error,
      status,
      isUninitialized: status === 'uninitialized',
      isLoading: isFetching && !hasData,
      isFetching,
      isSuccess: status === 'fulfilled' || (hasData && ((isFetching && !state?.error) || status === 'uninitialized')),
      isError: status === 'rejected',
      refetch,
    };
    return this.result;
  }
}

function useQueryView(key: string | undefined, refetch: () => Request<unknown>): QueryResult<unknown> {
  const [view] = useState(() => new QueryView());
  const subscribe = useCallback((onChange: () => void) => cache.watch(key, onChange), [key]);
  const read = () => view.read(key, cache.stateOf(key), refetch);
  return useSyncExternalStore(subscribe, read, read);
}

/** The latest value, for effects and callbacks keyed by something else (a query's argument by its key). */
function useLatest<Value>(value: Value) {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}

function useQuery(name: string, definition: AnyQuery, arg: unknown, { skip = false, pollingInterval = 0 }: QueryOptions = {}) {
  const key = skip ? undefined : cacheKey(name, arg);
  const latestArg = useLatest(arg);
  useEffect(() => (key === undefined ? undefined : cache.retain(key, definition, latestArg.current, pollingInterval)), [key, definition, latestArg, pollingInterval]);
  const refetch = useCallback(() => {
    if (key === undefined) throw new Error('Cannot refetch a query that has not been started yet.');
    return cache.fetch(key, definition, latestArg.current, false);
  }, [key, definition, latestArg]);
  return useQueryView(key, refetch);
}

function useLazyQuery(name: string, definition: AnyQuery) {
  const [last, setLast] = useState<{ key: string; arg: unknown }>();
  useEffect(() => (last ? cache.retain(last.key, definition, last.arg, 0) : undefined), [last, definition]);
  const trigger = useCallback(
    (arg: unknown, preferCacheValue = false) => {
      const key = cacheKey(name, arg);
      setLast((current) => (current?.key === key ? current : { key, arg }));
      return cache.fetch(key, definition, arg, preferCacheValue);
    },
    [name, definition],
  );
  const refetch = useCallback(() => {
    if (!last) throw new Error('Cannot refetch a query that has not been started yet.');
    return cache.fetch(last.key, definition, last.arg, false);
  }, [last, definition]);
  const result = useQueryView(last?.key, refetch);
  return useMemo(() => [trigger, result, { lastArg: last?.arg }] as const, [trigger, result, last]);
}

type MutationState = { status: 'uninitialized' } | { status: 'pending' | 'fulfilled' | 'rejected'; call: number; arg: unknown; data?: unknown; error?: NormalisedError };
let calls = 0;

function useMutation(definition: AnyMutation) {
  const [state, setState] = useState<MutationState>({ status: 'uninitialized' });
  const trigger = useCallback(
    (arg: unknown) => {
      const call = (calls += 1);
      setState({ status: 'pending', call, arg });
      const request = cache.mutate(definition, arg);
      // Only the latest call shows (and none after a reset).
      void request.then((outcome) =>
        setState((current) => ('call' in current && current.call === call ? { status: 'data' in outcome ? 'fulfilled' : 'rejected', call, arg, ...outcome } : current)),
      );
      return request;
    },
    [definition],
  );
  const reset = useCallback(() => setState({ status: 'uninitialized' }), []);
  return useMemo(() => {
    const settled = 'call' in state ? state : undefined;
    const result: MutationResult<unknown, unknown> = {
      status: state.status,
      isUninitialized: state.status === 'uninitialized',
      isLoading: state.status === 'pending',
      isSuccess: state.status === 'fulfilled',
      isError: state.status === 'rejected',
      data: settled?.data,
      error: settled?.error,
      originalArgs: settled?.arg,
      reset,
    };
    return [trigger, result] as const;
  }, [state, trigger, reset]);
}

/**
 * The api: areas inject their endpoints (src/data/<area>/<area>-api.ts) and get RTK Query's
 * generated hooks for them; util acts on the app's cache.
 */
export function createApi<Type extends string>(_options: { tagTypes: readonly Type[] }) {
  const names = new Set<string>();
  return {
    injectEndpoints<Defs extends Record<string, AnyQuery | AnyMutation>>(options: { overrideExisting: 'throw'; endpoints: (build: EndpointBuilder<Type>) => Defs }) {
      const definitions = options.endpoints({
        query: (spec) => ({ kind: 'query', ...spec }),
        mutation: (spec) => ({ kind: 'mutation', ...spec }),
      });
      const hooks: Record<string, unknown> = {};
      for (const [name, definition] of Object.entries(definitions)) {
        if (names.has(name)) throw new Error(`The endpoint '${name}' is injected twice.`);
        names.add(name);
        const Name = name.charAt(0).toUpperCase() + name.slice(1);
        if (definition.kind === 'mutation') {
          hooks[`use${Name}Mutation`] = function useEndpointMutation() {
            return useMutation(definition);
          };
        } else {
          hooks[`use${Name}Query`] = function useEndpointQuery(arg: unknown, queryOptions?: QueryOptions) {
            return useQuery(name, definition, arg, queryOptions);
          };
          hooks[`useLazy${Name}Query`] = function useEndpointLazyQuery() {
            return useLazyQuery(name, definition);
          };
        }
      }
      const util = {
        /** Puts data into an endpoint's entry as if it had been fetched (tests seed screens with it). */
        upsertQueryData<Name extends QueryName<Defs>>(name: Name, arg: ArgOf<Defs[Name]>, data: ResultOf<Defs[Name]>) {
          cache.upsert(cacheKey(name, arg), definitions[name] as AnyQuery, arg, data);
        },
      };
      return { ...(hooks as QueryHooks<Defs> & LazyQueryHooks<Defs> & MutationHooks<Defs>), util };
    },
    util: {
      /** What a mutation's invalidatesTags does, for writes made outside an endpoint (the team import). */
      invalidateTags(tags: readonly TagDescription<Type>[]) {
        cache.invalidate(asTags(tags));
      },
      /** Forgets every cached answer (on sign-out). */
      resetApiState: resetQueryCache,
    },
  };
}
