import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router';
import { store } from './store';

/**
 * The data layer (the Redux store with RTK Query's cache) around the screens that read data: the
 * signed-in shell and the guest pages. It loads with the first of them, so the sign-in screens,
 * which act on the Auth account directly and cache nothing, never load it.
 */
export function DataProvider({ children }: { children?: ReactNode }) {
  return <Provider store={store}>{children ?? <Outlet />}</Provider>;
}
