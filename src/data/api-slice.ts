import { BANNER_DEFAULTS } from '../domain/messages';
import { normaliseError, type NormalisedError } from '../lib/firebase/errors';
import type { Listener } from '../lib/firebase/documents';
import {
  createApi,
  defaultSerializeQueryArgs,
  fakeBaseQuery,
  type BaseQueryApi,
  type EndpointDefinitions,
  type QueryCacheKey,
  type TagDescription,
} from '@reduxjs/toolkit/query/react';

/** Every cache tag of the portal, each named for one thing and provided by some query; features tag with ids plus a LIST id so edits refresh exactly what they touched. */
export const tagTypes = [
  'Setting',
  'User',
  'MyEvent',
  'CorePage',
  'Sidebar',
  'Content',
  'Section',
  'Asset',
  'Download',
  'Team',
  'TeamType',
  'CustomField',
  'Form',
  'Field',
  'Confirmation',
  'FormNotification',
  'Webhook',
  'Submission',
  'FieldGroup',
  'Task',
  'TaskGroup',
  'TaskStatus',
  'Comment',
  'Supplier',
  'SupplierGroup',
  'Notification',
  'Card',
  'CardLayout',
  'Lock',
  'EmailResponse',
  'EmailTemplate',
  'ReportSummary',
  'CalendarFeed',
] as const;

/**
 * The one api slice. Each area injects its endpoints from src/data/<area>/<area>-api.ts (queryFn
 * around a function of its store, so there is no base query); errors arrive already normalised
 * into { message, stack }. A tab brought back to the front or a connection come back refetches
 * what the screen shows (with setupListeners on the store).
 */
