import { RulesCompileError, type CompiledRuleset, type RulesService, type RulesSourceFile } from './contract.js';
import { compileRuleset } from './index.js';

/**
 * Compiles a ruleset that a service is about to enforce, refusing one written for the other
 * service (a `cloud.firestore` ruleset loaded into Storage would otherwise deny everything).
 */
export function compileRulesetFor(service: RulesService, files: RulesSourceFile[]): CompiledRuleset {
  const ruleset = compileRuleset(files);
  if (ruleset.service !== service) {
    const message = `this is a ${ruleset.service} ruleset, but it was loaded for ${service}`;
    throw new RulesCompileError([{ file: files[0]?.name ?? '', line: 1, column: 1, message }]);
  }
  return ruleset;
}
