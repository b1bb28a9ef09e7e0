import type * as z from 'zod/mini';
import { describeInputProblems } from '../../domain/input-problems';
import { CONNECTION_MESSAGES, PERMISSION_DENIED_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '../../domain/messages';
import { isBrowserOffline } from './network';

/** What every data call turns a failure into: a message for people and a stack for us. */
export interface NormalisedError {
  message: string;
  stack?: string;
  /** The Firebase error code, when there is one (e.g. "auth/wrong-password", "functions/internal"). */
  code?: string;
}

function serialise(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
}

// The functions SDK appends the HTTP status to a callable's message ("Can't self delete [412]");
// people should read the function's own words.
const callableStatusSuffix = / \[\d{3}\]$/;

/**
 * Whether this is zod's error of a failed shape check. Told by its name and issues rather than by
 * zod's class, so that the error screens, which every first screen loads, do not load zod with them.
 */
function isShapeCheckError(error: unknown): error is { issues: z.core.$ZodIssue[]; stack?: string } {
  const candidate = error as { name?: unknown; issues?: unknown } | null;
  return typeof candidate === 'object' && candidate?.name === '$ZodError' && Array.isArray(candidate.issues);
}

export function normaliseError(error: unknown): NormalisedError {
  // A shape check that failed here (zod's message is its issues as JSON): its problems in words.
  if (isShapeCheckError(error)) return { message: describeInputProblems(error.issues), stack: error.stack };
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string') return { message: error.message, stack: error.stack };
    // Firestore's refusal says which rule lines refused it on the emulators: people read production's words.
    if (code === 'permission-denied') return { message: PERMISSION_DENIED_MESSAGE, stack: error.stack, code };
    // Offline, Firestore answers what it does not keep with 'the client is offline': people read what to do.
    if (code === 'unavailable' && isBrowserOffline())
      return { message: CONNECTION_MESSAGES.needsConnection, stack: error.stack, code };
    const message = code.startsWith('functions/') ? error.message.replace(callableStatusSuffix, '') : error.message;
    return { message, stack: error.stack, code };
  }
  return { message: `${UNKNOWN_ERROR_MESSAGE}: ${serialise(error)}` };
}
