import { setupListeners } from '@reduxjs/toolkit/query/react';
import { createReduxStore } from '../data/redux-store';

/** The app's one Redux store; window focus and the connection coming back refetch what screens show. */
export const store = createReduxStore();
setupListeners(store.dispatch);
