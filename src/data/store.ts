import { configureStore } from '@reduxjs/toolkit';
import { api } from './api-slice';

/** A store holding the api slice's cache; the app uses one (appStore), tests build their own. */
export function createStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

let store: AppStore | undefined;

/**
 * The app's one store, created by the first screen that reads data (the signed-in shell or a guest
 * page; the sign-in screens never do, so Redux stays out of their code). Module-level, so moving
 * between the shell and guest pages keeps the cache.
 */
export function appStore(): AppStore {
  store ??= createStore();
  return store;
}

/** Drops every cached query (on sign-out); nothing to drop when no screen has read data yet. */
export function resetApiCache(): void {
  store?.dispatch(api.util.resetApiState());
}
