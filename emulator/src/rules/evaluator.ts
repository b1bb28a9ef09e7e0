/** Evaluates expressions of a compiled ruleset. Any failure is an EvalError, which denies. */
import type { Expr, FunctionDecl } from './ast.js';
import { callKey, type PureFunction } from './pure-calls.js';
import { NAMESPACE_FUNCTIONS, asInt, callGlobalConversion, isGlobalConversion, callMethod, callNamespace, checkedTimestamp, stringOf } from './builtins.js';
import {
  Constrained,
  EvalError,
  KnownToContain,
  RDuration,
  RLatLng,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  type RValue,
  Unknown,
  UNDECIDED,
  UnknownValueError,
  checkedInt,
  isAbstract,
  rulesCompareWith,
  rulesEqual,
  rulesEqualOperator,
  typeName,
} from './values.js';

export type DocumentAccess = 'get' | 'exists' | 'getAfter' | 'existsAfter';

/** What one evaluation needs besides the expression: resolved functions and document reads. */
export interface Runtime {
  /** The user function each call node resolves to (decided at compile time by scope). */
  readonly functions: ReadonlyMap<Expr, FunctionDecl>;
  /** The request variables each function may read (scoping is by definition, not by call). */
  readonly visibleTo: ReadonlyMap<FunctionDecl, ReadonlySet<string>>;
  /** The functions whose results cannot change within one request (decided at compile time). */
  readonly pureFunctions: ReadonlyMap<FunctionDecl, PureFunction>;
  /** Their results, shared by every evaluation of the request; null when there is one evaluation. */
  readonly callResults: Map<string, unknown> | null;
  /** Which global functions/namespace read documents: `get`… (Firestore) or `firestore.get`… (Storage). */
  readonly documentNamespace: '' | 'firestore';
  readDocument(access: DocumentAccess, path: RPath): RValue;
}

export interface Scope {
  lookup(name: string): RValue | undefined;
}

/** Variables visible to an expression: a function's params and lets over the request's globals. */
export class Env implements Scope {
  constructor(
    private readonly vars: Map<string, RValue>,
    private readonly parent: Scope | null,
  ) {}

  lookup(name: string): RValue | undefined {
    const value = this.vars.get(name);
    if (value !== undefined || this.vars.has(name)) return value;
    return this.parent?.lookup(name);
  }
}

/** The request's variables as one function sees them: only those around its definition. */
class VisibleNames implements Scope {
  constructor(
    private readonly inner: Scope,
    private readonly names: ReadonlySet<string>,
  ) {}

  lookup(name: string): RValue | undefined {
    return this.names.has(name) ? this.inner.lookup(name) : undefined;
  }
}

/** Nested function calls Google evaluates: the first and 20 below it (compile.ts refuses longer chains). */
const MAX_CALL_DEPTH = 21;

/** A pure call's result and how many nested calls deep its evaluation went (itself included). */
interface CallResult {
  value: RValue;
  height: number;
}

/** The type names `is` accepts (optionally prefixed `rules.`), mapped to their checks. */
const TYPE_CHECKS: Record<string, (value: RValue) => boolean> = {
  bool: (value) => typeof value === 'boolean',
  bytes: (value) => value instanceof Uint8Array,
  constraint: (value) => value instanceof Constrained,
  duration: (value) => value instanceof RDuration,
  float: (value) => typeof value === 'number',
  int: (value) => typeof value === 'bigint',
  latlng: (value) => value instanceof RLatLng,
  list: Array.isArray,
  vector: () => false,
  // Google's emulator answers false for `x is set` even when x is a set (observed with toSet()).
  set: () => false,
  number: (value) => typeof value === 'bigint' || typeof value === 'number',
  map: (value) => value instanceof RMap,
  string: (value) => typeof value === 'string',
  timestamp: (value) => value instanceof RTimestamp,
  path: (value) => value instanceof RPath,
  map_diff: (value) => value instanceof RMapDiff,
};

