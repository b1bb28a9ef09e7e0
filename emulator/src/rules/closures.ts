/**
 * Turns each allow condition and function body of a compiled ruleset into nested JavaScript
 * closures, once, when the ruleset is loaded; a request then runs them without walking the tree.
 * Any failure is an EvalError, which denies.
 */
import type { BinaryOperator, Expr, FunctionDecl } from './ast.js';
import type { CompiledProgram } from './compile.js';
import type { Bindings } from './matching.js';
import { RESULT, entryBelow, type CallResults, type PureFunction } from './pure-calls.js';
import {
  NAMESPACE_FUNCTIONS,
  asInt,
  callGlobalConversion,
  isGlobalConversion,
  callMethod,
  callNamespace,
  checkedTimestamp,
  stringOf,
} from './builtins.js';
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

/** What a request's evaluations read besides their variables: documents, and shared call results. */
export interface Runtime {
  /** Pure functions' results, shared by every evaluation of the request; null when there is one evaluation. */
  readonly callResults: CallResults | null;
  readDocument(access: DocumentAccess, path: RPath): RValue;
}

/** The state of one request's evaluations: its variables, the allow's wildcards and the call depth. */
export class Evaluation {
  depth = 0;
  /** The deepest call level reached so far, for the height of a call's result. */
  deepest = 0;
  /** The wildcards of the allow being evaluated. */
  private bindings: Bindings = NO_BINDINGS;
  /** The values of member chains read so far under these bindings, by the chain's slot. */
  readonly chains: Array<RValue | undefined>;

  constructor(
    readonly runtime: Runtime,
    private readonly request: RValue,
    private readonly resource: RValue,
    chainCount: number,
  ) {
    this.chains = new Array<RValue | undefined>(chainCount);
  }

  /** Evaluates the allows of a block under its wildcards from now on. */
  enter(bindings: Bindings): void {
    if (this.bindings !== NO_BINDINGS) this.chains.fill(undefined);
    this.bindings = bindings;
  }

  /** A variable of the allow's scope: its wildcards, over `request` and `resource`. */
  variable(name: string): RValue | undefined {
    const bound = this.bindings.get(name);
    if (bound !== undefined) return bound;
    if (name === 'request') return this.request;
    return name === 'resource' ? this.resource : undefined;
  }
}

const NO_BINDINGS: Bindings = new Map();
/**
 * The locals of an allow condition (a function call's are its arguments, then its lets) and the
 * arguments of a builtin call without any; frozen, as nothing may write into it.
 */
const NO_VALUES: RValue[] = [];
Object.freeze(NO_VALUES);

/** A compiled expression: reads the request's evaluation state and the current call's locals. */
type Compiled = (evaluation: Evaluation, locals: RValue[]) => RValue;
/** A variable's value, or undefined when no variable has the name. */
type Lookup = (evaluation: Evaluation, locals: RValue[]) => RValue | undefined;
/** A compiled allow condition: true grants; anything but a bool is an error. */
export type Condition = (evaluation: Evaluation) => boolean;

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

/** A user function made into closures: its arguments and lets live in one slot array per call. */
interface CompiledFunction {
  decl: FunctionDecl;
  pure: PureFunction | undefined;
  /** For a pure function: the wildcards its result depends on, read from the request's variables it sees. */
  wildcardReads: Lookup[];
  lets: Array<{ slot: number; value: Compiled }>;
  body: Compiled;
}

/** Where names resolve while compiling: a function's slots and visible variables, or an allow's scope. */
interface NameScope {
  slots: ReadonlyMap<string, number>;
  /** null in an allow condition, which sees every variable of its scope. */
  visible: ReadonlySet<string> | null;
}

const ALLOW_SCOPE: NameScope = { slots: new Map(), visible: null };

/** Compiles a ruleset's conditions; each function body is compiled once, however many call it. */
export class ClosureCompiler {
  private readonly compiledFunctions = new Map<FunctionDecl, CompiledFunction>();
  private readonly chainSlots = new Map<string, number>();
  /** Which global functions/namespace read documents: `get`… (Firestore) or `firestore.get`… (Storage). */
  private readonly documentNamespace: '' | 'firestore';

  constructor(private readonly program: CompiledProgram) {
    this.documentNamespace = program.service === 'firebase.storage' ? 'firestore' : '';
  }

  condition(expr: Expr): Condition {
    const test = this.bool(expr, ALLOW_SCOPE);
    return (evaluation) => test(evaluation, NO_VALUES);
  }

  private bool(expr: Expr, scope: NameScope): (evaluation: Evaluation, locals: RValue[]) => boolean {
    const value = this.compile(expr, scope);
    return (evaluation, locals) => asBool(value(evaluation, locals));
  }

