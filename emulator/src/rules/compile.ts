/**
 * Turns parsed files into what evaluation needs: every `match` flattened to its full pattern with
 * its allow statements, and every call resolved to the function its scope names. As Google's
 * compiler does, it refuses duplicate functions and services, recursion and unknown `is` types,
 * and only warns about unknown functions, variables and methods and wrong argument counts
 * (those fail when evaluated).
 */
import type { AllowStatement, Expr, FunctionDecl, MatchBlock, PatternSegment, RulesFileAst } from './ast.js';
import { NAMESPACE_FUNCTIONS, isGlobalConversion, re2 } from './builtins.js';
import { RulesCompileError, type RulesIssue, type RulesMethod, type RulesService } from './contract.js';
import { TYPE_NAMES, typeCheckFor } from './closures.js';
import { findPureFunctions, type PureFunction } from './pure-calls.js';

export interface FlatAllow {
  statement: AllowStatement;
  methods: ReadonlySet<RulesMethod>;
}

export interface FlatBlock {
  pattern: PatternSegment[];
  allows: FlatAllow[];
}

export interface CompiledProgram {
  service: RulesService;
  version: '1' | '2';
  blocks: FlatBlock[];
  functions: Map<Expr, FunctionDecl>;
  /** The variables each function's body may read: request, resource and the wildcards around its definition. */
  visibleTo: Map<FunctionDecl, ReadonlySet<string>>;
  /** The functions whose calls a request's evaluations may share. */
  pureFunctions: Map<FunctionDecl, PureFunction>;
  warnings: RulesIssue[];
}

const SERVICES: Record<string, RulesService> = {
  'cloud.firestore': 'cloud.firestore',
  'firebase.storage': 'firebase.storage',
};
const GLOBAL_VARIABLES = new Set(['request', 'resource']);
const FIRESTORE_FUNCTIONS = new Set(['get', 'exists', 'getAfter', 'existsAfter']);
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** Google's limit on the calls below the first function of a chain: 21 functions load, 22 do not. */
const MAX_CALL_DEPTH = 20;

const METHODS_OF: Record<string, readonly RulesMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

interface Scope {
  functions: Map<string, FunctionDecl>;
  variables: Set<string>;
  parent: Scope | null;
}

export function compileProgram(files: RulesFileAst[]): CompiledProgram {
  return new Compiler().compile(files);
}

class Compiler {
  private readonly issues: RulesIssue[] = [];
  private readonly warnings: RulesIssue[] = [];
  private readonly functions = new Map<Expr, FunctionDecl>();
  private readonly visibleTo = new Map<FunctionDecl, ReadonlySet<string>>();
  /** Calls made by each function's body, for the recursion check. */
  private readonly callsOf = new Map<FunctionDecl, Array<{ callee: FunctionDecl; at: Expr }>>();
  private readonly blocks: FlatBlock[] = [];
  private service: RulesService | null = null;
  private file = '';

  compile(files: RulesFileAst[]): CompiledProgram {
    let version: '1' | '2' = '1';
    for (const ast of files) {
      this.file = ast.file;
      if (ast.version === '2') version = '2';
      for (const decl of ast.services) {
        const service = SERVICES[decl.name];
        if (!service) {
          this.issue(decl, `Unknown service '${decl.name}'; expected cloud.firestore or firebase.storage.`);
          continue;
        }
        if (this.service === service) this.issue(decl, 'Duplicate service name declaration.');
        else if (this.service) this.issue(decl, 'A ruleset covers one service.');
        this.service = service;
        const scope = this.scope(decl.functions, [], null);
        for (const fn of decl.functions) this.checkFunction(fn, scope);
        for (const match of decl.matches) this.compileMatch(match, [], scope);
      }
    }
    if (!this.service && this.issues.length === 0) {
      this.issues.push({ file: files[0]?.file ?? '', line: 1, column: 1, message: 'The ruleset declares no service.' });
    }
    if (this.checkRecursion()) this.checkCallDepth();
    if (this.issues.length > 0) throw new RulesCompileError(this.issues);
    return {
      service: this.service as RulesService,
      version,
      blocks: this.blocks,
      functions: this.functions,
      visibleTo: this.visibleTo,
      pureFunctions: findPureFunctions(this.visibleTo.keys(), this.functions),
      warnings: this.warnings,
    };
  }

  private issue(at: { line: number; column: number; file?: string }, message: string): void {
    this.issues.push({ file: at.file ?? this.file, line: at.line, column: at.column, message });
  }

  private warn(at: { line: number; column: number; file?: string }, message: string): void {
    this.warnings.push({ file: at.file ?? this.file, line: at.line, column: at.column, message });
  }