export const api = createApi({
  baseQuery: fakeBaseQuery<NormalisedError>(),
  tagTypes,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/**
 * How long the whole teams or users list stays cached once no screen shows it: an admin opens a
 * row and comes back later without reading thousands of documents again (the default is a minute).
 */
export const WHOLE_LIST_KEPT_S = 10 * 60;

export type TagType = (typeof tagTypes)[number];

/** A data function's void result is stored as null: the data for "done, nothing to return" (undefined means "no data yet"). */
type EndpointData<Result> = Result extends void ? null : Result;

/** Freezes arrays and plain objects all the way down (dates, blobs and bytes stay as they are). */
function deepFreeze<Value>(value: Value): Value {
  const freezable =
    Array.isArray(value) ||
    (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype);
  if (!freezable || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/**
 * Turns a data function into an endpoint's queryFn: what it resolves to is the data (void becomes
 * null), whatever it throws is the normalised error. The data is deep-frozen on arrival: every
 * screen reading an entry shares its objects, so none may change them (a plain freeze of 20,000
 * users takes a few milliseconds).
 */
export function queryFnFrom<Arg, Result>(run: (arg: Arg) => Promise<Result>) {
  return async (arg: Arg): Promise<{ data: EndpointData<Result> } | { error: NormalisedError }> => {
    try {
      return { data: deepFreeze((await run(arg)) ?? null) as EndpointData<Result> };
    } catch (error) {
      return { error: normaliseError(error) };
    }
  };
}

/** A store function an endpoint runs: one argument (or none); a store function of more is wrapped in a lambda taking them as one object. */
type StoreCall = (arg: never) => Promise<unknown>;
type CallArg<Call extends StoreCall> =
  Parameters<Call> extends [] ? void : [] extends Parameters<Call> ? Parameters<Call>[0] | void : Parameters<Call>[0];
type CallData<Call extends StoreCall> = EndpointData<Awaited<ReturnType<Call>>>;
type CallTags<Call extends StoreCall> =
  | readonly TagDescription<TagType>[]
  | ((
      result: CallData<Call> | undefined,
      error: NormalisedError | undefined,
      arg: CallArg<Call>,
    ) => readonly TagDescription<TagType>[]);
type EndpointBuild = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/** Ends a live read's listener. */
export type StopListening = () => void;

/**
 * A store's live read: it listens (onSnapshot), hands each snapshot's data, parsed with its schema,
 * to `next`, and calls `fail` once if the listen ends in an error (the rules refusing it); it
 * answers how to stop listening (through lazyStore, a promise of that).
 */
export type LiveRead<Arg, Data> = (arg: Arg, listener: Listener<Data>) => StopListening | Promise<StopListening>;

/** An open listener of one cache entry: the store it feeds, its latest data, and how to end it. */
interface LiveChannel {
  dispatch: BaseQueryApi['dispatch'];
  latest: Promise<unknown>;
  stop: StopListening;
}

/** The open listeners, by cache entry (RTK Query's key of an endpoint and its argument). */
const liveChannels = new Map<string, LiveChannel>();

/**
 * Opens the listener of a cache entry. Its first data answers the entry's query; each later one
 * replaces the entry's data. A listen that fails before its first data is the query's error; one
 * that fails later (the rules no longer let the reader see it) is forgotten and the entry asked for
 * again, so a refused listen ends in the screen's error state, not in its last data.
 */
function openLiveChannel<Arg, Data>(listen: LiveRead<Arg, Data>, arg: Arg, key: string, baseApi: BaseQueryApi) {
  let received = false;
  let stopped = false;
  let stopListening: StopListening | undefined;
  let answer!: { resolve(data: Data): void; reject(error: unknown): void };
  const channel: LiveChannel = {
    dispatch: baseApi.dispatch,
    latest: new Promise<Data>((resolve, reject) => (answer = { resolve, reject })),
    stop: () => {
      stopped = true;
      stopListening?.();
      if (liveChannels.get(key) === channel) liveChannels.delete(key);
    },
  };
  const next = (data: Data) => {
    if (stopped) return;
    const frozen = deepFreeze(data);
    channel.latest = Promise.resolve(frozen);
    if (!received) answer.resolve(frozen);
    else baseApi.dispatch(liveUpdate(baseApi.endpoint, arg, frozen));
    received = true;
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    channel.stop();
    if (!received) return answer.reject(error);
    // The data the reader may no longer see goes first, then the entry is asked for again.
    baseApi.dispatch(api.internalActions.removeQueryResult({ queryCacheKey: key as QueryCacheKey }));
    baseApi.dispatch(liveRefetch(baseApi.endpoint, arg));
  };
  liveChannels.set(key, channel);
  Promise.resolve()
    .then(() => listen(arg, { next, fail }))
    .then((stop) => (stopped ? stop() : (stopListening = stop)), fail);
  return channel;
}

// The slice's own actions for an endpoint named at run time (live endpoints are declared before their names are known).
type AnyEndpoints = Record<
  string,
  { initiate(arg: unknown, options: object): Parameters<BaseQueryApi['dispatch']>[0] }
>;
const liveUpdate = (endpoint: string, arg: unknown, data: unknown) =>
  (api.util.updateQueryData as unknown as (endpoint: string, arg: unknown, recipe: () => unknown) => never)(
    endpoint,
    arg,
    () => data,
  );
const liveRefetch = (endpoint: string, arg: unknown) =>
  (api.endpoints as unknown as AnyEndpoints)[endpoint]!.initiate(arg, { subscribe: false, forceRefetch: true });

function endpointBuilders(build: EndpointBuild) {
  const queryFnOf = <Call extends StoreCall>(run: Call) =>
    queryFnFrom(run as unknown as (arg: CallArg<Call>) => Promise<Awaited<ReturnType<Call>>>);
  return {
    query: <Call extends StoreCall>(
      run: Call,
      providesTags?: CallTags<Call>,
      options?: { keepUnusedDataFor?: number },
    ) => build.query<CallData<Call>, CallArg<Call>>({ queryFn: queryFnOf(run), providesTags, ...options }),
    mutation: <Call extends StoreCall>(run: Call, invalidatesTags?: CallTags<Call>) =>
      build.mutation<CallData<Call>, CallArg<Call>>({ queryFn: queryFnOf(run), invalidatesTags }),
    /**
     * A query kept up to date by a listener while a screen shows it (RTK Query's streaming
     * updates): the listener opens with the cache entry and ends in cacheEntryRemoved, once the
     * last screen using it has left (after the entry's keepUnusedDataFor). A refetch (focus, a
     * mutation's tags) answers the listener's latest data without reading again.
     */
    live: <Arg, Data>(
      listen: LiveRead<Arg, Data>,
      providesTags?:
        | readonly TagDescription<TagType>[]
        | ((
            result: Data | undefined,
            error: NormalisedError | undefined,
            arg: Arg,
          ) => readonly TagDescription<TagType>[]),
    ) =>
      build.query<Data, Arg>({
        queryFn: async (arg, baseApi) => {
          const key = baseApi.queryCacheKey!;
          let channel = liveChannels.get(key);
          // A channel another store opened (a test's store dropped without unmounting) is not this store's.
          if (channel?.dispatch !== baseApi.dispatch) {
            channel?.stop();
            channel = openLiveChannel(listen, arg, key, baseApi);
          }
          try {
            return { data: (await channel.latest) as Data };
          } catch (error) {
            return { error: normaliseError(error) };
          }
        },
        async onCacheEntryAdded(arg, { getCacheEntry, getState, cacheEntryRemoved }) {
          const key = defaultSerializeQueryArgs({
            endpointName: getCacheEntry().endpointName!,
            queryArgs: arg,
            endpointDefinition: undefined as never,
          });
          await cacheEntryRemoved;
          // An entry removed after a refused listen is made again at once, with a listener of its own.
          if (!getState()[api.reducerPath].queries[key]) liveChannels.get(key)?.stop();
        },
        providesTags,
      }),
  };
}

/**
 * An area's endpoints, each declared in one line: a query or mutation running a store function
 * (through queryFnFrom) with its tags, its argument and data types those of the function:
 * `endpoints: storeEndpoints(({ query }) => ({ suppliers: query(suppliersStore.listSuppliers, (result) => listTags('Supplier', result)) }))`.
 * A store function of several arguments is wrapped in a lambda taking them as one object.
 */
export function storeEndpoints<Definitions extends EndpointDefinitions>(
  declare: (endpoint: ReturnType<typeof endpointBuilders>) => Definitions,
) {
  return (build: EndpointBuild) => declare(endpointBuilders(build));
}

/**
 * The tags of a list: its LIST tag plus one per item (the items or their ids), so an edit of one
 * item refreshes the lists holding it, and a change to some items refreshes each of them and the lists.
 */
export function listTags<Type extends TagType>(type: Type, items: readonly ({ id: string } | string)[] | undefined) {
  return [
    { type, id: 'LIST' },
    ...(items ?? []).map((item) => ({ type, id: typeof item === 'string' ? item : item.id })),
  ];
}

/** The message of an endpoint's error for a banner (the general one when it has none); undefined without an error. */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  return (error as { message?: string }).message ?? BANNER_DEFAULTS.error;
}

/**
 * For a write a person waits on (a like, a pin, marking read or complete, a new order): the
 * cached entries already show its outcome while it runs (patches made with util.updateQueryData);
 * if it fails they are taken back, so the screen shows what is stored.
 */
export async function undoIfRejected(
  patches: readonly { undo(): void }[],
  queryFulfilled: Promise<unknown>,
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}
