import { BANNER_DEFAULTS } from '../domain/messages';
import { normaliseError, type NormalisedError } from '../lib/firebase/errors';
import { createApi, fakeBaseQuery, type EndpointDefinitions, type TagDescription } from '@reduxjs/toolkit/query/react';

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
