import { onCall, type CallableFunction, type CallableRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import { FUNCTIONS_REGION } from '../../../src/domain/constants';
import { eventPaths } from '../../../src/domain/paths';
import type { Role } from '../../../src/domain/roles';
import type { RateLimitedCallable } from '../../../src/domain/security';
import { adminFirestore } from './admin';
import { callerAddress } from './caller-address';
import {
  parseInput,
  payloadEventId,
  requireEventId,
  requireInvokingUserIsCaller,
  requireOwnTenant,
  requireRole,
  requireSignedIn,
} from './callable-checks';
import { isUnexpected, toHttpsError } from './callable-errors';
import { enforceRateLimit } from './rate-limit';

type RawRequest = CallableRequest['rawRequest'];

/** What every handler receives: the parsed input, the event the call is about, and the HTTP request. */
interface BaseContext<Input> {
  input: Input;
  eventId: string | undefined;
  rawRequest: RawRequest;
}
export interface PublicCallContext<Input> extends BaseContext<Input> {
  uid: string | undefined;
}
export interface SignedInCallContext<Input> extends BaseContext<Input> {
  uid: string;
  /** The Auth tenant the caller signed in to, and the only one the call acts in (undefined: the project's own). */
  tenantId: string | undefined;
}
export interface RoleCallContext<Input> extends SignedInCallContext<Input> {
  role: Role;
  eventId: string;
}

type Awaitable<T> = T | Promise<T>;
// Core schema types, so that classic schemas (the functions' own) and zod/mini ones (src/domain's contracts) both fit.
type OutputSchema = z.core.$ZodType | undefined;
/** With an output schema the handler must answer what the schema accepts; the answer is then parsed by it. */
type HandlerResult<O extends OutputSchema> = O extends z.core.$ZodType ? z.input<O> : unknown;
type CallableResult<O extends OutputSchema> = O extends z.core.$ZodType ? z.output<O> : unknown;

interface CommonOptions<I extends z.core.$ZodType, O extends OutputSchema> {
  input: I;
  output?: O;
  /** How long one call may run before the platform stops it (Cloud Functions' default is 60 s). */
  timeoutSeconds?: number;
  /** Counts calls per caller against RATE_LIMITS[name] (src/domain/security.ts), after the checks below. */
  rateLimit?: RateLimitedCallable;
}
interface PublicOptions<I extends z.core.$ZodType, O extends OutputSchema> extends CommonOptions<I, O> {
  public: true;
  handler: (context: PublicCallContext<z.output<I>>) => Awaitable<HandlerResult<NoInfer<O>>>;
}
interface SignedInOptions<I extends z.core.$ZodType, O extends OutputSchema> extends CommonOptions<I, O> {
  public?: false;
  handler: (context: SignedInCallContext<z.output<I>>) => Awaitable<HandlerResult<NoInfer<O>>>;
}
interface RoleOptions<I extends z.core.$ZodType, O extends OutputSchema> extends CommonOptions<I, O> {
  public?: false;
  /** The lowest role, in the event named by the payload's eventId, that may call. */
  minRole: Role;
  handler: (context: RoleCallContext<z.output<I>>) => Awaitable<HandlerResult<NoInfer<O>>>;
}
type AnyOptions =
  | PublicOptions<z.core.$ZodType, OutputSchema>
  | SignedInOptions<z.core.$ZodType, OutputSchema>
  | RoleOptions<z.core.$ZodType, OutputSchema>;

async function storedEventUser(eventId: string, uid: string): Promise<Record<string, unknown> | undefined> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).user(uid)).get();
  return snapshot.data();
}

async function runHandler(options: AnyOptions, request: CallableRequest<unknown>): Promise<unknown> {
  const { data, rawRequest } = request;
  if (options.public === true) {
    const uid = request.auth?.uid;
    requireInvokingUserIsCaller(data, uid);
    const input = parseInput(options.input, data);
    if (options.rateLimit)
      await enforceRateLimit(options.rateLimit, uid ?? `ip:${callerAddress(rawRequest) ?? 'unknown'}`);
    return options.handler({ input, uid, eventId: payloadEventId(data), rawRequest });
  }
  const uid = requireSignedIn(request.auth?.uid);
  requireInvokingUserIsCaller(data, uid);
  const tenantId = requireOwnTenant(data, request.auth?.token.firebase?.tenant);
  const input = parseInput(options.input, data);
  if ('minRole' in options) {
    const eventId = requireEventId(data);
    const role = requireRole(await storedEventUser(eventId, uid), options.minRole);
    if (options.rateLimit) await enforceRateLimit(options.rateLimit, uid);
    return options.handler({ input, uid, tenantId, role, eventId, rawRequest });
  }
  if (options.rateLimit) await enforceRateLimit(options.rateLimit, uid);
  return options.handler({ input, uid, tenantId, eventId: payloadEventId(data), rawRequest });
}

/**
 * Declares a callable in the portal's region. Before the handler runs it checks, in order: sign-in
 * (unless public), that a payload's invokingUser is the caller (and, signed in, that a payload's
 * tenantId is the caller's own Auth tenant), the input against its schema, with
 * minRole the caller's role in the payload's event, and with rateLimit the caller's allowance.
 * Errors reach the client as HttpsErrors: thrown HttpsErrors and DomainErrors keep their message,
 * anything else is logged and becomes 'internal'.
 */
export function defineCallable<I extends z.core.$ZodType, O extends OutputSchema = undefined>(
  options: PublicOptions<I, O>,
): CallableFunction<z.input<I>, Promise<CallableResult<O>>>;
export function defineCallable<I extends z.core.$ZodType, O extends OutputSchema = undefined>(
  options: RoleOptions<I, O>,
): CallableFunction<z.input<I>, Promise<CallableResult<O>>>;
export function defineCallable<I extends z.core.$ZodType, O extends OutputSchema = undefined>(
  options: SignedInOptions<I, O>,
): CallableFunction<z.input<I>, Promise<CallableResult<O>>>;
export function defineCallable(options: AnyOptions): CallableFunction<unknown, Promise<unknown>> {
  return onCall(
    { region: FUNCTIONS_REGION, ...(options.timeoutSeconds ? { timeoutSeconds: options.timeoutSeconds } : {}) },
    async (request: CallableRequest<unknown>) => {
      try {
        const result = await runHandler(options, request);
        return options.output ? z.parse(options.output, result) : result;
      } catch (error) {
        // An Error argument puts its stack in the message, which is what Error Reporting groups by.
        if (isUnexpected(error)) logger.error('Callable failed:', error, { uid: request.auth?.uid ?? null });
        throw toHttpsError(error);
      }
    },
  );
}