  private compile(expr: Expr, scope: NameScope): Compiled {
    switch (expr.kind) {
      case 'literal': {
        const { value } = expr;
        return () => value;
      }
      case 'ident': {
        const lookup = this.lookup(expr.name, scope);
        return (evaluation, locals) => {
          const value = lookup(evaluation, locals);
          // An unknown variable compiles (with a warning) and reads as a null value error.
          if (value === undefined) throw new EvalError('Null value error.');
          return value;
        };
      }
      case 'member': {
        const object = this.compile(expr.object, scope);
        const { name } = expr;
        const read: Compiled = (evaluation, locals) => member(object(evaluation, locals), name);
        const slot = this.chainSlot(expr, scope);
        if (slot === null) return read;
        // A chain such as request.resource.data reads the same value wherever it is written.
        return (evaluation, locals) => {
          const known = evaluation.chains[slot];
          return known !== undefined ? known : (evaluation.chains[slot] = read(evaluation, locals));
        };
      }
      case 'index': {
        const object = this.compile(expr.object, scope);
        const key = this.compile(expr.index, scope);
        return (evaluation, locals) => index(object(evaluation, locals), key(evaluation, locals));
      }
      case 'slice':
        return this.slice(expr, scope);
      case 'call':
        return this.call(expr, scope);
      case 'unary': {
        const operand = this.compile(expr.operand, scope);
        const apply = expr.op === '!' ? not : negate;
        return (evaluation, locals) => apply(operand(evaluation, locals));
      }
      case 'binary':
        return this.binary(expr, scope);
      case 'ternary': {
        const test = this.bool(expr.test, scope);
        const consequent = this.compile(expr.consequent, scope);
        const alternate = this.compile(expr.alternate, scope);
        return (evaluation, locals) =>
          test(evaluation, locals) ? consequent(evaluation, locals) : alternate(evaluation, locals);
      }
      case 'is': {
        const operand = this.compile(expr.operand, scope);
        const { typeName: type } = expr;
        const check = typeCheckFor(type);
        return (evaluation, locals) => isType(operand(evaluation, locals), type, check);
      }
      case 'list': {
        // A list of literals is made once: rules values are never changed in place.
        if (expr.items.every((item) => item.kind === 'literal')) {
          const constant = expr.items.map((item) => (item as Expr & { kind: 'literal' }).value);
          return () => constant;
        }
        const items = expr.items.map((item) => this.compile(item, scope));
        return (evaluation, locals) => items.map((item) => item(evaluation, locals));
      }
      case 'map': {
        const entries = expr.entries.map(({ key, value }) => ({
          key: this.compile(key, scope),
          value: this.compile(value, scope),
        }));
        return (evaluation, locals) => {
          const values = new Map<string, RValue>();
          for (const { key, value } of entries) {
            const keyValue = key(evaluation, locals);
            if (typeof keyValue !== 'string') throw new EvalError('Map keys must be strings.');
            values.set(keyValue, value(evaluation, locals));
          }
          return new RMap(null, values);
        };
      }
      case 'path':
        return this.path(expr, scope);
    }
  }

  /**
   * The slot of a member chain on a variable of the request (`request.resource.data`), which one
   * evaluation reads once; null for a chain on a local, or on a name the function does not see.
   */
  private chainSlot(expr: Expr & { kind: 'member' }, scope: NameScope): number | null {
    let text = expr.name;
    let root = expr.object;
    for (; root.kind === 'member'; root = root.object) text = `${root.name}.${text}`;
    if (
      root.kind !== 'ident' ||
      scope.slots.has(root.name) ||
      (scope.visible !== null && !scope.visible.has(root.name))
    )
      return null;
    text = `${root.name}.${text}`;
    let slot = this.chainSlots.get(text);
    if (slot === undefined) {
      slot = this.chainSlots.size;
      this.chainSlots.set(text, slot);
    }
    return slot;
  }

  /** How many member chains evaluations remember (see chainSlot). */
  get chainCount(): number {
    return this.chainSlots.size;
  }

  /** Resolves a name where it is written: a local's slot, a variable the scope sees, or nothing. */
  private lookup(name: string, scope: NameScope): Lookup {
    const slot = scope.slots.get(name);
    if (slot !== undefined) return (_evaluation, locals) => locals[slot];
    if (scope.visible !== null && !scope.visible.has(name)) return () => undefined;
    return (evaluation) => evaluation.variable(name);
  }