export const TYPE_NAMES = Object.keys(TYPE_CHECKS).join(',');

export function typeCheckFor(type: string): ((value: RValue) => boolean) | undefined {
  return Object.prototype.hasOwnProperty.call(TYPE_CHECKS, type) ? TYPE_CHECKS[type] : undefined;
}

export class Evaluator {
  private depth = 0;
  /** The deepest call level reached so far, for the height of a call's result. */
  private deepest = 0;
  /** The allow's own scope (wildcards over request globals): what function bodies see. */
  private requestEnv: Scope | null = null;

  constructor(private readonly runtime: Runtime) {}

  /** A condition: true grants; anything but a bool is an error. */
  condition(expr: Expr, env: Scope): boolean {
    this.requestEnv = env;
    return this.bool(expr, env);
  }

  private bool(expr: Expr, env: Scope): boolean {
    const value = this.eval(expr, env);
    if (typeof value === 'boolean') return value;
    if (isAbstract(value)) throw new UnknownValueError();
    throw new EvalError(`Type error. Received: [${typeName(value)}] Expected: [bool].`);
  }

  eval(expr: Expr, env: Scope): RValue {
    switch (expr.kind) {
      case 'literal':
        return expr.value;
      case 'ident': {
        const value = env.lookup(expr.name);
        // An unknown variable compiles (with a warning) and reads as a null value error.
        if (value === undefined) throw new EvalError('Null value error.');
        return value;
      }
      case 'member':
        return this.member(this.eval(expr.object, env), expr.name);
      case 'index':
        return this.index(this.eval(expr.object, env), this.eval(expr.index, env));
      case 'slice':
        return this.slice(expr, env);
      case 'call':
        return this.call(expr, env);
      case 'unary':
        return this.unary(expr.op, this.eval(expr.operand, env));
      case 'binary':
        return this.binary(expr, env);
      case 'ternary':
        return this.bool(expr.test, env) ? this.eval(expr.consequent, env) : this.eval(expr.alternate, env);
      case 'is':
        return isType(this.eval(expr.operand, env), expr.typeName);
      case 'list':
        return expr.items.map((item) => this.eval(item, env));
      case 'map': {
        const entries = new Map<string, RValue>();
        for (const { key, value } of expr.entries) {
          const keyValue = this.eval(key, env);
          if (typeof keyValue !== 'string') throw new EvalError('Map keys must be strings.');
          entries.set(keyValue, this.eval(value, env));
        }
        return new RMap(null, entries);
      }
      case 'path': {
        const segments: string[] = [];
        for (const parts of expr.segments) {
          let text = '';
          for (const part of parts) {
            if (part.kind === 'text') {
              text += part.text;
              continue;
            }
            const value = this.eval(part.expression, env);
            if (isAbstract(value)) throw new UnknownValueError();
            if (value instanceof RPath && parts.length === 1) {
              segments.push(...value.segments);
              text = '';
              continue;
            }
            text += stringOf(value);
          }
          if (text) segments.push(text);
        }
        return new RPath(segments);
      }
    }
  }

  private member(object: RValue, name: string): RValue {
    if (object === null) throw new EvalError('Null value error.');
    if (object instanceof Unknown) return object;
    if (object instanceof RMap) {
      const value = object.get(name);
      if (value === undefined) throw new EvalError(`Property ${name} is undefined on object.`);
      return value;
    }
    if (isAbstract(object)) throw new UnknownValueError();
    throw new EvalError(`Type error. Received: [${typeName(object)}] Expected: [map,path].`);
  }

