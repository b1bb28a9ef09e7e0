/**
 * Scanner and recursive-descent parser for rules files. Paths (`/a/$(b)/c`, `/x/{y=**}`) are
 * scanned character by character where the grammar expects one; everything else is tokenised.
 */
import type {
  AllowStatement,
  BinaryOperator,
  Expr,
  FunctionDecl,
  LetBinding,
  MatchBlock,
  PathPart,
  PatternSegment,
  Position,
  RulesFileAst,
  ServiceDecl,
} from './ast.js';
import { RulesCompileError } from './contract.js';

type TokenKind = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

interface Token extends Position {
  kind: TokenKind;
  text: string;
  /** Decoded value of string/bytes/number literals. */
  value?: string | Uint8Array | bigint | number;
  start: number;
  end: number;
}

const PUNCTUATION = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ',',
  ';',
  ':',
  '.',
  '?',
  '!',
  '=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
];
const RESERVED = new Set([
  'true',
  'false',
  'null',
  'in',
  'is',
  'if',
  'let',
  'return',
  'function',
  'match',
  'allow',
  'service',
]);

export function parseRulesFile(file: string, source: string): RulesFileAst {
  return new Parser(file, source).parseFile();
}

class Parser {
  private pos = 0;
  private version: '1' | '2' = '1';
  private lookahead: Token | null = null;
  private readonly lineStarts: number[] = [0];