  private slice(expr: Expr & { kind: 'slice' }, scope: NameScope): Compiled {
    const object = this.compile(expr.object, scope);
    const start = expr.start && this.compile(expr.start, scope);
    const end = expr.end && this.compile(expr.end, scope);
    return (evaluation, locals) => {
      const value = object(evaluation, locals);
      if (value === null) throw new EvalError('Null value error.');
      if (isAbstract(value)) throw new UnknownValueError();
      const items = sequenceOf(value);
      const from = start ? Number(asInt(start(evaluation, locals))) : 0;
      const to = end ? Number(asInt(end(evaluation, locals))) : items.length;
      if (from < 0 || to > items.length || from > to) throw new EvalError(`Slice out of range: [${from}:${to}].`);
      const sliced = items.slice(from, to);
      if (typeof value === 'string') return (sliced as string[]).join('');
      if (value instanceof RPath) return new RPath(sliced as string[]);
      return sliced;
    };
  }

  private path(expr: Expr & { kind: 'path' }, scope: NameScope): Compiled {
    const segments = expr.segments.map((parts) =>
      parts.map((part) => (part.kind === 'text' ? part.text : this.compile(part.expression, scope))),
    );
    return (evaluation, locals) => {
      const result: string[] = [];
      for (const parts of segments) {
        let text = '';
        for (const part of parts) {
          if (typeof part === 'string') {
            text += part;
            continue;
          }
          const value = part(evaluation, locals);
          if (isAbstract(value)) throw new UnknownValueError();
          if (value instanceof RPath && parts.length === 1) {
            result.push(...value.segments);
            text = '';
            continue;
          }
          text += stringOf(value);
        }
        if (text) result.push(text);
      }
      return new RPath(result);
    };
  }

  private call(expr: Expr & { kind: 'call' }, scope: NameScope): Compiled {
    const { callee } = expr;
    const args = expr.args.map((arg) => this.compile(arg, scope));
    const argsOf =
      args.length === 0
        ? () => NO_VALUES
        : (evaluation: Evaluation, locals: RValue[]) => args.map((arg) => arg(evaluation, locals));
    const declared = this.program.functions.get(expr);
    if (declared) {
      const fn = this.function(declared);
      // A user function's arguments become its locals, where its lets are written: a new array, unless it has neither.
      const localsOf =
        args.length === 0 && declared.lets.length === 0
          ? argsOf
          : (evaluation: Evaluation, locals: RValue[]) => args.map((arg) => arg(evaluation, locals));
      return (evaluation, locals) => callFunction(evaluation, fn, localsOf(evaluation, locals));
    }
    if (callee.kind === 'ident') {
      const { name } = callee;
      if (this.documentNamespace === '' && isDocumentAccess(name))
        return (evaluation, locals) => readDocument(evaluation, name, argsOf(evaluation, locals));
      if (isGlobalConversion(name))
        return (evaluation, locals) => callGlobalConversion(name, argsOf(evaluation, locals));
      return (evaluation, locals) => {
        argsOf(evaluation, locals);
        throw new EvalError(`Function not found error: Name: [${name}].`);
      };
    }
    if (callee.kind !== 'member') {
      return () => {
        throw new EvalError('Only functions and methods can be called.');
      };
    }
    const { name } = callee;
    const keysOf = ORDER_BLIND_METHODS.has(name) ? keysCallReceiver(callee.object) : null;
    if (keysOf) {
      // keys() sorts only for the order a rule could see; these methods cannot see it.
      const map = this.compile(keysOf, scope);
      return (evaluation, locals) =>
        callMethod(keysInAnyOrder(map(evaluation, locals)), name, argsOf(evaluation, locals));
    }
    const receiver = this.compile(callee.object, scope);
    if (callee.object.kind !== 'ident')
      return (evaluation, locals) => callMethod(receiver(evaluation, locals), name, argsOf(evaluation, locals));
    // `ns.f()` calls a namespace's function unless a variable has the namespace's name.
    const variable = this.lookup(callee.object.name, scope);
    const namespaceCall = this.namespaceCall(callee.object.name, name);
    return (evaluation, locals) => {
      const value = variable(evaluation, locals);
      if (value === undefined) return namespaceCall(evaluation, argsOf(evaluation, locals));
      return callMethod(value, name, argsOf(evaluation, locals));
    };
  }

  private namespaceCall(namespace: string, name: string): (evaluation: Evaluation, args: RValue[]) => RValue {
    if (namespace === this.documentNamespace && (name === 'get' || name === 'exists'))
      return (evaluation, args) => readDocument(evaluation, name, args);
    if (namespace in NAMESPACE_FUNCTIONS) return (_evaluation, args) => callNamespace(namespace, name, args);
    return () => {
      throw new EvalError(`Function not found error: Name: [${namespace}.${name}].`);
    };
  }

