import { RulesCompileError, type RulesSourceFile } from '../rules/contract.js';
import { compileRulesetFor } from '../rules/load.js';
import type { RulesRegistry } from '../rules/registry.js';
import { FirestoreError, invalidArgument } from './errors.js';

/** `@firebase/rules-unit-testing` sends no file name. */
const DEFAULT_FILE_NAME = 'firestore.rules';

function sourceFiles(body: Record<string, unknown>): RulesSourceFile[] {
  const files = (body.rules as { files?: unknown } | undefined)?.files;
  if (!Array.isArray(files) || files.length === 0)
    throw invalidArgument('Expected {"rules":{"files":[{"name":"...","content":"..."}]}}');
  return files.map((file: { name?: unknown; content?: unknown }) => {
    if (typeof file?.content !== 'string') throw invalidArgument('Every rules file needs a "content" string');
    return {
      name: typeof file.name === 'string' && file.name !== '' ? file.name : DEFAULT_FILE_NAME,
      content: file.content,
    };
  });
}

/**
 * `PUT /emulator/v1/projects/{project}:securityRules`: compiles the ruleset and puts it in force
 * for the project. A ruleset that does not compile is refused the way Google's emulator words it,
 * one "L{line}:{column} {message}" line per problem, and the rules in force stay as they were.
 */
export function loadRules(registry: RulesRegistry, projectId: string, body: Record<string, unknown>): void {
  const files = sourceFiles(body);
  try {
    registry.set(projectId, compileRulesetFor('cloud.firestore', files), files);
  } catch (error) {
    if (!(error instanceof RulesCompileError)) throw error;
    const lines = error.issues.map((issue) => `L${issue.line}:${issue.column} ${issue.message}`);
    throw new FirestoreError('INVALID_ARGUMENT', ['Error compiling rules:', ...lines].join('\n'));
  }
}

/** `GET` of the same path: the ruleset in force, as it was loaded. */
export function rulesLoaded(registry: RulesRegistry, projectId: string): { rules: { files: RulesSourceFile[] } } {
  return { rules: { files: registry.filesFor(projectId) ?? [] } };
}