  private index(object: RValue, key: RValue): RValue {
    if (object === null) throw new EvalError('Null value error.');
    if (object instanceof Unknown) return object;
    if (isAbstract(key) || isAbstract(object)) throw new UnknownValueError();
    if (object instanceof RMap) {
      if (typeof key !== 'string') throw new EvalError('Map keys must be strings.');
      const value = object.get(key);
      if (value === undefined) throw new EvalError(`Property ${key} is undefined on object.`);
      return value;
    }
    const items = sequenceOf(object);
    const position = Number(asInt(key));
    if (position < 0 || position >= items.length) throw new EvalError(`Index out of bound error. Index: [${position}] , size: [${items.length}].`);
    return typeof object === 'string' ? (items[position] as string) : items[position];
  }

  private slice(expr: Expr & { kind: 'slice' }, env: Scope): RValue {
    const object = this.eval(expr.object, env);
    if (object === null) throw new EvalError('Null value error.');
    if (isAbstract(object)) throw new UnknownValueError();
    const items = sequenceOf(object);
    const start = expr.start ? Number(asInt(this.eval(expr.start, env))) : 0;
    const end = expr.end ? Number(asInt(this.eval(expr.end, env))) : items.length;
    if (start < 0 || end > items.length || start > end) throw new EvalError(`Slice out of range: [${start}:${end}].`);
    const sliced = items.slice(start, end);
    if (typeof object === 'string') return (sliced as string[]).join('');
    if (object instanceof RPath) return new RPath(sliced as string[]);
    return sliced;
  }

  private call(expr: Expr & { kind: 'call' }, env: Scope): RValue {
    const { callee } = expr;
    const fn = this.runtime.functions.get(expr);
    if (fn) return this.callFunction(fn, expr.args.map((arg) => this.eval(arg, env)));
    if (callee.kind === 'ident') {
      const args = expr.args.map((arg) => this.eval(arg, env));
      if (this.runtime.documentNamespace === '' && isDocumentAccess(callee.name)) return this.readDocument(callee.name, args);
      if (isGlobalConversion(callee.name)) return callGlobalConversion(callee.name, args);
      throw new EvalError(`Function not found error: Name: [${callee.name}].`);
    }
    if (callee.kind === 'member' && callee.object.kind === 'ident' && env.lookup(callee.object.name) === undefined) {
      const namespace = callee.object.name;
      const args = expr.args.map((arg) => this.eval(arg, env));
      if (namespace === this.runtime.documentNamespace && (callee.name === 'get' || callee.name === 'exists')) {
        return this.readDocument(callee.name, args);
      }
      if (namespace in NAMESPACE_FUNCTIONS) return callNamespace(namespace, callee.name, args);
      throw new EvalError(`Function not found error: Name: [${namespace}.${callee.name}].`);
    }
    if (callee.kind !== 'member') throw new EvalError('Only functions and methods can be called.');
    const receiver = this.eval(callee.object, env);
    return callMethod(
      receiver,
      callee.name,
      expr.args.map((arg) => this.eval(arg, env)),
    );
  }

  private readDocument(access: DocumentAccess, args: RValue[]): RValue {
    if (args.length !== 1) throw new EvalError(`${access}() takes one path.`);
    const [path] = args;
    if (isAbstract(path)) throw new UnknownValueError();
    if (!(path instanceof RPath)) throw new EvalError(`${access}() expects a path, got ${typeName(path)}.`);
    try {
      return this.runtime.readDocument(access, path);
    } catch (error) {
      if (error instanceof EvalError) throw error;
      throw new EvalError(error instanceof Error ? error.message : String(error));
    }
  }

