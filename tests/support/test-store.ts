import { createReduxStore, type ReduxStore } from '../../src/data/redux-store';

let current: ReduxStore | undefined;

/** The Redux store of the running component test (a fresh one per test), to seed or inspect its cache. */
export function testStore(): ReduxStore {
  current ??= createReduxStore();
  return current;
}

/** Forgets the store, so the next test starts with an empty cache. */
export function dropTestStore(): void {
  current = undefined;
}