  /** Google refuses any function that can reach itself. Says whether none can. */
  private checkRecursion(): boolean {
    const reported = new Set<Expr>();
    const visit = (fn: FunctionDecl, path: FunctionDecl[]) => {
      for (const { callee, at } of this.callsOf.get(fn) ?? []) {
        if (path.includes(callee)) {
          if (!reported.has(at))
            this.issue({ line: at.line, column: at.column, file: fn.file }, 'Recursive call is not allowed.');
          reported.add(at);
        } else {
          visit(callee, [...path, callee]);
        }
      }
    };
    for (const fn of this.callsOf.keys()) visit(fn, [fn]);
    return reported.size === 0;
  }

  /**
   * Google refuses a chain of calls deeper than MAX_CALL_DEPTH, whether or not an allow uses it:
   * it names the stack from a function no other calls and points at the first function beyond it.
   * Needs a call graph without cycles.
   */
  private checkCallDepth(): void {
    const heights = new Map<FunctionDecl, number>();
    const callees = (fn: FunctionDecl) => (this.callsOf.get(fn) ?? []).map(({ callee }) => callee);
    const height = (fn: FunctionDecl): number => {
      let known = heights.get(fn);
      if (known === undefined) {
        known = 1 + Math.max(0, ...callees(fn).map(height));
        heights.set(fn, known);
      }
      return known;
    };
    const deepestCallee = (fn: FunctionDecl) =>
      callees(fn).reduce((deepest, callee) => (height(callee) > height(deepest) ? callee : deepest));
    const called = new Set([...this.callsOf.values()].flat().map(({ callee }) => callee));
    for (const root of this.visibleTo.keys()) {
      if (called.has(root) || height(root) <= MAX_CALL_DEPTH + 1) continue;
      const stack = [root];
      while (stack.length <= MAX_CALL_DEPTH) stack.push(deepestCallee(stack[stack.length - 1]));
      const beyond = deepestCallee(stack[stack.length - 1]);
      this.issue(
        beyond,
        `Maximum allowed call depth of ${MAX_CALL_DEPTH} is reached for [${stack.map((fn) => fn.name).join('->')}] call stack.`,
      );
    }
  }

  private scope(functions: FunctionDecl[], variables: string[], parent: Scope | null): Scope {
    const byName = new Map<string, FunctionDecl>();
    for (const fn of functions) {
      if (byName.has(fn.name)) this.issue(fn, `Function ${fn.name} is already defined.`);
      byName.set(fn.name, fn);
    }
    return { functions: byName, variables: new Set(variables), parent };
  }

  private compileMatch(match: MatchBlock, prefix: PatternSegment[], parent: Scope): void {
    const pattern = [...prefix, ...match.pattern];
    const names = match.pattern
      .filter((segment) => segment.kind !== 'literal')
      .map((segment) => (segment as { name: string }).name);
    // One path may not bind a name twice; a nested match may shadow an outer one.
    names
      .filter((name, index) => names.indexOf(name) !== index)
      .forEach((name) => this.issue(match, `Variable ${name} already exists in the PathTemplate.`));
    if (match.allows.length + match.functions.length + match.matches.length === 0) {
      this.issue(match, "The 'match' body must contain at least one declaration.");
    }
    const scope = this.scope(match.functions, names, parent);
    for (const fn of match.functions) this.checkFunction(fn, scope);
    const allows: FlatAllow[] = [];
    for (const allow of match.allows) {
      if (allow.condition) this.checkExpr(allow.condition, scope, new Set());
      const methods = new Set<RulesMethod>();
      for (const name of allow.methods) {
        const covered = Object.prototype.hasOwnProperty.call(METHODS_OF, name) ? METHODS_OF[name] : null;
        if (covered) covered.forEach((method) => methods.add(method));
        else this.warn(allow, `Invalid method name: ${name}.`);
      }
      allows.push({ statement: allow, methods });
    }
    if (allows.length > 0) this.blocks.push({ pattern, allows });
    for (const child of match.matches) this.compileMatch(child, pattern, scope);
  }

  private checkFunction(fn: FunctionDecl, scope: Scope): void {
    const visible = new Set(GLOBAL_VARIABLES);
    for (let current: Scope | null = scope; current; current = current.parent)
      current.variables.forEach((name) => visible.add(name));
    this.visibleTo.set(fn, visible);
    const locals = new Set(fn.params);
    for (const binding of fn.lets) {
      this.checkExpr(binding.value, scope, locals, fn);
      locals.add(binding.name);
    }
    this.checkExpr(fn.body, scope, locals, fn);
  }

  private findFunction(name: string, scope: Scope | null): FunctionDecl | undefined {
    for (let current = scope; current; current = current.parent) {
      const fn = current.functions.get(name);
      if (fn) return fn;
    }
    return undefined;
  }