  private function(decl: FunctionDecl): CompiledFunction {
    const known = this.compiledFunctions.get(decl);
    if (known) return known;
    const slots = new Map<string, number>();
    decl.params.forEach((param, i) => slots.set(param, i));
    const visible = this.program.visibleTo.get(decl) ?? new Set<string>();
    const scope: NameScope = { slots, visible };
    const lets: CompiledFunction['lets'] = [];
    // A let sees the parameters and the lets before it; one of the same name takes over its slot.
    for (const binding of decl.lets) {
      const value = this.compile(binding.value, scope);
      const slot = slots.get(binding.name) ?? slots.size;
      slots.set(binding.name, slot);
      lets.push({ slot, value });
    }
    const pure = this.program.pureFunctions.get(decl);
    const wildcardReads = (pure?.wildcards ?? []).map((name) => this.lookup(name, { slots: new Map(), visible }));
    const compiled: CompiledFunction = { decl, pure, wildcardReads, lets, body: this.compile(decl.body, scope) };
    this.compiledFunctions.set(decl, compiled);
    return compiled;
  }

  /** `&&` and `||` short-circuit, and an error on one side yields to a deciding other side. */
  private logical(op: '&&' | '||', expr: Expr & { kind: 'binary' }, scope: NameScope): Compiled {
    const decisive = op === '||';
    const left = this.bool(expr.left, scope);
    const right = this.bool(expr.right, scope);
    return (evaluation, locals) => {
      let leftError: unknown = null;
      try {
        if (left(evaluation, locals) === decisive) return decisive;
      } catch (error) {
        if (!(error instanceof EvalError)) throw error;
        leftError = error;
      }
      const value = right(evaluation, locals);
      if (leftError !== null && value !== decisive) throw leftError;
      return value;
    };
  }

  private binary(expr: Expr & { kind: 'binary' }, scope: NameScope): Compiled {
    const { op } = expr;
    if (op === '&&' || op === '||') return this.logical(op, expr, scope);
    const left = this.compile(expr.left, scope);
    const right = this.compile(expr.right, scope);
    const apply = operatorFor(op);
    const start = firstToken(expr);
    return (evaluation, locals) => {
      const leftValue = left(evaluation, locals);
      const rightValue = right(evaluation, locals);
      try {
        return apply(leftValue, rightValue);
      } catch (error) {
        // Google's emulator locates what a query leaves undecided at the operation's first token.
        if (!(error instanceof UnknownValueError) || error.message !== UNDECIDED) throw error;
        throw new UnknownValueError(`${UNDECIDED} at L${start.line}:${start.column}`);
      }
    };
  }
}

/** List methods whose result does not depend on the order of the list's items. */
const ORDER_BLIND_METHODS = new Set(['size', 'hasAll', 'hasAny', 'hasOnly']);

/** The receiver of `receiver.keys()` without arguments, unless it is a bare name (which may be a namespace). */
function keysCallReceiver(expr: Expr): Expr | null {
  if (expr.kind !== 'call' || expr.args.length > 0 || expr.callee.kind !== 'member' || expr.callee.name !== 'keys')
    return null;
  return expr.callee.object.kind === 'ident' ? null : expr.callee.object;
}

/** A map's keys unsorted; anything else goes through keys() for its errors. */
function keysInAnyOrder(value: RValue): RValue {
  return value instanceof RMap ? value.keys() : callMethod(value, 'keys', NO_VALUES);
}

function asBool(value: RValue): boolean {
  if (typeof value === 'boolean') return value;
  if (isAbstract(value)) throw new UnknownValueError();
  throw new EvalError(`Type error. Received: [${typeName(value)}] Expected: [bool].`);
}

