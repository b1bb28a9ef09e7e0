import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { api } from './api-slice';

/**
 * The Redux store holding the api slice's cache: one for the app (src/app), a fresh one per test.
 * Redux's development checks are off: data is deep-frozen on arrival (queryFnFrom), so the
 * immutability check would only walk tens of thousands of rows again, and rows carry Dates and
 * mutations' arguments Files, which the serializability check would flag.
 */
export function createReduxStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (defaults) => defaults({ immutableCheck: false, serializableCheck: false }).concat(api.middleware),
    devTools: import.meta.env.DEV,
  });
}

export type ReduxStore = ReturnType<typeof createReduxStore>;

/** The store's dispatch, typed for the api's thunks (util.invalidateTags, util.resetApiState). */
export const useAppDispatch = useDispatch.withTypes<ReduxStore['dispatch']>();