  private isVariable(name: string, scope: Scope, locals: Set<string>): boolean {
    if (locals.has(name) || GLOBAL_VARIABLES.has(name)) return true;
    for (let current: Scope | null = scope; current; current = current.parent)
      if (current.variables.has(name)) return true;
    return false;
  }

  private checkExpr(expr: Expr, scope: Scope, locals: Set<string>, inFunction?: FunctionDecl): void {
    const at = { line: expr.line, column: expr.column, file: inFunction?.file };
    const check = (child: Expr) => this.checkExpr(child, scope, locals, inFunction);
    switch (expr.kind) {
      case 'literal':
        // A negative literal holds its minus sign (the parser folds it in), so -2^63 is valid.
        if (typeof expr.value === 'bigint' && (expr.value < INT64_MIN || expr.value > INT64_MAX)) {
          this.issue(at, `Invalid number literal ${expr.value < 0n ? -expr.value : expr.value}.`);
        }
        return;
      case 'ident':
        if (!this.isVariable(expr.name, scope, locals)) this.warn(at, `Invalid variable name: ${expr.name}.`);
        return;
      case 'member':
        return check(expr.object);
      case 'index':
        check(expr.object);
        return check(expr.index);
      case 'slice':
        check(expr.object);
        if (expr.start) check(expr.start);
        if (expr.end) check(expr.end);
        return;
      case 'call':
        expr.args.forEach(check);
        this.checkPatternLiteral(expr, inFunction);
        return this.checkCallee(expr, scope, locals, inFunction);
      case 'unary':
        return check(expr.operand);
      case 'binary':
        check(expr.left);
        return check(expr.right);
      case 'ternary':
        check(expr.test);
        check(expr.consequent);
        return check(expr.alternate);
      case 'is':
        if (!typeCheckFor(expr.typeName)) {
          this.issue(
            at,
            `An unsupported type identifier was used with the 'is' operator. Received ${expr.typeName}. Expected one of ${TYPE_NAMES}`,
          );
        }
        return check(expr.operand);
      case 'list':
        return expr.items.forEach(check);
      case 'map':
        for (const entry of expr.entries) {
          check(entry.key);
          check(entry.value);
        }
        return;
      case 'path':
        for (const parts of expr.segments)
          for (const part of parts) if (part.kind === 'interpolation') check(part.expression);
        return;
    }
  }

  /** Like Google's, refuses a literal pattern of matches() or split() that is not a valid regular expression. */
  private checkPatternLiteral(expr: Expr & { kind: 'call' }, inFunction?: FunctionDecl): void {
    const [pattern] = expr.args;
    if (expr.callee.kind !== 'member' || (expr.callee.name !== 'matches' && expr.callee.name !== 'split')) return;
    if (pattern?.kind !== 'literal' || typeof pattern.value !== 'string') return;
    try {
      re2(pattern.value);
    } catch {
      this.issue(
        { line: pattern.line, column: pattern.column, file: inFunction?.file },
        `Invalid regular expression pattern. Pattern: ${pattern.value}.`,
      );
    }
  }

  private checkCallee(
    expr: Expr & { kind: 'call' },
    scope: Scope,
    locals: Set<string>,
    inFunction?: FunctionDecl,
  ): void {
    const { callee } = expr;
    const at = { line: callee.line, column: callee.column, file: inFunction?.file };
    if (callee.kind === 'ident') {
      const fn = this.findFunction(callee.name, scope);
      if (fn) {
        if (fn.params.length !== expr.args.length)
          this.warn(at, `Incorrect number of arguments supplied to function: ${fn.name}.`);
        this.functions.set(expr, fn);
        if (inFunction) {
          const calls = this.callsOf.get(inFunction) ?? [];
          calls.push({ callee: fn, at: expr });
          this.callsOf.set(inFunction, calls);
        }
        return;
      }
      const isGlobal =
        isGlobalConversion(callee.name) || (this.service === 'cloud.firestore' && FIRESTORE_FUNCTIONS.has(callee.name));
      if (!isGlobal) this.warn(at, `Invalid function name: ${callee.name}.`);
      return;
    }
    if (
      callee.kind === 'member' &&
      callee.object.kind === 'ident' &&
      !this.isVariable(callee.object.name, scope, locals)
    ) {
      const namespace = callee.object.name;
      const known =
        namespace === 'firestore'
          ? this.service === 'firebase.storage' && (callee.name === 'get' || callee.name === 'exists')
          : NAMESPACE_FUNCTIONS[namespace]?.includes(callee.name);
      if (!known) this.warn(at, `Invalid function name: ${namespace}.${callee.name}.`);
      return;
    }
    if (callee.kind !== 'member') {
      this.warn(at, 'Only functions and methods can be called.');
      return;
    }
    this.checkExpr(callee.object, scope, locals, inFunction);
  }
}
