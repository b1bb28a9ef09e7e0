/**
 * Function calls whose result cannot change within one request, so that every evaluation of the
 * request (each write of a commit) shares it: a function whose body, and every function it calls,
 * reads only its parameters, `request.auth`, `request.time`, wildcards (part of the result's key)
 * and documents as they were before the request (get/exists). Decided once, at compile time.
 */
import type { Expr, FunctionDecl } from './ast.js';

export interface PureFunction {
  /** Distinguishes the function in a result's key. */
  readonly id: number;
  /** The variables besides its parameters that the result depends on. */
  readonly wildcards: readonly string[];
}

/** The request's members that stay the same across its evaluations. */
const REQUEST_CONSTANTS = new Set(['auth', 'time']);
/** Reads of the documents as the request's writes leave them: these change as a commit is staged. */
const AFTER_READS = new Set(['getAfter', 'existsAfter']);

export function findPureFunctions(
  declared: Iterable<FunctionDecl>,
  resolved: ReadonlyMap<Expr, FunctionDecl>,
): Map<FunctionDecl, PureFunction> {
  const analysis = new PurityAnalysis(resolved);
  const pure = new Map<FunctionDecl, PureFunction>();
  for (const fn of declared) {
    const result = analysis.of(fn);
    if (result) pure.set(fn, result);
  }
  return pure;
}

class PurityAnalysis {
  private readonly results = new Map<FunctionDecl, PureFunction | null>();
  private nextId = 0;

  constructor(private readonly resolved: ReadonlyMap<Expr, FunctionDecl>) {}

  of(fn: FunctionDecl): PureFunction | null {
    if (this.results.has(fn)) return this.results.get(fn) ?? null;
    // Recursion is refused when compiling; were it met here, it would read as impure.
    this.results.set(fn, null);
    const wildcards = new Set<string>();
    const locals = new Set(fn.params);
    let pure = true;
    for (const binding of fn.lets) {
      pure &&= this.readsOnlyConstants(binding.value, locals, wildcards);
      locals.add(binding.name);
    }
    pure &&= this.readsOnlyConstants(fn.body, locals, wildcards);
    const result = pure ? { id: this.nextId++, wildcards: [...wildcards] } : null;
    this.results.set(fn, result);
    return result;
  }

  /** False when the expression may read what differs between a request's evaluations; collects the wildcards it reads. */
  private readsOnlyConstants(expr: Expr, locals: ReadonlySet<string>, wildcards: Set<string>): boolean {
    const reads = (child: Expr | null): boolean => child === null || this.readsOnlyConstants(child, locals, wildcards);
    switch (expr.kind) {
      case 'literal':
        return true;
      case 'ident':
        if (locals.has(expr.name)) return true;
        if (expr.name === 'request' || expr.name === 'resource') return false;
        // Any other name is a wildcard (or nothing, which reads the same every time).
        wildcards.add(expr.name);
        return true;
      case 'member':
        if (expr.object.kind === 'ident' && expr.object.name === 'request' && !locals.has('request'))
          return REQUEST_CONSTANTS.has(expr.name);
        return reads(expr.object);
      case 'index':
        return reads(expr.object) && reads(expr.index);
      case 'slice':
        return reads(expr.object) && reads(expr.start) && reads(expr.end);
      case 'call': {
        if (!expr.args.every(reads)) return false;
        const fn = this.resolved.get(expr);
        if (fn) {
          const callee = this.of(fn);
          callee?.wildcards.forEach((name) => wildcards.add(name));
          return callee !== null;
        }
        if (expr.callee.kind === 'ident') return !AFTER_READS.has(expr.callee.name);
        // A method's receiver, or a namespace (read as a variable that is absent).
        return expr.callee.kind === 'member' && reads(expr.callee.object);
      }
      case 'unary':
        return reads(expr.operand);
      case 'binary':
        return reads(expr.left) && reads(expr.right);
      case 'ternary':
        return reads(expr.test) && reads(expr.consequent) && reads(expr.alternate);
      case 'is':
        return reads(expr.operand);
      case 'list':
        return expr.items.every(reads);
      case 'map':
        return expr.entries.every((entry) => reads(entry.key) && reads(entry.value));
      case 'path':
        return expr.segments.every((parts) => parts.every((part) => part.kind === 'text' || reads(part.expression)));
    }
  }
}

/**
 * Pure calls' results within one request: maps nested by function id, then by each argument and
 * wildcard value in turn (plain values compare as Map keys do); the innermost holds the result.
 */
export type CallResults = Map<unknown, unknown>;

/** The key under which the innermost map holds a call's result. */
export const RESULT = Symbol('call result');

/**
 * The map below `node` for one more part of a call's key, made on first use; null when the part is
 * not a plain value (maps, lists and a query's open values are not worth comparing; -0 would read as 0).
 */
export function entryBelow(node: CallResults, part: unknown): CallResults | null {
  if (typeof part === 'object' ? part !== null : Object.is(part, -0)) return null;
  let child = node.get(part) as CallResults | undefined;
  if (child === undefined) {
    child = new Map();
    node.set(part, child);
  }
  return child;
}
