import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIRESTORE_REACH, type FirestoreCase } from './reach';
import type { RulesTarget } from './rules-targets';
import { STORAGE_REACH } from './storage-reach';
import { ACTORS, type Actor } from './world';

/**
 * The attack matrix: every row of the intended reach is tried by every actor with the real web
 * SDKs against the project's firestore.rules and storage.rules, and the actors that got through
 * must be exactly the ones the row allows. Runs against our emulator, and against Google's
 * Firestore emulator when it is installed (Storage rows: ours only, Google has none here).
 * The two targets are two test files, so each can run alone.
 */

const DENIED = new Set(['permission-denied', 'storage/unauthorized']);

/** True when allowed, false when the rules refused; any other failure is a broken row. */
async function attempt(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (DENIED.has((error as { code?: string }).code ?? '')) return false;
    throw error;
  }
}

export function useTarget(start: () => Promise<RulesTarget | null>): () => RulesTarget {
  let target: RulesTarget | null = null;
  beforeAll(async () => {
    target = await start();
  });
  afterAll(async () => {
    await target?.stop();
  });
  return () => target!;
}

async function whoGetsThrough(
  actors: readonly Actor[],
  tryAs: (actor: Actor) => Promise<boolean>,
  reset: () => Promise<void>,
): Promise<Actor[]> {
  const through: Actor[] = [];
  for (const actor of actors) {
    await reset();
    if (await tryAs(actor)) through.push(actor);
  }
  await reset();
  return through;
}

export function firestoreRows(target: () => RulesTarget) {
  it.each(FIRESTORE_REACH.map((row) => [row.name, row] as const))('%s', async (_name, row: FirestoreCase) => {
    const touched = row.touches ?? [];
    const through = await whoGetsThrough(
      ACTORS,
      (actor) => attempt(() => row.run(target().firestoreAs(actor), actor)),
      async () => {
        if (touched.length) await target().restore(touched);
      },
    );
    expect(through).toEqual(ACTORS.filter((actor) => row.allow.includes(actor)));
  });
}

export function storageRows(target: () => RulesTarget) {
  it.each(STORAGE_REACH.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const actors = row.triedBy ?? ACTORS;
    const touched = row.touches ?? [];
    const through = await whoGetsThrough(
      actors,
      (actor) => attempt(() => row.run(target().storageAs(actor)!)),
      async () => {
        if (touched.length) await target().restoreFiles(touched);
      },
    );
    expect(through).toEqual(actors.filter((actor) => row.allow.includes(actor)));
  });
}