  private callFunction(fn: FunctionDecl, args: RValue[]): RValue {
    if (args.length !== fn.params.length) {
      throw new EvalError(`Incorrect number of arguments. Received: ${args.length}. Expected: ${fn.name}(${fn.params.join(', ')}).`);
    }
    const visible = this.runtime.visibleTo.get(fn);
    const requestScope = this.requestEnv && visible ? new VisibleNames(this.requestEnv, visible) : this.requestEnv;
    const pure = this.runtime.pureFunctions.get(fn);
    const results = this.runtime.callResults;
    const key = pure && results ? callKey(pure, args, (name) => requestScope?.lookup(name)) : null;
    const known = key === null ? undefined : (results?.get(key) as CallResult | undefined);
    // A result is reused only where its evaluation stays within the depth limit, as it did when made.
    if (known && this.depth + known.height <= MAX_CALL_DEPTH) return known.value;
    const start = this.depth;
    const value = this.evaluateBody(fn, args, requestScope);
    const height = this.deepest - start;
    if (key !== null && start + height <= MAX_CALL_DEPTH) results?.set(key, { value, height } satisfies CallResult);
    return value;
  }

  private evaluateBody(fn: FunctionDecl, args: RValue[], requestScope: Scope | null): RValue {
    const outerDeepest = this.deepest;
    this.deepest = this.depth + 1;
    if (this.depth >= MAX_CALL_DEPTH) throw new EvalError('Maximum function call depth exceeded.');
    const vars = new Map<string, RValue>();
    fn.params.forEach((param, i) => vars.set(param, args[i]));
    const scope = new Env(vars, requestScope);
    this.depth++;
    try {
      for (const binding of fn.lets) vars.set(binding.name, this.eval(binding.value, scope));
      return this.eval(fn.body, scope);
    } finally {
      this.depth--;
      this.deepest = Math.max(outerDeepest, this.deepest);
    }
  }

  private unary(op: '!' | '-', value: RValue): RValue {
    if (isAbstract(value)) throw new UnknownValueError();
    if (op === '!') {
      if (typeof value !== 'boolean') throw new EvalError(`Unsupported operation error. Received: !${typeName(value)}. Expected: !bool.`);
      return !value;
    }
    if (typeof value === 'bigint') return checkedInt(-value);
    if (typeof value === 'number') return -value;
    if (value instanceof RDuration) return new RDuration(-value.nanos);
    throw new EvalError(`Unsupported operation error. Received: -${typeName(value)}. Expected: -int, -float, -duration.`);
  }

  /** `&&` and `||` short-circuit, and an error on one side yields to a deciding other side. */
  private logical(op: '&&' | '||', expr: Expr & { kind: 'binary' }, env: Scope): boolean {
    const decisive = op === '||';
    let leftError: unknown = null;
    try {
      if (this.bool(expr.left, env) === decisive) return decisive;
    } catch (error) {
      if (!(error instanceof EvalError)) throw error;
      leftError = error;
    }
    const right = this.bool(expr.right, env);
    if (leftError !== null && right !== decisive) throw leftError;
    return right;
  }

  private binary(expr: Expr & { kind: 'binary' }, env: Scope): RValue {
    const { op } = expr;
    if (op === '&&' || op === '||') return this.logical(op, expr, env);
    const left = this.eval(expr.left, env);
    const right = this.eval(expr.right, env);
    try {
      switch (op) {
        case '==':
          return rulesEqualOperator(left, right);
        case '!=':
          return !rulesEqual(left, right);
        case '<':
        case '<=':
        case '>':
        case '>=':
          return rulesCompareWith(op, left, right);
        case 'in':
          return membership(left, right);
        default:
          return arithmetic(op, left, right);
      }
    } catch (error) {
      // Google's emulator locates what a query leaves undecided at the operation's first token.
      if (!(error instanceof UnknownValueError) || error.message !== UNDECIDED) throw error;
      const start = firstToken(expr);
      throw new UnknownValueError(`${UNDECIDED} at L${start.line}:${start.column}`);
    }
  }
}

function firstToken(expr: Expr): Expr {
  switch (expr.kind) {
    case 'member':
    case 'index':
    case 'slice':
      return firstToken(expr.object);
    case 'call':
      return firstToken(expr.callee);
    case 'binary':
      return firstToken(expr.left);
    case 'ternary':
      return firstToken(expr.test);
    case 'is':
      return firstToken(expr.operand);
    default:
      return expr;
  }
}