function member(object: RValue, name: string): RValue {
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

function index(object: RValue, key: RValue): RValue {
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
  if (position < 0 || position >= items.length)
    throw new EvalError(`Index out of bound error. Index: [${position}] , size: [${items.length}].`);
  return typeof object === 'string' ? (items[position] as string) : items[position];
}

function readDocument(evaluation: Evaluation, access: DocumentAccess, args: RValue[]): RValue {
  if (args.length !== 1) throw new EvalError(`${access}() takes one path.`);
  const [path] = args;
  if (isAbstract(path)) throw new UnknownValueError();
  if (!(path instanceof RPath)) throw new EvalError(`${access}() expects a path, got ${typeName(path)}.`);
  try {
    return evaluation.runtime.readDocument(access, path);
  } catch (error) {
    if (error instanceof EvalError) throw error;
    throw new EvalError(error instanceof Error ? error.message : String(error));
  }
}

function callFunction(evaluation: Evaluation, fn: CompiledFunction, args: RValue[]): RValue {
  const { decl } = fn;
  if (args.length !== decl.params.length) {
    throw new EvalError(
      `Incorrect number of arguments. Received: ${args.length}. Expected: ${decl.name}(${decl.params.join(', ')}).`,
    );
  }
  const shared = sharedEntry(evaluation, fn, args);
  const known = shared?.get(RESULT) as CallResult | undefined;
  // A result is reused only where its evaluation stays within the depth limit, as it did when made.
  if (known && evaluation.depth + known.height <= MAX_CALL_DEPTH) return known.value;
  const start = evaluation.depth;
  const value = evaluateBody(evaluation, fn, args);
  const height = evaluation.deepest - start;
  if (shared && start + height <= MAX_CALL_DEPTH) shared.set(RESULT, { value, height } satisfies CallResult);
  return value;
}

/** Where the request shares a pure call's result: by function, arguments and wildcards; null when it cannot. */
function sharedEntry(evaluation: Evaluation, fn: CompiledFunction, args: RValue[]): CallResults | null {
  const results = evaluation.runtime.callResults;
  if (!fn.pure || !results) return null;
  let entry = entryBelow(results, fn.pure.id);
  for (const arg of args) entry = entry && entryBelow(entry, arg);
  for (const read of fn.wildcardReads) entry = entry && entryBelow(entry, read(evaluation, NO_VALUES));
  return entry;
}

/** Runs a body with the arguments as its first slots (the array is the call's own) and its lets after them. */
function evaluateBody(evaluation: Evaluation, fn: CompiledFunction, locals: RValue[]): RValue {
  const outerDeepest = evaluation.deepest;
  evaluation.deepest = evaluation.depth + 1;
  if (evaluation.depth >= MAX_CALL_DEPTH) throw new EvalError('Maximum function call depth exceeded.');
  evaluation.depth++;
  try {
    for (const { slot, value } of fn.lets) locals[slot] = value(evaluation, locals);
    return fn.body(evaluation, locals);
  } finally {
    evaluation.depth--;
    evaluation.deepest = Math.max(outerDeepest, evaluation.deepest);
  }
}

function not(value: RValue): RValue {
  if (isAbstract(value)) throw new UnknownValueError();
  if (typeof value !== 'boolean')
    throw new EvalError(`Unsupported operation error. Received: !${typeName(value)}. Expected: !bool.`);
  return !value;
}

function negate(value: RValue): RValue {
  if (isAbstract(value)) throw new UnknownValueError();
  if (typeof value === 'bigint') return checkedInt(-value);
  if (typeof value === 'number') return -value;
  if (value instanceof RDuration) return new RDuration(-value.nanos);
  throw new EvalError(`Unsupported operation error. Received: -${typeName(value)}. Expected: -int, -float, -duration.`);
}

function operatorFor(op: Exclude<BinaryOperator, '&&' | '||'>): (left: RValue, right: RValue) => RValue {
  switch (op) {
    case '==':
      return rulesEqualOperator;
    case '!=':
      return (left, right) => !rulesEqual(left, right);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return (left, right) => rulesCompareWith(op, left, right);
    case 'in':
      return membership;
    default:
      return (left, right) => arithmetic(op, left, right);
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
  if (
    (typeof left === 'bigint' || typeof left === 'number') &&
    (typeof right === 'bigint' || typeof right === 'number')
  ) {
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
    if (left instanceof RDuration && right instanceof RDuration)
      return new RDuration(checkedInt(left.nanos + right.nanos));
  }
  if (op === '-') {
    if (left instanceof RTimestamp && right instanceof RTimestamp) return new RDuration(left.nanos - right.nanos);
    if (left instanceof RTimestamp && right instanceof RDuration) return checkedTimestamp(left.nanos - right.nanos);
    if (left instanceof RDuration && right instanceof RDuration)
      return new RDuration(checkedInt(left.nanos - right.nanos));
  }
  throw new EvalError(
    `Unsupported operation error. Received: ${typeName(left)} ${op} ${typeName(right)}.${EXPECTED_OPERANDS[op]}`,
  );
}

function isType(value: RValue, type: string, check: ((value: RValue) => boolean) | undefined): boolean {
  if (type === 'constraint' && value instanceof Constrained) return true;
  if (isAbstract(value)) throw new UnknownValueError();
  if (!check) throw new EvalError(`Unknown type: ${type}.`);
  return check(value);
}
