import type { RulesAuth, RulesDecision } from './contract.js';

/**
 * What the services' log line of a denial says beyond Google's wording:
 * `[<service> rules] denied <request> <path> (<caller>): tried <file>:<line> <outcome>; …`.
 */
export function denialLogLine(
  service: 'firestore' | 'storage',
  request: string,
  auth: RulesAuth | null,
  decision: RulesDecision,
): string {
  const who = auth ? `uid ${auth.uid}` : 'signed out';
  const tried =
    decision.tried.length === 0
      ? 'no allow statement matched'
      : decision.tried.map((allow) => `${allow.file}:${allow.line} ${allow.outcome}`).join('; ');
  return `[${service} rules] denied ${request} (${who}): tried ${tried}`;
}

/** Runs an evaluation; a fault of the rules engine denies this request and leaves the server serving. */
export function decideSafely(evaluate: () => RulesDecision): RulesDecision {
  try {
    return evaluate();
  } catch (error) {
    const message = `rules engine error: ${error instanceof Error ? error.message : String(error)}`;
    return { allowed: false, message, tried: [{ file: '(engine)', line: 0, outcome: message }] };
  }
}
