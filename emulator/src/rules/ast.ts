/** The syntax tree of a rules file. Every node carries its 1-based line and column. */

export interface Position {
  line: number;
  column: number;
}

/** One segment of a path literal: literal text and `$(expr)` interpolations, concatenated. */
export type PathPart = { kind: 'text'; text: string } | { kind: 'interpolation'; expression: Expr };

export type Literal = null | boolean | bigint | number | string | Uint8Array;

export type Expr = Position &
  (
    | { kind: 'literal'; value: Literal }
    | { kind: 'ident'; name: string }
    | { kind: 'member'; object: Expr; name: string }
    | { kind: 'index'; object: Expr; index: Expr }
    | { kind: 'slice'; object: Expr; start: Expr | null; end: Expr | null }
    | { kind: 'call'; callee: Expr; args: Expr[] }
    | { kind: 'unary'; op: '!' | '-'; operand: Expr }
    | { kind: 'binary'; op: BinaryOperator; left: Expr; right: Expr }
    | { kind: 'ternary'; test: Expr; consequent: Expr; alternate: Expr }
    | { kind: 'is'; operand: Expr; typeName: string }
    | { kind: 'list'; items: Expr[] }
    | { kind: 'map'; entries: Array<{ key: Expr; value: Expr }> }
    | { kind: 'path'; segments: PathPart[][] }
  );

export type BinaryOperator = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export interface LetBinding extends Position {
  name: string;
  value: Expr;
}

export interface FunctionDecl extends Position {
  file: string;
  name: string;
  params: string[];
  lets: LetBinding[];
  body: Expr;
}

export interface AllowStatement extends Position {
  file: string;
  /** As written; names other than read/write/get/list/create/update/delete never match (a warning). */
  methods: string[];
  /** null for `allow read;` (always granted). */
  condition: Expr | null;
}

export type PatternSegment =
  { kind: 'literal'; text: string } | { kind: 'single'; name: string } | { kind: 'recursive'; name: string };

export interface MatchBlock extends Position {
  pattern: PatternSegment[];
  functions: FunctionDecl[];
  matches: MatchBlock[];
  allows: AllowStatement[];
}

export interface ServiceDecl extends Position {
  file: string;
  name: string;
  functions: FunctionDecl[];
  matches: MatchBlock[];
}

export interface RulesFileAst {
  file: string;
  version: '1' | '2';
  services: ServiceDecl[];
}
