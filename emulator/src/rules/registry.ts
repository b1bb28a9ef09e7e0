import type { CompiledRuleset, RulesSourceFile } from './contract.js';

interface LoadedRules {
  ruleset: CompiledRuleset;
  files: RulesSourceFile[];
}

/**
 * The rulesets a service enforces: a default one (from the CLI's `--rules`) and per-project ones
 * (loaded over HTTP, as `@firebase/rules-unit-testing` does). A project's own ruleset wins over the
 * default. No ruleset in force means no rules were loaded, and Google's emulator then allows everything.
 * Firestore and Storage each keep their own registry.
 */
export class RulesRegistry {
  private fallback: LoadedRules | null = null;
  private readonly byProject = new Map<string, LoadedRules>();

  /** The default ruleset for projects that loaded none of their own; null removes it. */
  setDefault(ruleset: CompiledRuleset | null, files: RulesSourceFile[] = []): void {
    this.fallback = ruleset ? { ruleset, files } : null;
  }

  set(projectId: string, ruleset: CompiledRuleset, files: RulesSourceFile[] = []): void {
    this.byProject.set(projectId, { ruleset, files });
  }

  /** The ruleset in force for the project, or null when every request is allowed. */
  for(projectId: string): CompiledRuleset | null {
    return this.loaded(projectId)?.ruleset ?? null;
  }

  /** The source files of the ruleset in force, as they were loaded. */
  filesFor(projectId: string): RulesSourceFile[] | null {
    return this.loaded(projectId)?.files ?? null;
  }

  private loaded(projectId: string): LoadedRules | null {
    return this.byProject.get(projectId) ?? this.fallback;
  }
}