  constructor(
    private readonly file: string,
    private readonly source: string,
  ) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }

  // ── positions and errors ────────────────────────────────────────────────────────────────

  private positionAt(offset: number): Position {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low] + 1 };
  }

  private fail(offset: number, message: string): never {
    const { line, column } = this.positionAt(offset);
    throw new RulesCompileError([{ file: this.file, line, column, message }]);
  }

  private unexpected(token: Token, expected: string): never {
    const found = token.kind === 'eof' ? 'end of file' : `'${token.text}'`;
    this.fail(token.start, `Unexpected ${found}; expected ${expected}.`);
  }

  // ── scanner ─────────────────────────────────────────────────────────────────────────────

  private skipSpace(): void {
    const source = this.source;
    for (;;) {
      const char = source[this.pos];
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f') {
        this.pos++;
      } else if (char === '/' && source[this.pos + 1] === '/') {
        while (this.pos < source.length && source[this.pos] !== '\n') this.pos++;
      } else if (char === '/' && source[this.pos + 1] === '*') {
        const close = source.indexOf('*/', this.pos + 2);
        if (close < 0) this.fail(this.pos, 'Unterminated comment.');
        this.pos = close + 2;
      } else {
        return;
      }
    }
  }

  private peek(): Token {
    if (!this.lookahead) this.lookahead = this.scan();
    return this.lookahead;
  }

  private next(): Token {
    const token = this.peek();
    this.lookahead = null;
    this.pos = token.end;
    return token;
  }

  /** Drops the lookahead so the next read starts at the raw character position (for paths). */
  private rewindToLookahead(): void {
    if (this.lookahead) {
      this.pos = this.lookahead.start;
      this.lookahead = null;
    }
  }

  private scan(): Token {
    this.skipSpace();
    const start = this.pos;
    const source = this.source;
    const token = (kind: TokenKind, end: number, value?: Token['value']): Token => ({
      kind,
      text: source.slice(start, end),
      value,
      start,
      end,
      ...this.positionAt(start),
    });
    if (start >= source.length) return token('eof', start);
    const char = source[start];
    if ((char === 'b' || char === 'B') && (source[start + 1] === "'" || source[start + 1] === '"')) {
      const { bytes, end } = this.scanString(start + 1);
      return token('bytes', end, Uint8Array.from(bytes));
    }
    if (/[A-Za-z_]/.test(char)) {
      let end = start + 1;
      while (end < source.length && /[A-Za-z0-9_]/.test(source[end])) end++;
      return token('ident', end);
    }
    // Google's grammar has decimal ints and floats only (no hex, no exponent).
    if (/[0-9]/.test(char) || (char === '.' && /[0-9]/.test(source[start + 1] ?? ''))) {
      const text = (/^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)/.exec(source.slice(start, start + 400)) as RegExpExecArray)[0];
      return text.includes('.')
        ? token('float', start + text.length, Number(text))
        : token('int', start + text.length, BigInt(text));
    }
    if (char === "'" || char === '"') {
      const { text, end } = this.scanString(start);
      return token('string', end, text);
    }
    for (const punct of PUNCTUATION) {
      if (source.startsWith(punct, start)) return token('punct', start + punct.length);
    }
    this.fail(start, `Unexpected character '${char}'.`);
  }

  /** Decodes a quoted literal: `text` as a string literal, `bytes` as a bytes literal (\x and octal escapes are raw bytes). */
  private scanString(quoteAt: number): { text: string; bytes: number[]; end: number } {
    const source = this.source;
    const triple = source.startsWith(source[quoteAt].repeat(3), quoteAt);
    const quote = triple ? source[quoteAt].repeat(3) : source[quoteAt];
    const encoder = new TextEncoder();
    let i = quoteAt + quote.length;
    let text = '';
    const bytes: number[] = [];
    const addText = (chars: string) => {
      text += chars;
      bytes.push(...encoder.encode(chars));
    };
    const addByte = (value: number) => {
      text += String.fromCharCode(value);
      bytes.push(value);
    };
    for (;;) {
      if (i >= source.length || (!triple && source[i] === '\n')) this.fail(quoteAt, 'Unterminated string.');
      if (source.startsWith(quote, i)) return { text, bytes, end: i + quote.length };
      const char = source[i];
      if (char !== '\\') {
        addText(char);
        i++;
        continue;
      }
      const escape = source[i + 1];
      const simple: Record<string, string> = {
        n: '\n',
        t: '\t',
        r: '\r',
        b: '\b',
        f: '\f',
        v: '\v',
        a: '\x07',
        '\\': '\\',
        "'": "'",
        '"': '"',
        '`': '`',
        '?': '?',
      };
      if (escape in simple) {
        addText(simple[escape]);
        i += 2;
      } else if (escape === 'u' || escape === 'U' || escape === 'x' || escape === 'X') {
        const length = escape === 'u' ? 4 : escape === 'U' ? 8 : 2;
        const digits = source.slice(i + 2, i + 2 + length);
        if (!new RegExp(`^[0-9a-fA-F]{${length}}$`).test(digits)) this.fail(i, 'Invalid escape sequence.');
        const value = parseInt(digits, 16);
        if (length === 2) addByte(value);
        else addText(String.fromCodePoint(value));
        i += 2 + length;
      } else if (/[0-7]/.test(escape ?? '')) {
        const digits = source.slice(i + 1, i + 4);
        if (!/^[0-7]{3}$/.test(digits)) this.fail(i, 'Invalid escape sequence.');
        addByte(parseInt(digits, 8));
        i += 4;
      } else {
        this.fail(i, 'Invalid escape sequence.');
      }
    }
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token.kind === 'punct' && token.text === text;
  }

  private isWord(text: string): boolean {
    const token = this.peek();
    return token.kind === 'ident' && token.text === text;
  }

  private expectPunct(text: string): Token {
    if (!this.isPunct(text)) this.unexpected(this.peek(), `'${text}'`);
    return this.next();
  }

  private expectWord(text: string): Token {
    if (!this.isWord(text)) this.unexpected(this.peek(), `'${text}'`);
    return this.next();
  }

  private expectName(what: string): Token {
    const token = this.peek();
    if (token.kind !== 'ident' || RESERVED.has(token.text)) this.unexpected(token, what);
    return this.next();
  }

  private optionalSemicolon(): void {
    if (this.isPunct(';')) this.next();
  }

  // ── declarations ────────────────────────────────────────────────────────────────────────

  parseFile(): RulesFileAst {
    let version: '1' | '2' = '1';
    if (this.isWord('rules_version')) {
      this.next();
      this.expectPunct('=');
      const token = this.next();
      if (token.kind !== 'string' || (token.value !== '1' && token.value !== '2')) {
        this.fail(token.start, "rules_version must be '1' or '2'.");
      }
      version = token.value;
      this.version = version;
      this.optionalSemicolon();
    }
    const services: ServiceDecl[] = [];
    while (this.peek().kind !== 'eof') {
      if (!this.isWord('service')) this.unexpected(this.peek(), "'service'");
      services.push(this.parseService());
    }
    return { file: this.file, version, services };
  }

  private parseService(): ServiceDecl {
    const keyword = this.expectWord('service');
    let name = this.expectName('a service name').text;
    while (this.isPunct('.')) {
      this.next();
      name += `.${this.expectName('a service name').text}`;
    }
    this.expectPunct('{');
    const service: ServiceDecl = {
      file: this.file,
      name,
      functions: [],
      matches: [],
      line: keyword.line,
      column: keyword.column,
    };
    while (!this.isPunct('}')) {
      if (this.isWord('function')) service.functions.push(this.parseFunction());
      else if (this.isWord('match')) service.matches.push(this.parseMatch());
      else this.unexpected(this.peek(), "'match', 'function' or '}'");
    }
    this.next();
    return service;
  }

  private parseMatch(): MatchBlock {
    const keyword = this.expectWord('match');
    const pattern = this.parseMatchPath();
    this.expectPunct('{');
    const block: MatchBlock = {
      pattern,
      functions: [],
      matches: [],
      allows: [],
      line: keyword.line,
      column: keyword.column,
    };
    while (!this.isPunct('}')) {
      if (this.isWord('function')) block.functions.push(this.parseFunction());
      else if (this.isWord('match')) block.matches.push(this.parseMatch());
      else if (this.isWord('allow')) block.allows.push(this.parseAllow());
      else this.unexpected(this.peek(), "'allow', 'match', 'function' or '}'");
    }
    this.next();
    return block;
  }

  private parseMatchPath(): PatternSegment[] {
    this.skipSpace();
    this.rewindToLookahead();
    this.skipSpace();
    const source = this.source;
    if (source[this.pos] !== '/') this.fail(this.pos, "Expected a path starting with '/'.");
    const segments: PatternSegment[] = [];
    while (source[this.pos] === '/') {
      this.pos++;
      if (source[this.pos] === '{') {
        const wildcardAt = this.pos;
        const close = source.indexOf('}', this.pos);
        const inner =
          close < 0 ? null : /^\{([A-Za-z_][A-Za-z0-9_]*)(=\*\*?)?\}$/.exec(source.slice(this.pos, close + 1));
        if (!inner) this.fail(this.pos, 'Invalid wildcard; expected {name} or {name=**}.');
        const recursive = inner[2] === '=**';
        if (recursive && segments.some((segment) => segment.kind === 'recursive')) {
          this.fail(
            wildcardAt - 1,
            'Invalid glob match expression. Only one glob match is permitted in a match declaration path.',
          );
        }
        segments.push(recursive ? { kind: 'recursive', name: inner[1] } : { kind: 'single', name: inner[1] });
        this.pos = close + 1;
        if (recursive && this.version === '1' && source[this.pos] === '/') {
          this.fail(
            wildcardAt - 1,
            'Invalid glob match expression. Glob matches are permitted as the last segment in a match declaration path.',
          );
        }
      } else {
        const start = this.pos;
        while (this.pos < source.length && !/[\s/{}]/.test(source[this.pos])) this.pos++;
        if (this.pos === start) this.fail(start, 'Empty path segment.');
        segments.push({ kind: 'literal', text: source.slice(start, this.pos) });
      }
    }
    return segments;
  }

  private parseFunction(): FunctionDecl {
    const keyword = this.expectWord('function');
    const name = this.expectName('a function name').text;
    this.expectPunct('(');
    const params: string[] = [];
    while (!this.isPunct(')')) {
      const param = this.expectName('a parameter name');
      if (params.includes(param.text)) this.fail(param.start, `Duplicate parameter '${param.text}'.`);
      params.push(param.text);
      if (!this.isPunct(')')) this.expectPunct(',');
    }
    this.next();
    this.expectPunct('{');
    const lets: LetBinding[] = [];
    while (this.isWord('let')) {
      const letToken = this.next();
      if (this.version === '1') this.fail(letToken.start, 'Let bindings are not allowed in rules_version="1";');
      const letName = this.expectName('a variable name').text;
      this.expectPunct('=');
      lets.push({ name: letName, value: this.parseExpression(), line: letToken.line, column: letToken.column });
      this.expectPunct(';');
    }
    this.expectWord('return');
    const body = this.parseExpression();
    this.optionalSemicolon();
    this.expectPunct('}');
    return { file: this.file, name, params, lets, body, line: keyword.line, column: keyword.column };
  }

  private parseAllow(): AllowStatement {
    const keyword = this.expectWord('allow');
    const methods: string[] = [];
    for (;;) {
      methods.push(this.expectName('a method name').text);
      if (!this.isPunct(',')) break;
      this.next();
    }
    let condition: Expr | null = null;
    if (this.isPunct(':')) {
      this.next();
      if (!this.isWord('if')) this.fail(this.peek().start, "Missing 'if' before conditional expression.");
      this.next();
      condition = this.parseExpression();
    }
    this.optionalSemicolon();
    return { file: this.file, methods, condition, line: keyword.line, column: keyword.column };
  }

  // ── expressions ─────────────────────────────────────────────────────────────────────────

  parseExpression(): Expr {
    const test = this.parseBinary(0);
    if (!this.isPunct('?')) return test;
    this.next();
    const consequent = this.parseExpression();
    this.expectPunct(':');
    const alternate = this.parseExpression();
    return { kind: 'ternary', test, consequent, alternate, line: test.line, column: test.column };
  }

  private static readonly LEVELS: string[][] = [
    ['||'],
    ['&&'],
    ['==', '!=', '<', '<=', '>', '>=', 'in', 'is'],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binaryOperatorAt(level: number): string | null {
    const token = this.peek();
    const operators = Parser.LEVELS[level];
    if ((token.kind === 'punct' || token.kind === 'ident') && operators.includes(token.text)) return token.text;
    return null;
  }

  private parseBinary(level: number): Expr {
    if (level === Parser.LEVELS.length) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (;;) {
      const op = this.binaryOperatorAt(level);
      if (!op) return left;
      const opToken = this.next();
      if (op === 'is') {
        const typeName = this.expectName('a type name');
        left = { kind: 'is', operand: left, typeName: typeName.text, line: typeName.line, column: typeName.column };
        continue;
      }
      const right = this.parseBinary(level + 1);
      left = { kind: 'binary', op: op as BinaryOperator, left, right, line: opToken.line, column: opToken.column };
    }
  }

  private parseUnary(): Expr {
    if (this.isPunct('!') || this.isPunct('-')) {
      const opToken = this.next();
      const operand = this.parseUnary();
      if (
        opToken.text === '-' &&
        operand.kind === 'literal' &&
        (typeof operand.value === 'bigint' || typeof operand.value === 'number')
      ) {
        return { ...operand, value: -operand.value, line: opToken.line, column: opToken.column };
      }
      return { kind: 'unary', op: opToken.text as '!' | '-', operand, line: opToken.line, column: opToken.column };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(start: Expr): Expr {
    let expr = start;
    for (;;) {
      if (this.isPunct('.')) {
        const dot = this.next();
        const name = this.peek();
        if (name.kind !== 'ident') this.unexpected(name, 'a member name');
        this.next();
        expr = { kind: 'member', object: expr, name: name.text, line: dot.line, column: dot.column };
      } else if (this.isPunct('(')) {
        const open = this.next();
        const args = this.parseList(')');
        expr = { kind: 'call', callee: expr, args, line: open.line, column: open.column };
      } else if (this.isPunct('[')) {
        const open = this.next();
        const start = this.isPunct(':') ? null : this.parseExpression();
        if (this.isPunct(':')) {
          this.next();
          const end = this.isPunct(']') ? null : this.parseExpression();
          this.expectPunct(']');
          expr = { kind: 'slice', object: expr, start, end, line: open.line, column: open.column };
        } else {
          this.expectPunct(']');
          expr = { kind: 'index', object: expr, index: start as Expr, line: open.line, column: open.column };
        }
      } else {
        return expr;
      }
    }
  }

  private parseList(close: string): Expr[] {
    const items: Expr[] = [];
    while (!this.isPunct(close)) {
      items.push(this.parseExpression());
      if (!this.isPunct(close)) this.expectPunct(',');
    }
    this.next();
    return items;
  }

  private parsePrimary(): Expr {
    const token = this.peek();
    const at = { line: token.line, column: token.column };
    switch (token.kind) {
      case 'int':
      case 'float':
      case 'string':
      case 'bytes':
        this.next();
        return { kind: 'literal', value: token.value as bigint | number | string | Uint8Array, ...at };
      case 'ident':
        if (token.text === 'true' || token.text === 'false') {
          this.next();
          return { kind: 'literal', value: token.text === 'true', ...at };
        }
        if (token.text === 'null') {
          this.next();
          return { kind: 'literal', value: null, ...at };
        }
        if (RESERVED.has(token.text)) this.unexpected(token, 'an expression');
        this.next();
        return { kind: 'ident', name: token.text, ...at };
      case 'punct':
        if (token.text === '(') {
          this.next();
          const inner = this.parseExpression();
          this.expectPunct(')');
          return inner;
        }
        if (token.text === '[') {
          this.next();
          return { kind: 'list', items: this.parseList(']'), ...at };
        }
        if (token.text === '{') {
          this.next();
          const entries: Array<{ key: Expr; value: Expr }> = [];
          while (!this.isPunct('}')) {
            const key = this.parseExpression();
            this.expectPunct(':');
            entries.push({ key, value: this.parseExpression() });
            if (!this.isPunct('}')) this.expectPunct(',');
          }
          this.next();
          return { kind: 'map', entries, ...at };
        }
        if (token.text === '/') return { kind: 'path', segments: this.parsePathLiteral(), ...at };
        break;
      default:
        break;
    }
    this.unexpected(token, 'an expression');
  }

  /** `/a/b$(expr)/(default)`: literal text (balanced parentheses allowed) and interpolations. */
  private parsePathLiteral(): PathPart[][] {
    this.rewindToLookahead();
    const source = this.source;
    const segments: PathPart[][] = [];
    while (source[this.pos] === '/') {
      this.pos++;
      const parts: PathPart[] = [];
      let text = '';
      for (;;) {
        const char = source[this.pos];
        if (char === '$' && source[this.pos + 1] === '(') {
          if (text) parts.push({ kind: 'text', text });
          text = '';
          this.pos += 2;
          const expression = this.parseExpression();
          this.expectPunct(')');
          this.rewindToLookahead();
          parts.push({ kind: 'interpolation', expression });
        } else if (char === '(') {
          const close = source.indexOf(')', this.pos);
          if (close < 0) this.fail(this.pos, "Unbalanced '(' in path.");
          text += source.slice(this.pos, close + 1);
          this.pos = close + 1;
        } else if (char !== undefined && !/[\s/(),;\][{}]/.test(char)) {
          text += char;
          this.pos++;
        } else {
          break;
        }
      }
      if (text) parts.push({ kind: 'text', text });
      if (parts.length === 0) this.fail(this.pos, 'Empty path segment.');
      segments.push(parts);
    }
    return segments;
  }
}