function isDocumentAccess(name: string): name is DocumentAccess {
  return name === 'get' || name === 'exists' || name === 'getAfter' || name === 'existsAfter';
}

function sequenceOf(object: RValue): readonly RValue[] {
  // Strings index by UTF-16 code unit, as Java does.
  if (typeof object === 'string') return object.split('');
  if (Array.isArray(object)) return object;
  if (object instanceof RPath) return object.segments;
  throw new EvalError(`Unsupported operation error. Cannot index ${typeName(object)}.`);
}

function membership(item: RValue, collection: RValue): boolean {
  if (collection === null) throw new EvalError('Null value error.');
  if (collection instanceof KnownToContain) {
    if (rulesEqual(item, collection.value, true)) return true;
    throw new UnknownValueError();
  }
  if (isAbstract(collection)) throw new UnknownValueError();
  if (Array.isArray(collection)) return collection.some((element) => rulesEqual(element, item, true));
  if (collection instanceof RSet) return collection.has(item);
  if (collection instanceof RMap) {
    if (typeof item !== 'string') throw new EvalError('Map keys must be strings.');
    return collection.has(item);
  }
  throw new EvalError('Function not found error: Name: [in].');
}

/** Google's list of what an arithmetic operator accepts, part of its error text. */
const EXPECTED_OPERANDS: Record<string, string> = {
  '+': ' Expected: int + int, float + float, string + string, duration + duration, duration + timestamp, timestamp + duration.',
  '*': ' Expected: int * int, float * float.',
  '-': ' Expected: int - int, float - float, duration - duration, timestamp - duration, timestamp - timestamp.',
  '/': ' Expected: int / int, float / float.',
  '%': ' Expected: int % int, float % float.',
};

function arithmetic(op: '+' | '-' | '*' | '/' | '%', left: RValue, right: RValue): RValue {
  if (isAbstract(left) || isAbstract(right)) throw new UnknownValueError();
  if (typeof left === 'bigint' && typeof right === 'bigint') {
    switch (op) {
      case '+':
        return checkedInt(left + right);
      case '-':
        return checkedInt(left - right);
      case '*':
        return checkedInt(left * right);
      default:
        if (right === 0n) throw new EvalError('Divide by zero error.');
        return checkedInt(op === '/' ? left / right : left % right);
    }
  }
  if ((typeof left === 'bigint' || typeof left === 'number') && (typeof right === 'bigint' || typeof right === 'number')) {
    const a = Number(left);
    const b = Number(right);
    switch (op) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      default:
        return a % b;
    }
  }
  if (op === '+') {
    if (typeof left === 'string' && typeof right === 'string') return left + right;
    if (left instanceof RTimestamp && right instanceof RDuration) return checkedTimestamp(left.nanos + right.nanos);
    if (left instanceof RDuration && right instanceof RTimestamp) return checkedTimestamp(left.nanos + right.nanos);
    if (left instanceof RDuration && right instanceof RDuration) return new RDuration(checkedInt(left.nanos + right.nanos));
  }
  if (op === '-') {
    if (left instanceof RTimestamp && right instanceof RTimestamp) return new RDuration(left.nanos - right.nanos);
    if (left instanceof RTimestamp && right instanceof RDuration) return checkedTimestamp(left.nanos - right.nanos);
    if (left instanceof RDuration && right instanceof RDuration) return new RDuration(checkedInt(left.nanos - right.nanos));
  }
  throw new EvalError(`Unsupported operation error. Received: ${typeName(left)} ${op} ${typeName(right)}.${EXPECTED_OPERANDS[op]}`);
}

function isType(value: RValue, type: string): boolean {
  if (type === 'constraint' && value instanceof Constrained) return true;
  if (isAbstract(value)) throw new UnknownValueError();
  const check = typeCheckFor(type);
  if (!check) throw new EvalError(`Unknown type: ${type}.`);
  return check(value);
}
